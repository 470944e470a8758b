import { writePgliteSnapshot } from './db/pglite-snapshot.ts';
import { UNDATED } from './modules/feed/seed.ts';
import { seedShipped } from './seed.ts';

/**
 * The build's snapshot of the embedded database (`build.mjs`): migrated and seeded with what the
 * product ships. Its articles are seeded as of `UNDATED`, and a start dates them from its own day
 * (`seedArticles`, which every start runs).
 */
export function writeBuildSnapshot(dir: string, migrationsFolder: string): Promise<void> {
  return writePgliteSnapshot(dir, migrationsFolder, (db) => seedShipped(db, UNDATED));
}
