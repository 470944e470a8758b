// Bundles the server (and the workspace packages it imports as TypeScript) into dist/main.js and
// the chunks it loads.
// Third-party packages stay external and load from node_modules.
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
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

// The entry stays small (src/main.ts): it reads the configuration and begins the embedded
// database's first copy before it imports the rest of the server (src/server.ts), which esbuild
// puts in chunks of their own beside it. Scripts an earlier build left are removed first.
mkdirSync('dist', { recursive: true });
for (const name of readdirSync('dist')) {
  if (/\.js(?:\.map)?$/.test(name)) rmSync(path.join('dist', name));
}
await build({
  // The hand models' worker thread is a script of its own (hand-model/hand-check.ts starts it).
  entryPoints: [
    'src/main.ts',
    { in: 'src/modules/palm/hand-model/hand-worker.ts', out: 'hand-worker' },
  ],
  outdir: 'dist',
  splitting: true,
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
