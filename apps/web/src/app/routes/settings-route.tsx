import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { useLoginModal } from '../../features/auth/stores/login-modal-store.ts';
import { DailyFortunePush } from '../../features/settings/components/daily-fortune-push.tsx';
import { SettingsScreen } from '../../features/settings/components/settings-screen.tsx';

/** `/settings`: theme, language, cookies, and the daily fortune by push for a signed-in user. */
export function SettingsRoute() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const checkingSignIn = useAuthStore((s) => s.isLoading);
  const onSignIn = useLoginModal((s) => s.show);
  return (
    <SettingsScreen
      notifications={
        <DailyFortunePush
          userId={signedIn ? userId : null}
          checkingSignIn={checkingSignIn}
          onSignIn={onSignIn}
        />
      }
    />
  );
}
