import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { notificationKeys } from '../api/keys.ts';
import { NotificationsScreen } from './notifications-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const READING_ID = '0b7c3a52-8a51-4c1e-9f43-1d2d5c1b6a01';
const WELCOME_ID = '9f6e1c3d-2b4a-4e8f-8d7c-6a5b4c3d2e10';

function item(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    type: 'reading_ready',
    title: 'คำทำนายเรื่องความรักของคุณพร้อมแล้ว',
    body: 'แตะเพื่ออ่านคำทำนายได้เลย',
    link: '/fortune-results?kind=love&session=abc',
    is_read: false,
    read_at: null,
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

function page(items: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    items,
    page: 1,
    page_size: 20,
    total_count: items.length,
    total_pages: 1,
    has_next_page: false,
    has_previous_page: false,
    ...overrides,
  };
}

const show = (userId: string | null = 'user-1', onSignIn = () => undefined) =>
  renderRoute(
    <NotificationsScreen userId={userId} checkingSignIn={false} onSignIn={onSignIn} />,
    '/notifications',
  );

describe('NotificationsScreen', () => {
  it('lists newest first; a tap marks it read and follows its link', async () => {
    let readIds: string[] = [];
    const server = stubServer({
      'GET /notifications': () =>
        ok(
          page([
            item(READING_ID, readIds.includes(READING_ID) ? { is_read: true } : {}),
            item(WELCOME_ID, {
              type: 'welcome_bonus',
              title: 'ยินดีต้อนรับสู่ดวงดี',
              body: 'เราเติม 1,000 เหรียญต้อนรับเข้ากระเป๋าให้แล้ว เลือกเรื่องที่อยากรู้ได้เลย',
              link: null,
              is_read: true,
              read_at: '2025-03-01T09:00:00.000Z',
            }),
          ]),
        ),
      'POST /notifications/mark-as-read': (call) => {
        readIds = (call.parsedBody as { ids: string[] }).ids;
        return ok({ updated_count: 1, unread_count: 0 });
      },
    });
    const { router, client } = show();
    client.setQueryData(notificationKeys.unread('user-1'), 1);

    const rows = await screen.findAllByTestId('notification');
    expect(rows.map((r) => r.dataset.read)).toEqual(['false', 'true']);
    expect(within(rows[0]!).getByText('ยังไม่อ่าน:')).toBeTruthy();
    expect(server.callsTo('GET /notifications')[0]?.search).toContain('lang=th');

    await userEvent.click(within(rows[0]!).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fortune-results'));
    expect(router.state.location.search).toBe('?kind=love&session=abc');
    await waitFor(() => expect(server.callsTo('POST /notifications/mark-as-read')).toHaveLength(1));
    expect(readIds).toEqual([READING_ID]);
    await waitFor(() => expect(client.getQueryData(notificationKeys.unread('user-1'))).toBe(0));
  });

  it('"อ่านทั้งหมด" reads them all at once; a read one without a link stays put', async () => {
    let allRead = false;
    const server = stubServer({
      'GET /notifications': () =>
        ok(
          page([
            item(READING_ID, { is_read: allRead, link: null }),
            item(WELCOME_ID, { is_read: allRead, type: 'welcome_bonus', link: '//evil.example' }),
          ]),
        ),
      'POST /notifications/read-all': () => {
        allRead = true;
        return ok({ updated_count: 2, unread_count: 0 });
      },
    });
    const { router, client } = show();
    client.setQueryData(notificationKeys.unread('user-1'), 2);

    const readAll = await screen.findByRole('button', { name: 'อ่านทั้งหมด' });
    await userEvent.click(readAll);
    await waitFor(() =>
      expect(screen.getAllByTestId('notification').map((r) => r.dataset.read)).toEqual([
        'true',
        'true',
      ]),
    );
    expect(server.callsTo('POST /notifications/read-all')).toHaveLength(1);
    expect(client.getQueryData(notificationKeys.unread('user-1'))).toBe(0);
    await waitFor(() => expect((readAll as HTMLButtonElement).disabled).toBe(true));

    // Read already, and its link would leave the app: nothing is sent, nowhere to go.
    await userEvent.click(within(screen.getAllByTestId('notification')[1]!).getByRole('button'));
    expect(server.callsTo('POST /notifications/mark-as-read')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('speaks English when the app does, and says when there is nothing yet', async () => {
    await i18n.changeLanguage('en');
    const server = stubServer({ 'GET /notifications': () => ok(page([])) });
    show();
    expect(await screen.findByText(/No notifications yet/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Notifications');
    expect(server.callsTo('GET /notifications')[0]?.search).toContain('lang=en');
  });

  it('asks a signed-out visitor to sign in, and fetches nothing', async () => {
    const server = stubServer({});
    const onSignIn = vi.fn();
    show(null, onSignIn);
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(server.calls).toEqual([]);
  });
});
