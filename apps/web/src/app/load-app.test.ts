import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import script from '../../boot/load-app.js?raw';

/** Runs boot/load-app.js as the built page does, at the end of its body. */
function runLoader() {
  new Function(script)();
}

const FILES = {
  entry: '/assets/index-abc.js',
  styles: ['/assets/index-def.css'],
  fonts: ['/assets/thai-400.woff2'],
  modules: ['/assets/home-123.js', '/assets/card-456.js'],
  pages: [
    { path: '/fortune-results', modules: ['/assets/results-789.js'] },
    { path: '/articles/', modules: ['/assets/article-012.js'] },
  ],
};

function added() {
  return [...document.head.querySelectorAll('link, script')].map((element) => ({
    tag: element.tagName.toLowerCase(),
    rel: element.getAttribute('rel'),
    type: element.getAttribute('type'),
    address: element.getAttribute('href') ?? element.getAttribute('src'),
  }));
}

let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'app-files';
  data.textContent = JSON.stringify(FILES);
  document.body.append(data);
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('boot/load-app.js', () => {
  it('adds nothing before the first frame, then the stylesheet and fonts, the entry, the preloads', () => {
    runLoader();
    expect(added()).toEqual([]);
    for (const frame of frames) frame(0);
    // Still nothing inside the frame itself: the fetches start after it is painted.
    expect(added()).toEqual([]);
    const first = [
      { tag: 'link', rel: 'stylesheet', type: null, address: '/assets/index-def.css' },
      { tag: 'link', rel: 'preload', type: 'font/woff2', address: '/assets/thai-400.woff2' },
    ];
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(first);
    // Each group in a task of its own: no one task adds every element.
    const second = [
      ...first,
      { tag: 'script', rel: null, type: 'module', address: '/assets/index-abc.js' },
    ];
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(second);
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual([
      ...second,
      { tag: 'link', rel: 'modulepreload', type: null, address: '/assets/home-123.js' },
      { tag: 'link', rel: 'modulepreload', type: null, address: '/assets/card-456.js' },
    ]);
    // The app waits for the stylesheet it can find by this mark (src/main.tsx).
    expect(document.head.querySelector('link[data-app-styles]')).not.toBeNull();
    // The 100 ms fallback never adds them a second time.
    vi.advanceTimersByTime(200);
    expect(added()).toHaveLength(5);
  });

  it.each([
    ['/fortune-results', ['/assets/results-789.js']],
    ['/fortune-results/', ['/assets/results-789.js']],
    ['/articles/42', ['/assets/article-012.js']],
    ['/articles', []],
    ['/fortune-results-old', []],
  ])('opened at %s, also preloads that page’s screen: %j', (path, more) => {
    window.history.replaceState(null, '', path);
    runLoader();
    // The 100 ms fallback starts it; the entry and the preloads follow, each in a task after it.
    vi.advanceTimersByTime(103);
    expect(added().map((element) => element.address)).toEqual([
      '/assets/index-def.css',
      '/assets/thai-400.woff2',
      '/assets/index-abc.js',
      '/assets/home-123.js',
      '/assets/card-456.js',
      ...more,
    ]);
  });

  it('starts the app in a tab that paints nothing (in the background), after 100 ms', () => {
    runLoader();
    vi.advanceTimersByTime(99);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(2);
    expect(added().map((element) => element.address)).toContain('/assets/index-abc.js');
  });

  it('does nothing on a page without the list of files (the development server)', () => {
    document.body.replaceChildren();
    runLoader();
    vi.advanceTimersByTime(200);
    expect(added()).toEqual([]);
  });
});
