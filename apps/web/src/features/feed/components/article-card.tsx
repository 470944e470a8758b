import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { articlePath } from '../../../config/paths.ts';
import { articleCoverSources } from '../lib/article-body.ts';
import { isArticleCategory, type ArticleSummary } from '../types.ts';
import { HeartIcon } from './feed-icons.tsx';
import { PublishedDate } from './published-date.tsx';

/** One article in a list: its cover, category, title, summary, date and likes; a link to it. */
export function ArticleCard({
  article,
  compact = false,
}: {
  article: ArticleSummary;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={articlePath(article.id)}
      data-testid="article-card"
      className="group flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-amber-200 transition-colors hover:ring-amber-400 focus-visible:outline-2 focus-visible:outline-amber-500 dark:bg-indigo-900/70 dark:ring-indigo-800 dark:hover:ring-amber-300"
    >
      <img
        src={article.coverImage}
        srcSet={articleCoverSources(article.coverImage)}
        sizes={compact ? '96px' : '112px'}
        alt=""
        width={compact ? 96 : 112}
        height={compact ? 72 : 84}
        loading="lazy"
        decoding="async"
        className={`${compact ? 'h-18 w-24' : 'h-21 w-28'} shrink-0 rounded-xl bg-indigo-900 object-cover`}
      />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold text-amber-800 dark:text-amber-300">
          {isArticleCategory(article.category)
            ? t(`feed.categories.${article.category}`)
            : article.category}
        </p>
        <h3 className="mt-0.5 line-clamp-2 font-semibold leading-snug text-indigo-950 group-hover:underline dark:text-amber-50">
          {article.title}
        </h3>
        {compact ? null : (
          <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-indigo-200">
            {article.summary}
          </p>
        )}
        <p className="mt-1 flex items-center gap-3 text-xs text-slate-600 dark:text-indigo-300">
          <PublishedDate iso={article.publishedAt} />
          <span className="inline-flex items-center gap-1">
            <HeartIcon width={14} height={14} filled={article.liked} className="text-rose-500" />
            {t('feed.likeCount', { count: article.likeCount })}
          </span>
        </p>
      </div>
    </Link>
  );
}
