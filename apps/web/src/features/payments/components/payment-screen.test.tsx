import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { POLL_INTERVAL_MS } from '../api/payment-status.ts';
import { PAYMENT_SUCCEEDED_EVENT } from '../lib/payment-events.ts';
import { PAYMENT_ID, wirePayment } from '../testing.ts';
import { PaymentScreen } from './payment-screen.tsx';

const path = `/payment?payment_id=${PAYMENT_ID}`;
const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:qr') }));
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PaymentScreen', () => {
  it('shows the amount, coins, payment code, QR, countdown and the sandbox link', async () => {
    stubServer({
      [`GET /payments/${PAYMENT_ID}/status`]: () => ok(wirePayment()),
      [`GET /payments/${PAYMENT_ID}/qr.png`]: png,
    });
    renderRoute(<PaymentScreen signedIn onSignIn={vi.fn()} />, path);

    expect(await screen.findByTestId('payment-amount')).toHaveProperty('textContent', '฿99');
    expect(screen.getByText('1,100 เหรียญ')).toBeTruthy();
    expect(screen.getByTestId('payment-code').textContent).toBe('DD7K2Q9X');
    expect(screen.getByTestId('payment-status').textContent).toBe('รอชำระเงิน');
    // 10 minutes left on the fixture: 10:00 or a second less by the time it renders.
    expect(screen.getByTestId('payment-countdown').textContent).toMatch(/^(10:00|09:59)$/);
    const qr = await screen.findByRole('img', { name: 'QR พร้อมเพย์ สำหรับชำระ ฿99' });
    expect(qr.getAttribute('src')).toBe('blob:qr');
    expect(screen.getByTestId('sandbox-badge').textContent).toBe('SANDBOX · ทดสอบ');
    expect(screen.getByRole('link', { name: 'เปิดหน้าจำลองธนาคาร' }).getAttribute('href')).toBe(
      `/api/v1/sandbox/payments/${PAYMENT_ID}`,
    );
    expect(screen.getByRole('button', { name: 'บันทึกรูป QR' })).toBeTruthy();
  });

  it('counts down every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const expiresAt = new Date(Date.now() + 65_000).toISOString();
    stubServer({
      [`GET /payments/${PAYMENT_ID}/status`]: () => ok(wirePayment({ expires_at: expiresAt })),
      [`GET /payments/${PAYMENT_ID}/qr.png`]: png,
    });
    renderRoute(<PaymentScreen signedIn onSignIn={vi.fn()} />, path);
    const countdown = await screen.findByTestId('payment-countdown');
    expect(countdown.textContent).toMatch(/^01:0[45]$/);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(countdown.textContent).toMatch(/^00:5[45]$/);
  });

  it('polls the status and, when it turns success, shows the success modal and tells the app once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 'pending';
    const server = stubServer({
      [`GET /payments/${PAYMENT_ID}/status`]: () =>
        ok(
          wirePayment({
            status,
            completed_at: status === 'success' ? new Date().toISOString() : null,
          }),
        ),
      [`GET /payments/${PAYMENT_ID}/qr.png`]: png,
    });
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(PAYMENT_SUCCEEDED_EVENT, listener);
    try {
      renderRoute(<PaymentScreen signedIn onSignIn={vi.fn()} />, path);
      await screen.findByTestId('payment-code');
      expect(screen.queryByRole('dialog')).toBeNull();

      status = 'success';
      await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS + 100));
      const dialog = await screen.findByRole('dialog', { name: 'ชำระเงินสำเร็จ' });
      expect(dialog.textContent).toContain('เพิ่ม 1,100 เหรียญเข้ากระเป๋าของคุณแล้ว');
      expect(within(dialog).getByRole('link', { name: 'ไปดูดวงกันเลย' }).getAttribute('href')).toBe(
        '/fortune',
      );
      expect(screen.getByTestId('payment-status').textContent).toBe('ชำระเงินสำเร็จ');
      expect(events).toEqual([{ paymentId: PAYMENT_ID, coins: 1100 }]);

      // Settled: polling stops, and the event is not sent again.
      const polls = server.calls.filter((c) => c.path.endsWith('/status')).length;
      await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
      expect(server.calls.filter((c) => c.path.endsWith('/status'))).toHaveLength(polls);
      expect(events).toHaveLength(1);
    } finally {
      window.removeEventListener(PAYMENT_SUCCEEDED_EVENT, listener);
    }
  });

  it('shows the QR-expired failure modal when the payment expired', async () => {
    const user = userEvent.setup();
    stubServer({
      [`GET /payments/${PAYMENT_ID}/status`]: () =>
        ok(
          wirePayment({ status: 'expired', expires_at: new Date(Date.now() - 1000).toISOString() }),
        ),
      [`GET /payments/${PAYMENT_ID}/qr.png`]: png,
    });
    renderRoute(<PaymentScreen signedIn onSignIn={vi.fn()} />, path);
    const dialog = await screen.findByRole('dialog', { name: 'ชำระเงินไม่สำเร็จ' });
    expect(dialog.textContent).toContain('QR หมดอายุแล้ว');
    expect(within(dialog).getByRole('link', { name: 'ลองใหม่' }).getAttribute('href')).toBe(
      '/wallet',
    );
    expect(screen.getByTestId('payment-status').textContent).toBe('หมดเวลาชำระเงิน');
    // The × in the corner and the button under the text both close it.
    const [, closeButton] = within(dialog).getAllByRole('button', { name: 'ปิด' });
    await user.click(closeButton as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'ส่งสลิป' })).toBeNull();
  });

  it('calls the connection unstable after the status checks keep failing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let down = false;
    stubServer({
      [`GET /payments/${PAYMENT_ID}/status`]: () =>
        down ? Promise.reject(new TypeError('Failed to fetch')) : ok(wirePayment()),
      [`GET /payments/${PAYMENT_ID}/qr.png`]: png,
    });
    renderRoute(<PaymentScreen signedIn onSignIn={vi.fn()} />, path);
    await screen.findByTestId('payment-code');
    down = true;
    // One failed check is a hiccup: no modal yet.
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS + 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
    const dialog = await screen.findByRole('dialog', { name: 'ชำระเงินไม่สำเร็จ' });
    expect(dialog.textContent).toContain('การเชื่อมต่อไม่เสถียร');
  });

  it('says so when the payment does not exist', async () => {
    stubServer({ [`GET /payments/${PAYMENT_ID}/status`]: () => fail(404, 'NOT_FOUND') });
    renderRoute(<PaymentScreen signedIn onSignIn={vi.fn()} />, path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ไม่พบรายการชำระเงิน' }),
    ).toBeTruthy();
  });

  it('asks to sign in and calls nothing when signed out', async () => {
    const server = stubServer({});
    const onSignIn = vi.fn();
    renderRoute(<PaymentScreen signedIn={false} onSignIn={onSignIn} />, path);
    await userEvent.setup().click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    await waitFor(() => expect(server.calls).toEqual([]));
  });
});
