import { describe, expect, it } from 'vitest';
import { requiredCredentials } from '../../src/platform/auth-guard.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

/**
 * Every protected operation of the OpenAPI document answers who may call it (401, then 403 for
 * admin routes) before it looks at the request: a body that breaks the schema, path parameters
 * that are not ids and JSON that does not parse must not tell a stranger what the route expects.
 */
const ctx = useTestApp({ WORKERS_ENABLED: 'false' });

interface Operation {
  method: string;
  url: string;
  required: 'user' | 'player';
  admin: boolean;
}

async function protectedOperations(): Promise<Operation[]> {
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
    paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
  }>();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const required = requiredCredentials({ security: op.security });
      if (!required) continue;
      operations.push({
        method: method.toUpperCase(),
        // Path parameters no route accepts: a validator that ran first would answer 400.
        url: path.replace(/\{[^}]+\}/g, 'not-an-id'),
        required,
        admin: path.startsWith('/api/v1/admin/'),
      });
    }
  }
  return operations;
}

/** A body that fails every schema: a JSON body of the wrong type, or text that is not JSON. */
const NO_BODY: { payload?: string; headers: Record<string, string> } = { headers: {} };
const BROKEN_BODIES: Array<typeof NO_BODY> = [
  { payload: '[1,', headers: { 'content-type': 'application/json' } },
  { payload: '{"amount":"lots","reason":""}', headers: { 'content-type': 'application/json' } },
];

/**
 * Sends each operation every broken body with `headers`; lists those that did not answer
 * `status` with `code`.
 */
async function answeredOtherwise(
  operations: Operation[],
  headers: Record<string, string>,
  status: number,
  code: string,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const op of operations) {
    for (const body of op.method === 'GET' ? [NO_BODY] : BROKEN_BODIES) {
      const res = await ctx.app.inject({
        method: op.method as 'GET',
        url: op.url,
        ...body,
        headers: { ...body.headers, ...headers },
      });
      if (
        res.statusCode !== status ||
        res.json<{ error: { code: string } }>().error.code !== code
      ) {
        wrong.push(`${op.method} ${op.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
  }
  return wrong;
}

describe('authentication comes before validation', () => {
  it('classifies the documented security alternatives', () => {
    expect(requiredCredentials({ security: [{ bearer: [] }] })).toBe('user');
    expect(requiredCredentials({ security: [{ bearer: [] }, { guestSession: [] }] })).toBe(
      'player',
    );
    expect(requiredCredentials({ security: [{ guestSession: [] }] })).toBe('player');
    expect(requiredCredentials({ security: [{}, { bearer: [] }] })).toBeNull();
    expect(requiredCredentials({})).toBeNull();
  });

  it('answers 401 to every protected operation without credentials, whatever the body', async () => {
    const operations = await protectedOperations();
    // The document lists the admin operations and the signed-in ones; all of them must be here.
    expect(operations.filter((op) => op.admin).length).toBeGreaterThan(20);
    expect(operations.some((op) => op.url === '/api/v1/admin/users/not-an-id/coins/adjust')).toBe(
      true,
    );
    expect(await answeredOtherwise(operations, {}, 401, 'AUTH_REQUIRED')).toEqual([]);
  });

  it('answers 401 to a token that does not verify, before the body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/not-an-id/coins/adjust',
      headers: { authorization: 'Bearer not-a-token' },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('AUTH_REQUIRED');
  });

  it('answers 403 to a signed-in user on every admin operation, whatever the body', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'not-an-admin@example.com');
    const admin = (await protectedOperations()).filter((o) => o.admin);
    expect(await answeredOtherwise(admin, user.auth, 403, 'FORBIDDEN')).toEqual([]);
  });

  it('still validates the body of a caller who may use the route', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'validated@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/mark-as-read',
      headers: user.auth,
      payload: { Ids: 'not-a-list' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
  });
});
