import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { PACKAGES, wirePayment } from '../testing.ts';
import { PurchaseHistory } from './purchase-history.tsx';

afterEach(() => vi.unstubAllGlobals());

const CARD_ID = '7d2e1c4b-1111-4c2d-8e3f-5a6b7c8d9e0f';
const QR_ID = '7d2e1c4b-2222-4c2d-8e3f-5a6b7c8d9e0f';
const PAID_ID = '7d2e1c4b-3333-4c2d-8e3f-5a6b7c8d9e0f';
const LAPSED_ID = '7d2e1c4b-4444-4c2d-8e3f-5a6b7c8d9e0f';
const CHECKOUT = 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3';

function purchases(items: unknown[]) {
  return ok({
    items,
    page: 1,
    page_size: 10,
    total_count: items.length,
    total_pages: 1,
    has_next_page: false,
    has_previous_page: false,
  });
}

describe('PurchaseHistory', () => {
  it('offers to continue paying a pending QR here and a pending card at its checkout', async () => {
    stubServer({
      'GET /payments/packages': () => ok({ packages: PACKAGES }),
      'GET /purchases': () =>
        purchases([
          wirePayment({
            payment_id: CARD_ID,
            provider: 'stripe',
            method: 'card',
            qr_payload: null,
            qr_image_url: null,
            checkout_url: CHECKOUT,
            sandbox: false,
          }),
          wirePayment({ payment_id: QR_ID }),
          wirePayment({
            payment_id: PAID_ID,
            method: 'card',
            status: 'success',
            checkout_url: '/api/v1/sandbox/payments/x',
          }),
          wirePayment({
            payment_id: LAPSED_ID,
            method: 'card',
            checkout_url: '/api/v1/sandbox/payments/y',
            expires_at: new Date(Date.now() - 60_000).toISOString(),
          }),
        ]),
    });
    renderRoute(<PurchaseHistory />, '/wallet');

    const rows = within(await screen.findByTestId('purchases')).getAllByRole('listitem');
    const continueOf = (row: HTMLElement) =>
      within(row).queryByRole('link', { name: 'ชำระต่อ' })?.getAttribute('href') ?? null;
    expect(rows.map(continueOf)).toEqual([CHECKOUT, `/payment?payment_id=${QR_ID}`, null, null]);
  });
});
