import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { controlSplash, SPLASH_ID } from './splash.tsx';

const page = new DOMParser().parseFromString(indexHtml, 'text/html');
const inlineCss = [...page.querySelectorAll('style')].map((style) => style.textContent).join('\n');

/** The rules of one selector in index.html's inline style, as written there. */
function ruleOf(selector: string, css = inlineCss): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|\\n)\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
}

/** index.html's splash, as the browser painted it before any script. */
function paintedSplash(): HTMLElement {
  const splash = page.getElementById(SPLASH_ID)?.cloneNode(true) as HTMLElement;
  document.body.replaceChildren(document.importNode(splash, true));
  return document.getElementById(SPLASH_ID) as HTMLElement;
}

/** The same splash with the video a build ships when there is a `public/splash.mp4`. */
function paintedSplashWithVideo(): { splash: HTMLElement; video: HTMLVideoElement } {
  const splash = paintedSplash();
  const video = document.createElement('video');
  video.className = 'boot-splash-image';
  video.src = '/splash.mp4';
  splash.querySelector('img')?.replaceWith(video);
  return { splash, video };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the splash index.html paints', () => {
  it('needs no script: app name, tagline and image, the image preloaded with its size', () => {
    const splash = page.getElementById(SPLASH_ID);
    expect(splash?.getAttribute('data-testid')).toBe('splash');
    expect(splash?.textContent).toContain('ดวงดี');
    expect(splash?.textContent).toContain('ดูดวงง่าย ๆ ให้ทุกวันเป็นวันดี');
    const image = splash?.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/splash.svg');
    expect(image?.getAttribute('width')).toBe('192');
    expect(image?.getAttribute('height')).toBe('192');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    const preload = page.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe('/splash.svg');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    // Styled in the page itself.
    expect(ruleOf('.boot-splash')).toContain('position: fixed');
  });

  it('brings the app name in 500 ms after it appears, in one step', () => {
    expect(ruleOf('.boot-splash-title')).toMatch(/animation:\s*boot-appear 0s linear 0\.5s both/);
    expect(inlineCss).toMatch(/@keyframes boot-appear \{\s*from \{\s*opacity: 0;/);
  });

  it('draws no frame of motion while the app starts behind it (decision 044)', () => {
    // Every animation of the first paint is a step (0 s long): a looping or fading splash draws
    // a frame at every refresh while the app starts, on the cores the start needs.
    const animations = [...inlineCss.matchAll(/animation:\s*([^;]+);/g)].map((m) => m[1] ?? '');
    expect(animations.length).toBeGreaterThan(0);
    for (const animation of animations) expect(animation).toMatch(/^\S+ 0s /);
    expect(inlineCss).not.toMatch(/infinite|transition/);
  });

  it('goes after 4 s even if no script ever runs, and never shows on callback paths', () => {
    expect(ruleOf('.boot-splash')).toMatch(/animation:\s*boot-splash-leave 0s linear 4s forwards/);
    expect(inlineCss).toMatch(/@keyframes boot-splash-leave \{\s*to \{\s*visibility: hidden;/);
    expect(ruleOf('html.no-splash .boot-splash')).toContain('display: none');
  });

  it('keeps the skip button hidden until the app can act on it', () => {
    expect(ruleOf('.boot-splash:not([data-ready]) .boot-splash-skip')).toContain(
      'visibility: hidden',
    );
  });
});

describe('controlSplash', () => {
  it('takes the splash away after 4 s of page time, counting what passed before it ran', () => {
    const splash = paintedSplash();
    const onDone = vi.fn();
    controlSplash(splash, { onDone, pageAgeMs: 1500 });
    vi.advanceTimersByTime(2499);
    expect(splash.isConnected).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(splash.isConnected).toBe(false);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('goes when the app is up, once it has been seen long enough, never after 4 s', () => {
    const splash = paintedSplash();
    const onDone = vi.fn();
    controlSplash(splash, { onDone, pageAgeMs: 600, endAtPageMs: 1300 });
    vi.advanceTimersByTime(699);
    expect(splash.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(splash.isConnected).toBe(false);
    expect(onDone).toHaveBeenCalledTimes(1);

    // A late first paint cannot stretch it past 4 s of page time.
    const late = paintedSplash();
    const lateDone = vi.fn();
    controlSplash(late, { onDone: lateDone, pageAgeMs: 3000, endAtPageMs: 5200 });
    vi.advanceTimersByTime(1000);
    expect(late.isConnected).toBe(false);
    expect(lateDone).toHaveBeenCalledTimes(1);

    // An app up after the moment it wanted: at once.
    const ready = paintedSplash();
    const readyDone = vi.fn();
    controlSplash(ready, { onDone: readyDone, pageAgeMs: 2000, endAtPageMs: 1200 });
    expect(ready.isConnected).toBe(false);
    expect(readyDone).toHaveBeenCalledTimes(1);
  });

  it('takes it away at once when the page is already 4 s old', () => {
    const splash = paintedSplash();
    const onDone = vi.fn();
    controlSplash(splash, { onDone, pageAgeMs: 4000 });
    expect(splash.isConnected).toBe(false);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows the skip button in the visitor’s language, focused, and closes on it', () => {
    const splash = paintedSplash();
    const onDone = vi.fn();
    controlSplash(splash, {
      onDone,
      pageAgeMs: 0,
      words: { label: 'Opening Duangdee', skip: 'Skip' },
    });
    const skip = splash.querySelector('button');
    expect(splash.dataset.ready).toBe('true');
    expect(splash.getAttribute('aria-label')).toBe('Opening Duangdee');
    expect(skip?.textContent).toBe('Skip');
    expect(document.activeElement).toBe(skip);
    skip?.click();
    expect(splash.isConnected).toBe(false);
    vi.advanceTimersByTime(4000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('closes when the video ends', () => {
    const { splash, video } = paintedSplashWithVideo();
    const onDone = vi.fn();
    controlSplash(splash, { onDone, pageAgeMs: 0 });
    video.dispatchEvent(new Event('ended'));
    expect(splash.isConnected).toBe(false);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('falls back to the image when the video fails', () => {
    const { splash, video } = paintedSplashWithVideo();
    controlSplash(splash, { onDone: vi.fn(), pageAgeMs: 0 });
    video.dispatchEvent(new Event('error'));
    expect(splash.querySelector('video')).toBeNull();
    const image = splash.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/splash.svg');
    expect(image?.getAttribute('width')).toBe('192');
    expect(splash.isConnected).toBe(true);
  });

  it('lets go without taking the splash away (a remount takes it over again)', () => {
    const splash = paintedSplash();
    const onDone = vi.fn();
    const release = controlSplash(splash, { onDone, pageAgeMs: 0 });
    release();
    vi.advanceTimersByTime(5000);
    splash.querySelector('button')?.click();
    expect(splash.isConnected).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('useStartupSplash and the first screen', () => {
  /** Fresh modules: whether the first screen has shown is kept once per page. */
  async function freshModules() {
    vi.resetModules();
    const [{ useStartupSplash }, { firstScreenShown }, { act, renderHook }] = await Promise.all([
      import('./splash.tsx'),
      import('../lib/first-screen.ts'),
      import('@testing-library/react'),
    ]);
    let shown = false;
    void firstScreenShown().then(() => {
      shown = true;
    });
    return { useStartupSplash, renderHook, act, isShown: () => shown };
  }

  it('counts the first screen as shown only once the splash has gone', async () => {
    const { useStartupSplash, renderHook, act, isShown } = await freshModules();
    paintedSplash();
    const { result, unmount } = renderHook(() => useStartupSplash(document));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe(true);
    expect(isShown()).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(result.current).toBe(false);
    expect(isShown()).toBe(true);
    unmount();
  });

  it('counts it as shown at once on a page without the splash', async () => {
    const { useStartupSplash, renderHook, act, isShown } = await freshModules();
    expect(document.getElementById(SPLASH_ID)).toBeNull();
    const { result, unmount } = renderHook(() => useStartupSplash(document));
    await act(() => vi.advanceTimersByTimeAsync(0));
    unmount();
    expect(result.current).toBe(false);
    expect(isShown()).toBe(true);
  });
});
