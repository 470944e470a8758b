import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { fieldControlClassName } from '../../../components/ui/field-styles.ts';
import { Screen } from '../../../components/ui/screen.tsx';
import { useSearchArticles } from '../api/search-articles.ts';
import { ArticleList } from './article-list.tsx';
import { SearchIcon } from './feed-icons.tsx';

/**
 * `/search`: a search box and its results. The query lives in the address (`?q=`), so a search
 * can be shared and the back button returns to it.
 */
export function SearchScreen({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  const query = q.trim();
  const results = useSearchArticles(query, i18n.language);
  const total = results.data?.pages[0]?.totalCount;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <Screen title={t('feed.search.title')}>
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('feed.search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          value={draft}
          maxLength={200}
          enterKeyHint="search"
          placeholder={t('feed.search.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
          className={`${fieldControlClassName} min-w-0 flex-1`}
        />
        <button type="submit" className={buttonClassName('primary', 'shrink-0 px-4')}>
          <SearchIcon />
          <span className="sr-only sm:not-sr-only">{t('feed.search.submit')}</span>
        </button>
      </form>
      {query.length === 0 ? (
        <p className="text-slate-700 dark:text-indigo-200">{t('feed.search.hint')}</p>
      ) : (
        <>
          {total !== undefined && total > 0 ? (
            <p role="status" className="text-sm text-slate-600 dark:text-indigo-300">
              {t('feed.search.results', { count: total })}
            </p>
          ) : null}
          <ArticleList query={results} empty={t('feed.search.empty', { q: query })} />
        </>
      )}
    </Screen>
  );
}
