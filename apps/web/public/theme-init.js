// Runs before first paint, before React: applies the saved theme and language so the page never
// flashes the wrong colours. Keys and rules match src/lib/storage-keys.ts and
// src/features/settings/theme.ts. A classic script, no modules: loaded with a blocking <script src>.
/* global window, document */
(function () {
  var root = document.documentElement;
  var theme = 'light';
  var language = 'th';
  try {
    theme = window.localStorage.getItem('duangdee_theme') || 'light';
    language = window.localStorage.getItem('duangdee_language') || 'th';
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
})();
