import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { articleCoverSources } from '../lib/article-body.ts';
import { publishedDay } from '../lib/published-date.ts';
import { isArticleCategory } from '../types.ts';

export interface ArticleViewProps {
  category: string;
  title: string;
  publishedAt: string | null;
  /** A path under the web app or an absolute URL. */
  coverImage: string;
  paragraphs: string[];
  sources: string[];
  /** Between the title and the body (likes, sharing, bookmarking). */
  actions?: ReactNode;
  /** The words around the text (category, date, "sources") in this language, not the app's. */
  language?: 'th' | 'en';
  /** `h2` where the article sits inside another screen (the admin preview). */
  titleAs?: 'h1' | 'h2';
}

/**
 * An article as readers see it: cover, category · date, title, paragraphs and sources. Drawn
 * from plain values, so the article screen and the admin's preview look the same.
 */
export function ArticleView({
  category,
  title,
  publishedAt,
  coverImage,
  paragraphs,
  sources,
  actions,
  language,
  titleAs: Title = 'h1',
}: ArticleViewProps) {
  const { t: appT, i18n } = useTranslation();
  const t = language ? i18n.getFixedT(language) : appT;
  const day = publishedDay(publishedAt);
  return (
    <article className="space-y-4" lang={language}>
      <img
        src={coverImage}
        srcSet={articleCoverSources(coverImage)}
        sizes="(max-width: 820px) 100vw, 820px"
        alt=""
        width={640}
        height={360}
        className="aspect-video w-full rounded-2xl bg-indigo-900 object-cover"
      />
      <div className="space-y-1">
        <p className="text-sm font-semibold text-amber-800 dark:text-amber-300">
          {isArticleCategory(category) ? t(`feed.categories.${category}`) : category}
          {day && publishedAt ? (
            <>
              {' · '}
              <time dateTime={publishedAt}>
                {t('feed.published', { ...day, month: t(`home.months.${day.month}`) })}
              </time>
            </>
          ) : null}
        </p>
        <Title className="text-2xl leading-snug font-bold text-indigo-950 dark:text-amber-100">
          {title}
        </Title>
      </div>
      {actions}
      <div className="space-y-4 text-[1.0625rem] leading-relaxed">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {sources.length > 0 ? (
        <footer className="border-t border-amber-200 pt-3 text-xs text-slate-600 dark:border-indigo-800 dark:text-indigo-300">
          <h2 className="font-semibold">{t('feed.sources')}</h2>
          <ul className="mt-1 list-disc space-y-1 ps-4 break-words">
            {sources.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </ul>
        </footer>
      ) : null}
    </article>
  );
}
