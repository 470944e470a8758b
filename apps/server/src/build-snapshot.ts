import { writePgliteSnapshot } from './db/pglite-snapshot.ts';
import { seedShipped } from './seed.ts';

/**
 * The build's snapshot of the embedded database (`build.mjs`): migrated and seeded with what the
 * product ships. Its articles are dated again when a first start copies it (`app.ts`).
 */
export function writeBuildSnapshot(dir: string, migrationsFolder: string): Promise<void> {
  return writePgliteSnapshot(dir, migrationsFolder, (db) => seedShipped(db));
}
