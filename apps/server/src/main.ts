import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { bundledSnapshotDir, copySnapshotAhead, type SnapshotCopy } from './db/snapshot-start.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// From src/ or dist/, the server package root is one level up; the web build sits beside it.
const serverRoot = path.resolve(here, '..');
const { version } = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
  version: string;
};

async function main() {
  let config;
  try {
    config = loadConfig(process.env, {
      webDistDir: path.resolve(serverRoot, '../web/dist'),
      version,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // An embedded database's first start copies the build's snapshot: begun here, in a thread of
  // its own, it is done while the rest of the server loads (server.ts and everything it imports,
  // about 0.6 s) instead of after (docs/decisions/036-a-first-start-that-copies-while-it-loads.md).
  // Should it not even begin (a folder that cannot be made), the open meets the same problem and
  // reports it.
  let snapshotCopy: SnapshotCopy | null = null;
  if (config.database.kind === 'pglite' && config.database.dataDir) {
    try {
      snapshotCopy = copySnapshotAhead(config.database.dataDir, bundledSnapshotDir());
    } catch {
      snapshotCopy = null;
    }
  }
  const { runServer } = await import('./server.ts');
  await runServer(config, { snapshotCopy });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
