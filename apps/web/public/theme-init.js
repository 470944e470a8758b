// Runs before first paint, before React: applies the saved theme and language so the page never
// flashes the wrong colours, and leaves the start-up splash out on paths that never show it and
// on every load after the first of a browser session (the tab's sessionStorage remembers it).
// Keys and rules match src/lib/storage-keys.ts, src/features/settings/theme.ts and
// isSplashSkippedPath in src/config/paths.ts. A classic script, no modules: the build writes it
// into index.html's head (build-tools/first-paint.ts, `inlineBootScripts`), so the first paint
// waits for no request; the server allows it by its hash (CSP). The offline page loads the
// file itself.
/* global window, document */
(function () {
  var root = document.documentElement;
  var theme = 'light';
  var language = 'th';
  var splashSeen = false;
  try {
    theme = window.localStorage.getItem('duangdee_theme') || 'light';
    language = window.localStorage.getItem('duangdee_language') || 'th';
    splashSeen = window.sessionStorage.getItem('duangdee_splashSeen') === 'true';
  } catch {
    // Storage blocked: keep the defaults.
  }
  var dark =
    theme === 'dark' ||
    (theme === 'auto' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  // Always one of the two classes, so the theme is explicit either way.
  root.classList.add(dark ? 'dark' : 'light');
  root.classList.remove(dark ? 'light' : 'dark');
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.lang = language === 'en' ? 'en' : 'th';

  // Sign-in callbacks and payment returns open without the splash (spec §2), and so does every
  // load after the one that showed it, in the same browser session.
  var path = window.location.pathname;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  var noSplash =
    splashSeen ||
    /^\/(?:auth|oauth)\/callback(?:\/|$)/.test(path) ||
    path === '/payment/success' ||
    path === '/payment/cancel';
  root.classList.toggle('no-splash', noSplash);
  if (!noSplash) {
    try {
      window.sessionStorage.setItem('duangdee_splashSeen', 'true');
    } catch {
      // Storage blocked: the splash shows on every load, as it did before.
    }
  }
})();
