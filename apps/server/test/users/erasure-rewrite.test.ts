import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERASED_TABLES } from '../../src/modules/users/disk-erasure.ts';
import { funding, type Envelope } from '../readings/helpers.ts';
import { searchDatabase } from '../support/personal-data-search.ts';
import { useTestApp } from '../test-app.ts';
import { testDbKind } from '../test-db.ts';
import {
  BYSTANDER,
  seedPerson,
  secretStrings,
  TARGET,
  type SeededPerson,
} from './seed-personal-data.ts';

/**
 * What an erasure removed must leave the database's files too, not only its answers: the
 * deleted rows and the old versions of the emptied ones stay in the table and index files (and
 * the WAL) until the tables are rewritten. Here the files are read through the database itself
 * (`pg_read_binary_file`), on PGlite and on PostgreSQL alike; erasure-on-disk.test.ts reads a
 * stopped server's whole data directory.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'duangdee-erasure-rewrite-'));
const ctx = useTestApp({
  DATA_DIR: dataDir,
  ADMIN_EMAILS: 'readings-admin@example.com',
  ERASURE_REWRITE_DELAY_S: '0',
});
const money = funding(ctx);

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A guest who refuses consent: the guests module erases them. */
const DECLINED_GUEST = {
  firstName: 'น้องส้มโอปฏิเสธ-DECLINE7731',
  deviceId: 'device-declined-guest-7731',
};

let target: SeededPerson;

beforeAll(async () => {
  target = await seedPerson(ctx, () => money.admin(), TARGET, 'ERASE0002');
  await seedPerson(ctx, () => money.admin(), BYSTANDER, 'STAYS0002');
}, 180_000);

const asBuffer = (value: unknown) =>
  Buffer.isBuffer(value) ? value : Buffer.from(value as Uint8Array);

/** Every relation file of the database (tables, TOAST, indexes, sequences), as it is on disk. */
async function relationFiles(): Promise<Array<{ name: string; bytes: Buffer }>> {
  // Whatever is only in memory goes to the files first, the dead rows included.
  await ctx.database.db.execute(sql`checkpoint`);
  const files = await rows<{ name: string; bytes: unknown }>(sql`
    select c.oid::regclass::text as name, pg_read_binary_file(pg_relation_filepath(c.oid)) as bytes
    from pg_class c
    where c.relkind in ('r', 't', 'i', 'm', 'S') and pg_relation_filepath(c.oid) is not null`);
  return files.map((f) => ({ name: f.name, bytes: asBuffer(f.bytes) }));
}

/** PGlite only: the WAL segments in its pg_wal (on PostgreSQL they are the server's). */
async function walFiles(): Promise<Array<{ name: string; bytes: Buffer }>> {
  if (testDbKind() !== 'pglite') return [];
  const files = await rows<{ name: string; bytes: unknown }>(sql`
    select 'pg_wal/' || name as name, pg_read_binary_file('pg_wal/' || name) as bytes
    from pg_ls_waldir() where name ~ '^[0-9A-F]{24}$'`);
  return files.map((f) => ({ name: f.name, bytes: asBuffer(f.bytes) }));
}

/** Which of `needles` each file holds (as UTF-8, the database's encoding). */
function found(files: Array<{ name: string; bytes: Buffer }>, needles: string[]): string[] {
  const hits: string[] = [];
  for (const needle of needles) {
    const bytes = Buffer.from(needle, 'utf8');
    for (const file of files)
      if (file.bytes.includes(bytes)) hits.push(`${needle} in ${file.name}`);
  }
  return hits;
}

async function filenodes(): Promise<Map<string, number>> {
  const list = await rows<{ name: string; node: number }>(sql`
    select c.relname as name, pg_relation_filenode(c.oid)::int as node
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'`);
  return new Map(list.map((r) => [r.name, r.node]));
}

/** Waits until the rewrite jobs sent so far have all finished (the job queue's own record). */
async function rewritesDone(): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const jobs = await rows<{ state: string; output: unknown }>(
      sql`select state, output from pgboss.job where name = 'privacy.rewrite-erased'`,
    );
    const failed = jobs.find((j) => j.state === 'failed' || j.state === 'retry');
    if (failed) throw new Error(`a rewrite job failed: ${JSON.stringify(failed.output)}`);
    if (jobs.length > 0 && jobs.every((j) => j.state === 'completed')) return;
    if (Date.now() > deadline) throw new Error(`rewrite jobs: ${JSON.stringify(jobs)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('an erasure leaves the database files', () => {
  it('rewrites every table the person’s data is in', async () => {
    const tables = new Set(
      (await searchDatabase(ctx.database.db, secretStrings(TARGET))).map((f) => f.table),
    );
    expect(tables.size).toBeGreaterThan(5);
    const rewritten = new Set(ERASED_TABLES.map((t) => `public.${t}`));
    expect([...tables].filter((t) => !rewritten.has(t))).toEqual([]);
  });

  it('a guest who refuses consent: their name and device are in no file after the rewrite', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/guest',
      payload: {
        device_id: DECLINED_GUEST.deviceId,
        first_name: DECLINED_GUEST.firstName,
      },
    });
    const sessionId =
      created.json<Envelope<{ session: { session_id: string } }>>().data.session.session_id;
    const needles = Object.values(DECLINED_GUEST);
    expect(found(await relationFiles(), needles).length).toBeGreaterThan(0);

    const declined = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/guest/pdpa-consent',
      payload: { session_id: sessionId, consent: false },
    });
    expect(declined.json()).toMatchObject({ data: { guest_removed: true } });
    await rewritesDone();
    expect(found([...(await relationFiles()), ...(await walFiles())], needles)).toEqual([]);
  }, 120_000);

  it('an erased account: none of its strings is in any table, index or WAL file; others’ are', async () => {
    const before = await filenodes();
    const visible = (files: Array<{ name: string; bytes: Buffer }>, needles: string[]) =>
      new Set(found(files, needles).map((hit) => hit.slice(0, hit.indexOf(' in '))));
    const filesBefore = await relationFiles();
    expect(visible(filesBefore, secretStrings(TARGET)).size).toBeGreaterThan(5);
    // A long row is stored compressed: a string only inside one is not seen in the bytes at all.
    const bystanderBefore = visible(filesBefore, secretStrings(BYSTANDER));
    expect(bystanderBefore.size).toBeGreaterThan(5);

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/account',
      headers: target.user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    await rewritesDone();

    const files = [...(await relationFiles()), ...(await walFiles())];
    expect(found(files, secretStrings(TARGET))).toEqual([]);
    // The search does see what is there: the bystander's strings are all still found.
    const bystanderAfter = visible(files, secretStrings(BYSTANDER));
    expect([...bystanderBefore].filter((s) => !bystanderAfter.has(s))).toEqual([]);

    // Every table was written anew (a new file), its indexes with it.
    const after = await filenodes();
    expect(ERASED_TABLES.filter((t) => after.get(t) === before.get(t))).toEqual([]);
  }, 120_000);
});
