// `npm start`: build what is missing or stale, then run the server (it migrates and seeds itself).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function isStale(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((dir) => existsSync(dir) && newestMtime(dir) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = [at('packages', 'contract', 'src'), at('packages', 'oracle', 'src')];
if (isStale(at('apps', 'web', 'dist', 'index.html'), [at('apps', 'web'), ...shared])) {
  console.log('Building the web app…');
  run(['run', 'build', '-w', '@duangdee/web']);
}
if (isStale(at('apps', 'server', 'dist', 'main.js'), [at('apps', 'server', 'src'), ...shared])) {
  console.log('Building the server…');
  run(['run', 'build', '-w', '@duangdee/server']);
}

const server = spawnSync(
  process.execPath,
  ['--enable-source-maps', at('apps', 'server', 'dist', 'main.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(server.status ?? 0);
