import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { AdminDashboard } from './admin-dashboard.tsx';

// uPlot draws on a canvas, which jsdom has not got: the chart is stood in for.
vi.mock('./daily-chart.tsx', () => ({
  DailyChart: ({ series }: { series: unknown[] }) => <div data-testid="chart">{series.length}</div>,
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const OVERVIEW = {
  from: '2026-10-30',
  to: '2026-11-28',
  users: { total: 12_345, new_today: 7, new_7d: 80 },
  guests: { total: 900, new_in_range: 321 },
  daily_active_users: [
    { date: '2026-11-27', count: 40 },
    { date: '2026-11-28', count: 52 },
  ],
  readings_by_kind: { tarot: 1_000, daily: 234 },
  coins: { granted: 5_000, bought: 20_000, spent: 15_500, refunded: 90 },
  revenue_thb: { total: 12_990.5, total_satang: 1_299_050, by_method: {} },
  payments_waiting_review: 3,
  series: [
    { date: '2026-11-27', new_users: 3, readings: 10, coins_spent: 100, revenue_thb: 99 },
    { date: '2026-11-28', new_users: 4, readings: 12, coins_spent: 140, revenue_thb: 199 },
  ],
};

const RECONCILE_OK = {
  ok: true,
  total_entries_sum: 0,
  wallets_checked: 1_204,
  unbalanced_transfers: [],
  mismatches: [],
  held_mismatches: [],
  negative_balances: [],
  held_over_balance: [],
  system_balances: {},
};

describe('the admin dashboard', () => {
  it('asks for the last 30 days and shows the totals, the queue and the ledger check', async () => {
    const server = stubServer({
      'GET /admin/overview': () => ok(OVERVIEW),
      'GET /admin/ledger/reconcile': () => ok(RECONCILE_OK),
    });
    renderRoute(<AdminDashboard paymentsPath="/admin/payments" />, '/admin');

    await waitFor(() =>
      expect(screen.getByTestId('stat-revenue').textContent).toContain('12,990.50 บาท'),
    );
    expect(screen.getByTestId('stat-users').textContent).toContain('12,345');
    expect(screen.getByTestId('stat-users').textContent).toContain('ใหม่วันนี้ 7');
    expect(screen.getByTestId('stat-readings').textContent).toContain('1,234');
    expect(screen.getByTestId('stat-spent').textContent).toContain('15,500');
    expect(screen.getByTestId('stat-guests').textContent).toContain('321');
    expect(screen.getByTestId('stat-active').textContent).toContain('52');

    const waiting = screen.getByTestId('waiting');
    expect(waiting.textContent).toContain('สลิปรอตรวจ 3 รายการ');
    expect(within(waiting).getByRole('link', { name: 'ไปตรวจสลิป' }).getAttribute('href')).toBe(
      '/admin/payments',
    );
    await waitFor(() =>
      expect(screen.getByTestId('ledger').textContent).toContain('ตรวจ 1,204 กระเป๋า'),
    );
    expect(await screen.findByTestId('chart')).toBeTruthy();

    // The default range: 30 Bangkok days, today included.
    const [call] = server.callsTo('GET /admin/overview');
    const query = new URLSearchParams(call?.search);
    const from = Date.parse(`${query.get('from')}T00:00:00Z`);
    const to = Date.parse(`${query.get('to')}T00:00:00Z`);
    expect((to - from) / 86_400_000).toBe(29);
  });

  it('shows the ledger differences plainly', async () => {
    stubServer({
      'GET /admin/overview': () => ok(OVERVIEW),
      'GET /admin/ledger/reconcile': () =>
        ok({ ...RECONCILE_OK, ok: false, negative_balances: [{ wallet_id: 'w1', balance: -5 }] }),
    });
    renderRoute(<AdminDashboard paymentsPath="/admin/payments" />, '/admin');
    await waitFor(() => expect(screen.getByTestId('ledger').textContent).toContain('พบจุดที่ไม่ตรงกัน'));
    expect(screen.getByTestId('ledger').textContent).toContain('กระเป๋าที่ติดลบ (1)');
  });
});
