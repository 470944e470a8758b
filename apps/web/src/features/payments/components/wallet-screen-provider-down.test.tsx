import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { PACKAGES } from '../testing.ts';
import { WalletScreen } from './wallet-screen.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const emptyPurchases = () =>
  ok({
    items: [],
    page: 1,
    page_size: 10,
    total_count: 0,
    total_pages: 0,
    has_next_page: false,
    has_previous_page: false,
  });

async function payByCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await screen.findByTestId('package-value')).getByRole('radio'));
  await user.click(screen.getByRole('radio', { name: 'บัตรเครดิต/เดบิต' }));
  await user.click(screen.getByRole('button', { name: 'ชำระเงิน' }));
}

describe('WalletScreen when the payment provider fails', () => {
  it('says the provider cannot be reached and nothing was charged, after the retries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const server = stubServer({
      'GET /payments/packages': () => ok({ packages: PACKAGES }),
      'GET /purchases': emptyPurchases,
      'POST /payments/stripe/card': () => fail(503, 'PAYMENT_PROVIDER_UNAVAILABLE'),
    });
    renderRoute(<WalletScreen signedIn onSignIn={vi.fn()} />, '/wallet');
    await payByCard(user);
    // The client retries a 503 with backoff before it gives up.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ตอนนี้ติดต่อผู้ให้บริการชำระเงินไม่ได้ ยังไม่มีการตัดเงิน กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    );
    // Every retry carried the one Idempotency-Key, so the server opens one payment at most.
    const keys = new Set(
      server.callsTo('POST /payments/stripe/card').map((c) => c.headers['Idempotency-Key']),
    );
    expect(keys.size).toBe(1);
  });

  it('says the provider answered with an error', async () => {
    const user = userEvent.setup();
    stubServer({
      'GET /payments/packages': () => ok({ packages: PACKAGES }),
      'GET /purchases': emptyPurchases,
      'POST /payments/stripe/card': () => fail(502, 'PAYMENT_PROVIDER_ERROR'),
    });
    renderRoute(<WalletScreen signedIn onSignIn={vi.fn()} />, '/wallet');
    await payByCard(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ผู้ให้บริการชำระเงินตอบกลับผิดพลาด ยังไม่มีการตัดเงิน กรุณาลองใหม่อีกครั้ง',
    );
  });
});
