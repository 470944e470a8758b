import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { CoinTransactionsScreen } from './coin-transactions-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A local time on 25 November 2026 (พ.ศ. 2569), so the day headings do not depend on the zone. */
const at = (day: number, hour: number, minute: number) =>
  new Date(2026, 10, day, hour, minute).toISOString();

const row = (over: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  amount: 50,
  direction: 'out',
  kind: 'reading',
  reference: null,
  reading_kind: null,
  balance_after: 0,
  created_at: at(25, 9, 0),
  status: 'posted',
  ...over,
});

const page = (items: unknown[], p = 1, more = false) => ({
  items,
  page: p,
  page_size: 20,
  total_count: items.length + (more ? 20 : 0),
  total_pages: more ? 2 : 1,
  has_next_page: more,
  has_previous_page: p > 1,
});

function renderScreen(signedIn = true) {
  const onSignIn = vi.fn();
  const view = renderRoute(
    <CoinTransactionsScreen
      signedIn={signedIn}
      checkingSignIn={false}
      onSignIn={onSignIn}
      topUpPath="/wallet"
    />,
    '/wallet/history',
  );
  return { ...view, onSignIn };
}

describe('the coin history screen', () => {
  it('lists each movement in Thai, by day in the Buddhist era, with +/− and the balance after', async () => {
    const readingId = crypto.randomUUID();
    stubServer({
      'GET /coins/transactions': () =>
        ok(
          page([
            row({
              kind: 'reading',
              reading_kind: 'love',
              amount: 50,
              status: 'held',
              balance_after: 1300,
              reference: { type: 'reading', id: readingId },
              created_at: at(25, 17, 3),
            }),
            row({
              kind: 'refund',
              direction: 'in',
              amount: 85,
              balance_after: 1300,
              created_at: at(25, 12, 30),
            }),
            row({
              kind: 'reading',
              reading_kind: 'palm',
              amount: 600,
              balance_after: 1215,
              created_at: at(25, 12, 0),
            }),
            row({
              kind: 'reading',
              reading_kind: 'their-feelings',
              amount: 85,
              status: 'voided',
              balance_after: 1815,
              created_at: at(25, 11, 0),
            }),
            row({
              kind: 'purchase',
              direction: 'in',
              amount: 815,
              balance_after: 1815,
              created_at: at(24, 20, 5),
            }),
            row({
              kind: 'welcome_bonus',
              direction: 'in',
              amount: 1000,
              balance_after: 1000,
              created_at: at(24, 8, 0),
            }),
          ]),
        ),
    });
    renderScreen();

    const list = await screen.findByTestId('coin-transactions');
    const days = within(list).getAllByRole('heading', { level: 2 });
    expect(days.map((h) => h.textContent)).toEqual([
      'วันพุธที่ 25 พฤศจิกายน พ.ศ. 2569',
      'วันอังคารที่ 24 พฤศจิกายน พ.ศ. 2569',
    ]);
    const rows = within(list).getAllByTestId('coin-transaction');
    const text = (i: number) => rows[i]?.textContent ?? '';
    expect(text(0)).toContain('ดูดวง: ความรัก');
    expect(text(0)).toContain('17:03 น.');
    expect(text(0)).toContain('กันไว้ระหว่างดูดวง');
    expect(text(0)).not.toContain('คงเหลือ');
    expect(rows[0]?.dataset.status).toBe('held');
    expect(text(1)).toMatch(/^คืนเหรียญ12:30 น\.\+85ได้รับ 85 เหรียญคงเหลือ 1,300$/);
    expect(text(2)).toMatch(/^ดูลายมือ.*−600ใช้ 600 เหรียญคงเหลือ 1,215$/);
    expect(text(3)).toContain('ดูดวง: เขาคิดอย่างไรกับเรา');
    expect(text(3)).toContain('ไม่ได้หักเหรียญ คืนเข้ากระเป๋าแล้ว');
    expect(text(4)).toMatch(/^ซื้อเหรียญ20:05 น\.\+815.*คงเหลือ 1,815$/);
    expect(text(5)).toMatch(/^โบนัสต้อนรับ08:00 น\.\+1,000.*คงเหลือ 1,000$/);
    expect(screen.getByText('แสดงครบทุกรายการแล้ว')).toBeTruthy();
  });

  it('says in Thai that the team adjusted the coins, up or down, and where to ask about it', async () => {
    stubServer({
      'GET /coins/transactions': () =>
        ok(
          page([
            row({
              kind: 'adjustment',
              direction: 'out',
              amount: 20,
              balance_after: 100,
              created_at: at(25, 10, 15),
            }),
            row({
              kind: 'adjustment',
              direction: 'in',
              amount: 120,
              balance_after: 120,
              created_at: at(25, 9, 40),
            }),
          ]),
        ),
    });
    renderScreen();
    const rows = await screen.findAllByTestId('coin-transaction');
    expect(rows[0]?.textContent).toMatch(
      /^ทีมงานปรับลดเหรียญ10:15 น\. · มีข้อสงสัย ทักทีมงานได้ที่หน้า “ติดต่อเรา” ค่ะ−20ใช้ 20 เหรียญคงเหลือ 100$/,
    );
    expect(rows[1]?.textContent).toMatch(
      /^ทีมงานเพิ่มเหรียญให้09:40 น\. · มีข้อสงสัย ทักทีมงานได้ที่หน้า “ติดต่อเรา” ค่ะ\+120ได้รับ 120 เหรียญคงเหลือ 120$/,
    );

    await i18n.changeLanguage('en');
    expect((await screen.findAllByTestId('coin-transaction'))[1]?.textContent).toContain(
      'Coins added by our team',
    );
  });

  it('shows more with "ดูเพิ่ม", asking for the next page', async () => {
    const server = stubServer({
      'GET /coins/transactions': (call) =>
        new URLSearchParams(call.search).get('page') === '2'
          ? ok(page([row({ kind: 'welcome_bonus', direction: 'in', amount: 1000 })], 2))
          : ok(page([row({ kind: 'deduct', amount: 5 })], 1, true)),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'ดูเพิ่ม' }));
    await waitFor(() => expect(screen.getAllByTestId('coin-transaction')).toHaveLength(2));
    expect(server.callsTo('GET /coins/transactions').map((c) => c.search)).toEqual([
      '?page=1&page_size=20',
      '?page=2&page_size=20',
    ]);
    expect(screen.queryByRole('button', { name: 'ดูเพิ่ม' })).toBeNull();
  });

  it('invites a user with no movements to top up', async () => {
    stubServer({ 'GET /coins/transactions': () => ok(page([])) });
    renderScreen();
    const link = await screen.findByRole('link', { name: 'เติมเหรียญ' });
    expect(link.getAttribute('href')).toBe('/wallet');
    expect(screen.getByText(/ยังไม่มีรายการเหรียญ/)).toBeTruthy();
  });

  it('asks a guest to sign in, without asking the server', async () => {
    const server = stubServer({});
    const { onSignIn } = renderScreen(false);
    fireEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(0);
  });

  it('writes English month names and Common Era years in English', async () => {
    await i18n.changeLanguage('en');
    stubServer({
      'GET /coins/transactions': () =>
        ok(page([row({ kind: 'reading', reading_kind: 'love', amount: 1200, balance_after: 0 })])),
    });
    renderScreen();
    const list = await screen.findByTestId('coin-transactions');
    expect(within(list).getByRole('heading', { level: 2 }).textContent).toBe(
      'Wednesday, 25 November 2026',
    );
    expect(within(list).getByTestId('coin-transaction').textContent).toContain('Reading: love');
    expect(within(list).getByTestId('coin-transaction').textContent).toContain('−1,200');
  });
});
