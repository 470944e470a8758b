import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Rewriting tables so that rows deleted or emptied leave the disk (a PDPA erasure, decision 051).
 * A deleted row, and the old version of an updated one, stays in its table's file until the space
 * is reused; a plain VACUUM marks the space free but leaves the bytes, in the table and in its
 * indexes. `VACUUM FULL` writes each table (its TOAST table too) into new files and rebuilds
 * its indexes; the old files are emptied at once and removed at the next checkpoint. It cannot
 * run inside a transaction block, and it holds the table's exclusive lock while it copies.
 */
export interface RewriteReport {
  tables: number;
  /** PGlite: WAL segments switched through so that no segment left holds what the old files held. */
  walSegmentsSwitched: number | null;
  /** PostgreSQL: `left to the server` when this role may not ask for a checkpoint. */
  checkpoint: 'done' | 'left to the server';
  /** What the database warned about, e.g. a table this role does not own is skipped. */
  warnings: string[];
}

/**
 * The embedded database removes a WAL segment once a checkpoint no longer needs it, instead of
 * renaming it to serve as a later segment with its old content still inside (PostgreSQL's
 * `wal_recycle`). A session setting: PGlite is one session, and it runs its own checkpoints.
 */
export const PGLITE_NO_WAL_RECYCLING = 'SET wal_recycle = off';

/** How long a rewrite on PostgreSQL waits for a table's lock before it gives up and is retried. */
export const REWRITE_LOCK_TIMEOUT_MS = 2_000;

const NAME = /^[a-z_][a-z0-9_]*$/;

/** `schema.table` or `table`, quoted; anything else is refused (names come from the code). */
export function quotedTable(name: string): string {
  const parts = name.split('.');
  if (parts.length > 2 || !parts.every((part) => NAME.test(part))) {
    throw new Error(`not a table name: ${name}`);
  }
  return parts.map((part) => `"${part}"`).join('.');
}

/** WAL segments on disk named after the one being written to (recycled ones hold old WAL). */
const SEGMENTS_AHEAD = `select count(*)::int as n from pg_ls_waldir()
  where name ~ '^[0-9A-F]{24}$' and name > pg_walfile_name(pg_current_wal_lsn())`;

/**
 * PGlite: rewrites `tables`, then makes sure no WAL segment still holds what they held. The WAL
 * written since the rows were stored (their inserts, the erasure's own updates with their full
 * page images) is in the current and earlier segments: switching to a new segment and
 * checkpointing makes those unneeded, and without recycling they are removed. A data directory
 * from before recycling was off may hold recycled segments ahead of the current one, with old
 * content: each is switched into and checkpointed away in turn, until the segment written to is
 * one made new (zero-filled) and every other is gone.
 */
export async function rewriteOnPglite(
  client: Pick<PGlite, 'exec' | 'query'>,
  tables: readonly string[],
): Promise<RewriteReport> {
  const quoted = tables.map(quotedTable);
  await client.exec(PGLITE_NO_WAL_RECYCLING);
  for (const table of quoted) {
    const index = await clusterIndexIfMissingValues(client, table);
    if (index) {
      await client.exec(`CLUSTER ${table} USING ${index}`);
      await client.exec(`ALTER TABLE ${table} SET WITHOUT CLUSTER`);
    } else {
      await client.exec(`VACUUM FULL ${table}`);
    }
  }
  const ahead = async () => (await client.query<{ n: number }>(SEGMENTS_AHEAD)).rows[0]?.n ?? 0;
  const limit = (await ahead()) + 2;
  let switched = 0;
  for (;;) {
    const left = await ahead();
    await client.query('select pg_switch_wal()');
    await client.exec('CHECKPOINT');
    switched++;
    if (left === 0) break;
    if (switched > limit) throw new Error('WAL segments ahead of the current one keep appearing');
  }
  return { tables: quoted.length, walSegmentsSwitched: switched, checkpoint: 'done', warnings: [] };
}

/**
 * A column added with a default after rows existed (`ALTER TABLE … ADD COLUMN … DEFAULT`) keeps
 * that default in the catalogue (`atthasmissing`) until the table is rewritten. On PGlite (0.3),
 * a `VACUUM FULL` that clears it leaves the session's catalogue cache stale, and every later
 * rewrite of that table in the same process fails ("tuple concurrently deleted") until a restart.
 * `CLUSTER`, which runs in the statement's own transaction, clears it cleanly; such a table is
 * rewritten once that way, on its primary key (or another plain b-tree index), which is then no
 * longer marked as the table's clustering order. Null: no such column, or no index to use.
 */
async function clusterIndexIfMissingValues(
  client: Pick<PGlite, 'query'>,
  table: string,
): Promise<string | null> {
  const { rows } = await client.query<{ index: string | null }>(
    `select (select i.indexrelid::regclass::text
         from pg_index i
         join pg_class ic on ic.oid = i.indexrelid
         join pg_am am on am.oid = ic.relam
         where i.indrelid = c.oid and i.indisvalid and i.indpred is null and am.amname = 'btree'
         order by i.indisprimary desc, i.indexrelid
         limit 1) as index
     from pg_class c
     where c.oid = $1::regclass
       and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.atthasmissing)`,
    [table],
  );
  return rows[0]?.index ?? null;
}

/**
 * PostgreSQL: rewrites `tables` one at a time on one connection of the pool, each waiting at most
 * `lockTimeoutMs` for its lock (a rewrite queued behind a long transaction would hold up every
 * request behind it), then asks for a checkpoint so the old files go now rather than at the
 * server's next one. Asking needs superuser or `pg_checkpoint`; without it the server's own
 * checkpoint removes them (within `checkpoint_timeout`). The WAL, its archive, replicas and
 * backups belong to the server's operator (docs/operations.md).
 */
export async function rewriteOnPostgres(
  pool: pg.Pool,
  tables: readonly string[],
  lockTimeoutMs = REWRITE_LOCK_TIMEOUT_MS,
): Promise<RewriteReport> {
  const quoted = tables.map(quotedTable);
  const client = await pool.connect();
  const warnings: string[] = [];
  const onNotice = (notice: { severity?: string; message?: string }) => {
    if (notice.severity === 'WARNING') warnings.push(notice.message ?? 'a warning');
  };
  client.on('notice', onNotice);
  let failure: Error | undefined;
  try {
    await client.query(`SET lock_timeout = ${Math.max(1, Math.round(lockTimeoutMs))}`);
    for (const table of quoted) await client.query(`VACUUM FULL ${table}`);
    let checkpoint: RewriteReport['checkpoint'] = 'done';
    try {
      await client.query('CHECKPOINT');
    } catch (error) {
      if ((error as { code?: string }).code !== '42501') throw error;
      checkpoint = 'left to the server';
    }
    await client.query('RESET lock_timeout');
    return { tables: quoted.length, walSegmentsSwitched: null, checkpoint, warnings };
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    client.off('notice', onNotice);
    // A connection that failed midway may still carry the lock timeout: it is closed, not reused.
    client.release(failure);
  }
}
