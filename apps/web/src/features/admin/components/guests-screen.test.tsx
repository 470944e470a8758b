import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { GuestsScreen } from './guests-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const GUEST_ID = 'f5a64728-1d34-4f56-87a8-192a3b4c5d6e';
const ACCOUNT_ID = '7d2e6f40-3b5c-4d7e-8f80-91a2b3c4d5e6';

const guest = {
  id: GUEST_ID,
  created_at: '2026-11-27T01:00:00.000Z',
  last_active_at: '2026-11-28T01:00:00.000Z',
  retired_into: ACCOUNT_ID,
  balance: 1_200,
  readings: 3,
};

const page = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  items,
  page: 1,
  page_size: 20,
  total_count: 41,
  total_pages: 3,
  has_next_page: true,
  has_previous_page: false,
  ...extra,
});

const show = () =>
  renderRoute(
    <GuestsScreen
      userPath={(id) => `/admin/users/${id}`}
      readingsOfPath={(id) => `/admin/readings?userId=${id}`}
    />,
    '/admin/guests',
  );

describe('the guests', () => {
  it('lists guests with their coins, readings and the account they became; pages on', async () => {
    const server = stubServer({ 'GET /admin/guests': () => ok(page([guest])) });
    show();
    const card = await screen.findByTestId('guest');
    expect(card.textContent).toContain('f5a64728');
    expect(card.textContent).toContain('1,200');
    expect(card.textContent).toContain('3 ครั้ง');
    expect(within(card).getByRole('link', { name: 'เปิดบัญชีที่ย้ายเข้า' }).getAttribute('href')).toBe(
      `/admin/users/${ACCOUNT_ID}`,
    );
    expect(within(card).getByRole('link', { name: 'ดูการดูดวง' }).getAttribute('href')).toBe(
      `/admin/readings?userId=${GUEST_ID}`,
    );
    expect(screen.getByText('ทั้งหมด 41 รายการ')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(server.callsTo('GET /admin/guests')).toHaveLength(2));
    expect(new URLSearchParams(server.callsTo('GET /admin/guests')[1]?.search).get('page')).toBe(
      '2',
    );
  });

  it('says in Thai why the list could not be read', async () => {
    stubServer({ 'GET /admin/guests': () => fail(401, 'AUTH_REQUIRED') });
    show();
    expect(
      await screen.findByText('โหลดข้อมูลไม่สำเร็จ: หมดเวลาเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่'),
    ).toBeTruthy();
  });
});
