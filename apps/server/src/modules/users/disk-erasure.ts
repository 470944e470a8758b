import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RewriteReport } from '../../db/rewrite-tables.ts';

/**
 * Every table in which a PDPA erasure deletes rows or empties personal data (decision 016): the
 * account erasure (privacy-service.ts) and a guest's refusal of consent (guests module). What an
 * erasure leaves behind in them — deleted rows, old versions of updated ones, their index entries —
 * is still in the files until they are rewritten (decision 051). Tables an erasure only touches
 * without personal data in what it changes (like counts on `articles`, a hold's status in
 * `ledger_holds`, the revocation time of `refresh_tokens`) are not rewritten.
 */
export const ERASED_TABLES = [
  'users',
  'consent_records',
  'oauth_identities',
  'otp_codes',
  'dev_outbox',
  'reading_sessions',
  'reading_messages',
  'free_draws',
  'uploads',
  'payments',
  'payment_slips',
  'notifications',
  'game_rounds',
  'article_likes',
  'article_bookmarks',
  'article_shares',
  'support_tickets',
  'referral_codes',
  'referral_shares',
  'referral_rewards',
  'referrals',
  'push_subscriptions',
  'daily_fortune_pushes',
] as const;

/** The job that rewrites them: sent after an erasure commits, with the database's time then. */
export interface DiskErasureJob {
  erased_at: string;
}

export interface DiskErasureLog {
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
  error(context: object, message: string): void;
}

export interface DiskErasureDeps {
  /** For the database's clock, the one every instance shares. */
  db: Db;
  rewriteTables: (tables: readonly string[]) => Promise<RewriteReport>;
  /** Queues the job to run `delaySeconds` from now (survives a restart, retried on failure). */
  queue: (job: DiskErasureJob, delaySeconds: number) => Promise<unknown>;
  /** How long after an erasure its rewrite waits, so erasures close together share one. */
  delaySeconds: number;
  log: DiskErasureLog;
}

/**
 * After an erasure, the erased bytes leave the disk: a background job rewrites `ERASED_TABLES`
 * and checkpoints (`Database.rewriteTables`). Erasures coalesce: a job finds its erasure already
 * covered when a rewrite that started after it has finished, and then does nothing. The rewrite
 * takes each table's lock in turn, never inside a request.
 */
export function createDiskErasure(deps: DiskErasureDeps) {
  /** When the last rewrite that finished had started, by the database's clock (ms). */
  let coveredUntil = Number.NEGATIVE_INFINITY;

  async function databaseNow(): Promise<number> {
    const result = (await deps.db.execute(
      sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`,
    )) as unknown as { rows: Array<{ ms: number | string }> };
    return Number(result.rows[0]?.ms);
  }

  return {
    /**
     * Queues the rewrite of an erasure that has committed. Never fails the erasure (done and
     * answered): a job that cannot be queued is logged, and the next erasure's rewrite, which
     * rewrites the same tables, covers it.
     */
    async erased(): Promise<void> {
      try {
        const erasedAt = new Date(await databaseNow()).toISOString();
        await deps.queue({ erased_at: erasedAt }, deps.delaySeconds);
      } catch (error) {
        deps.log.error(
          { err: error },
          'the rewrite of erased data could not be queued: the next erasure rewrites the same tables',
        );
      }
    },

    /** The job: rewrites the tables unless a rewrite that started after the erasure has finished. */
    async run(job: DiskErasureJob): Promise<void> {
      const erasedAt = Date.parse(job.erased_at);
      if (coveredUntil >= erasedAt) {
        deps.log.info(
          { erased_at: job.erased_at, through: new Date(coveredUntil).toISOString() },
          'erased data already rewritten on disk',
        );
        return;
      }
      const startedAt = await databaseNow();
      const began = performance.now();
      const report = await deps.rewriteTables(ERASED_TABLES);
      coveredUntil = Math.max(coveredUntil, startedAt);
      if (report.warnings.length > 0) {
        deps.log.warn(
          { warnings: report.warnings },
          'the database warned while rewriting erased data',
        );
      }
      deps.log.info(
        {
          tables: report.tables,
          wal_segments_switched: report.walSegmentsSwitched,
          checkpoint: report.checkpoint,
          ms: Math.round(performance.now() - began),
          erased_at: job.erased_at,
          through: new Date(startedAt).toISOString(),
        },
        'erased data rewritten on disk',
      );
    },
  };
}

export type DiskErasure = ReturnType<typeof createDiskErasure>;
