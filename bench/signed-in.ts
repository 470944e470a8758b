import pg from 'pg';
import type { AppConfig } from '../apps/server/src/config.ts';

/**
 * An admin with `coins` coins on a running app on PostgreSQL `url`, made through the app's own
 * code (the token from its signer and secrets, the coins through the admin adjustment), and the
 * headers that sign a request in as them.
 */
export async function signedInBenchUser(
  config: AppConfig,
  url: string,
  base: string,
  coins: number,
): Promise<{ userId: string; auth: Record<string, string> }> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query<{ id: string }>(
    "INSERT INTO users (email, email_verified, is_new_user, role) VALUES ('bench@example.com', true, false, 'admin') RETURNING id",
  );
  await db.end();
  const userId = rows[0]?.id as string;
  const { createTokenSigner } = await import('../apps/server/src/platform/tokens.ts');
  const { loadSecrets } = await import('../apps/server/src/platform/secrets.ts');
  const token = await createTokenSigner(loadSecrets(config)).signAccess({ userId, role: 'admin' });
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const seed = await fetch(`${base}/api/v1/admin/users/${userId}/coins/adjust`, {
    method: 'POST',
    headers: { ...auth, 'idempotency-key': 'bench-seed-0001' },
    body: JSON.stringify({ amount: coins, reason: 'benchmark balance' }),
  });
  if (!seed.ok) throw new Error(`seed failed: ${await seed.text()}`);
  return { userId, auth };
}
