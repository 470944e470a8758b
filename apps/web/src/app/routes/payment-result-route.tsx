import { PaymentResultScreen } from '../../features/payments/components/payment-result-screen.tsx';
import { usePaymentAuth } from './use-payment-auth.ts';

/** `/payment/success` and `/payment/cancel`: back from the payment provider. */
export function PaymentResultRoute({ outcome }: { outcome: 'success' | 'cancel' }) {
  return <PaymentResultScreen outcome={outcome} {...usePaymentAuth()} />;
}
