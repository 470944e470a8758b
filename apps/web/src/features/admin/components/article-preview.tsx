import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCatalogue } from '../../../i18n/i18n.ts';
import { previewOf, type ArticleDraft } from '../lib/article-draft.ts';
import type { ArticlePreview } from '../types.ts';

export type PreviewLanguage = 'th' | 'en';

/** Draws an article the way the app's own article screen does (handed in by the app layer). */
export type RenderArticlePreview = (
  article: ArticlePreview,
  language: PreviewLanguage,
) => ReactNode;

const LANGUAGES: readonly PreviewLanguage[] = ['th', 'en'];

/** Whether the words of `language` (category names, dates, "sources") are at hand. */
function useCatalogueReady(language: PreviewLanguage): boolean {
  const [ready, setReady] = useState<Record<string, boolean>>({});
  useEffect(() => {
    if (ready[language]) return;
    let live = true;
    void Promise.all([loadCatalogue(language, 'core'), loadCatalogue(language, 'rest')]).then(
      () => {
        if (live) setReady((current) => ({ ...current, [language]: true }));
      },
    );
    return () => {
      live = false;
    };
  }, [language, ready]);
  return ready[language] === true;
}

/** The draft as readers would see it, in Thai or in English, drawn by the app's article view. */
export function ArticlePreviewPanel({
  draft,
  publishedAt,
  render,
}: {
  draft: ArticleDraft;
  publishedAt: string | null;
  render: RenderArticlePreview;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<PreviewLanguage>('th');
  const ready = useCatalogueReady(language);
  const article = previewOf(draft, language, publishedAt);

  return (
    <section aria-labelledby="article-preview" className="space-y-3">
      <h2 id="article-preview" className="text-lg font-bold text-indigo-950 dark:text-amber-100">
        {t('admin.articles.preview.title')}
      </h2>
      <div role="group" aria-label={t('admin.articles.preview.languages')} className="flex gap-2">
        {LANGUAGES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={language === value}
            onClick={() => setLanguage(value)}
            className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-amber-500 ${
              language === value
                ? 'bg-indigo-800 text-amber-50 ring-indigo-800 dark:bg-amber-400 dark:text-indigo-950 dark:ring-amber-400'
                : 'bg-white text-indigo-900 ring-indigo-200 dark:bg-transparent dark:text-amber-50 dark:ring-indigo-600'
            }`}
          >
            {t(`admin.articles.preview.${value}`)}
          </button>
        ))}
      </div>
      {language === 'en' ? (
        <p className="text-xs text-slate-600 dark:text-indigo-300">
          {t('admin.articles.preview.fallback')}
        </p>
      ) : null}
      <div
        data-testid="article-preview"
        lang={language}
        className="mx-auto max-w-xl rounded-3xl bg-amber-50/60 p-4 ring-1 ring-amber-200 dark:bg-indigo-950 dark:ring-indigo-800"
      >
        {!article ? (
          <p className="text-sm">{t('admin.articles.preview.empty')}</p>
        ) : ready ? (
          render(article, language)
        ) : (
          <p role="status">{t('admin.articles.preview.loading')}</p>
        )}
      </div>
    </section>
  );
}
