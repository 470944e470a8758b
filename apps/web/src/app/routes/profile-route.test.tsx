import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState, useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { useWalletStore } from '../../features/wallet/stores/wallet-store.ts';
import { deferred, fail, inTurn, ok, stubServer } from '../../test/stub-server.tsx';
import { AppProviders } from '../providers.tsx';
import { ProfileRoute } from './profile-route.tsx';

function renderProfile() {
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfileRoute /> },
      { path: '*', element: <p>wallet page</p> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const transaction = (
  kind: string,
  amount: number,
  balanceAfter: number,
  minute: number,
  readingKind: string | null = null,
) => ({
  id: `00000000-0000-4000-8000-00000000000${minute}`,
  kind,
  amount: Math.abs(amount),
  direction: amount > 0 ? 'in' : 'out',
  reference: null,
  reading_kind: readingKind,
  balance_after: balanceAfter,
  created_at: `2026-11-25T10:0${minute}:00.000Z`,
  status: 'posted',
});

afterEach(() => {
  useAuthStore.setState({ ...initialAuthState });
  useWalletStore.setState({ balance: 0, lastUpdated: null, loading: false, error: null });
  vi.unstubAllGlobals();
});

describe('the profile route', () => {
  it('shows the spendable coins, the way to top up, the latest coins and the way to them all', async () => {
    useAuthStore.setState({
      isAuthenticated: true,
      isLoading: false,
      user: { id: 'u1', email: 'pim@example.com', displayName: 'พิม', isGuest: false },
    } as Partial<ReturnType<typeof useAuthStore.getState>>);
    useWalletStore.setState({ balance: 5, lastUpdated: new Date().toISOString() });
    const server = stubServer({
      'GET /coins/transactions': () =>
        ok({
          items: [
            transaction('reading', -995, 5, 2, 'love'),
            transaction('welcome_bonus', 1000, 1000, 1),
          ],
          page: 1,
          page_size: 5,
          total_count: 2,
          total_pages: 1,
          has_next_page: false,
          has_previous_page: false,
        }),
    });
    const router = renderProfile();

    const summary = await screen.findByTestId('wallet-summary');
    expect(within(summary).getByRole('heading', { name: 'เหรียญที่ใช้ได้' })).toBeTruthy();
    expect(within(summary).getByTestId('wallet-spendable').textContent).toBe('5 เหรียญ');

    const history = await screen.findByTestId('coin-history');
    const rows = within(history).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^ดูดวง: ความรัก.*−995ใช้ 995 เหรียญคงเหลือ 5$/),
      expect.stringMatching(/^โบนัสต้อนรับ.*\+1,000ได้รับ 1,000 เหรียญคงเหลือ 1,000$/),
    ]);
    expect(server.callsTo('GET /coins/transactions')[0]?.search).toBe('?page=1&page_size=5');
    expect(screen.getByRole('link', { name: 'ดูประวัติเหรียญทั้งหมด' }).getAttribute('href')).toBe(
      '/wallet/history',
    );

    fireEvent.click(within(summary).getByRole('link', { name: 'เติมเหรียญ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
  });

  it('shows the e-mail once for a user with no name, and invites them to add one', async () => {
    signedIn({ displayName: null });
    stubServer({
      'GET /coins/transactions': () => ok(emptyPage),
      'GET /user/profile': () => ok({ ...profile, display_name: null }),
      'GET /user/pdpa-consent': () => ok(consent(true)),
    });
    renderProfile();
    const identity = await screen.findByTestId('profile-identity');
    expect(identity.textContent?.match(/pim@example\.com/g)).toHaveLength(1);
    expect(identity.textContent).toContain('ยังไม่ได้ตั้งชื่อ');
    const name = (await screen.findByLabelText('ชื่อที่แสดง')) as HTMLInputElement;
    fireEvent.click(within(identity).getByRole('button', { name: 'เพิ่มชื่อของคุณ' }));
    expect(document.activeElement).toBe(name);
  });

  it('does not save a birth date that is unfinished or does not exist', async () => {
    signedIn();
    const server = stubServer({
      'GET /coins/transactions': () => ok(emptyPage),
      'GET /user/profile': () => ok(profile),
      'GET /user/pdpa-consent': () => ok(consent(true)),
      'PUT /user/profile': () => ok(profile),
    });
    renderProfile();
    const birthDate = await screen.findByRole('group', { name: 'วันเกิด' });
    fireEvent.change(within(birthDate).getByLabelText('วัน'), { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await within(birthDate).findByText('กรุณาเลือกวัน เดือน และปีให้ครบ')).toBeTruthy();
    fireEvent.change(within(birthDate).getByLabelText('เดือน'), { target: { value: '02' } });
    expect(within(birthDate).getByText('เดือนกุมภาพันธ์ไม่มีวันที่ 31 กรุณาเลือกวันใหม่')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo('PUT /user/profile')).toHaveLength(0);
  });

  it('shows a guest the sign-in card and no wallet', async () => {
    useAuthStore.setState({ isAuthenticated: false, isLoading: false });
    stubServer({});
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'โปรไฟล์' })).toBeTruthy();
    expect(screen.queryByTestId('wallet-summary')).toBeNull();
    expect(screen.queryByRole('link', { name: 'เติมเหรียญ' })).toBeNull();
  });

  it('shows a guest no consent, download or deletion', async () => {
    useAuthStore.setState({ isAuthenticated: false, isLoading: false });
    const server = stubServer({});
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'โปรไฟล์' })).toBeTruthy();
    expect(screen.queryByTestId('privacy-rights')).toBeNull();
    expect(server.callsTo('GET /user/pdpa-consent')).toHaveLength(0);
  });

  it('withdrawing the consent makes this browser forget it, so the guest flow asks again', async () => {
    signedIn();
    document.cookie = 'fortune_pdpaConsent=true; Path=/';
    stubServer({
      'GET /coins/transactions': () => ok(emptyPage),
      'GET /user/profile': () => ok(profile),
      'GET /user/pdpa-consent': inTurn(
        () => ok(consent(true)),
        () => ok(consent(false)),
      ),
      'POST /user/pdpa-consent': () => ok({ consent_given: false, consent_at: null }),
    });
    renderProfile();

    const rights = await screen.findByTestId('privacy-rights');
    await within(rights).findByText('ให้ความยินยอมแล้ว');
    fireEvent.click(within(rights).getByRole('button', { name: 'ถอนความยินยอม' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ยืนยันการถอนความยินยอม' }));
    await within(rights).findByText('ถอนความยินยอมแล้ว');
    expect(document.cookie).not.toContain('fortune_pdpaConsent');
    expect(useAuthStore.getState().user).toMatchObject({ pdpaConsent: false, pdpaConsentAt: null });
  });

  it('shows the details form only once the saved details arrive, and saves what was typed', async () => {
    signedIn();
    const late = deferred<Response>();
    const server = stubServer({
      'GET /coins/transactions': () => ok(emptyPage),
      'GET /user/profile': () => late.promise,
      'GET /user/pdpa-consent': () => ok(consent(true)),
      'PUT /user/profile': (call) =>
        ok({ ...profile, ...(call.parsedBody as Record<string, unknown>) }),
    });
    renderProfile();

    expect(await screen.findByText('กำลังโหลดข้อมูลของคุณ…')).toBeTruthy();
    expect(screen.queryByLabelText('ชื่อที่แสดง')).toBeNull();
    late.resolve(ok({ ...profile, birth_date: '1990-01-02' }));

    const name = (await screen.findByLabelText('ชื่อที่แสดง')) as HTMLInputElement;
    expect(name.value).toBe('พิม');
    const birthDate = screen.getByRole('group', { name: 'วันเกิด' });
    const part = (label: string) => within(birthDate).getByLabelText(label) as HTMLSelectElement;
    // 2 January 1990, in the Buddhist era.
    expect([part('วัน').value, part('เดือน').value, part('ปี พ.ศ.').value]).toEqual([
      '02',
      '01',
      '1990',
    ]);
    expect(part('ปี พ.ศ.').selectedOptions[0]?.textContent).toBe('2533');
    fireEvent.change(name, { target: { value: 'มาลี ใจดี' } });
    fireEvent.change(part('วัน'), { target: { value: '14' } });
    fireEvent.change(part('เดือน'), { target: { value: '03' } });
    fireEvent.change(part('ปี พ.ศ.'), { target: { value: '1995' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(server.callsTo('PUT /user/profile')).toHaveLength(1));
    expect(server.callsTo('PUT /user/profile')[0]?.parsedBody).toMatchObject({
      display_name: 'มาลี ใจดี',
      birth_date: '1995-03-14',
    });
  });

  it('offers to try again when the saved details cannot be loaded', async () => {
    signedIn();
    let reachable = false;
    const server = stubServer({
      'GET /coins/transactions': () => ok(emptyPage),
      'GET /user/profile': () => (reachable ? ok(profile) : fail(500, 'INTERNAL_ERROR')),
      'GET /user/pdpa-consent': () => ok(consent(true)),
    });
    renderProfile();

    // The query's own three retries (1 + 2 + 4 s) come first.
    const retry = await screen.findByRole('button', { name: 'ลองอีกครั้ง' }, { timeout: 12_000 });
    expect(screen.getByRole('alert').textContent).toBe('โหลดข้อมูลไม่สำเร็จ กรุณาลองใหม่');
    reachable = true;
    fireEvent.click(retry);
    expect(((await screen.findByLabelText('ชื่อที่แสดง')) as HTMLInputElement).value).toBe('พิม');
    expect(server.callsTo('GET /user/profile').length).toBeGreaterThanOrEqual(2);
  }, 20_000);

  it('deleting the account signs out and forgets the consent', async () => {
    signedIn();
    document.cookie = 'fortune_pdpaConsent=true; Path=/';
    const server = stubServer({
      'GET /coins/transactions': () => ok(emptyPage),
      'GET /user/profile': () => ok(profile),
      'GET /user/pdpa-consent': () => ok(consent(true)),
      'DELETE /user/account': () => ok({ deleted: true }),
      'POST /auth/logout': () => ok({ revoked: true }),
    });
    renderProfile();

    fireEvent.click(await screen.findByRole('button', { name: 'ลบบัญชี' }));
    const dialog = screen.getByRole('dialog', { name: 'ลบบัญชีถาวร?' });
    fireEvent.click(within(dialog).getByLabelText('ฉันเข้าใจว่าการลบบัญชีนี้ย้อนกลับไม่ได้'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'ลบบัญชีถาวร' }));
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    expect(server.callsTo('DELETE /user/account')).toHaveLength(1);
    expect(document.cookie).not.toContain('fortune_pdpaConsent');
    expect(await screen.findByText('คุณกำลังใช้งานแบบผู้เยี่ยมชม')).toBeTruthy();
  });
});

function signedIn(over: { displayName?: string | null } = {}) {
  useAuthStore.setState({
    isAuthenticated: true,
    isLoading: false,
    user: {
      id: 'u1',
      email: 'pim@example.com',
      displayName: 'displayName' in over ? over.displayName : 'พิม',
      isGuest: false,
      pdpaConsent: true,
      pdpaConsentAt: '2026-11-20T03:15:00.000Z',
    },
  } as Partial<ReturnType<typeof useAuthStore.getState>>);
}

const emptyPage = {
  items: [],
  page: 1,
  page_size: 5,
  total_count: 0,
  total_pages: 0,
  has_next_page: false,
  has_previous_page: false,
};

const profile = {
  id: 'u1',
  email: 'pim@example.com',
  display_name: 'พิม',
  role: 'user',
  birth_date: null,
  birth_time: null,
  gender: null,
  has_accepted_pdpa: true,
};

function consent(given: boolean) {
  return {
    consent_given: given,
    consent_at: given ? '2026-11-20T03:15:00.000Z' : null,
    decided_at: given ? '2026-11-20T03:15:00.000Z' : '2026-11-25T09:30:00.000Z',
    policy_version: '1.0',
    accept_terms: true,
    accept_marketing: false,
  };
}
