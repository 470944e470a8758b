import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { createBatchedLookup } from '../../platform/batched-lookup.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { isUuid } from '../../platform/uuid.ts';

/** What a verified access token may still do: go on, or not (suspended, or its login ended). */
export type AccessStanding = 'active' | 'suspended' | 'ended';

interface StandingRow {
  i: number;
  suspended: boolean;
  ended: boolean;
}

/**
 * The question the auth guard asks on every request with a valid token: is the account suspended
 * (docs/decisions/024-account-suspension.md), and is the login the token belongs to still on
 * (docs/decisions/053-sessions-that-end.md)? One prepared statement answers both for every
 * request of one turn of the event loop (`createBatchedLookup`): a primary-key probe of `users`
 * and one of `refresh_tokens` per token. Never a cache, so a logout or suspension committed before
 * a request arrives is seen by every instance sharing the database.
 */
export function createAccessCheck(db: Db): (claims: AccessClaims) => Promise<AccessStanding> {
  const standings = preparedStatement<StandingRow>(
    db,
    'access_standing',
    sql`select q.i::int as i,
          coalesce(u.suspended_at is not null, false) as suspended,
          (q.sid is not null and (r.id is null or r.revoked_at is not null)) as ended
        from unnest(${sql.placeholder('uids')}::uuid[], ${sql.placeholder('sids')}::uuid[])
          with ordinality as q(uid, sid, i)
        left join users u on u.id = q.uid
        left join refresh_tokens r on r.id = q.sid and r.user_id = q.uid`,
  );
  const lookup = createBatchedLookup<string, AccessStanding>(async (keys) => {
    const found = new Map<string, AccessStanding>();
    const asked: string[] = [];
    const uids: string[] = [];
    const sids: Array<string | null> = [];
    for (const key of keys) {
      const [uid = '', sid = ''] = key.split(' ');
      // Only this server signs tokens; an id that is not a uuid names nothing that could be on.
      if (!isUuid(uid) || (sid !== '' && !isUuid(sid))) {
        found.set(key, 'ended');
        continue;
      }
      asked.push(key);
      uids.push(uid);
      sids.push(sid === '' ? null : sid);
    }
    if (asked.length === 0) return found;
    for (const row of await standings({ uids, sids })) {
      const key = asked[Number(row.i) - 1];
      if (key === undefined) continue;
      found.set(key, row.suspended ? 'suspended' : row.ended ? 'ended' : 'active');
    }
    return found;
  }, 'active');
  return (claims) => lookup(`${claims.userId} ${claims.sessionId ?? ''}`);
}
