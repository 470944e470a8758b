import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { useLoginModal } from '../../features/auth/stores/login-modal-store.ts';
import { BookmarksScreen } from '../../features/feed/components/bookmarks-screen.tsx';

/** `/bookmarks`: the signed-in user's saved articles. */
export function BookmarksRoute() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const checkingSignIn = useAuthStore((s) => s.isLoading);
  const onSignIn = useLoginModal((s) => s.show);
  return (
    <BookmarksScreen
      userId={signedIn ? userId : null}
      checkingSignIn={checkingSignIn}
      onSignIn={onSignIn}
    />
  );
}
