import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appIcons } from './build-tools/app-icons.ts';
import { articleCovers } from './build-tools/article-covers.ts';
import {
  COMPILE_HINT,
  compileHintFirst,
  inlineBootScripts,
  inlineSplashImage,
  loadAppAfterFirstPaint,
  precompress,
  preloadInHtml,
  splashVideo,
  withoutEntryScript,
} from './build-tools/first-paint.ts';
import { handModelAssets } from './build-tools/hand-model-files.ts';
import { chunkMap } from './build-tools/initial-scripts.ts';
import { pwa } from './build-tools/pwa.ts';

/** What every screen past the home page needs beside its own chunk (see src/app/router.tsx). */
const SCREEN_PAST_HOME = ['/src/app/screen-providers.tsx', '/src/i18n/th.ts'];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    splashVideo(path.join(import.meta.dirname, 'public')),
    inlineSplashImage(path.join(import.meta.dirname, 'public')),
    inlineBootScripts(import.meta.dirname),
    preloadInHtml(['/src/app/routes/home.tsx']),
    // After preloadInHtml: the app's files, preloads included, are fetched after the first frame.
    loadAppAfterFirstPaint(import.meta.dirname, {
      pages: {
        // Where a shared link opens the app: its screen, the providers and the words it needs.
        '/fortune-results': ['/src/app/routes/fortune-results-route.tsx', ...SCREEN_PAST_HOME],
        '/palm-analysis': ['/src/app/routes/palm-analysis-route.tsx', ...SCREEN_PAST_HOME],
        '/articles/': ['/src/app/routes/article-route.tsx', ...SCREEN_PAST_HOME],
      },
      // Thai text and the Latin range (spaces, digits) in the three weights src/index.css
      // imports: what the first screen draws with.
      fonts: /^noto-sans-thai-(?:thai|latin)-\d{3}-normal\.woff2$/,
    }),
    // Installable: icons drawn from the logo, the web app manifest, the service worker.
    appIcons(path.join(import.meta.dirname, 'public', 'splash.svg')),
    // The articles' category pictures as WebP: no SVG document per card (decision 046).
    articleCovers(path.join(import.meta.dirname, 'public', 'articles')),
    // The phone's palm check: human's hand models and tfjs' WASM files at /hand-model/.
    handModelAssets(),
    pwa(),
    compileHintFirst(),
    // dist/.vite/chunks.json: which script holds which module (the bench, the bundle checks).
    chunkMap(import.meta.dirname),
    // Last: compresses what the others wrote (the service worker and the manifest too).
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the entry and the chunks split at a module (the bundle checks).
    manifest: true,
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? withoutEntryScript(deps) : deps,
    },
    rolldownOptions: {
      output: {
        // V8 compiles every function of the app's scripts while they download, on a thread of
        // its own, instead of each on the main thread when first called (decision 041).
        postBanner: (chunk) => (chunk.fileName.endsWith('.js') ? COMPILE_HINT : ''),
        codeSplitting: {
          // Everything the first screen needs in one file beside the entry, not in a dozen small
          // ones: on a phone each request costs a round trip. Screens stay chunks of their own.
          // What every page runs once its first screen is up (src/app/app-services.tsx: the API
          // client, identity, wallet, live events, the PDPA and sign-in modals) is one more file
          // with everything it imports past the entry, not twenty (decision 045).
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'services', test: /src[\\/]app[\\/]app-services\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
