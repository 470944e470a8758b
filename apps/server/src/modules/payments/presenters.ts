import type { CoinPackage, PaymentView } from '@duangdee/contract/payments';
import type { PackageRow, PaymentRow } from './repo.ts';

export const satangToThb = (satang: number) => satang / 100;

export function presentPackage(row: PackageRow, language: 'th' | 'en' = 'th'): CoinPackage {
  return {
    id: row.id,
    name: language === 'en' ? row.nameEn : row.nameTh,
    name_th: row.nameTh,
    name_en: row.nameEn,
    coins: row.coins,
    bonus_coins: row.bonusCoins,
    total_coins: row.coins + row.bonusCoins,
    price_thb: satangToThb(row.priceSatang),
    price_satang: row.priceSatang,
  };
}

export function presentPayment(row: PaymentRow): PaymentView {
  return {
    payment_id: row.id,
    status: row.status,
    provider: row.provider,
    method: row.method,
    package_id: row.packageId,
    amount_thb: satangToThb(row.amountSatang),
    amount_satang: row.amountSatang,
    coins: row.coins,
    payment_code: row.paymentCode,
    qr_payload: row.qrPayload,
    qr_image_url: row.qrPayload ? `/api/v1/payments/${row.id}/qr.png` : null,
    checkout_url: row.checkoutUrl,
    sandbox: row.provider === 'sandbox',
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    failure_reason: row.failureReason,
  };
}
