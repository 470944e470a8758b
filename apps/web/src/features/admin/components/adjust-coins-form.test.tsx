import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, inTurn, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { AdjustCoinsForm } from './adjust-coins-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const USER_ID = '7d2e6f40-3b5c-4d7e-8f80-91a2b3c4d5e6';
const ROUTE = `POST /admin/users/${USER_ID}/coins/adjust`;
const transfer = {
  transfer_id: 't1',
  kind: 'adjustment',
  amount: 50,
  balance_after: 1_050,
  reference: { type: 'admin', id: 'a1' },
  created_at: '2026-11-28T00:00:00.000Z',
};

const show = () =>
  renderRoute(<AdjustCoinsForm userId={USER_ID} userLabel="buyer@example.com" />, '/admin/users/x');

function fill(amount: string, reason: string) {
  fireEvent.change(screen.getByLabelText('จำนวนเหรียญ (ติดลบเพื่อหัก)'), {
    target: { value: amount },
  });
  fireEvent.change(screen.getByLabelText('เหตุผล'), { target: { value: reason } });
  fireEvent.click(screen.getByRole('button', { name: 'ปรับยอด' }));
}

const keyOf = (headers: Record<string, string>) => headers['Idempotency-Key'];

describe('the coin adjustment form', () => {
  it('refuses 0, a fraction and a short reason without asking the server', () => {
    const server = stubServer({ [ROUTE]: () => ok(transfer) });
    show();
    fill('0', 'ab');
    expect(screen.getByText('กรุณาใส่จำนวนเต็มที่ไม่ใช่ 0')).toBeTruthy();
    expect(screen.getByText('กรุณาเขียนเหตุผลอย่างน้อย 3 ตัวอักษร')).toBeTruthy();
    fill('1.5', 'ชดเชยระบบขัดข้อง');
    expect(screen.getByText('กรุณาใส่จำนวนเต็มที่ไม่ใช่ 0')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.posts()).toHaveLength(0);
  });

  it('confirms, and a retried submission sends the same Idempotency-Key; a new one a new key', async () => {
    const server = stubServer({
      [ROUTE]: inTurn(
        () => fail(409, 'CONFLICT', 'try again'),
        () => ok(transfer),
        () => ok({ ...transfer, amount: -20, balance_after: 1_030 }),
      ),
    });
    show();
    fill('50', 'ชดเชยระบบขัดข้อง');
    const dialog = screen.getByRole('dialog', { name: 'ยืนยันการปรับยอด' });
    expect(dialog.textContent).toContain('เพิ่ม 50 เหรียญให้ buyer@example.com');
    expect(server.posts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(server.callsTo(ROUTE)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The same submission again (the first answer failed): the same key.
    fireEvent.click(screen.getByRole('button', { name: 'ปรับยอด' }));
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(server.callsTo(ROUTE)).toHaveLength(2));
    const [first, second] = server.callsTo(ROUTE);
    expect(keyOf(first!.headers)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(second!.headers)).toBe(keyOf(first!.headers));
    expect(second?.parsedBody).toEqual({ amount: 50, reason: 'ชดเชยระบบขัดข้อง' });
    await waitFor(() =>
      expect((screen.getByLabelText('จำนวนเหรียญ (ติดลบเพื่อหัก)') as HTMLInputElement).value).toBe(''),
    );

    // A new adjustment: a new key.
    fill('-20', 'หักคืนเหรียญที่ให้เกิน');
    expect(screen.getByRole('dialog').textContent).toContain('หัก 20 เหรียญจาก');
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(server.callsTo(ROUTE)).toHaveLength(3));
    const third = server.callsTo(ROUTE)[2];
    expect(keyOf(third!.headers)).not.toBe(keyOf(first!.headers));
    expect(third?.parsedBody).toEqual({ amount: -20, reason: 'หักคืนเหรียญที่ให้เกิน' });
  });
});
