import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { APP_ICONS } from './app-icons.ts';

/** The header's colour in the light theme (the default): the status bar matches it. */
export const THEME_COLOR_LIGHT = '#3730a3';
/** The header's colour in the dark theme, for `<meta name="theme-color" media="(dark)">`. */
export const THEME_COLOR_DARK = '#1e1b4b';
/** The page's background in the light theme: what an installed app opens on. */
export const BACKGROUND_COLOR = '#fffbeb';

/** The web app manifest (`/manifest.webmanifest`): how ดวงดี installs and opens. */
export const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'ดวงดี',
  short_name: 'ดวงดี',
  description: 'ดูดวงออนไลน์ ดูลายมือ ดวงรายวัน และแชทกับหมอดู ให้ทุกวันเป็นวันดี',
  lang: 'th',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR_LIGHT,
  background_color: BACKGROUND_COLOR,
  categories: ['lifestyle', 'entertainment'],
  icons: APP_ICONS.filter((icon) => icon.purpose !== 'apple-touch').map((icon) => ({
    src: `/${icon.file}`,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  })),
};

/**
 * The service worker (`src/sw.ts`, built to `/sw.js`) with the list of files it precaches: the
 * app shell (`index.html`, the offline page and its `theme-init.js`, the splash image), every hashed
 * script, style and font, the icons and the manifest. Never anything under `/api/`: the build
 * has none, and the worker routes none (see `src/sw.ts`). The page registers it itself, after
 * `load` (`src/lib/service-worker.ts`): no script is added to index.html.
 */
export function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: WEB_APP_MANIFEST,
    includeManifestIcons: false,
    injectManifest: {
      // A classic worker: module service workers are not in every browser yet.
      rollupFormat: 'iife',
      globPatterns: [
        'index.html',
        'offline.html',
        'theme-init.js',
        'splash.svg',
        'manifest.webmanifest',
        'icons/*.png',
        'assets/**/*.{js,css,woff2,svg}',
      ],
      // Compressed copies are served in place of their originals, never fetched themselves;
      // the old-browser WOFF fonts are never used by a browser that runs service workers; the
      // hand models' runtime (~1.5 MB, the chunk of src/features/palm/lib/hand-model-runtime.ts)
      // is fetched by the palm screens alone.
      globIgnores: ['**/*.br', '**/*.gz', '**/*.woff', '**/sw.js', 'assets/hand-model-*.js'],
    },
  });
}
