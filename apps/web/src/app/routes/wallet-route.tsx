import { WalletScreen } from '../../features/payments/components/wallet-screen.tsx';
import { usePaymentAuth } from './use-payment-auth.ts';

/** `/wallet`: the coin packages, with the app's sign-in state and login modal. */
export function WalletRoute() {
  return <WalletScreen {...usePaymentAuth()} />;
}
