import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { calendarDay, calendarMoment, whenWords } from '../../../lib/calendar-words.ts';
import { isEnglish, resultTitle, sectionText } from '../lib/format.ts';
import type { ReadingResult } from '../types.ts';
import { kindLabelKey } from '../lib/kind-label.ts';
import { ShareButton } from './share-button.tsx';
import { StickCard } from './stick-card.tsx';

/** Readings about what someone else feels or thinks: no one can put a figure on that. */
const ABOUT_ANOTHER: ReadonlySet<string> = new Set(['their-feelings', 'thinking-person']);

interface ReadingResultViewProps {
  result: ReadingResult;
  completedAt?: string | null;
  /** A share link exists only for a completed reading that is not a caring reply. */
  shareToken?: string | null;
  /** "Another reading", history, … */
  actions?: ReactNode;
}

function ScoreMeter({ score }: { score: number }) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(100, Math.round(score)));
  return (
    <div className="flex items-center gap-3" data-testid="reading-score">
      <span className="text-sm font-semibold text-amber-200">{t('readings.result.score')}</span>
      <span
        aria-hidden="true"
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-indigo-950/60"
      >
        <span
          className="block h-full rounded-full bg-gradient-to-r from-amber-400 to-amber-200"
          style={{ width: `${value}%` }}
        />
      </span>
      <span className="text-lg font-bold text-amber-100">
        {t('readings.result.scoreValue', { score: value })}
      </span>
    </div>
  );
}

function Chips({ label, items }: { label: string; items: readonly (string | number)[] }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-700 dark:text-indigo-200">{label}</h3>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 ring-1 ring-amber-300 dark:bg-indigo-800 dark:text-amber-200 dark:ring-indigo-600"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A reading, easy to read on a phone: its title and score, the summary, each section (or the
 * เซียมซี slip), lucky colours and numbers, the advice, then sharing and what to do next.
 */
export function ReadingResultView({
  result,
  completedAt,
  shareToken,
  actions,
}: ReadingResultViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const en = isEnglish(language);
  const title = resultTitle(result, language);
  const colours = (en ? result.luckyColoursEn : result.luckyColoursTh) ?? [];
  const numbers = result.luckyNumbers ?? [];
  const moment = result.date ? calendarDay(result.date) : calendarMoment(completedAt);
  const when = moment ? whenWords(t, moment) : '';
  const stick = result.stick ?? null;
  const ids = useId();

  // Every section shows: the lucky one also says which colours to avoid and what lucky numbers
  // are (and are not) for. Its colours and numbers show as chips inside it.
  const sections = result.sections;
  const hasChips = colours.length > 0 || numbers.length > 0;
  const chips = hasChips ? (
    <div className="space-y-4" data-testid="lucky-chips">
      {colours.length > 0 ? (
        <Chips label={t('readings.result.luckyColours')} items={colours} />
      ) : null}
      {numbers.length > 0 ? (
        <Chips label={t('readings.result.luckyNumbers')} items={numbers} />
      ) : null}
    </div>
  ) : null;
  const chipsInSection = sections.some((section) => section.id === 'lucky');
  const question = result.question ? (
    <p className="rounded-xl bg-white px-4 py-3 text-sm shadow-sm ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800">
      <span className="font-semibold text-amber-800 dark:text-amber-300">
        {t('readings.result.question')}:{' '}
      </span>
      {result.question}
    </p>
  ) : null;

  return (
    <div className="space-y-4" data-testid="reading-result">
      {stick ? (
        // The slip is the reading: its card carries the number, title and verse.
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{t(`readings.kinds.${result.kind}`)}</Badge>
            {when ? (
              <span className="text-sm text-slate-700 dark:text-indigo-200">
                {t('readings.result.readingOf', { date: when })}
              </span>
            ) : null}
          </div>
          {question}
          <StickCard stick={stick} />
          {/* The slip read against the question asked (the summary says the same). */}
          {result.sections
            .filter((section) => section.id === 'answer')
            .map((section) => {
              const text = sectionText(section, language);
              return (
                <section
                  key={section.id}
                  data-testid="stick-answer"
                  aria-labelledby={`${ids}-${section.id}`}
                  className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800"
                >
                  <h3
                    id={`${ids}-${section.id}`}
                    className="mb-2 text-lg leading-snug font-bold text-indigo-900 dark:text-amber-200"
                  >
                    {text.heading}
                  </h3>
                  <p className="leading-relaxed text-slate-800 dark:text-indigo-100">{text.body}</p>
                </section>
              );
            })}
        </>
      ) : (
        <>
          <section
            aria-labelledby={`${ids}-title`}
            className="space-y-3 rounded-2xl bg-gradient-to-br from-indigo-900 to-indigo-950 p-5 text-amber-50 shadow-md ring-1 ring-indigo-800"
          >
            <div className="flex flex-wrap items-center gap-2">
              <Badge>{t(`readings.kinds.${result.kind}`)}</Badge>
              {when ? (
                <span className="text-sm text-indigo-200">
                  {t('readings.result.readingOf', { date: when })}
                </span>
              ) : null}
            </div>
            <h2 id={`${ids}-title`} className="text-xl leading-snug font-bold text-amber-200">
              {title}
            </h2>
            {result.score0to100 !== undefined &&
            !result.safety &&
            !ABOUT_ANOTHER.has(result.kind) ? (
              <ScoreMeter score={result.score0to100} />
            ) : null}
          </section>
          {question}
          <p
            className="rounded-2xl bg-white p-5 text-lg leading-relaxed shadow-sm ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:text-amber-50 dark:ring-indigo-800"
            data-testid="reading-summary"
          >
            {en ? result.summaryEn : result.summaryTh}
          </p>
        </>
      )}

      {!stick && sections.length > 0 ? (
        <div className="space-y-3">
          {sections.map((section) => {
            const text = sectionText(section, language);
            return (
              <section
                key={section.id}
                aria-labelledby={`${ids}-${section.id}`}
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800"
              >
                <h3
                  id={`${ids}-${section.id}`}
                  className="mb-2 text-lg leading-snug font-bold text-indigo-900 dark:text-amber-200"
                >
                  {text.heading}
                </h3>
                {section.id === 'lucky' && chips ? <div className="mb-3">{chips}</div> : null}
                <p className="leading-relaxed text-slate-800 dark:text-indigo-100">{text.body}</p>
              </section>
            );
          })}
        </div>
      ) : null}

      {chips && (stick || !chipsInSection) ? (
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800">
          {chips}
        </section>
      ) : null}

      <section
        aria-labelledby={`${ids}-advice`}
        className="rounded-2xl bg-amber-100 p-5 ring-1 ring-amber-300 dark:bg-amber-400/10 dark:ring-amber-400/40"
      >
        <h3 id={`${ids}-advice`} className="mb-2 font-bold text-amber-900 dark:text-amber-200">
          {t('readings.result.advice')}
        </h3>
        <p className="leading-relaxed text-indigo-950 dark:text-amber-50">
          {en ? result.adviceEn : result.adviceTh}
        </p>
        {result.safety && result.hotline ? (
          <a
            href={`tel:${result.hotline}`}
            className="mt-3 inline-flex min-h-11 items-center rounded-full bg-indigo-800 px-5 font-semibold text-amber-50 dark:bg-amber-400 dark:text-indigo-950"
          >
            {t('readings.result.hotline', { number: result.hotline })}
          </a>
        ) : null}
      </section>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap [&>*]:sm:flex-1">
        {shareToken ? (
          <ShareButton
            shareToken={shareToken}
            // Never the reading's own title: it may name the people or the number asked about.
            title={t('readings.result.shareTitle', {
              kind: t(`readings.kinds.${kindLabelKey(result.kind)}`),
            })}
            kindLabel={t(`readings.kinds.${kindLabelKey(result.kind)}`)}
          />
        ) : null}
        {actions}
      </div>
    </div>
  );
}
