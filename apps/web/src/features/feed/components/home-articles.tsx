import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useFeatured } from '../api/get-featured.ts';
import { ArticleCard } from './article-card.tsx';

/** Below the daily card on the home page: a few featured and new articles, and the way to the feed. */
export function HomeArticles() {
  const { t, i18n } = useTranslation();
  const featured = useFeatured(i18n.language);
  const articles = featured.data?.articles.slice(0, 3) ?? [];
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="home-articles" className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2
          id="home-articles"
          className="text-lg font-semibold text-indigo-950 dark:text-amber-100"
        >
          {t('feed.homeTitle')}
        </h2>
        <Link
          to={paths.feed}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-indigo-800 underline-offset-4 hover:underline dark:text-amber-300"
        >
          {t('feed.homeSeeAll')}
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
      <ul className="space-y-3">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
