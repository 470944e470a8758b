/** Test data of the payments feature; the stubbed server and router are in src/test/. */

export const PACKAGES = [
  {
    id: 'starter',
    name_th: 'เริ่มต้นดูดวง',
    name_en: 'Starter',
    coins: 350,
    bonus_coins: 0,
    price_thb: 35,
  },
  {
    id: 'popular',
    name_th: 'ยอดนิยม',
    name_en: 'Popular',
    coins: 1000,
    bonus_coins: 100,
    price_thb: 99,
  },
  { id: 'value', name_th: 'คุ้มค่า', name_en: 'Value', coins: 2500, bonus_coins: 350, price_thb: 229 },
  {
    id: 'premium',
    name_th: 'พรีเมียม',
    name_en: 'Premium',
    coins: 6000,
    bonus_coins: 1000,
    price_thb: 499,
  },
  {
    id: 'fortune-master',
    name_th: 'เซียนดวง',
    name_en: 'Fortune master',
    coins: 13000,
    bonus_coins: 2500,
    price_thb: 999,
  },
].map((p) => ({
  ...p,
  name: p.name_th,
  total_coins: p.coins + p.bonus_coins,
  price_satang: p.price_thb * 100,
}));

export const PAYMENT_ID = '3f1c6f0e-8a51-4b8e-9d55-0c1f6f1c2a10';

/** A payment as the server sends it (snake_case). */
export function wirePayment(overrides: Record<string, unknown> = {}) {
  return {
    payment_id: PAYMENT_ID,
    status: 'pending',
    provider: 'sandbox',
    method: 'promptpay',
    package_id: 'popular',
    amount_thb: 99,
    amount_satang: 9900,
    coins: 1100,
    payment_code: 'DD7K2Q9X',
    qr_payload: '00020101021230...',
    qr_image_url: `/api/v1/payments/${PAYMENT_ID}/qr.png`,
    checkout_url: null,
    sandbox: true,
    expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    created_at: new Date().toISOString(),
    completed_at: null,
    failure_reason: null,
    ...overrides,
  };
}
