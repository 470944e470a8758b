import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState, useAuthStore } from '../features/auth/stores/auth-store.ts';
import { forgetCountedVisit } from '../features/cookie-consent/lib/visits.ts';
import { readCookie, removeCookie } from '../lib/cookies.ts';
import { COOKIE_NAMES } from '../lib/storage-keys.ts';
import { ok, stubServer } from '../test/stub-server.tsx';
import { StartupOverlays } from './startup-overlays.tsx';
import { useStartupOverlaysState } from './startup-overlays-state.ts';

function visit(path = '/') {
  forgetCountedVisit();
  const router = createMemoryRouter([{ path: '*', element: <StartupOverlays /> }], {
    initialEntries: [path],
  });
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

beforeEach(() => {
  for (const name of Object.values(COOKIE_NAMES)) removeCookie(name);
  useAuthStore.setState({ ...initialAuthState, isLoading: false });
  useStartupOverlaysState.setState({ identitySettled: true, pdpaOpen: false });
  stubServer({ 'GET /consents/cookies': () => ok(null) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ ...initialAuthState });
});

describe('the first-visit welcome', () => {
  it('shows on a first visit, once; the visit cookies are kept', async () => {
    const first = visit();
    expect(await screen.findByTestId('first-visit-popup')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'ยินดีต้อนรับสู่ดวงดี' })).toBeTruthy();
    expect(readCookie(COOKIE_NAMES.hasVisited)).toBe('true');
    expect(readCookie(COOKIE_NAMES.visitCount)).toBe('1');
    expect(screen.queryByTestId('cookie-banner')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'เสี่ยงเซียมซีฟรีเลย' }));
    expect(screen.queryByTestId('first-visit-popup')).toBeNull();
    expect(first.router.state.location.pathname).toBe('/fortune/love-sticks');
    expect(readCookie(COOKIE_NAMES.hasSeenFirstTimePopup)).toBe('true');
    first.view.unmount();

    // The next page load: counted again, not welcomed again.
    visit();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.queryByTestId('first-visit-popup')).toBeNull();
    expect(readCookie(COOKIE_NAMES.visitCount)).toBe('2');
  });

  it('waits for the PDPA consent, and for identity, before it shows', async () => {
    useStartupOverlaysState.setState({ identitySettled: false, pdpaOpen: false });
    visit();
    expect(screen.queryByTestId('first-visit-popup')).toBeNull();
    act(() => useStartupOverlaysState.setState({ identitySettled: true, pdpaOpen: true }));
    expect(screen.queryByTestId('first-visit-popup')).toBeNull();
    act(() => useStartupOverlaysState.setState({ pdpaOpen: false }));
    expect(screen.getByTestId('first-visit-popup')).toBeTruthy();
  });

  it('never shows over a shared reading, a sign-in callback or a payment return', async () => {
    for (const path of [
      '/fortune-results?share=abc',
      '/auth/callback/google',
      '/payment/success',
    ]) {
      const { view } = visit(path);
      await act(async () => {
        await new Promise((r) => setTimeout(r, 10));
      });
      expect(screen.queryByTestId('first-visit-popup'), path).toBeNull();
      view.unmount();
    }
    expect(readCookie(COOKIE_NAMES.hasSeenFirstTimePopup)).toBeNull();
  });

  it('is not shown to a signed-in user', async () => {
    useAuthStore.setState({ isAuthenticated: true });
    visit();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(screen.queryByTestId('first-visit-popup')).toBeNull();
  });
});
