import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ShareSheet, type ShareChannel } from '../../../components/share-sheet.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useArticle } from '../api/get-article.ts';
import { useRecommendations } from '../api/get-recommendations.ts';
import { useToggleBookmark } from '../api/bookmark-article.ts';
import { useToggleLike } from '../api/like-article.ts';
import { useShareArticle } from '../api/share-article.ts';
import { articleSharePlatform, articleShareUrl } from '../lib/share-article-link.ts';
import type { Article } from '../types.ts';
import { ArticleCard } from './article-card.tsx';
import { ArticleView } from './article-view.tsx';
import { BookmarkIcon, HeartIcon, ShareIcon } from './feed-icons.tsx';

interface ArticleScreenProps {
  id: string;
  /** Whether someone is signed in: bookmarks need an account. */
  signedIn: boolean;
  onSignIn: () => void;
}

const actionClass = (active: boolean) =>
  `inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:opacity-60 ${
    active
      ? 'bg-rose-100 text-rose-700 ring-1 ring-rose-300 dark:bg-rose-900/40 dark:text-rose-200 dark:ring-rose-700'
      : 'bg-white text-indigo-900 ring-1 ring-indigo-200 hover:bg-indigo-50 dark:bg-indigo-900 dark:text-amber-50 dark:ring-indigo-700 dark:hover:bg-indigo-800'
  }`;

function Actions({
  article,
  signedIn,
  onSignIn,
}: { article: Article } & Omit<ArticleScreenProps, 'id'>) {
  const { t } = useTranslation();
  const like = useToggleLike(article.id);
  const share = useShareArticle(article.id);
  const bookmark = useToggleBookmark(article.id);
  const [sharing, setSharing] = useState(false);

  const onLike = () =>
    like.mutate(!article.liked, { onError: () => toast.error(t('feed.likeFailed')) });

  // Counted by where it went; a count that does not arrive is not worth troubling the reader.
  const onShared = (channel: ShareChannel) => share.mutate(articleSharePlatform(channel));

  const onBookmark = () => {
    if (!signedIn) {
      toast(t('feed.bookmarkSignIn'));
      onSignIn();
      return;
    }
    bookmark.mutate(!article.bookmarked, { onError: () => toast.error(t('feed.bookmarkFailed')) });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={article.liked}
        className={actionClass(article.liked)}
        onClick={onLike}
        disabled={like.isPending}
      >
        <HeartIcon filled={article.liked} />
        <span>{article.liked ? t('feed.liked') : t('feed.like')}</span>
        <span
          data-testid="like-count"
          aria-label={t('feed.likeCount', { count: article.likeCount })}
          className="font-normal"
        >
          · {t('feed.likeNumber', { count: article.likeCount })}
        </span>
      </button>
      <button
        type="button"
        className={actionClass(false)}
        onClick={() => setSharing(true)}
        aria-haspopup="dialog"
      >
        <ShareIcon />
        {t('feed.share')}
      </button>
      <ShareSheet
        open={sharing}
        onClose={() => setSharing(false)}
        onShared={onShared}
        content={{
          url: articleShareUrl(article.id),
          title: t('feed.shareTitle', { title: article.title }),
          text: article.title,
        }}
      />
      <button
        type="button"
        aria-pressed={signedIn ? article.bookmarked : undefined}
        className={actionClass(false)}
        onClick={onBookmark}
        disabled={bookmark.isPending}
      >
        <BookmarkIcon filled={article.bookmarked} />
        {article.bookmarked ? t('feed.bookmarked') : t('feed.bookmark')}
      </button>
    </div>
  );
}

function Recommendations({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const list = useRecommendations(id, i18n.language);
  const articles = list.data?.articles ?? [];
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="read-next" className="space-y-3">
      <h2 id="read-next" className="text-lg font-semibold text-indigo-950 dark:text-amber-100">
        {t('feed.recommendations')}
      </h2>
      <ul className="space-y-3">
        {articles.slice(0, 4).map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/articles/:id`: an article in full, with likes, sharing, bookmarking and what to read next. */
export function ArticleScreen({ id, signedIn, onSignIn }: ArticleScreenProps) {
  const { t, i18n } = useTranslation();
  const query = useArticle(id, i18n.language);
  const article = query.data;
  useDocumentTitle(article?.title ?? t('feed.title'));

  if (query.isPending) {
    return (
      <p role="status" className="py-8 text-center text-slate-600 dark:text-indigo-200">
        {t('feed.loading')}
      </p>
    );
  }
  const missing = query.error instanceof ApiError && query.error.status === 404;
  if (!article && !missing) {
    return (
      <div role="alert" className="space-y-3 py-8 text-center">
        <p>{t('feed.loadFailed')}</p>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={() => void query.refetch()}
        >
          {t('feed.retry')}
        </button>
      </div>
    );
  }
  if (!article) {
    return (
      <div role="alert" className="space-y-4 py-8 text-center">
        <p>{t('feed.notFound')}</p>
        <Link to={paths.feed} className={buttonClassName('secondary')}>
          {t('feed.backToFeed')}
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <ArticleView
        category={article.category}
        title={article.title}
        publishedAt={article.publishedAt}
        coverImage={article.coverImage}
        paragraphs={article.body}
        sources={article.sources}
        actions={<Actions article={article} signedIn={signedIn} onSignIn={onSignIn} />}
      />
      <Recommendations id={article.id} />
    </div>
  );
}
