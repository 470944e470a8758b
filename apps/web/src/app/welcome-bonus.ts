import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { wallet } from './session.ts';

/** The user is no longer new: the welcome coins are theirs (here or on another device). */
export function welcomeNoLongerOffered(): void {
  useAuthStore.setState((s) => ({ user: s.user ? { ...s.user, isNewUser: false } : null }));
}

/** The welcome coins were claimed: the balance they made, and the user is no longer new. */
export function welcomeClaimed(balance: number): void {
  wallet.set(balance);
  welcomeNoLongerOffered();
}
