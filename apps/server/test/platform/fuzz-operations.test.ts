import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@duangdee/contract/envelope';
import { ERROR_STATUS } from '@duangdee/contract/errors';
import type { ReadingKind } from '@duangdee/contract/readings';
import { buildApp } from '../../src/app.ts';
import {
  brokenEscapes,
  encodeUrlText,
  hostile,
  oddText,
  operationsOf,
  toJson,
  toUrlText,
  valueFor,
  type Operation,
  type Parameter,
} from '../support/openapi-fuzz.ts';
import { BODIES } from '../readings/helpers.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase } from '../test-db.ts';

/**
 * Every operation of the OpenAPI document, fed generated requests — values that follow its schema
 * mixed with deep nesting, huge strings, odd Unicode and wrong types — as a visitor, a signed-in
 * user and an admin. Whatever arrives: never a 5xx, always the envelope, and a refused request
 * (4xx) changes nothing in the database. `npm run fuzz` runs it with more inputs (FUZZ_RUNS), and
 * FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const ADMINS = Array.from({ length: 40 }, (_, i) => `fuzz-admin-${i}@example.com`);

const database = await createTestDatabase();
// No job workers: a reading started by a valid input must not be written while a later request is
// being checked for having changed nothing. Errors are logged, so a 5xx found shows its cause.
const app = await buildApp(
  testConfig({ ADMIN_EMAILS: ADMINS.join(','), WORKERS_ENABLED: 'false', LOG_LEVEL: 'error' }),
  { database },
);
await app.ready();
afterAll(async () => {
  await app.close();
  await database.destroy();
});

const operations = operationsOf(
  (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json(),
);

// --- the state a refused request must leave alone ----------------------------------------------

/**
 * Every row written to a table of the app is noted by a trigger (in the same transaction, so a
 * rolled-back write leaves no note): cheaper than comparing whole tables after every request, and
 * stricter — an update that writes the same values back counts too.
 */
for (const statement of [
  'create table fuzz_writes (id bigserial primary key, table_name text not null, op text not null)',
  `create function fuzz_note_write() returns trigger language plpgsql as $$
     begin
       insert into fuzz_writes (table_name, op) values (TG_TABLE_NAME, TG_OP);
       return null;
     end
   $$`,
  `do $$
     declare t text;
     begin
       for t in select tablename from pg_tables
                where schemaname = 'public' and tablename <> 'fuzz_writes' loop
         execute format('create trigger fuzz_note_write after insert or update or delete on %I '
           || 'for each row execute function fuzz_note_write()', t);
       end loop;
     end
   $$`,
]) {
  await database.db.execute(sql.raw(statement));
}

type Rows<T> = { rows: T[] };

/** How many writes have been noted so far. */
async function writesSoFar(): Promise<number> {
  const result = (await database.db.execute(
    sql`select coalesce(max(id), 0)::int as n from fuzz_writes`,
  )) as unknown as Rows<{ n: number }>;
  return result.rows[0]?.n ?? 0;
}

/** The writes noted after `since`, by table and kind: what a refused request must not have. */
async function writesSince(since: number) {
  const result = (await database.db.execute(
    sql`select table_name, op, count(*)::int as n from fuzz_writes where id > ${since}
        group by table_name, op order by table_name, op`,
  )) as unknown as Rows<{ table_name: string; op: string; n: number }>;
  return result.rows;
}

// --- who sends the requests --------------------------------------------------------------------

let clients = 0;
/** A client address of its own, so per-IP limits (sign-in codes, the general limit) stay apart. */
function nextAddress() {
  clients += 1;
  return `198.18.${(clients >> 8) & 255}.${clients & 255}`;
}

interface Account {
  userId: string;
  authorization: string;
}

async function signIn(email: string): Promise<Account> {
  const remoteAddress = nextAddress();
  const requested = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/request-otp',
    payload: { email },
    remoteAddress,
  });
  if (requested.statusCode !== 200) throw new Error(`request-otp: ${requested.body}`);
  const requestId = requested.json<{ data: { request_id: string } }>().data.request_id;
  const outbox = (await database.db.execute(
    sql`select text from dev_outbox where "to" = ${email} order by id desc limit 1`,
  )) as unknown as { rows: { text: string }[] };
  const code = /รหัสเข้าสู่ระบบของคุณคือ (\d+)/.exec(outbox.rows[0]?.text ?? '')?.[1];
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-otp',
    payload: { request_id: requestId, email, otp_code: code },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.body}`);
  const data = verified.json<{ data: { access_token: string; user: { id: string } } }>().data;
  return { userId: data.user.id, authorization: `Bearer ${data.access_token}` };
}

/** Whether a fuzzed request has ended the account (deleted it, or revoked its session). */
async function stillSignedIn(account: Account): Promise<boolean> {
  const me = await app.inject({
    method: 'GET',
    url: '/api/v1/auth/me',
    headers: { authorization: account.authorization },
    remoteAddress: nextAddress(),
  });
  return me.statusCode === 200;
}

function as(account: Account, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { authorization: account.authorization },
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });
}

function createdId(res: Awaited<ReturnType<typeof as>>, key: string) {
  const id = res.json<{ data?: Record<string, unknown> }>().data?.[key];
  return typeof id === 'string' ? id : null;
}

const packageIds = (await app.inject({ method: 'GET', url: '/api/v1/payments/packages' }))
  .json<{ data: { packages: { id: string }[] } }>()
  .data.packages.map((p) => p.id);

/**
 * The accounts requests are sent as, and things of theirs that path parameters and body fields
 * can name, so generated requests reach past "not found". Kept from one operation to the next,
 * and made again when a fuzzed request deleted the account or its session.
 */
interface Fixtures {
  user: Account;
  admin: Account;
  guestSession: string;
  /** Ids of the user's own things, by what they are: `payment`, `chat`, a reading kind. */
  ids: Map<string, string>;
}

let fixtures: Fixtures | null = null;
let users = 0;
let admins = 0;

function freshUser(): Promise<Account> {
  return signIn(`fuzz-user-${++users}@example.com`);
}

async function freshAdmin(): Promise<Account> {
  const email = ADMINS[admins++];
  if (!email) throw new Error('the fuzzer used up its admin accounts');
  return signIn(email);
}

async function fixturesFor(op: Operation): Promise<Fixtures> {
  if (!fixtures || !(await stillSignedIn(fixtures.user))) {
    const guest = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/guest',
      payload: {},
      remoteAddress: nextAddress(),
    });
    fixtures = {
      user: await freshUser(),
      admin: fixtures?.admin ?? (await freshAdmin()),
      guestSession:
        guest.json<{ data?: { session?: { session_id?: string } } }>().data?.session?.session_id ??
        'no-guest-session',
      ids: new Map(),
    };
  }
  if (!(await stillSignedIn(fixtures.admin))) fixtures.admin = await freshAdmin();
  const { user, admin, ids } = fixtures;
  // Enough coins for whatever the operation may spend.
  await as(admin, 'POST', `/api/v1/admin/users/${user.userId}/coins/adjust`, {
    amount: 2000,
    reason: 'fuzz funding',
  });
  if (/payments|slip/.test(op.path) && !ids.has('payment')) {
    const res = await as(user, 'POST', '/api/v1/payments/create-payment', {
      package_id: packageIds[0],
    });
    const id = createdId(res, 'payment_id');
    if (id) ids.set('payment', id);
  }
  const kind = /^\/api\/v1\/fortune\/([a-z-]+)\/sessions\/\{id\}/.exec(op.path)?.[1];
  if (kind && kind in BODIES && !ids.has(kind)) {
    const body = BODIES[kind as ReadingKind];
    const id = createdId(
      await as(user, 'POST', `/api/v1/fortune/${kind}/sessions`, body),
      'session_id',
    );
    if (id) ids.set(kind, id);
  }
  if (/^\/api\/v1\/fortune\/(sessions|chat-history)\/\{id\}/.test(op.path) && !ids.has('chat')) {
    const res = await as(user, 'POST', '/api/v1/fortune/sessions', { kind: 'chat' });
    const id = createdId(res, 'session_id');
    if (id) ids.set('chat', id);
  }
  return fixtures;
}

/** Strings a generated field may take besides random ones: real ids and package names. */
function knownValues(current: Fixtures): string[] {
  return [current.user.userId, ...current.ids.values(), ...packageIds];
}

// --- what they send ----------------------------------------------------------------------------

type Who = 'visitor' | 'user' | 'admin' | 'forged' | 'guest';
type BodyMode = 'json' | 'broken-json' | 'text' | 'form' | 'multipart' | 'untyped' | 'none';

interface FuzzRequest {
  params: Record<string, string>;
  query: Array<[string, string]>;
  body: unknown;
  bodyMode: BodyMode;
  who: Who;
  idempotencyKey: string | null;
  multipartField: string;
  multipartBytes: Uint8Array;
}

/** A path parameter: one of the user's own ids, a schema value, or text that breaks URLs. */
function paramFor(parameter: Parameter, chaos: number, known: string[]): fc.Arbitrary<string> {
  const fromSchema = valueFor(parameter.schema, chaos, known).map((v) =>
    encodeUrlText(toUrlText(v)),
  );
  const options: Array<fc.WeightedArbitrary<string>> = [{ weight: 3, arbitrary: fromSchema }];
  if (known.length > 0) options.push({ weight: 3, arbitrary: fc.constantFrom(...known) });
  if (chaos > 0) {
    options.push({ weight: 1, arbitrary: brokenEscapes });
    options.push({ weight: 1, arbitrary: fc.constantFrom(201, 5_000).map((n) => 'x'.repeat(n)) });
  }
  return fc.oneof(...options);
}

function queryFor(parameters: Parameter[], chaos: number, known: string[]) {
  const declared = parameters.map((parameter) =>
    fc
      .option(
        fc.array(valueFor(parameter.schema, chaos, known), {
          minLength: 1,
          maxLength: chaos > 0 ? 2 : 1,
        }),
        { freq: parameter.required ? 10 : 2 },
      )
      .map((values) =>
        (values ?? []).map(
          (v) => [parameter.name, encodeUrlText(toUrlText(v))] as [string, string],
        ),
      ),
  );
  const extra =
    chaos > 0
      ? fc.array(
          fc.tuple(oddText, fc.oneof(oddText, brokenEscapes)).map(([k, v]) => {
            const value = v.startsWith('%') ? v : encodeUrlText(v);
            return [encodeUrlText(k), value] as [string, string];
          }),
          { maxLength: 2 },
        )
      : fc.constant([] as Array<[string, string]>);
  return fc.tuple(fc.tuple(...declared), extra).map(([lists, more]) => [...lists.flat(), ...more]);
}

function whoFor(op: Operation): fc.Arbitrary<Who> {
  if (op.streams) return fc.constantFrom<Who>('visitor', 'forged');
  if (op.secured === 'guest') {
    return fc.oneof(
      { weight: 5, arbitrary: fc.constant<Who>('guest') },
      { weight: 1, arbitrary: fc.constantFrom<Who>('visitor', 'forged', 'user') },
    );
  }
  const admin = op.path.startsWith('/api/v1/admin/');
  return fc.oneof(
    { weight: admin ? 2 : 6, arbitrary: fc.constant<Who>('user') },
    { weight: admin ? 6 : 1, arbitrary: fc.constant<Who>('admin') },
    { weight: 1, arbitrary: fc.constantFrom<Who>('visitor', 'forged') },
  );
}

function requestFor(op: Operation, chaos: number, known: string[]): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const params = fc
    .tuple(...pathParams.map((p) => paramFor(p, chaos, known)))
    .map((values) => Object.fromEntries(values.map((v, i) => [pathParams[i]!.name, v])));
  const body = op.jsonBody
    ? chaos > 0
      ? fc.oneof(
          { weight: 6, arbitrary: valueFor(op.jsonBody, chaos, known) },
          { weight: 1, arbitrary: hostile },
        )
      : valueFor(op.jsonBody, 0, known)
    : fc.option(hostile, { freq: 4 });
  const modes: BodyMode[] = op.multipart
    ? ['multipart', 'multipart', 'multipart', 'json', 'untyped']
    : op.jsonBody || chaos > 0
      ? ['json', 'json', 'json', 'json', 'broken-json', 'text', 'form', 'multipart', 'untyped']
      : ['none'];
  return fc.record({
    params,
    query: queryFor(
      op.parameters.filter((p) => p.in === 'query'),
      chaos,
      known,
    ),
    body,
    bodyMode: chaos > 0 || op.multipart ? fc.constantFrom(...modes) : fc.constant(modes[0]!),
    who: whoFor(op),
    idempotencyKey: fc.option(
      fc.oneof(fc.uuid(), fc.string({ unit: 'grapheme-ascii', maxLength: 300 })),
      { freq: 2 },
    ),
    multipartField: fc.constantFrom('file', 'slip', 'payment_id', 'x'),
    multipartBytes: fc.uint8Array({ maxLength: 3000 }),
  });
}

function multipartBody(field: string, bytes: Uint8Array, paymentId: string) {
  const boundary = '----duangdeefuzz';
  const text = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(text('payment_id', paymentId)),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

function inject(op: Operation, request: FuzzRequest, fixtures: Fixtures) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => request.params[name] ?? 'x');
  const query = request.query.map(([k, v]) => `${k}=${v}`).join('&');
  const headers: Record<string, string> = {};
  if (request.who === 'user') headers.authorization = fixtures.user.authorization;
  if (request.who === 'admin') headers.authorization = fixtures.admin.authorization;
  if (request.who === 'forged') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.e30.';
  if (request.who === 'guest') headers['x-guest-session'] = fixtures.guestSession;
  if (request.idempotencyKey !== null) headers['idempotency-key'] = request.idempotencyKey;

  let payload: string | Buffer | undefined;
  const json = request.body === null && !op.jsonBody ? undefined : toJson(request.body);
  switch (request.bodyMode) {
    case 'json':
      if (json !== undefined) {
        headers['content-type'] = 'application/json';
        payload = json;
      }
      break;
    case 'broken-json':
      headers['content-type'] = 'application/json';
      payload = (json ?? '{"a":1}').slice(0, -1);
      break;
    case 'text':
      headers['content-type'] = 'text/plain';
      payload = json ?? 'hello';
      break;
    case 'form':
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = 'a=1&b=%00&c=%E0%B8';
      break;
    case 'untyped':
      payload = json ?? 'x';
      break;
    case 'multipart': {
      const form = multipartBody(
        request.multipartField,
        request.multipartBytes,
        fixtures.ids.get('payment') ?? 'x',
      );
      headers['content-type'] = form.type;
      payload = form.payload;
      break;
    }
    case 'none':
      break;
  }
  return app.inject({
    method: op.method as 'GET',
    url: query ? `${path}?${query}` : path,
    headers,
    remoteAddress: nextAddress(),
    ...(payload === undefined ? {} : { payload }),
  });
}

function describeRequest(op: Operation, request: FuzzRequest, res: LightMyRequestResponse) {
  return `${op.method} ${op.path} as ${request.who} (${request.bodyMode}) → ${res.statusCode} ${res.body.slice(0, 300)}`;
}

/** The answer's shape: the failure envelope with its code's status, or a success envelope. */
function expectEnvelope(what: string, res: LightMyRequestResponse) {
  expect(res.statusCode, what).toBeLessThan(500);
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (res.statusCode >= 400) {
    expect(isJson, what).toBe(true);
    const parsed = errorEnvelopeSchema.safeParse(res.json());
    expect(parsed.success, what).toBe(true);
    if (parsed.success) {
      expect(ERROR_STATUS[parsed.data.error.code as keyof typeof ERROR_STATUS], what).toBe(
        res.statusCode,
      );
    }
  } else if (isJson) {
    expect(res.json(), what).toMatchObject({ success: true });
  }
}

describe('every operation of the OpenAPI document, fed hostile input', () => {
  it('lists the operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  for (const op of operations) {
    it(
      `${op.method} ${op.path}`,
      async () => {
        const current = await fixturesFor(op);
        const known = knownValues(current);
        const requests = fc.oneof(
          requestFor(op, 0, known),
          requestFor(op, 0.2, known),
          requestFor(op, 0.6, known),
        );

        await fc.assert(
          fc.asyncProperty(requests, async (request) => {
            const before = await writesSoFar();
            const res = await inject(op, request, current);
            const what = describeRequest(op, request, res);
            expectEnvelope(what, res);
            if (res.statusCode >= 400 && (await writesSoFar()) !== before) {
              expect(await writesSince(before), `a refused request wrote: ${what}`).toEqual([]);
            }
          }),
          { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
        );
      },
      60_000 + RUNS * 2_000,
    );
  }
});
