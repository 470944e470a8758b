import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import themeInit from '../../public/theme-init.js?raw';
import { App } from './app.tsx';
import { preloadScreensFor } from './router.tsx';
import type * as Router from './router.tsx';

/** How many times the routes (every screen) have rendered. */
const routes = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./router.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof Router>();
  return {
    ...original,
    AppRoutes: () => {
      routes.renders += 1;
      return original.AppRoutes();
    },
  };
});

/** The page as index.html and its blocking script leave it at `path`, before the app runs. */
function openPage(path: string): HTMLElement {
  window.history.replaceState(null, '', path);
  const page = new DOMParser().parseFromString(indexHtml, 'text/html');
  document.body.replaceChildren(
    ...[...page.body.children]
      .filter((node) => node.tagName !== 'SCRIPT')
      .map((node) => document.importNode(node, true)),
  );
  new Function(themeInit)();
  return document.getElementById('root') as HTMLElement;
}

beforeAll(async () => {
  // As the app's start does before its first render.
  await preloadScreensFor('/');
  await preloadScreensFor('/payment/success');
  await preloadScreensFor('/auth/callback');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  document.documentElement.classList.remove('no-splash');
});

describe('App start-up', () => {
  it.each(['/payment/success', '/payment/cancel', '/auth/callback', '/oauth/callback/line'])(
    'never shows the splash on %s',
    async (path) => {
      const root = openPage(path);
      expect(document.documentElement.classList.contains('no-splash')).toBe(true);
      render(<App />, { container: root });
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByTestId('splash')).toBeNull();
      expect(root.firstElementChild?.hasAttribute('inert')).toBe(false);
    },
  );

  it('takes over the painted splash: the app behind it inert, gone once the app is up and it was seen', () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    // First painted at 300 ms of page time: it stays until 300 + 1,200 ms.
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) =>
      name === 'first-contentful-paint'
        ? ([{ name, startTime: 300 }] as unknown as PerformanceEntryList)
        : [],
    );
    const root = openPage('/');
    expect(document.documentElement.classList.contains('no-splash')).toBe(false);
    const painted = screen.getByTestId('splash');
    // The frame index.html painted is replaced by the app, not shown beside it.
    expect(root.querySelector('.boot-header')).toBeTruthy();
    render(<App />, { container: root });
    expect(root.querySelector('.boot-header')).toBeNull();

    expect(screen.getByTestId('splash')).toBe(painted);
    expect(painted.dataset.ready).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ข้าม' }));
    expect(root.firstElementChild?.hasAttribute('inert')).toBe(true);
    // Rendered behind it, but not laid out until it goes (content-visibility, src/index.css).
    expect(root.firstElementChild?.classList.contains('behind-splash')).toBe(true);
    expect(screen.getByTestId('daily-fortune')).toBeTruthy();

    // The first screen is up (this render): the splash goes at 1,500 ms, not at 4 s.
    act(() => void vi.advanceTimersByTime(499));
    expect(screen.queryByTestId('splash')).toBe(painted);
    const rendersBefore = routes.renders;
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('splash')).toBeNull();
    expect(root.firstElementChild?.hasAttribute('inert')).toBe(false);
    expect(root.firstElementChild?.classList.contains('behind-splash')).toBe(false);
    // Only the app's wrapper is drawn again when the splash goes, never the screens behind it.
    expect(rendersBefore).toBeGreaterThan(0);
    expect(routes.renders).toBe(rendersBefore);
  });

  it('leaves the splash out on a later load of the session (theme-init marked it)', () => {
    vi.spyOn(performance, 'now').mockReturnValue(100);
    openPage('/');
    // Reloaded in the same browser session.
    const root = openPage('/');
    expect(document.documentElement.classList.contains('no-splash')).toBe(true);
    render(<App />, { container: root });
    expect(screen.queryByTestId('splash')).toBeNull();
    expect(root.firstElementChild?.hasAttribute('inert')).toBe(false);
  });

  it('closes the splash when skipped', () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const root = openPage('/');
    render(<App />, { container: root });
    act(() => screen.getByRole('button', { name: 'ข้าม' }).click());
    expect(screen.queryByTestId('splash')).toBeNull();
    expect(root.firstElementChild?.hasAttribute('inert')).toBe(false);
  });
});
