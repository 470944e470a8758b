import { useParams } from 'react-router';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { useLoginModal } from '../../features/auth/stores/login-modal-store.ts';
import { ArticleScreen } from '../../features/feed/components/article-screen.tsx';

/** `/articles/:id`: an article; bookmarking it asks a visitor to sign in. */
export function ArticleRoute() {
  const { id = '' } = useParams();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const onSignIn = useLoginModal((s) => s.show);
  return <ArticleScreen key={id} id={id} signedIn={signedIn} onSignIn={onSignIn} />;
}
