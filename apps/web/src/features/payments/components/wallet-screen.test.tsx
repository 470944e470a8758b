import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { PACKAGES, PAYMENT_ID, wirePayment } from '../testing.ts';
import { WalletScreen } from './wallet-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

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

describe('WalletScreen', () => {
  it('lists the packages with coins, bonus and price, and starts a QR payment', async () => {
    const user = userEvent.setup();
    const server = stubServer({
      'GET /payments/packages': () => ok({ packages: PACKAGES }),
      'GET /purchases': emptyPurchases,
      'POST /payments/create-payment': () => ok(wirePayment(), 201),
    });
    const { router } = renderRoute(<WalletScreen signedIn onSignIn={vi.fn()} />, '/wallet');

    expect(await screen.findByRole('heading', { level: 1, name: 'กระเป๋าเหรียญ' })).toBeTruthy();
    const popular = await screen.findByTestId('package-popular');
    expect(popular.textContent).toContain('1,000 เหรียญ');
    expect(popular.textContent).toContain('โบนัส +100');
    expect(popular.textContent).toContain('฿99');
    expect(screen.getByTestId('package-starter').textContent).toContain('฿35');
    expect(screen.getByTestId('package-fortune-master').textContent).toContain('13,000 เหรียญ');
    expect(screen.getByTestId('package-fortune-master').textContent).toContain('฿999');
    // No bonus, no bonus badge.
    expect(screen.getByTestId('package-starter').textContent).not.toContain('โบนัส');
    expect(screen.getAllByRole('radio', { name: /เหรียญ/ })).toHaveLength(5);

    // Paying before choosing a package asks for one and calls nothing.
    await user.click(screen.getByRole('button', { name: 'ชำระเงิน' }));
    expect(screen.getByRole('alert').textContent).toBe('กรุณาเลือกแพ็กเกจก่อนชำระเงิน');
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(popular).getByRole('radio'));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'QR พร้อมเพย์' }).checked).toBe(true);
    expect(screen.getByText('ยอดนิยม · 1,100 เหรียญ · ฿99')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ชำระเงิน' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.search).toBe(`?payment_id=${PAYMENT_ID}`);
    const create = server.calls.find((c) => c.path === '/payments/create-payment');
    expect(JSON.parse(String(create?.body))).toEqual({ package_id: 'popular' });
  });

  it('pays by card: a card payment with an Idempotency-Key, then off to the checkout page', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const checkout = `/api/v1/sandbox/payments/${PAYMENT_ID}`;
    const server = stubServer({
      'GET /payments/packages': () => ok({ packages: PACKAGES }),
      'GET /purchases': emptyPurchases,
      'POST /payments/stripe/card': () =>
        ok(wirePayment({ method: 'card', qr_image_url: null, checkout_url: checkout }), 201),
    });
    renderRoute(<WalletScreen signedIn onSignIn={vi.fn()} />, '/wallet');

    await user.click(within(await screen.findByTestId('package-value')).getByRole('radio'));
    await user.click(screen.getByRole('radio', { name: 'บัตรเครดิต/เดบิต' }));
    await user.click(screen.getByRole('button', { name: 'ชำระเงิน' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkout));
    const call = server.calls.find((c) => c.path === '/payments/stripe/card');
    expect(JSON.parse(String(call?.body))).toEqual({ package_id: 'value' });
    expect(call?.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
  });

  it('asks a signed-out visitor to sign in instead of paying', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    const server = stubServer({ 'GET /payments/packages': () => ok({ packages: PACKAGES }) });
    renderRoute(<WalletScreen signedIn={false} onSignIn={onSignIn} />, '/wallet');

    expect(await screen.findByTestId('package-premium')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ชำระเงิน' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(server.calls.map((c) => c.path)).toEqual(['/payments/packages']);
  });
});
