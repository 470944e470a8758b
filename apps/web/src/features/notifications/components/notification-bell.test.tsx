import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverEvents } from '../../../lib/server-events.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { liveEventsStream, ok, stubServer } from '../../../test/stub-server.tsx';
import { NotificationBell } from './notification-bell.tsx';

afterEach(() => {
  serverEvents.stop();
  vi.unstubAllGlobals();
});

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <NotificationBell userId="user-1" notificationsPath="/notifications" />,
      },
      { path: '/notifications', element: <p>notifications page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

describe('NotificationBell', () => {
  it('shows the unread count, follows the live stream, and opens the list', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
    const live = liveEventsStream();
    let unread = 2;
    const server = stubServer({
      'GET /events': () => live.respond(),
      'GET /notifications/unread-count': () => ok({ unread_count: unread }),
    });
    const { router } = renderBell();

    const bell = await screen.findByRole('link', { name: 'การแจ้งเตือน ยังไม่ได้อ่าน 2 รายการ' });
    expect(screen.getByTestId('notification-badge').textContent).toContain('2');

    serverEvents.start();
    await waitFor(() => expect(live.connected).toBe(true));
    // Opening the stream fetches the count again (missed events are not replayed).
    await waitFor(() =>
      expect(server.callsTo('GET /notifications/unread-count').length).toBeGreaterThan(1),
    );

    live.send('notification.created', {
      id: '7d3f0e1c-4c53-4a4e-9d0f-3f8c2f1f4b11',
      type: 'reading_ready',
      created_at: new Date().toISOString(),
      unread_count: 3,
    });
    await waitFor(() =>
      expect(screen.getByTestId('notification-badge').textContent).toContain('3'),
    );

    unread = 0;
    live.send('notifications.unread', { unread_count: 0 });
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(bell.getAttribute('aria-label')).toBe('การแจ้งเตือน');
    // A payload missing its count is ignored.
    live.send('notifications.unread', { unread: 5 });

    bell.click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('caps a large count at 99+', async () => {
    stubServer({ 'GET /notifications/unread-count': () => ok({ unread_count: 120 }) });
    renderBell();
    expect((await screen.findByTestId('notification-badge')).textContent).toContain('99+');
  });
});
