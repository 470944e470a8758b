import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isEnglish } from '../lib/format.ts';
import type { LoveStick } from '../types.ts';

/** The aspects of a slip, in the order the temple reads them. */
const ASPECTS = ['love', 'work', 'money', 'health', 'travel', 'study', 'family'] as const;

/** A drawn เซียมซี slip: its number, title, verse and what it foretells for each aspect. */
export function StickCard({ stick }: { stick: LoveStick }) {
  const { t, i18n } = useTranslation();
  const en = isEnglish(i18n.language);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="love-stick"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800"
    >
      <div className="flex items-center gap-4 bg-gradient-to-br from-red-700 to-red-900 px-5 py-4 text-amber-100">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-amber-300 text-3xl font-bold text-red-900 ring-4 ring-amber-200/60"
        >
          {stick.number}
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-amber-200" data-testid="stick-number">
            {t('readings.sticks.number', { number: stick.number })}
          </p>
          <h2 id={titleId} className="text-xl leading-snug font-bold text-amber-50">
            {en ? stick.titleEn : stick.titleTh}
          </h2>
          <p className="mt-1 inline-flex rounded-full bg-amber-300/20 px-2.5 py-0.5 text-xs font-semibold text-amber-100 ring-1 ring-amber-200/50">
            {en ? stick.levelEn : stick.levelTh}
          </p>
        </div>
      </div>
      <div className="space-y-5 p-5">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-red-800 dark:text-amber-300">
            {t('readings.sticks.verse')}
          </h3>
          {en ? (
            <p className="leading-relaxed italic">{stick.verseEn}</p>
          ) : (
            <p className="space-y-0.5 text-lg leading-relaxed" data-testid="stick-verse">
              {stick.verseTh.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </p>
          )}
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-red-800 dark:text-amber-300">
            {t('readings.sticks.meanings')}
          </h3>
          <dl className="divide-y divide-amber-100 dark:divide-indigo-800">
            {ASPECTS.map((aspect) => {
              const meaning = stick.meanings[aspect];
              if (!meaning) return null;
              return (
                <div key={aspect} className="py-3 first:pt-0 last:pb-0">
                  <dt className="font-semibold text-indigo-950 dark:text-amber-100">
                    {t(`readings.sticks.aspects.${aspect}`)}
                  </dt>
                  <dd className="leading-relaxed text-slate-800 dark:text-indigo-100">
                    {en ? meaning.en : meaning.th}
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      </div>
    </section>
  );
}
