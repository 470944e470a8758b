import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState, useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { ok, stubServer } from '../../test/stub-server.tsx';
import { AppProviders } from '../providers.tsx';
import { PrivacyRoute } from './privacy-route.tsx';

function renderPrivacy() {
  const router = createMemoryRouter([{ path: '/privacy', element: <PrivacyRoute /> }], {
    initialEntries: ['/privacy'],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => {
  useAuthStore.setState({ ...initialAuthState });
  vi.unstubAllGlobals();
});

describe('the privacy route', () => {
  it('shows a guest the policy and their rights, nothing to act on', async () => {
    useAuthStore.setState({ isAuthenticated: false, isLoading: false });
    const server = stubServer({});
    renderPrivacy();
    expect(await screen.findByRole('heading', { name: 'นโยบายความเป็นส่วนตัว' })).toBeTruthy();
    expect(screen.getByTestId('pdpa-rights')).toBeTruthy();
    expect(screen.queryByTestId('privacy-rights')).toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  it('shows a signed-in user their own consent, the download and the deletion, after the rights', async () => {
    useAuthStore.setState({
      isAuthenticated: true,
      isLoading: false,
      user: { id: 'u1', email: 'pim@example.com', displayName: 'พิม', isGuest: false },
    } as Partial<ReturnType<typeof useAuthStore.getState>>);
    stubServer({
      'GET /user/pdpa-consent': () =>
        ok({
          consent_given: true,
          consent_at: '2026-11-20T03:15:00.000Z',
          decided_at: '2026-11-20T03:15:00.000Z',
          policy_version: '1.0',
          accept_terms: true,
          accept_marketing: false,
        }),
    });
    renderPrivacy();
    const rights = await screen.findByTestId('privacy-rights');
    expect(await within(rights).findByText('ให้ความยินยอมแล้ว')).toBeTruthy();
    expect(within(rights).getByRole('button', { name: 'ถอนความยินยอม' })).toBeTruthy();
    expect(within(rights).getByRole('button', { name: 'ดาวน์โหลดข้อมูล (ZIP)' })).toBeTruthy();
    expect(within(rights).getByRole('button', { name: 'ลบบัญชี' })).toBeTruthy();
    const policyRights = screen.getByTestId('pdpa-rights');
    expect(
      policyRights.compareDocumentPosition(rights) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
