import { ARTICLE_CATEGORIES, type ArticleCategory } from '@duangdee/contract/feed';
import { useTranslation } from 'react-i18next';
import type { ArticleStatus } from '../types.ts';
import type { PillTone } from '../components/pill.tsx';

export { ARTICLE_CATEGORIES, type ArticleCategory };

export const ARTICLE_STATUSES: readonly ArticleStatus[] = ['draft', 'scheduled', 'published'];

export const ARTICLE_STATUS_TONE: Record<ArticleStatus, PillTone> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
};

export function isArticleCategory(category: string): category is ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(category);
}

/** A category's name as the feed shows it, or the category itself when unknown. */
export function useCategoryLabel() {
  const { t } = useTranslation();
  return (category: string): string =>
    isArticleCategory(category) ? t(`feed.categories.${category}`) : category;
}
