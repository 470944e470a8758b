import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import type { ArticleList as ArticleListPage } from '../types.ts';
import { ArticleCard } from './article-card.tsx';
import { InfiniteSentinel } from './infinite-sentinel.tsx';

interface PagedArticles {
  data: { pages: ArticleListPage[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A list that grows as the reader scrolls: loading and failure states, the articles, then the
 * next page when the end comes near (or on the button, for browsers that cannot tell).
 */
export function ArticleList({ query, empty }: { query: PagedArticles; empty: string }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className="py-8 text-center text-slate-600 dark:text-indigo-200">
        {t('feed.loading')}
      </p>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div role="alert" className="space-y-3 py-6 text-center">
        <p>{t('feed.loadFailed')}</p>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={() => query.refetch()}
        >
          {t('feed.retry')}
        </button>
      </div>
    );
  }
  const articles = query.data.pages.flatMap((page) => page.articles);
  if (articles.length === 0) {
    return <p className="py-8 text-center text-slate-600 dark:text-indigo-200">{empty}</p>;
  }
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      <InfiniteSentinel
        active={query.hasNextPage && !query.isFetchingNextPage}
        onVisible={loadMore}
      />
      {query.isFetchingNextPage ? (
        <p role="status" className="text-center text-sm text-slate-600 dark:text-indigo-200">
          {t('feed.loadingMore')}
        </p>
      ) : query.hasNextPage ? (
        <div className="text-center">
          <button type="button" className={buttonClassName('secondary')} onClick={loadMore}>
            {t('feed.loadMore')}
          </button>
        </div>
      ) : (
        <p className="text-center text-sm text-slate-500 dark:text-indigo-300">{t('feed.end')}</p>
      )}
    </div>
  );
}
