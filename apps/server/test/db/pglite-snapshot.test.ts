import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBuildSnapshot } from '../../src/build-snapshot.ts';
import { migrationsFolder, openDatabase } from '../../src/db/client.ts';
import { KEPT_DATABASE, writePgliteSnapshot } from '../../src/db/pglite-snapshot.ts';
import {
  copiedAhead,
  copySnapshotAhead,
  pgliteVersion,
  snapshotFor,
  SNAPSHOT_DIR,
  SNAPSHOT_INFO_FILE,
} from '../../src/db/snapshot-start.ts';
import { JOB_QUEUES } from '../../src/job-queues.ts';
import { SEED_ARTICLES } from '../../src/modules/feed/articles/index.ts';
import { redateShippedArticles, seedPublishedAt } from '../../src/modules/feed/seed.ts';
import { seedShipped } from '../../src/seed.ts';

const count = async (
  database: { db: { execute: (q: ReturnType<typeof sql>) => unknown } },
  table: string,
) =>
  Number(
    (
      (await database.db.execute(sql.raw(`select count(*) as n from ${table}`))) as {
        rows: Array<{ n: string | number }>;
      }
    ).rows[0]?.n,
  );

describe('the embedded database’s first start from the build’s snapshot', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'duangdee-snapshot-'));
  const snapshotDir = path.join(root, 'dist');

  beforeAll(async () => {
    mkdirSync(snapshotDir);
    await writePgliteSnapshot(snapshotDir, migrationsFolder());
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('starts an empty data directory as a migrated cluster', async () => {
    const dataDir = path.join(root, 'fresh', 'pglite');
    expect(snapshotFor(dataDir, snapshotDir)).toBe(path.join(snapshotDir, SNAPSHOT_DIR));
    const database = openDatabase({ kind: 'pglite', dataDir }, { snapshotDir });
    try {
      const journal = JSON.parse(
        readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      // Already there before `migrate` runs: the snapshot carried every migration.
      const applied = (await database.db.execute(
        sql`select count(*) as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: Array<{ n: string | number }> };
      expect(Number(applied.rows[0]?.n)).toBe(journal.entries.length);
      // Only the database PGlite opens: initdb's `postgres` and `template0` were never copied.
      const databases = (await database.db.execute(
        sql`select datname from pg_database order by datname`,
      )) as unknown as { rows: Array<{ datname: string }> };
      expect(databases.rows.map((row) => row.datname)).toEqual([KEPT_DATABASE]);
      await database.migrate();
      await database.db.execute(
        sql`insert into users (email, email_verified, is_new_user) values ('a@example.com', true, false)`,
      );
      const users = (await database.db.execute(
        sql`select count(*) as n from users`,
      )) as unknown as {
        rows: Array<{ n: string | number }>;
      };
      expect(Number(users.rows[0]?.n)).toBe(1);
    } finally {
      await database.close();
    }
    // The cluster is on disk now: the next start opens it and never unpacks over it.
    expect(snapshotFor(dataDir, snapshotDir)).toBeNull();
  }, 60_000);

  it('is left alone when it was written by another PGlite version, or is not there', () => {
    const dataDir = path.join(root, 'other', 'pglite');
    expect(snapshotFor(dataDir, null)).toBeNull();
    const elsewhere = path.join(root, 'elsewhere');
    mkdirSync(elsewhere);
    expect(snapshotFor(dataDir, elsewhere)).toBeNull();
    cpSync(path.join(snapshotDir, SNAPSHOT_DIR), path.join(elsewhere, SNAPSHOT_DIR), {
      recursive: true,
    });
    writeFileSync(
      path.join(elsewhere, SNAPSHOT_INFO_FILE),
      JSON.stringify({ pglite: `${pgliteVersion()}-other` }),
    );
    expect(snapshotFor(dataDir, elsewhere)).toBeNull();
  });

  it('after a start killed while copying, starts again from the snapshot, never from half', async () => {
    const parent = path.join(root, 'killed');
    const dataDir = path.join(parent, 'pglite');
    // What a killed copy leaves: the data directory still empty, a partial copy beside it.
    mkdirSync(dataDir, { recursive: true });
    mkdirSync(path.join(parent, 'pglite.copying-12345', 'base'), { recursive: true });
    expect(snapshotFor(dataDir, snapshotDir)).not.toBeNull();
    const database = openDatabase({ kind: 'pglite', dataDir }, { snapshotDir });
    try {
      await database.migrate();
      const applied = (await database.db.execute(
        sql`select count(*) as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: Array<{ n: string | number }> };
      expect(Number(applied.rows[0]?.n)).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
    expect(readdirSync(parent)).toEqual(['pglite']);
    // The snapshot itself is never written to: it still opens as the build left it.
    expect(existsSync(path.join(snapshotDir, SNAPSHOT_DIR, 'PG_VERSION'))).toBe(true);
  }, 60_000);

  /**
   * Opens `dataDir` as a start does with the copy made ahead in `copied`, and checks the cluster
   * it opened is the directory that was at `from` (the same inode), migrated, with nothing left
   * beside it.
   */
  async function expectOpenedFrom(
    dataDir: string,
    copied: string,
    from: string,
    expected: { startedFromSnapshot: boolean },
  ) {
    const inode = statSync(from).ino;
    const database = openDatabase({ kind: 'pglite', dataDir }, { snapshotDir, copied });
    try {
      expect(database.startedFromSnapshot).toBe(expected.startedFromSnapshot);
      expect(statSync(dataDir).ino).toBe(inode);
      expect(await count(database, 'drizzle.__drizzle_migrations')).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
    expect(readdirSync(path.dirname(dataDir))).toEqual(['pglite']);
  }

  it('puts a copy made ahead, while the server loads, in place instead of copying again', async () => {
    const parent = path.join(root, 'ahead');
    const dataDir = path.join(parent, 'pglite');
    // A killed start's partial copy is there too: the start clears it, never the one made ahead.
    mkdirSync(path.join(parent, 'pglite.copying-12345', 'base'), { recursive: true });
    const copy = copySnapshotAhead(dataDir, snapshotDir);
    expect(copy).not.toBeNull();
    await copy!.done;
    expect(existsSync(path.join(copy!.folder, 'PG_VERSION'))).toBe(true);
    // Renamed into place, not copied a second time: the same directory.
    await expectOpenedFrom(dataDir, copy!.folder, copy!.folder, { startedFromSnapshot: true });
    // The next start has a cluster: nothing to copy ahead.
    expect(copySnapshotAhead(dataDir, snapshotDir)).toBeNull();
    expect(copySnapshotAhead(path.join(root, 'no-snapshot', 'pglite'), null)).toBeNull();
  }, 60_000);

  it('drops a copy made ahead when the data directory holds a cluster by the time it opens', async () => {
    const parent = path.join(root, 'raced');
    const dataDir = path.join(parent, 'pglite');
    const copy = copySnapshotAhead(dataDir, snapshotDir);
    await copy!.done;
    // Meanwhile a cluster was put there (say, restored from a backup).
    cpSync(path.join(snapshotDir, SNAPSHOT_DIR), dataDir, { recursive: true });
    // The cluster there is opened as it is, and the copy goes.
    await expectOpenedFrom(dataDir, copy!.folder, dataDir, { startedFromSnapshot: false });
  }, 60_000);

  it('reports a copy made ahead that failed, and discarding it leaves nothing behind', async () => {
    // A snapshot the copy cannot finish: it holds a named pipe, which a file system copy refuses.
    const broken = path.join(root, 'broken');
    cpSync(snapshotDir, broken, { recursive: true });
    execFileSync('mkfifo', [path.join(broken, SNAPSHOT_DIR, 'zz-pipe')]);
    const parent = path.join(root, 'failed');
    const copy = copySnapshotAhead(path.join(parent, 'pglite'), broken);
    await expect(copy!.done).rejects.toThrow();
    // The start is told, and opens without it (copying the snapshot itself).
    const reasons: unknown[] = [];
    expect(await copiedAhead(copy, (error) => reasons.push(error))).toBeUndefined();
    expect(reasons).toHaveLength(1);
    expect(readdirSync(parent)).toEqual([]);
    // A copy that succeeded is handed over as it is.
    const good = copySnapshotAhead(path.join(root, 'handed', 'pglite'), snapshotDir);
    expect(await copiedAhead(good, (error) => reasons.push(error))).toBe(good!.folder);
    expect(existsSync(path.join(good!.folder, 'PG_VERSION'))).toBe(true);
    expect(reasons).toHaveLength(1);
    expect(await copiedAhead(null, (error) => reasons.push(error))).toBeUndefined();
  }, 60_000);
});

describe('the build’s snapshot, seeded with what the product ships', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'duangdee-seeded-snapshot-'));
  const snapshotDir = path.join(root, 'dist');
  const DAY_MS = 24 * 60 * 60 * 1000;

  /** Each shipped article's date, by slug. */
  async function datesOf(database: { db: Parameters<typeof redateShippedArticles>[0] }) {
    const rows = (
      (await database.db.execute(sql`select slug, published_at from articles`)) as unknown as {
        rows: Array<{ slug: string; published_at: string | Date }>;
      }
    ).rows;
    return new Map(rows.map((row) => [row.slug, new Date(row.published_at).getTime()]));
  }

  /** Seeds as a start at `now` does; each article must then be dated from `now`. */
  async function datedAt(database: { db: Parameters<typeof redateShippedArticles>[0] }, now: Date) {
    await seedShipped(database.db, now);
    const dated = await datesOf(database);
    for (const article of SEED_ARTICLES) {
      expect(dated.get(article.slug)).toBe(
        seedPublishedAt(now, article.publishedDaysAgo).getTime(),
      );
    }
    return dated;
  }

  beforeAll(async () => {
    mkdirSync(snapshotDir);
    await writeBuildSnapshot(snapshotDir, migrationsFolder());
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('gives a first start the articles, costs and packages, its articles dated from the start', async () => {
    const dataDir = path.join(root, 'first', 'pglite');
    const database = openDatabase({ kind: 'pglite', dataDir }, { snapshotDir });
    try {
      expect(database.startedFromSnapshot).toBe(true);
      // There before anything of this start has written a row.
      expect(await count(database, 'articles')).toBe(SEED_ARTICLES.length);
      expect(await count(database, 'coin_costs')).toBeGreaterThan(0);
      expect(await count(database, 'coin_packages')).toBeGreaterThan(0);
      // The job queue's schema and every queue the server runs: its start makes none of them.
      const queues = (await database.db.execute(
        sql`select name from pgboss.queue order by name`,
      )) as unknown as { rows: Array<{ name: string }> };
      expect(queues.rows.map((q) => q.name)).toEqual([...JOB_QUEUES].sort());

      const now = new Date();
      const dated = await datedAt(database, now);
      // Every start dates what is undated: a later start changes nothing already dated.
      await seedShipped(database.db, new Date(now.getTime() + 3 * DAY_MS));
      expect(await datesOf(database)).toEqual(dated);
    } finally {
      await database.close();
    }
    // A restart is not a first start: nothing is dated again.
    const restarted = openDatabase({ kind: 'pglite', dataDir }, { snapshotDir });
    try {
      expect(restarted.startedFromSnapshot).toBe(false);
    } finally {
      await restarted.close();
    }
  }, 60_000);

  it('dates the articles at the next start when the first stopped before dating them', async () => {
    const dataDir = path.join(root, 'stopped', 'pglite');
    const first = openDatabase({ kind: 'pglite', dataDir }, { snapshotDir });
    expect(first.startedFromSnapshot).toBe(true);
    // The first start stops here: copied, never dated.
    await first.close();
    const next = openDatabase({ kind: 'pglite', dataDir }, { snapshotDir });
    try {
      expect(next.startedFromSnapshot).toBe(false);
      await datedAt(next, new Date());
    } finally {
      await next.close();
    }
  }, 60_000);

  it('leaves an article an admin edited with the date it has', async () => {
    const dataDir = path.join(root, 'edited', 'pglite');
    const database = openDatabase({ kind: 'pglite', dataDir }, { snapshotDir });
    try {
      const edited = SEED_ARTICLES[0]?.slug ?? '';
      await database.db.execute(
        sql`update articles set edited_at = now(), published_at = '2020-01-01T00:00:00Z' where slug = ${edited}`,
      );
      await redateShippedArticles(database.db);
      const row = (
        (await database.db.execute(
          sql`select published_at from articles where slug = ${edited}`,
        )) as unknown as { rows: Array<{ published_at: string | Date }> }
      ).rows[0];
      expect(new Date(row?.published_at ?? 0).toISOString()).toBe('2020-01-01T00:00:00.000Z');
    } finally {
      await database.close();
    }
  }, 60_000);
});
