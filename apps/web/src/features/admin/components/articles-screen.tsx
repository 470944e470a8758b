import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Screen } from '../../../components/ui/screen.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAdminArticles, type ArticleFilters } from '../api/get-articles.ts';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_STATUS_TONE,
  ARTICLE_STATUSES,
  useCategoryLabel,
  type ArticleCategory,
} from '../lib/article-words.ts';
import { formatDateTime } from '../lib/dates.ts';
import { useFilterDraft, useListParams } from '../lib/use-list-params.ts';
import type { AdminArticleRow, ArticleStatus } from '../types.ts';
import { FilterForm } from './filter-form.tsx';
import { ListState } from './list-state.tsx';
import { Pager } from './pager.tsx';
import { Pill } from './pill.tsx';

const DEFAULT_FILTERS: ArticleFilters = { status: '', category: '', q: '' };

function When({ article }: { article: AdminArticleRow }) {
  const { t, i18n } = useTranslation();
  const date = formatDateTime(article.publishedAt, i18n.language);
  if (article.status === 'published') return <>{t('admin.articles.publishedAt', { date })}</>;
  if (article.status === 'scheduled') return <>{t('admin.articles.scheduledFor', { date })}</>;
  return (
    <>{t('admin.articles.updatedAt', { date: formatDateTime(article.updatedAt, i18n.language) })}</>
  );
}

interface ArticlesScreenProps {
  articlePath: (id: string) => string;
  newArticlePath: string;
}

/** `/admin/articles`: every article, drafts and scheduled ones too, by status, category and title. */
export function ArticlesScreen({ articlePath, newArticlePath }: ArticlesScreenProps) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const { filters, page, apply, setPage, clear } = useListParams(DEFAULT_FILTERS);
  const { draft, set } = useFilterDraft(filters);
  const list = useAdminArticles(filters, page);

  return (
    <Screen title={t('admin.articles.title')} lead={t('admin.articles.lead')}>
      <Link to={newArticlePath} className={buttonClassName('gold')}>
        + {t('admin.articles.newArticle')}
      </Link>
      <FilterForm onApply={() => apply({ ...draft, q: draft.q.trim() })} onClear={clear}>
        <SelectField
          label={t('admin.articles.status')}
          value={draft.status as ArticleStatus | ''}
          placeholder={t('admin.common.all')}
          options={ARTICLE_STATUSES.map((value) => ({
            value,
            label: t(`admin.articles.statuses.${value}`),
          }))}
          onChange={(value) => set('status', value)}
        />
        <SelectField
          label={t('admin.articles.category')}
          value={draft.category as ArticleCategory | ''}
          placeholder={t('admin.common.all')}
          options={ARTICLE_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }))}
          onChange={(value) => set('category', value)}
        />
        <TextField
          className="col-span-2"
          type="search"
          label={t('admin.articles.search')}
          value={draft.q}
          maxLength={100}
          onChange={(e) => set('q', e.target.value)}
        />
      </FilterForm>
      <ListState query={list} empty={t('admin.articles.empty')} />
      {list.data && list.data.items.length > 0 ? (
        <ul className="divide-y divide-indigo-100 overflow-hidden rounded-2xl bg-white ring-1 ring-amber-200 dark:divide-indigo-800 dark:bg-indigo-900/70 dark:ring-indigo-800">
          {list.data.items.map((article) => (
            <li key={article.id} data-testid="article-row">
              <Link
                to={articlePath(article.id)}
                className="grid gap-1 px-4 py-3 hover:bg-amber-50 sm:grid-cols-[3fr_1fr_1fr] sm:items-center sm:gap-3 dark:hover:bg-indigo-900"
              >
                <span className="min-w-0">
                  <span className="block font-semibold break-words">{article.titleTh}</span>
                  <span className="block text-xs break-words text-slate-600 dark:text-indigo-300">
                    {article.titleEn ?? t('admin.articles.noEnglish')}
                  </span>
                </span>
                <span className="flex flex-wrap gap-1">
                  <Pill tone={ARTICLE_STATUS_TONE[article.status]}>
                    {t(`admin.articles.statuses.${article.status}`)}
                  </Pill>
                  <Pill>{categoryLabel(article.category)}</Pill>
                  {article.isFeatured ? (
                    <Pill tone="gold">{t('admin.articles.featured')}</Pill>
                  ) : null}
                </span>
                <span className="text-xs text-slate-600 sm:text-end dark:text-indigo-300">
                  <When article={article} />
                  <span className="block">
                    {t('admin.articles.likes', {
                      count: article.likeCount,
                      shares: article.shareCount,
                    })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {list.data ? <Pager page={page} pages={list.data.totalPages} onPage={setPage} /> : null}
    </Screen>
  );
}
