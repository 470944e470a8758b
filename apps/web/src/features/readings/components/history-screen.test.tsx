import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import type { HistoryItem } from '../types.ts';
import { HistoryScreen } from './history-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

const KINDS = ['luck', 'palm', 'chat', 'love-sticks', 'phone-number'] as const;
const STATUSES = ['completed', 'completed', 'processing', 'started', 'failed'] as const;

/** Item `n` of 25 readings, newest first. */
function wireItem(n: number) {
  const kind = KINDS[n % KINDS.length] ?? 'luck';
  const status = STATUSES[n % STATUSES.length] ?? 'completed';
  return {
    session_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind,
    status,
    cost: kind === 'palm' ? 600 : 50,
    title_th: status === 'completed' && kind === 'luck' ? `ดวงโชคลาภวันที่ ${n}` : null,
    title_en: null,
    created_at: new Date(Date.UTC(2025, 0, 30 - n)).toISOString(),
    completed_at: null,
  };
}

function page(number: number) {
  const all = Array.from({ length: 25 }, (_, i) => wireItem(i));
  const items = all.slice((number - 1) * 20, number * 20);
  return ok({
    items,
    page: number,
    page_size: 20,
    total_count: 25,
    total_pages: 2,
    has_next_page: number < 2,
    has_previous_page: number > 1,
  });
}

function open(signedIn = true, onSignIn = vi.fn()) {
  return renderRoute(
    <HistoryScreen
      signedIn={signedIn}
      checkingSignIn={false}
      onSignIn={onSignIn}
      kindIcon={(kind: HistoryItem['kind']) => <span data-testid={`icon-${kind}`} />}
    />,
    '/history',
  );
}

describe('HistoryScreen', () => {
  it('lists 20 readings a page, newest first, with status badges and the right links', async () => {
    const user = userEvent.setup();
    const server = stubServer({
      'GET /fortune/readings/history': (call) =>
        page(Number(new URLSearchParams(call.search).get('page'))),
    });
    const { router } = open();

    expect(await screen.findByRole('heading', { level: 1, name: 'ประวัติการดูดวง' })).toBeTruthy();
    const list = await screen.findByTestId('reading-history');
    const rows = within(list).getAllByTestId('history-item');
    expect(rows).toHaveLength(20);
    expect(server.calls[0]?.search).toBe('?page=1&page_size=20');

    const [luck, palm, chat, sticks, phone] = rows;
    expect(luck?.textContent).toContain('ดวงโชคลาภ');
    expect(luck?.textContent).toContain('ดวงโชคลาภวันที่ 0');
    expect(luck?.textContent).toContain('เสร็จแล้ว');
    expect(luck?.textContent).toContain('50 เหรียญ');
    expect(
      within(luck as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/fortune-results?kind=luck&session=00000000-0000-4000-8000-000000000000');
    expect(
      within(palm as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/palm-analysis?session=00000000-0000-4000-8000-000000000001');
    expect(palm?.textContent).toContain('ดูลายมือ');
    expect(palm?.textContent).toContain('600 เหรียญ');
    expect(
      within(chat as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/chat?session=00000000-0000-4000-8000-000000000002');
    expect(chat?.textContent).toContain('กำลังดูดวง');
    expect(sticks?.textContent).toContain('รอเขย่าเซียมซี');
    expect(phone?.textContent).toContain('ไม่สำเร็จ · คืนเหรียญแล้ว');
    expect(within(phone as HTMLElement).getByTestId('icon-phone-number')).toBeTruthy();

    expect(screen.getByText('หน้า 1 จาก 2')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'หน้าก่อน' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));

    await waitFor(() => expect(screen.getByText('หน้า 2 จาก 2')).toBeTruthy());
    expect(router.state.location.search).toBe('?page=2');
    expect(
      within(screen.getByTestId('reading-history')).getAllByTestId('history-item'),
    ).toHaveLength(5);
    expect(server.calls.at(-1)?.search).toBe('?page=2&page_size=20');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'หน้าถัดไป' }).disabled).toBe(true);
  });

  it('has a first-reading link when empty', async () => {
    stubServer({
      'GET /fortune/readings/history': () =>
        ok({
          items: [],
          page: 1,
          page_size: 20,
          total_count: 0,
          total_pages: 1,
          has_next_page: false,
          has_previous_page: false,
        }),
    });
    open();
    expect(await screen.findByText('ยังไม่มีประวัติการดูดวง')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'เริ่มดูดวงครั้งแรก' }).getAttribute('href')).toBe(
      '/fortune',
    );
  });

  it('asks a signed-out visitor to sign in, and calls nothing', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    const server = stubServer({});
    open(false, onSignIn);
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(server.calls).toEqual([]);
  });
});
