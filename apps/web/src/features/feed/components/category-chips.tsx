import { useTranslation } from 'react-i18next';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '../types.ts';

/** The category filter: "all" and each category, one pressed at a time. */
export function CategoryChips({
  selected,
  onSelect,
}: {
  selected: ArticleCategory | null;
  onSelect: (category: ArticleCategory | null) => void;
}) {
  const { t } = useTranslation();
  const chip = (active: boolean) =>
    `min-h-10 shrink-0 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 ${
      active
        ? 'bg-indigo-800 text-amber-50 dark:bg-amber-400 dark:text-indigo-950'
        : 'bg-white text-indigo-900 ring-1 ring-amber-200 hover:bg-amber-100 dark:bg-indigo-900 dark:text-amber-50 dark:ring-indigo-700 dark:hover:bg-indigo-800'
    }`;
  return (
    <div
      role="group"
      aria-label={t('feed.categoriesLabel')}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
    >
      <button
        type="button"
        aria-pressed={selected === null}
        className={chip(selected === null)}
        onClick={() => onSelect(null)}
      >
        {t('feed.all')}
      </button>
      {ARTICLE_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={selected === category}
          className={chip(selected === category)}
          onClick={() => onSelect(category)}
        >
          {t(`feed.categories.${category}`)}
        </button>
      ))}
    </div>
  );
}
