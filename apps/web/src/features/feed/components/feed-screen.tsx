import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { useArticles } from '../api/get-articles.ts';
import type { ArticleCategory } from '../types.ts';
import { ArticleList } from './article-list.tsx';
import { CategoryChips } from './category-chips.tsx';
import { BookmarkIcon, SearchIcon } from './feed-icons.tsx';

const linkClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-indigo-800 ring-1 ring-indigo-200 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-amber-500 dark:text-amber-200 dark:ring-indigo-700 dark:hover:bg-indigo-900';

/** `/feed`: articles newest first, filtered by category chips, growing as the reader scrolls. */
export function FeedScreen({
  category,
  onCategoryChange,
}: {
  category: ArticleCategory | null;
  onCategoryChange: (category: ArticleCategory | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const articles = useArticles(category, i18n.language);
  return (
    <Screen title={t('feed.title')} lead={t('feed.lead')}>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.search} className={linkClass}>
          <SearchIcon width={16} height={16} />
          {t('feed.searchLink')}
        </Link>
        <Link to={paths.bookmarks} className={linkClass}>
          <BookmarkIcon width={16} height={16} />
          {t('feed.bookmarksLink')}
        </Link>
      </div>
      <CategoryChips selected={category} onSelect={onCategoryChange} />
      <ArticleList query={articles} empty={t('feed.empty')} />
    </Screen>
  );
}
