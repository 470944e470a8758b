import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { PAYMENT_SUCCEEDED_EVENT } from '../lib/payment-events.ts';
import { wirePayment } from '../testing.ts';
import { PaymentResultScreen } from './payment-result-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

const OTHER_ID = '9a0b7c52-3d2e-4f61-8a9b-1c2d3e4f5a6b';

describe('PaymentResultScreen', () => {
  it('shows the success of a sandbox payment and tells the app once', async () => {
    stubServer({
      [`GET /payments/${OTHER_ID}/status`]: () =>
        ok(wirePayment({ payment_id: OTHER_ID, status: 'success', method: 'card' })),
    });
    const listener = vi.fn();
    window.addEventListener(PAYMENT_SUCCEEDED_EVENT, listener);
    try {
      renderRoute(
        <PaymentResultScreen outcome="success" signedIn onSignIn={vi.fn()} />,
        `/payment/success?payment_id=${OTHER_ID}`,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'ชำระเงินสำเร็จ' })).toBeTruthy();
      expect(screen.getByTestId('payment-success').textContent).toContain('+1,100');
      expect(listener).toHaveBeenCalledOnce();
      expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
        paymentId: OTHER_ID,
        coins: 1100,
      });
    } finally {
      window.removeEventListener(PAYMENT_SUCCEEDED_EVENT, listener);
    }
  });

  it('asks Stripe about a returning Checkout session', async () => {
    const server = stubServer({
      'GET /payments/stripe/success': () =>
        ok(wirePayment({ status: 'verifying', method: 'card' })),
    });
    renderRoute(
      <PaymentResultScreen outcome="success" signedIn onSignIn={vi.fn()} />,
      '/payment/success?session_id=cs_test_123',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'กำลังตรวจสอบการชำระเงิน' }),
    ).toBeTruthy();
    const call = server.fetchMock.mock.calls[0]?.[0];
    expect(String(call)).toBe('/api/v1/payments/stripe/success?session_id=cs_test_123');
  });

  it('explains a declined card on the cancel page, with the way back to the packages', async () => {
    stubServer({});
    renderRoute(
      <PaymentResultScreen outcome="cancel" signedIn onSignIn={vi.fn()} />,
      '/payment/cancel?reason=declined',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'ชำระเงินไม่สำเร็จ' })).toBeTruthy();
    expect(screen.getByTestId('payment-failure').textContent).toContain('ข้อมูลการชำระเงินไม่ถูกต้อง');
    expect(screen.getByRole('link', { name: 'ลองใหม่' }).getAttribute('href')).toBe('/wallet');
  });
});
