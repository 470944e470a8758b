import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { useBookmarks } from '../api/get-bookmarks.ts';
import { ArticleList } from './article-list.tsx';

/** `/bookmarks`: the signed-in user's saved articles; a visitor is asked to sign in. */
export function BookmarksScreen({
  userId,
  checkingSignIn,
  onSignIn,
}: {
  userId: string | null;
  checkingSignIn: boolean;
  onSignIn: () => void;
}) {
  const { t, i18n } = useTranslation();
  const bookmarks = useBookmarks(userId, i18n.language);
  return (
    <Screen title={t('feed.bookmarks.title')} lead={t('feed.bookmarks.lead')}>
      {userId ? (
        <ArticleList query={bookmarks} empty={t('feed.bookmarks.empty')} />
      ) : checkingSignIn ? (
        <p role="status">{t('feed.bookmarks.checkingSignIn')}</p>
      ) : (
        <Card className="space-y-3 text-center">
          <h2 className="text-lg font-semibold">{t('feed.bookmarks.signInTitle')}</h2>
          <p className="text-slate-700 dark:text-indigo-200">{t('feed.bookmarks.signInBody')}</p>
          <button type="button" className={buttonClassName('primary')} onClick={onSignIn}>
            {t('feed.bookmarks.signIn')}
          </button>
        </Card>
      )}
    </Screen>
  );
}
