import { PaymentScreen } from '../../features/payments/components/payment-screen.tsx';
import { usePaymentAuth } from './use-payment-auth.ts';

/** `/payment?payment_id=…`: the PromptPay QR screen. */
export function PaymentRoute() {
  return <PaymentScreen {...usePaymentAuth()} />;
}
