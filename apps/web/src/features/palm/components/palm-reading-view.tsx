import { useTranslation } from 'react-i18next';
import { calendarMoment, whenWords } from '../../../lib/calendar-words.ts';
import type { PalmResult } from '../types.ts';
import { FocusHeading } from './focus-heading.tsx';
import { PalmLinesFigure, canDrawFigure } from './palm-lines-figure.tsx';

interface PalmReadingViewProps {
  result: PalmResult;
  completedAt: string | null;
  focusOnMount?: boolean;
  /**
   * The owner's photo (`original_path`): the lines found are drawn on it. Without it they are
   * drawn on a plain hand outline (a shared reading never shows the photo).
   */
  photoPath?: string | null;
}

/**
 * The reading: title and summary, the lines found (drawn where they run when the reading says
 * so, else named), one part per line, then the advice.
 */
export function PalmReadingView({
  result,
  completedAt,
  focusOnMount = false,
  photoPath = null,
}: PalmReadingViewProps) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const title = en ? result.titleEn : result.titleTh;
  const summary = en ? result.summaryEn : result.summaryTh;
  const advice = en ? result.adviceEn : result.adviceTh;
  const colours = (en ? result.luckyColoursEn : result.luckyColoursTh) ?? [];
  const numbers = result.luckyNumbers ?? [];
  const lines = result.lines ?? [];
  const readAt = calendarMoment(completedAt);

  return (
    <article className="flex flex-col gap-5" data-testid="palm-reading">
      <header className="flex flex-col gap-2 rounded-3xl bg-gradient-to-br from-indigo-900 to-indigo-800 p-5 text-amber-50 shadow-md dark:from-indigo-900 dark:to-indigo-950 dark:ring-1 dark:ring-indigo-700">
        <FocusHeading
          focusOnMount={focusOnMount}
          className="text-xl leading-snug font-bold text-amber-300"
        >
          {title}
        </FocusHeading>
        {readAt ? (
          <p className="text-sm text-indigo-200">
            {t('palm.result.readAt', { date: whenWords(t, readAt) })}
          </p>
        ) : null}
        <p className="leading-relaxed">{summary}</p>
      </header>

      {lines.length > 0 ? (
        <section aria-labelledby="palm-lines-heading" className="flex flex-col gap-3">
          <h3
            id="palm-lines-heading"
            className="text-lg font-bold text-indigo-950 dark:text-amber-100"
          >
            {t('palm.result.linesHeading')}
          </h3>
          {canDrawFigure(result, photoPath) ? (
            <PalmLinesFigure lines={lines} hand={result.hand} photoPath={photoPath} />
          ) : (
            <ul className="flex flex-wrap gap-2">
              {lines.map((line) => (
                <li
                  key={line.id}
                  className={
                    line.present
                      ? 'inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 dark:bg-indigo-800 dark:text-amber-200 dark:ring-indigo-600'
                      : 'inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm text-slate-600 ring-1 ring-slate-300 dark:bg-transparent dark:text-indigo-300 dark:ring-indigo-700'
                  }
                >
                  <span aria-hidden="true">{line.present ? '✓' : '–'}</span>
                  {en ? line.nameEn : line.nameTh}
                  <span className="sr-only">
                    {' '}
                    ({line.present ? t('palm.result.present') : t('palm.result.absent')})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <section aria-labelledby="palm-sections-heading" className="flex flex-col gap-3">
        <h3 id="palm-sections-heading" className="sr-only">
          {t('palm.result.sectionsHeading')}
        </h3>
        {result.sections.map((section) => (
          <section
            key={section.id}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800"
          >
            <h4 className="mb-1.5 font-bold text-indigo-900 dark:text-amber-200">
              {en ? section.headingEn : section.headingTh}
            </h4>
            <p className="leading-relaxed text-slate-800 dark:text-indigo-100">
              {en ? section.bodyEn : section.bodyTh}
            </p>
          </section>
        ))}
      </section>

      <section
        aria-labelledby="palm-advice-heading"
        className="flex flex-col gap-2 rounded-2xl bg-amber-100 p-4 ring-1 ring-amber-300 dark:bg-amber-400/10 dark:ring-amber-400/40"
      >
        <h3 id="palm-advice-heading" className="font-bold text-amber-900 dark:text-amber-200">
          {t('palm.result.adviceHeading')}
        </h3>
        <p className="leading-relaxed text-amber-950 dark:text-amber-50">{advice}</p>
        {colours.length > 0 || numbers.length > 0 ? (
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-amber-950 dark:text-amber-50">
            {colours.length > 0 ? (
              <>
                <dt className="font-semibold">{t('palm.result.luckyColours')}</dt>
                <dd>{colours.join(' · ')}</dd>
              </>
            ) : null}
            {numbers.length > 0 ? (
              <>
                <dt className="font-semibold">{t('palm.result.luckyNumbers')}</dt>
                <dd>{numbers.join(' · ')}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
      </section>
    </article>
  );
}
