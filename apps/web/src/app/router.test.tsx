import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers.tsx';
import { appRoutes, preloadScreensFor, screensFor } from './router.tsx';

/** The app at `path`, its screen fetched first as the app's start does. */
async function renderAt(path: string) {
  await preloadScreensFor(new URL(path, 'http://localhost').pathname);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** One concrete address for every route of spec §2. */
const SPEC_PATHS = [
  '/',
  '/fortune',
  '/fortune-telling',
  '/fortune/compatibility',
  '/fortune/love-sticks',
  '/fortune/career',
  '/fortune/phone-number',
  '/chat',
  '/history',
  '/fortune-results',
  '/palm-analysis',
  '/wallet',
  '/payment',
  '/profile',
  '/settings',
  '/support',
  '/help',
  '/terms',
  '/privacy',
  '/payment/success',
  '/payment/cancel',
  '/test',
  '/tarot-chat-test',
  '/palm-analysis-test',
  '/auth/callback',
  '/auth/callback/google',
  '/oauth/callback',
  '/oauth/callback/line',
];

describe('router', () => {
  it.each([...SPEC_PATHS, '/FORTUNE', '/wallet/', '/articles/some-article', '/no-such-page'])(
    'fetches for %s the screen the router shows there',
    (path) => {
      const shown = (matchRoutes(appRoutes, path) ?? []).flatMap((match) =>
        match.route.handle ? [match.route.handle] : [],
      );
      expect(shown).toHaveLength(1);
      // The very route's handle, not one that merely fetches the same screen.
      const found = screensFor(path);
      expect(found).toHaveLength(1);
      expect(found[0]).toBe(shown[0]);
    },
  );

  it.each(SPEC_PATHS)('renders %s inside the layout', async (path) => {
    await renderAt(path);
    expect(await screen.findByRole('navigation', { name: 'เมนูหลัก' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each(['/no-such-page', '/fortune/no-such-reading', '/a/b/c', '/-chat-test', '/chat-test'])(
    'renders the 404 page on %s',
    async (path) => {
      await renderAt(path);
      expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeTruthy();
      const home = screen.getByRole('link', { name: 'กลับหน้าแรก' });
      expect(home.getAttribute('href')).toBe('/');
    },
  );

  it('has a bottom bar of real links, the current one marked', async () => {
    await renderAt('/history');
    const nav = await screen.findByRole('navigation', { name: 'เมนูหลัก' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['หน้าแรก', '/'],
      ['ดูดวง', '/fortune'],
      ['แชท', '/chat'],
      ['ประวัติ', '/history'],
      ['เหรียญ', '/wallet'],
      ['โปรไฟล์', '/profile'],
    ]);
    expect(within(nav).getByRole('link', { name: 'ประวัติ' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows the coming-soon state titled with the screen name', async () => {
    await renderAt('/tarot-chat-test');
    expect(await screen.findByRole('heading', { name: 'ทดสอบแชท: tarot' })).toBeTruthy();
    expect(screen.getByText('เร็ว ๆ นี้')).toBeTruthy();
  });

  it('shows the daily fortune of the weekday on the home page', async () => {
    await renderAt('/');
    const card = await screen.findByTestId('daily-fortune');
    const weekday = card.getAttribute('data-weekday');
    expect(weekday).toBe(
      ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
        new Date().getDay()
      ],
    );
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
  });

  it('lists every reading kind in the hub, each linking to its route', async () => {
    await renderAt('/fortune');
    const list = await screen.findByTestId('reading-kinds');
    const hrefs = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/palm-analysis',
      '/fortune/career',
      '/fortune/compatibility',
      '/fortune/finance',
      '/fortune/love',
      '/fortune/love-sticks',
      '/fortune/luck',
      '/fortune/obstacles',
      '/fortune/phone-number',
      '/fortune/their-feelings',
      '/fortune/thinking-person',
      '/game',
    ]);
    // Prices come from the server (none here): no card says "coming soon" any more.
    expect(within(list).queryByText('เร็ว ๆ นี้')).toBeNull();
  });

  it('states the PDPA rights in the privacy policy', async () => {
    await renderAt('/privacy');
    const rights = await screen.findByTestId('pdpa-rights');
    const text = rights.textContent ?? '';
    for (const word of ['เข้าถึง', 'แก้ไข', 'ลบ', 'ถอนความยินยอม']) expect(text).toContain(word);
    // The controller's address, for using them (the notice names it where it says who decides).
    expect(screen.getAllByRole('link', { name: 'support@duangdee.app' }).length).toBeGreaterThan(0);
  });
});
