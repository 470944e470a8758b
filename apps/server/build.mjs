// Bundles the server (and the workspace packages it imports as TypeScript) into dist/main.js.
// Third-party packages stay external and load from node_modules.
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const externaliseNodeModules = {
  name: 'externalise-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@duangdee/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externaliseNodeModules],
});

// The embedded database's first start: a migrated, seeded cluster, made once here
// (src/build-snapshot.ts, src/db/pglite-snapshot.ts).
// Written inside the package, so the writer's imports resolve to this package's PGlite and drizzle.
const scratch = mkdtempSync(path.resolve('.build-'));
try {
  const writer = path.join(scratch, 'pglite-snapshot.mjs');
  await build({
    entryPoints: ['src/build-snapshot.ts'],
    outfile: writer,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [externaliseNodeModules],
  });
  const { writeBuildSnapshot } = await import(pathToFileURL(writer).href);
  await writeBuildSnapshot(path.resolve('dist'), path.resolve('drizzle'));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
