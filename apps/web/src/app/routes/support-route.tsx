import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { SupportScreen } from '../../features/info-pages/components/support-screen.tsx';

/** `/support`: the form for everyone; a signed-in user's own questions and answers beside it. */
export function SupportRoute() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const user = useAuthStore((s) => s.user);
  const account = signedIn && user ? { userId: user.id, email: user.email ?? null } : null;
  return <SupportScreen account={account} />;
}
