import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ERASED_TABLES } from '../../src/modules/users/disk-erasure.ts';
import { call, eventually, type CallOptions, signIn, type SignedInUser } from '../drills/http.ts';
import { BODIES } from '../readings/helpers.ts';
import { filesUnder } from '../support/personal-data-search.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { testDbKind } from '../test-db.ts';

/**
 * A PDPA erasure on the embedded database, seen from the disk: the real server (`npm start`, as
 * its own process, on PGlite in DATA_DIR) is given a person's support ticket, a partner named in
 * a reading, a chat message, their device id and the name they gave as a guest; they erase their
 * account, and a guest who refuses consent is erased too. Once the server has logged the rewrite,
 * it is stopped and every byte of every file under DATA_DIR (tables, indexes, WAL) is searched.
 * The database of the test project makes no difference here: this runs once, in `server`.
 */

interface Person {
  email: string;
  guestName: string;
  deviceId: string;
  support: string;
  partner: string;
  chat: string;
}

/** Each datum: an ASCII marker and a Thai phrase, both found nowhere else. */
const person = (tag: string, thai: Record<keyof Omit<Person, 'email' | 'deviceId'>, string>) => ({
  email: `${tag.toLowerCase()}-mail@example.com`,
  guestName: `${thai.guestName} ${tag}GUEST`,
  deviceId: `${tag}DEVICE-0001`,
  support: `${thai.support} ${tag}TICKET`,
  partner: `${thai.partner} ${tag}PARTNER`,
  chat: `${thai.chat} ${tag}CHAT`,
});

const TARGET: Person = person('QZERASED', {
  guestName: 'น้องเมฆฝนลบทิ้ง',
  support: 'เหรียญหายตอนอยู่ที่ลำพูนบ้านป้าแดง',
  partner: 'ธนวัฒน์ผู้ถูกลืม',
  chat: 'ความลับเรื่องสวนลำไยของตาเหมือน',
});
const BYSTANDER: Person = person('QZKEPT', {
  guestName: 'น้องดาวยังอยู่',
  support: 'สลิปโอนจากร้านข้าวซอยยังไม่ผ่าน',
  partner: 'กนกพรคนที่ยังอยู่',
  chat: 'อยากรู้เรื่องร้านกาแฟที่น่าน',
});
const DECLINED = {
  guestName: 'น้องหมอกไม่ยินยอม QZDECLINEDGUEST',
  deviceId: 'QZDECLINEDDEVICE-0001',
};

/** The searched strings of a person: each marker and each Thai phrase on its own. */
function needles(values: object): string[] {
  return (Object.values(values) as string[]).flatMap((value) => value.split(' '));
}

const REWRITE_LINES = ['erased data rewritten on disk', 'erased data already rewritten on disk'];

let dataDir: string | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The server's log lines (JSON), the ones that parse. */
function logLines(output: string): Array<{ msg?: string; [key: string]: unknown }> {
  return output.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as { msg?: string }];
    } catch {
      return [];
    }
  });
}

/** A request that must succeed (any 2xx): its `data`. */
async function ok<T = unknown>(
  url: string,
  method: string,
  route: string,
  options: CallOptions = {},
): Promise<T> {
  const res = await call<{ data: T }>(url, method, route, options);
  if (res.status < 200 || res.status >= 300) {
    throw new Error(`${method} ${route}: ${res.status} ${res.text}`);
  }
  return res.body.data;
}

async function seed(url: string, p: Person): Promise<SignedInUser> {
  const guest = await ok<{ session: { session_id: string } }>(url, 'POST', '/api/v1/auth/guest', {
    body: { device_id: p.deviceId, first_name: p.guestName, accept_pdpa: true },
  });
  const user = await signIn(url, p.email, { 'x-guest-session': guest.session.session_id });
  const auth = user.auth;
  await ok(url, 'POST', '/api/v1/support/tickets', {
    headers: auth,
    body: { category: 'coins', subject: 'เหรียญหาย', message: p.support },
  });
  await ok(url, 'POST', '/api/v1/coins/grant-welcome', { headers: auth });
  const reading = await ok<{ session_id: string }>(
    url,
    'POST',
    '/api/v1/fortune/compatibility/sessions',
    {
      headers: auth,
      body: { ...BODIES.compatibility, person_b: { name: p.partner, birth_date: '1991-02-02' } },
    },
  );
  const sessionUrl = `/api/v1/fortune/compatibility/sessions/${reading.session_id}`;
  await ok(url, 'POST', `${sessionUrl}/start`, {
    headers: auth,
    body: { confirm_payment: true },
  });
  await eventually('the reading', 60_000, async () => {
    const res = await call(url, 'GET', `${sessionUrl}/results`, { headers: auth });
    if (res.status !== 200 && res.status !== 202) throw new Error(`results: ${res.text}`);
    return res.status === 200 ? true : undefined;
  });
  const chat = await ok<{ session_id: string }>(url, 'POST', '/api/v1/fortune/sessions', {
    headers: auth,
    body: { kind: 'chat', title: 'คุยกับหมอดู' },
  });
  await ok(url, 'POST', `/api/v1/fortune/sessions/${chat.session_id}/messages`, {
    headers: auth,
    body: { role: 'user', content: p.chat },
  });
  return user;
}

/** Which needles are in which files under `root`, as UTF-8 and as UTF-16 (little-endian). */
function searchFiles(root: string, strings: string[]): string[] {
  const hits: string[] = [];
  const encoded = strings.flatMap((s) => [
    { s, bytes: Buffer.from(s, 'utf8') },
    { s, bytes: Buffer.from(s, 'utf16le') },
  ]);
  for (const file of filesUnder(root)) {
    const bytes = readFileSync(path.join(root, file));
    for (const { s, bytes: needle } of encoded) {
      if (bytes.includes(needle)) hits.push(`${s} in ${file}`);
    }
  }
  return hits;
}

describe.runIf(testDbKind() === 'pglite')('an erasure on the embedded database, on disk', () => {
  it('leaves no byte of the erased person or guest in any file of DATA_DIR', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'duangdee-erasure-disk-'));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ERASURE_REWRITE_DELAY_S: '1',
      ORACLE_REPLY_PACE_MS: '0',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const url = server.url;
    const target = await seed(url, TARGET);
    await seed(url, BYSTANDER);
    const declined = await ok<{ session: { session_id: string } }>(
      url,
      'POST',
      '/api/v1/auth/guest',
      { body: { device_id: DECLINED.deviceId, first_name: DECLINED.guestName } },
    );

    // The search sees them before: in the WAL, if not yet in the tables' files.
    const erased = [...needles(TARGET), ...needles(DECLINED)];
    const before = new Set(searchFiles(dataDir, erased).map((hit) => hit.split(' in ')[0]));
    expect(erased.filter((s) => !before.has(s))).toEqual([]);

    await ok(url, 'DELETE', '/api/v1/user/account', { headers: target.auth });
    await ok(url, 'POST', '/api/v1/guest/pdpa-consent', {
      body: { session_id: declined.session.session_id, consent: false },
    });

    // One rewrite job per erasure; each logs once it is done (or found a later rewrite did it).
    const lines = await eventually('the rewrites', 90_000, async () => {
      const done = logLines(server!.output()).filter((l) => REWRITE_LINES.includes(l.msg ?? ''));
      return done.length >= 2 ? done : undefined;
    });
    expect(lines.some((l) => l.msg === REWRITE_LINES[0] && l.tables === ERASED_TABLES.length)).toBe(
      true,
    );
    await server.stop('SIGTERM');
    expect(server.process.exitCode).toBe(0);

    expect(searchFiles(dataDir, erased)).toEqual([]);
    // Everything of the bystander's is still there to be found.
    const kept = new Set(searchFiles(dataDir, needles(BYSTANDER)).map((h) => h.split(' in ')[0]));
    expect(needles(BYSTANDER).filter((s) => !kept.has(s))).toEqual([]);
  }, 240_000);
});
