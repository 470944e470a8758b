import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, fail, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { UserDetailScreen } from './user-detail-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const USER_ID = '7d2e6f40-3b5c-4d7e-8f80-91a2b3c4d5e6';
const SESSION_ID = '8e3f7051-4c6d-4e8f-9091-a2b3c4d5e6f7';
const SUSPEND = `POST /admin/users/${USER_ID}/suspend`;
const RESTORE = `POST /admin/users/${USER_ID}/restore`;

const user = {
  profile: {
    id: USER_ID,
    email: 'buyer@example.com',
    display_name: 'Buyer',
    first_name: null,
    last_name: null,
    phone_number: null,
    role: 'user',
    is_guest: false,
    is_active: true,
    language: 'th',
    created_at: '2026-11-01T00:00:00.000Z',
    last_login_at: '2026-11-28T00:00:00.000Z',
    erased_at: null,
    suspended_at: null as string | null,
    suspended_reason: null as string | null,
  },
  wallet: { balance: 1_050, held: 50, available: 1_000 },
  readings: [
    {
      id: SESSION_ID,
      user_id: USER_ID,
      kind: 'career',
      status: 'processing',
      cost: 50,
      coins: 'held',
      error: null,
      created_at: '2026-11-28T03:00:00.000Z',
      completed_at: null,
    },
  ],
  payments: [],
  consents: [],
};

const page = (items: unknown[]) => ({
  items,
  page: 1,
  page_size: items.length || 1,
  total_count: items.length,
  total_pages: 1,
  has_next_page: false,
  has_previous_page: false,
});

/** The user screen, with the account suspended since `suspendedAt` (null: not suspended). */
function show(suspendedAt: string | null, extra: Parameters<typeof stubServer>[0] = {}) {
  const profile = {
    ...user.profile,
    suspended_at: suspendedAt,
    suspended_reason: suspendedAt ? 'ใช้สลิปปลอม' : null,
  };
  const server = stubServer({
    [`GET /admin/users/${USER_ID}`]: () => ok({ ...user, profile }),
    [`GET /admin/users/${USER_ID}/transfers`]: () => ok(page([])),
    ...extra,
  });
  renderRoute(
    <UserDetailScreen
      userId={USER_ID}
      backPath="/admin/users"
      readingPath={(id) => `/admin/readings/${id}`}
      readingsOfPath={(id) => `/admin/readings?userId=${id}`}
    />,
    `/admin/users/${USER_ID}`,
  );
  return server;
}

/** The server's answer to the suspension the tests ask for. */
const suspended = () =>
  ok({
    user_id: USER_ID,
    suspended_at: '2026-11-28T05:00:00.000Z',
    suspended_reason: 'ใช้สลิปปลอมซ้ำ',
  });

/** The suspension card, once it shows the account as active. */
async function activeCard() {
  const card = await screen.findByTestId('suspension');
  await within(card).findByText('บัญชีใช้งานได้ปกติ');
  return card;
}

describe('a user in the admin area', () => {
  it('links each reading to its page, worded in Thai', async () => {
    show(null);
    const reading = await screen.findByRole('link', { name: 'ดวงการงาน · กำลังดูดวง' });
    expect(reading.getAttribute('href')).toBe(`/admin/readings/${SESSION_ID}`);
    expect(screen.getByText('50 · กันเหรียญไว้')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ดูการดูดวงทั้งหมดของผู้ใช้นี้' }).getAttribute('href')).toBe(
      `/admin/readings?userId=${USER_ID}`,
    );
  });

  it("names each coin movement in Thai and shows an adjustment's reason", async () => {
    const ADMIN_ID = '9f4a8162-5d7e-4f90-a1b2-c3d4e5f60718';
    show(null, {
      [`GET /admin/users/${USER_ID}/transfers`]: () =>
        ok(
          page([
            {
              transfer_id: 'tr-3',
              kind: 'adjustment',
              amount: 120,
              balance_after: 1_050,
              reference: { type: 'admin', id: ADMIN_ID },
              reason: 'ชดเชยดวงรายวันที่ค้าง',
              created_at: '2026-11-28T04:00:00.000Z',
            },
            {
              transfer_id: 'tr-2',
              kind: 'reading',
              amount: -50,
              balance_after: 930,
              reference: { type: 'reading', id: SESSION_ID },
              reason: null,
              created_at: '2026-11-28T03:00:00.000Z',
            },
            {
              transfer_id: 'tr-1',
              kind: 'welcome_bonus',
              amount: 980,
              balance_after: 980,
              reference: { type: 'user', id: USER_ID },
              reason: null,
              created_at: '2026-11-27T03:00:00.000Z',
            },
          ]),
        ),
    });
    const heading = await screen.findByRole('heading', { name: 'ความเคลื่อนไหวของเหรียญ' });
    const list = heading.parentElement!;
    await within(list).findByText('ทีมงานปรับยอด');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ทีมงานปรับยอด28 พ.ย. 2569 11:00 · เหตุผล: ชดเชยดวงรายวันที่ค้าง+120 → 1,050',
      'ดูดวง28 พ.ย. 2569 10:00-50 → 930',
      'โบนัสต้อนรับ27 พ.ย. 2569 10:00+980 → 980',
    ]);
    expect(list.textContent).not.toContain('adjustment');
    expect(list.textContent).not.toContain('welcome_bonus');
  });

  it('suspends with a reason, only after the confirmation, and shows the account suspended', async () => {
    const server = show(null, {
      [SUSPEND]: suspended,
    });
    const card = await activeCard();
    expect(within(card).queryByRole('button', { name: 'ยกเลิกการระงับ' })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'ระงับบัญชี' }));
    const dialog = screen.getByRole('dialog', { name: 'ระงับบัญชีนี้?' });
    expect(dialog.textContent).toContain('ระงับ buyer@example.com ทันที');
    const confirm = within(dialog).getByRole('button', { name: 'ยืนยันระงับบัญชี' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'ab' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: ' ใช้สลิปปลอมซ้ำ ' },
    });
    expect(server.callsTo(SUSPEND)).toHaveLength(0);
    fireEvent.click(confirm);

    await waitFor(() => expect(server.callsTo(SUSPEND)).toHaveLength(1));
    expect(server.callsTo(SUSPEND)[0]?.parsedBody).toEqual({ reason: 'ใช้สลิปปลอมซ้ำ' });
    expect((await within(card).findByRole('status')).textContent).toBe('ระงับบัญชีแล้ว');
    expect(card.textContent).toContain('ระงับอยู่ ตั้งแต่ 28 พ.ย. 2569 12:00');
    expect(card.textContent).toContain('เหตุผล: ใช้สลิปปลอมซ้ำ');
    expect(within(card).getByRole('button', { name: 'ยกเลิกการระงับ' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'ระงับบัญชี' })).toBeNull();
  });

  it('keeps the suspension shown when a read of the user begun before it answers after it', async () => {
    const lateRead = deferred<Response>();
    let reads = 0;
    let late = Infinity;
    const server = show(null, {
      [`GET /admin/users/${USER_ID}`]: () => {
        reads += 1;
        return reads < late ? ok(user) : lateRead.promise;
      },
      [SUSPEND]: suspended,
    });
    const card = await activeCard();
    // The admin comes back to the tab: the user is read again, and that read is slow.
    late = reads + 1;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(reads).toBe(late));

    fireEvent.click(within(card).getByRole('button', { name: 'ระงับบัญชี' }));
    const dialog = screen.getByRole('dialog', { name: 'ระงับบัญชีนี้?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'ใช้สลิปปลอมซ้ำ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันระงับบัญชี' }));
    await within(card).findByRole('status');
    expect(server.callsTo(SUSPEND)).toHaveLength(1);

    // The read began before the suspension: what it says is older than what the card shows.
    await act(async () => {
      lateRead.resolve(ok(user));
      await lateRead.promise;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(card.textContent).toContain('ระงับอยู่ ตั้งแต่ 28 พ.ย. 2569 12:00');
    expect(within(card).getByRole('button', { name: 'ยกเลิกการระงับ' })).toBeTruthy();
    focusManager.setFocused(undefined);
  });

  it('restores a suspended account without a reason, and says in Thai when it was not suspended', async () => {
    const server = show('2026-11-20T00:00:00.000Z', {
      [RESTORE]: () => fail(409, 'CONFLICT', 'This account is not suspended'),
    });
    const card = await screen.findByTestId('suspension');
    await waitFor(() => expect(card.textContent).toContain('ระงับอยู่ ตั้งแต่'));
    expect(card.textContent).toContain('เหตุผล: ใช้สลิปปลอม');

    fireEvent.click(within(card).getByRole('button', { name: 'ยกเลิกการระงับ' }));
    const dialog = screen.getByRole('dialog', { name: 'ยกเลิกการระงับบัญชีนี้?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิกการระงับ' }));
    await waitFor(() => expect(server.callsTo(RESTORE)).toHaveLength(1));
    expect(server.callsTo(RESTORE)[0]?.parsedBody).toEqual({});
    expect((await within(card).findByRole('alert')).textContent).toBe('บัญชีนี้ไม่ได้ถูกระงับอยู่');
  });
});
