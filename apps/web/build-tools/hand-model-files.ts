import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The phone's palm check runs human's hand models in the browser. Their files ship inside the npm
 * packages; this copies them into the build at `/hand-model/` (and serves them there in
 * development), so nothing is fetched from a CDN. The models are human's `handtrack` detector and
 * MediaPipe's *lite* landmark model: 2.9 + 2.0 MB, against 5.3 MB for the full landmark model the
 * server uses — the phone only advises, the server decides. The tfjs WASM files are the fallback
 * backend where WebGL is missing.
 */

/** The address the hand check's runtime loads its files from (`hand-model-runtime.ts`). */
export const HAND_MODEL_DIR = 'hand-model';

const require = createRequire(import.meta.url);

/** Every file shipped, by its name under `/hand-model/`, with where it comes from. */
export function handModelFiles(): Record<string, string> {
  // human's `exports` map has no `./package.json`: its main file is two folders down.
  const human = path.dirname(path.dirname(require.resolve('@vladmandic/human')));
  const wasm = path.join(
    path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')),
    'dist',
  );
  const files: Record<string, string> = {};
  for (const model of ['handtrack', 'handlandmark-lite']) {
    for (const ext of ['json', 'bin']) {
      files[`${model}.${ext}`] = path.join(human, 'models', `${model}.${ext}`);
    }
  }
  for (const name of [
    'tfjs-backend-wasm.wasm',
    'tfjs-backend-wasm-simd.wasm',
    'tfjs-backend-wasm-threaded-simd.wasm',
  ]) {
    files[name] = path.join(wasm, name);
  }
  return files;
}

const TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
  '.wasm': 'application/wasm',
};

export function handModelAssets(): Plugin {
  const files = handModelFiles();
  return {
    name: 'duangdee:hand-model-files',
    configureServer(server) {
      server.middlewares.use(`/${HAND_MODEL_DIR}/`, (request, response, next) => {
        const name = (request.url ?? '').split('?')[0]!.replace(/^\//, '');
        const file = files[name];
        if (!file) return next();
        response.setHeader('Content-Type', TYPES[path.extname(name)] ?? 'application/octet-stream');
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [name, file] of Object.entries(files)) {
        this.emitFile({
          type: 'asset',
          fileName: `${HAND_MODEL_DIR}/${name}`,
          source: readFileSync(file),
        });
      }
    },
  };
}
