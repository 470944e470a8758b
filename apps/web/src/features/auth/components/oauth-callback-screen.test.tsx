import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { rememberReturnPath } from '../api/sign-in.ts';
import { SessionProvider } from '../session-context.tsx';
import type { Session } from '../session.ts';
import { OAuthCallbackScreen } from './oauth-callback-screen.tsx';

afterEach(() => window.history.replaceState(null, '', '/'));

function renderCallback(hash: string, completeOAuth: Session['completeOAuth']) {
  window.history.replaceState(null, '', `/auth/callback/google${hash}`);
  const session = { completeOAuth } as Session;
  const router = createMemoryRouter(
    [
      { path: '/auth/callback/:provider', element: <OAuthCallbackScreen /> },
      { path: '/profile', element: <h1>profile page</h1> },
      { path: '/fortune/:kind', element: <h1>reading page</h1> },
    ],
    { initialEntries: ['/auth/callback/google'] },
  );
  render(
    <SessionProvider session={session}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

describe('OAuth callback page', () => {
  it('takes the tokens from the fragment, clears the address, and goes to the profile', async () => {
    const completeOAuth = vi.fn(async () => {});
    const router = renderCallback(
      '#access_token=a.b.c&refresh_token=d.e.f&user_id=u-1',
      completeOAuth,
    );
    expect(window.location.hash).toBe('');
    await screen.findByText('profile page');
    expect(router.state.location.pathname).toBe('/profile');
    expect(completeOAuth).toHaveBeenCalledWith({
      accessToken: 'a.b.c',
      refreshToken: 'd.e.f',
      userId: 'u-1',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('goes back to the reading the sign-in started from, once', async () => {
    rememberReturnPath('/fortune/luck?from=form');
    const router = renderCallback(
      '#access_token=a.b.c&refresh_token=d.e.f&user_id=u-1',
      vi.fn(async () => {}),
    );
    await screen.findByText('reading page');
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/fortune/luck?from=form',
    );
    expect(sessionStorage.getItem(STORAGE_KEYS.returnPath)).toBeNull();
  });

  it('never goes to another site from a remembered path', async () => {
    rememberReturnPath('//evil.example/steal');
    const router = renderCallback(
      '#access_token=a.b.c&refresh_token=d.e.f&user_id=u-1',
      vi.fn(async () => {}),
    );
    await screen.findByText('profile page');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('shows the failure with a go-back action when the provider refused', async () => {
    const completeOAuth = vi.fn(async () => {});
    renderCallback('#error=access_denied', completeOAuth);
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบไม่สำเร็จ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'กลับไปหน้าโปรไฟล์' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(completeOAuth).not.toHaveBeenCalled();
  });

  it('fails when the tokens are missing', async () => {
    renderCallback(
      '',
      vi.fn(async () => {}),
    );
    expect(await screen.findByText('ไม่ได้รับข้อมูลการเข้าสู่ระบบ')).toBeTruthy();
  });
});
