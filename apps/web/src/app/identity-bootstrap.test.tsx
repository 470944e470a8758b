import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState, useAuthStore } from '../features/auth/stores/auth-store.ts';
import { useLoginModal } from '../features/auth/stores/login-modal-store.ts';
import { ok, stubServer } from '../test/stub-server.tsx';
import { IdentityBootstrap } from './identity-bootstrap.tsx';
import { AppProviders } from './providers.tsx';

const PDPA_TITLE = 'ความเป็นส่วนตัวของคุณสำคัญกับเรา';

function guestAnswer(consent: boolean) {
  return ok({
    guest_user: {
      id: 'g-visitor',
      session_id: 'sess-visitor',
      has_accepted_pdpa: consent,
      pdpa_accepted_at: consent ? '2026-01-01T00:00:00Z' : null,
      created_at: '2026-01-01T00:00:00Z',
      last_active_at: null,
    },
    session: { session_id: 'sess-visitor', expires_at: '2027-01-01T00:00:00Z' },
  });
}

/** The bootstrap beside whatever page is at `path`, as the app layout has it. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <IdentityBootstrap />
          </>
        ),
        children: [{ path: '*', element: <h1>the page</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  document.cookie
    .split('; ')
    .forEach((c) => (document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`));
});

afterEach(() => {
  useAuthStore.setState({ ...initialAuthState });
  useLoginModal.setState({ open: false });
  vi.unstubAllGlobals();
});

describe('IdentityBootstrap: the PDPA consent', () => {
  it('asks first, in a modal, on the app’s own pages', async () => {
    stubServer({ 'POST /auth/guest': () => guestAnswer(false) });
    renderAt('/fortune');
    const dialog = await screen.findByRole('dialog', { name: PDPA_TITLE });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it.each([
    '/fortune-results?share=share-token-abcdefghijklmnop',
    '/palm-analysis?share=share-token-abcdefghijklmnop&session=6b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  ])('lets a visitor read %s first: a sheet that neither blocks nor takes focus', async (path) => {
    stubServer({ 'POST /auth/guest': () => guestAnswer(false) });
    const router = renderAt(path);
    const sheet = await screen.findByRole('dialog', { name: PDPA_TITLE });
    expect(sheet.getAttribute('aria-modal')).toBeNull();
    expect(sheet.getAttribute('data-testid')).toBe('pdpa-sheet');
    expect(sheet.contains(document.activeElement)).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'the page' })).toBeTruthy();

    // Gone elsewhere without deciding: asked properly before anything else.
    await act(() => router.navigate('/fortune'));
    expect(screen.getByRole('dialog', { name: PDPA_TITLE }).getAttribute('aria-modal')).toBe(
      'true',
    );
  });

  it('closes the sheet once the visitor accepts', async () => {
    const server = stubServer({
      'POST /auth/guest': () => guestAnswer(false),
      'POST /guest/pdpa-consent': () =>
        ok({ consent: true, consent_at: '2026-01-01T00:00:00Z', guest_removed: false }),
    });
    renderAt('/fortune-results?share=share-token-abcdefghijklmnop');
    const sheet = await screen.findByRole('dialog', { name: PDPA_TITLE });
    await userEvent.click(within(sheet).getByRole('button', { name: 'ยอมรับและเริ่มใช้งาน' }));
    await vi.waitFor(() => expect(sheet.isConnected).toBe(false));
    expect(server.callsTo('POST /guest/pdpa-consent')).toHaveLength(1);
  });

  it('does not ask a browser whose consent is stored, though its guest is new (after a sign-out)', async () => {
    // Consent given here before signing in; the sign-in retired that guest.
    document.cookie = 'fortune_pdpaConsent=true; Path=/';
    const server = stubServer({
      'POST /auth/guest': (call) =>
        guestAnswer((call.parsedBody as { accept_pdpa?: boolean }).accept_pdpa === true),
    });
    renderAt('/');
    await vi.waitFor(() => expect(server.callsTo('POST /auth/guest')).toHaveLength(1));
    expect(server.callsTo('POST /auth/guest')[0]?.parsedBody).toMatchObject({ accept_pdpa: true });
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: PDPA_TITLE })).toBeNull();
  });
});

describe('IdentityBootstrap: the sign-in modal', () => {
  it('asks which providers sign in only once it opens, and offers a button for each', async () => {
    document.cookie = 'fortune_pdpaConsent=true; Path=/';
    const server = stubServer({
      'POST /auth/guest': () => guestAnswer(true),
      'GET /auth/oauth/providers': () => ok({ providers: ['line', 'google'] }),
    });
    renderAt('/');
    await vi.waitFor(() => expect(server.callsTo('POST /auth/guest')).toHaveLength(1));
    await act(async () => {});
    // Every page has the modal waiting, closed: none of them asks.
    expect(server.callsTo('GET /auth/oauth/providers')).toHaveLength(0);

    act(() => useLoginModal.getState().show());
    const dialog = await screen.findByRole('dialog');
    const line = await within(dialog).findByRole('link', { name: 'เข้าสู่ระบบด้วย LINE' });
    expect(line.getAttribute('href')).toMatch(/^\/api\/v1\/auth\/oauth\/line\/login\?/);
    expect(within(dialog).getByRole('link', { name: 'เข้าสู่ระบบด้วย Google' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'เข้าสู่ระบบด้วย Facebook' })).toBeNull();
    expect(server.callsTo('GET /auth/oauth/providers')).toHaveLength(1);
  });
});
