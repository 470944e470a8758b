import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createdId, funding, multipart, startSession, type Envelope } from '../readings/helpers.ts';
import { filesUnder, searchDatabase, type Finding } from '../support/personal-data-search.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import {
  BYSTANDER,
  seedPerson,
  secretStrings,
  TARGET,
  type SeededPerson,
} from './seed-personal-data.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'duangdee-erasure-'));
const ctx = useTestApp({ DATA_DIR: dataDir, ADMIN_EMAILS: 'readings-admin@example.com' });
const money = funding(ctx);
const storageRoot = path.join(dataDir, 'uploads');

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Which needles were found, and where (for a readable failure). */
const where = (findings: Finding[]) =>
  findings.map((f) => `${f.needle} in ${f.table}.${f.column}: ${f.value}`);

let target: SeededPerson;
let bystander: SeededPerson;
/** Storage keys of the target's files, read from the database before erasure. */
let targetFiles: string[] = [];
let transfersBefore = 0;
let consentsBefore = 0;

beforeAll(async () => {
  target = await seedPerson(ctx, () => money.admin(), TARGET, 'ERASE0001');
  bystander = await seedPerson(ctx, () => money.admin(), BYSTANDER, 'STAYS0001');
  targetFiles = [
    ...(
      await rows<{ k: string }>(
        sql`select storage_key as k from uploads where user_id = ${target.user.userId}
            union all select thumbnail_key from uploads where user_id = ${target.user.userId}
            union all select storage_path from payment_slips where user_id = ${target.user.userId}`,
      )
    ).map((r) => r.k),
  ];
  transfersBefore = await transfersOf(target.user.userId);
  consentsBefore = (
    await rows<{ n: number }>(
      sql`select count(*)::int as n from consent_records where subject_id = ${target.user.userId}`,
    )
  )[0]!.n;
}, 120_000);

async function transfersOf(userId: string): Promise<number> {
  return (
    await rows<{ n: number }>(sql`
      select count(*)::int as n from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      where a.user_id = ${userId}`)
  )[0]!.n;
}

describe('erasing an account (PDPA right to erasure)', () => {
  it('the seeded secrets are where the search looks, before erasure', async () => {
    const found = await searchDatabase(ctx.database.db, secretStrings(TARGET));
    const missing = secretStrings(TARGET).filter((s) => !found.some((f) => f.needle === s));
    expect(missing).toEqual([]);
    // The readings, chat and slip are in the tables the issue named.
    const tables = new Set(found.map((f) => f.table));
    for (const table of [
      'public.users',
      'public.reading_sessions',
      'public.reading_messages',
      'public.consent_records',
      'public.otp_codes',
      'public.dev_outbox',
    ]) {
      expect(tables).toContain(table);
    }
    expect(targetFiles.length).toBe(3);
    for (const key of targetFiles) expect(existsSync(path.join(storageRoot, key))).toBe(true);
  });

  it('leaves nothing of the person in any table or in storage', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/account',
      headers: target.user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { deleted: true } });

    const left = await searchDatabase(ctx.database.db, secretStrings(TARGET));
    expect(where(left)).toEqual([]);

    for (const key of targetFiles) expect(existsSync(path.join(storageRoot, key))).toBe(false);
    // Every file still stored belongs to a row someone still owns: nothing orphaned.
    const referenced = new Set(
      (
        await rows<{ k: string }>(
          sql`select storage_key as k from uploads union all select thumbnail_key from uploads
              union all select storage_path from payment_slips where storage_path <> ''`,
        )
      ).map((r) => r.k),
    );
    expect(filesUnder(storageRoot).filter((f) => !referenced.has(f))).toEqual([]);
  });

  it('removes the game rounds, theirs and their guest’s', async () => {
    const rounds = async (ids: string[]) =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from game_rounds
              where player_id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        )
      )[0]!.n;
    expect(await rounds([target.user.userId, target.guestId])).toBe(0);
    expect(await rounds([bystander.user.userId, bystander.guestId])).toBe(2);
  });

  it('deletes their support tickets, those sent from their e-mail too; others’ stay', async () => {
    const tickets = async (email: string, userId: string) =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from support_tickets
              where user_id = ${userId} or lower(email) = lower(${email})`,
        )
      )[0]!.n;
    expect(await tickets(TARGET.email, target.user.userId)).toBe(0);
    expect(await tickets(BYSTANDER.email, bystander.user.userId)).toBe(2);
  });

  it('removes their likes (uncounted) and bookmarks, and unnames their shares', async () => {
    const ids = (people: SeededPerson[]) =>
      sql.join(
        people.flatMap((p) => [sql`${p.user.userId}`, sql`${p.guestId}`]),
        sql`, `,
      );
    const count = async (table: string, people: SeededPerson[]) =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table)} where user_id in (${ids(people)})`,
        )
      )[0]!.n;
    expect(await count('article_likes', [target])).toBe(0);
    expect(await count('article_bookmarks', [target])).toBe(0);
    expect(await count('article_shares', [target])).toBe(0);
    expect(await count('article_likes', [bystander])).toBe(2);
    expect(await count('article_bookmarks', [bystander])).toBe(1);
    expect(await count('article_shares', [bystander])).toBe(1);
    // The count is the likes that remain (the bystander's two); both shares still count.
    expect(
      await rows(
        sql`select like_count, share_count from articles where slug = 'privacy-probe-article'`,
      ),
    ).toEqual([{ like_count: 2, share_count: 2 }]);
  });

  it('removes the invite code, shares, rewards and invites; an inviter keeps theirs, anonymous', async () => {
    const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(query))[0]!.n;
    for (const [person, left] of [
      [target, 0],
      [bystander, 1],
    ] as const) {
      const id = person.user.userId;
      expect(
        await count(sql`select count(*)::int as n from referral_codes where user_id = ${id}`),
      ).toBe(left);
      expect(
        await count(sql`select count(*)::int as n from referral_shares where user_id = ${id}`),
      ).toBe(left);
      expect(
        await count(sql`select count(*)::int as n from referral_rewards where user_id = ${id}`),
      ).toBe(left);
      expect(
        await count(sql`select count(*)::int as n from referrals where referrer_id = ${id}`),
      ).toBe(left);
      expect(
        await count(sql`select count(*)::int as n from referrals where referred_id = ${id}`),
      ).toBe(left);
    }
    // The admin's invite of the target stays, without the target or their device.
    const admin = await money.admin();
    const invites = await rows<{ referred_id: string | null; device: string | null }>(
      sql`select referred_id, device from referrals where referrer_id = ${admin.userId}
          order by created_at`,
    );
    expect(invites).toEqual([
      { referred_id: null, device: null },
      { referred_id: bystander.user.userId, device: `device-${BYSTANDER.email}` },
    ]);
    // The friend the target invited keeps their account.
    const friend = await rows<{ is_active: boolean }>(
      sql`select is_active from users where id = ${target.invitedFriendId}`,
    );
    expect(friend).toEqual([{ is_active: true }]);
  });

  it("keeps everyone else's data as it was", async () => {
    const found = await searchDatabase(ctx.database.db, secretStrings(BYSTANDER));
    const missing = secretStrings(BYSTANDER).filter((s) => !found.some((f) => f.needle === s));
    expect(missing).toEqual([]);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: bystander.user.auth,
    });
    expect(profile.json()).toMatchObject({ data: { email: BYSTANDER.email } });
    const photos = await rows<{ k: string }>(
      sql`select storage_key as k from uploads where user_id = ${bystander.user.userId}`,
    );
    expect(photos).toHaveLength(1);
    expect(existsSync(path.join(storageRoot, photos[0]!.k))).toBe(true);
  });

  it('keeps the anonymous money records accounting needs', async () => {
    expect(await transfersOf(target.user.userId)).toBe(transfersBefore);
    const [payment] = await rows<{ status: string; amount_satang: number; coins: number }>(
      sql`select status, amount_satang, coins from payments where id = ${target.paymentId}`,
    );
    expect(payment).toEqual({ status: 'success', amount_satang: 9900, coins: 1100 });
    const [slip] = await rows<{ image_hash: string; trans_ref: string; storage_path: string }>(
      sql`select image_hash, trans_ref, storage_path from payment_slips
          where payment_id = ${target.paymentId}`,
    );
    expect(slip).toMatchObject({ trans_ref: 'ERASE0001', storage_path: '' });
    expect(slip?.image_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await money.reconcile()).ok).toBe(true);

    // The slip's hash still stops it paying twice, though its image is gone.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/create-payment',
      headers: bystander.user.auth,
      payload: { package_id: 'popular' },
    });
    const paymentId = again.json<Envelope<{ payment_id: string }>>().data.payment_id;
    const form = multipart('slip', 'slip.png', 'image/png', target.slipBytes);
    const reused = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${paymentId}/slip`,
      headers: { ...bystander.user.auth, ...form.headers },
      payload: form.payload,
    });
    expect(reused.json()).toMatchObject({ error: { code: 'SLIP_ALREADY_USED' } });
  });

  it('keeps what was decided about consent, without the browser or address', async () => {
    const consents = await rows<{ ip_hash: string | null; user_agent: string | null }>(
      sql`select ip_hash, user_agent from consent_records
          where subject_id in (${target.user.userId}, ${target.guestId})`,
    );
    expect(consents.length).toBeGreaterThanOrEqual(consentsBefore);
    expect(consents.every((c) => c.ip_hash === null && c.user_agent === null)).toBe(true);
  });

  it('revokes the shared links and ends every session', async () => {
    expect(target.shareTokens.length).toBeGreaterThan(0);
    for (const token of target.shareTokens) {
      const shared = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/fortune/readings/shared/${token}`,
      });
      expect(shared.statusCode).toBe(404);
    }
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: target.user.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/data-export',
      headers: target.user.auth,
    });
    expect(exported.statusCode).toBe(401);
  });
});

describe('erasing an account with a reading under way', () => {
  it('fails the reading, releases its coins, and nothing is written into it later', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'mid-reading@example.com');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/coins/grant-welcome',
      headers: user.auth,
    });
    const id = await createdId(ctx.app, user, 'love-sticks', { question: 'ความลับกลางคัน' });
    const started = await startSession(ctx.app, user, 'love-sticks', id);
    expect(started.statusCode, started.body).toBe(202);
    const held = async () =>
      (
        await rows<{ held: number }>(
          sql`select held::int from ledger_accounts where user_id = ${user.userId}`,
        )
      )[0]!.held;
    expect(await held()).toBe(50);

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/account',
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await held()).toBe(0);
    const holds = await rows<{ status: string; void_reason: string }>(
      sql`select h.status, h.void_reason from ledger_holds h
          join ledger_accounts a on a.id = h.account_id where a.user_id = ${user.userId}`,
    );
    expect(holds).toEqual([{ status: 'voided', void_reason: 'account erased' }]);

    // The draw the session was waiting for finds it failed: nothing is drawn into it.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/love-sticks/sessions/${id}/draw`,
      headers: user.auth,
    });
    const [session] = await rows<{ status: string; input: unknown; result: unknown }>(
      sql`select status, input, result from reading_sessions where id = ${id}`,
    );
    expect(session).toEqual({ status: 'failed', input: {}, result: null });
    expect((await money.reconcile()).ok).toBe(true);
    expect(
      where(await searchDatabase(ctx.database.db, ['ความลับกลางคัน', 'mid-reading@example.com'])),
    ).toEqual([]);
  });
});

describe('a guest who refuses the consent after using the app', () => {
  it('takes their free draw, likes and support ticket with them', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/guest',
      payload: { device_id: 'device-refuses-later-01', accept_pdpa: true },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const guest =
      created.json<Envelope<{ guest_user: { id: string }; session: { session_id: string } }>>()
        .data;
    const headers = { 'x-guest-session': guest.session.session_id };
    const secret = 'คำถามของแขกที่ถอนความยินยอม';

    const drawn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/fortune/love-sticks/free-draw',
      headers,
      payload: { question: secret },
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const [article] = await rows<{ id: string }>(
      sql`select id from articles where is_published order by id limit 1`,
    );
    const liked = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/feed/articles/${article?.id}/like`,
      headers,
    });
    expect(liked.statusCode, liked.body).toBe(200);
    const ticket = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/support/tickets',
      headers,
      payload: {
        category: 'account',
        subject: 'สอบถามเรื่องเซียมซี',
        message: `${secret} ช่วยอธิบายใบเซียมซีหน่อยค่ะ`,
        email: 'refuses-later@example.com',
      },
    });
    expect(ticket.statusCode, ticket.body).toBeLessThan(300);
    expect(await searchDatabase(ctx.database.db, [secret])).not.toEqual([]);

    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/guest/pdpa-consent',
      payload: { session_id: guest.session.session_id, consent: false },
    });
    expect(refused.json()).toMatchObject({ data: { consent: false, guest_removed: true } });

    expect(
      where(
        await searchDatabase(ctx.database.db, [
          secret,
          'refuses-later@example.com',
          'device-refuses-later-01',
        ]),
      ),
    ).toEqual([]);
    const likes = await rows<{ n: number }>(
      sql`select count(*)::int as n from article_likes where user_id = ${guest.guest_user.id}`,
    );
    expect(likes[0]?.n).toBe(0);
  });
});
