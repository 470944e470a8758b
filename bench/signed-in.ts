import pg from 'pg';
import type { AppConfig } from '../apps/server/src/config.ts';

export interface BenchUser {
  userId: string;
  /** The headers that sign a request in as this user. */
  auth: Record<string, string>;
}

/**
 * `count` admins with `coins` coins each on a running app on PostgreSQL `url`, made through the
 * app's own code (tokens from its signer and secrets, coins through the admin adjustment).
 */
export async function signedInBenchUsers(
  config: AppConfig,
  url: string,
  base: string,
  coins: number,
  count: number,
): Promise<BenchUser[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, email_verified, is_new_user, role)
     SELECT 'bench-' || n || '@example.com', true, false, 'admin' FROM generate_series(1, $1) AS n
     RETURNING id`,
    [count],
  );
  await db.end();
  const { createTokenSigner } = await import('../apps/server/src/platform/tokens.ts');
  const { loadSecrets } = await import('../apps/server/src/platform/secrets.ts');
  const signer = createTokenSigner(loadSecrets(config));
  const users: BenchUser[] = [];
  for (const { id: userId } of rows) {
    const token = await signer.signAccess({ userId, role: 'admin' });
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const seed = await fetch(`${base}/api/v1/admin/users/${userId}/coins/adjust`, {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': `bench-seed-${userId}` },
      body: JSON.stringify({ amount: coins, reason: 'benchmark balance' }),
    });
    if (!seed.ok) throw new Error(`seed failed: ${await seed.text()}`);
    users.push({ userId, auth });
  }
  return users;
}

/** One such admin: the deduction benchmarks spend from a single wallet. */
export async function signedInBenchUser(
  config: AppConfig,
  url: string,
  base: string,
  coins: number,
): Promise<BenchUser> {
  const [user] = await signedInBenchUsers(config, url, base, coins, 1);
  if (!user) throw new Error('no bench user was made');
  return user;
}
