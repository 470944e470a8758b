import { writePgliteSnapshot } from './db/pglite-snapshot.ts';
import { JOB_QUEUES } from './job-queues.ts';
import { UNDATED } from './modules/feed/seed.ts';
import { createJobQueues } from './platform/jobs.ts';
import { seedShipped } from './seed.ts';

/**
 * The build's snapshot of the embedded database (`build.mjs`): migrated and seeded with what the
 * product ships, with the job queue's schema and every queue in place. Its articles are seeded
 * as of `UNDATED`, and a start dates them from its own day (`seedArticles`, which every start
 * runs).
 */
export function writeBuildSnapshot(dir: string, migrationsFolder: string): Promise<void> {
  return writePgliteSnapshot(dir, migrationsFolder, async (db, jobs) => {
    await seedShipped(db, UNDATED);
    await createJobQueues(jobs, JOB_QUEUES, {
      error: (context, message) => console.error(message, context),
      debug: () => undefined,
    });
  });
}
