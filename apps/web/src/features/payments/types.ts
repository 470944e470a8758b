import type { PaymentStatus } from '@duangdee/contract/payments';

export type { PaymentStatus };

/** A coin package as the client sees it (`GET /payments/packages`, camelCased). */
export interface CoinPackage {
  id: string;
  name: string;
  nameTh: string;
  nameEn: string;
  coins: number;
  bonusCoins: number;
  totalCoins: number;
  priceThb: number;
  priceSatang: number;
}

export type PaymentMethod = 'promptpay' | 'card';

/** One payment (PromptPay QR or card), camelCased from the server's payment view. */
export interface Payment {
  paymentId: string;
  status: PaymentStatus;
  provider: 'promptpay' | 'sandbox' | 'stripe';
  method: PaymentMethod;
  packageId: string;
  amountThb: number;
  amountSatang: number;
  coins: number;
  paymentCode: string;
  qrPayload: string | null;
  /** `/api/v1/payments/{id}/qr.png`: needs the bearer token, so it is fetched as a blob. */
  qrImageUrl: string | null;
  checkoutUrl: string | null;
  sandbox: boolean;
  expiresAt: string;
  createdAt: string;
  completedAt: string | null;
  failureReason: string | null;
}

/** Still moving: the client keeps asking the server about these. */
export function isOpenStatus(status: PaymentStatus | undefined): boolean {
  return status === 'pending' || status === 'verifying';
}
