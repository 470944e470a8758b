// Starts the app once the browser has painted what index.html drew (the splash and the frame,
// styled in the page itself): the app's stylesheet, fonts and scripts are fetched after that
// first frame, so on a slow connection they never share its bandwidth. A page people arrive at from a
// shared link also fetches its screen's chunks at once (`pages`; a path ending in `/` stands for
// every address below it). The build writes this script
// at the end of index.html's body with the files to fetch in `#app-files` beside it
// (build-tools/first-paint.ts, `loadAppAfterFirstPaint`). A classic script, no modules.
/* global window, document */
(function () {
  var data = document.getElementById('app-files');
  if (!data) return;
  var files = JSON.parse(data.textContent || '{}');
  var head = document.head;
  var started = false;

  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    head.appendChild(element);
  }

  function start() {
    if (started) return;
    started = true;
    // Not render-blocking when added by a script; the app waits for it (src/main.tsx) before it
    // replaces the frame, so nothing is ever drawn unstyled.
    (files.styles || []).forEach(function (href) {
      add('link', { rel: 'stylesheet', href: href, crossorigin: '', 'data-app-styles': '' });
    });
    // The fonts next (about 60 KB), so they are there when the app first draws: asked for by the
    // stylesheet, each would come only once text needing it was laid out, and each one arriving
    // would lay the whole page out again. `crossorigin`: fonts are always fetched in CORS mode.
    (files.fonts || []).forEach(function (href) {
      add('link', { rel: 'preload', as: 'font', type: 'font/woff2', href: href, crossorigin: '' });
    });
    // Then, in a task of its own (a phone's browser takes a few milliseconds over each element
    // added), the entry: on a slow connection files arrive about in the order they were asked for.
    window.setTimeout(addScripts, 0);
  }

  function addScripts() {
    add('script', { type: 'module', src: files.entry, crossorigin: '' });
    var path = window.location.pathname.replace(/\/+$/, '') || '/';
    var modules = (files.modules || []).slice();
    (files.pages || []).forEach(function (page) {
      var below = page.path.charAt(page.path.length - 1) === '/';
      if (below ? path.indexOf(page.path) === 0 : path === page.path) {
        modules = modules.concat(page.modules);
      }
    });
    // In a task of their own too.
    window.setTimeout(function () {
      modules.forEach(function (href) {
        add('link', { rel: 'modulepreload', href: href, crossorigin: '' });
      });
    }, 0);
  }

  // After the first frame; at most 100 ms, since a tab in the background paints nothing.
  if (typeof window.requestAnimationFrame === 'function') {
    window.requestAnimationFrame(function () {
      window.setTimeout(start, 0);
    });
  }
  window.setTimeout(start, 100);
})();
