import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import type { ServerDailyFortune } from '../api/get-daily-fortune.ts';
import { monthOf, WEEKDAY_SWATCH, weekdayOf } from '../weekdays.ts';

const TIPS = ['tip1', 'tip2', 'tip3'] as const;

/**
 * Today's fortune by weekday: the day's lucky colour, a short reading and three tips. The card is
 * drawn at once from the catalogue; once the server's fortune of the day arrives (`fortune`, read
 * for the user's birth date when known) it takes its place, in room kept for it so nothing below
 * moves.
 */
export function DailyFortuneCard({
  date = new Date(),
  fortune = null,
}: {
  date?: Date;
  fortune?: ServerDailyFortune | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const day = weekdayOf(date);
  // From the catalogue rather than Intl: the first Thai date Intl formats loads the Buddhist
  // calendar, a long pause on a phone, and this is the first line the app draws.
  const dateText = t('home.date', {
    weekday: t(`home.weekdays.${day}.name`),
    day: date.getDate(),
    month: t(`home.months.${monthOf(date)}`),
    year: date.getFullYear(),
    buddhistYear: date.getFullYear() + 543,
  });

  return (
    <Card
      aria-labelledby={headingId}
      data-testid="daily-fortune"
      data-weekday={day}
      data-source={fortune ? 'server' : 'catalogue'}
    >
      <p className="text-sm font-semibold text-amber-800 dark:text-amber-300">
        <time dateTime={fortune?.date ?? date.toISOString().slice(0, 10)}>
          {fortune?.thaiDate ?? dateText}
        </time>
      </p>
      <h1 id={headingId} className="mt-1 text-2xl font-bold text-indigo-950 dark:text-amber-100">
        {t('home.title')}
      </h1>

      <div className="mt-4 flex items-center gap-4 rounded-xl bg-amber-50 p-4 dark:bg-indigo-950/60">
        <span
          aria-hidden="true"
          className={`size-14 shrink-0 rounded-full shadow-inner ring-4 ring-white dark:ring-indigo-800 ${fortune ? '' : WEEKDAY_SWATCH[day]}`}
          style={fortune ? { backgroundColor: fortune.colourOfDay.hex } : undefined}
        />
        <div className="min-h-[5.5rem]">
          <p className="text-sm text-slate-700 dark:text-indigo-200">
            {t('home.luckyColourLabel')}
          </p>
          <p className="text-xl font-bold">
            {fortune
              ? `${fortune.weekday} · ${fortune.colourOfDay.name}`
              : `${t(`home.weekdays.${day}.name`)} · ${t(`home.weekdays.${day}.colour`)}`}
          </p>
          {fortune ? (
            <>
              <p className="text-sm leading-5 text-slate-700 dark:text-indigo-200">
                {t('home.wear', { colours: fortune.colors.lucky.join(' ') })}
              </p>
              {fortune.colors.avoid.length > 0 ? (
                <p className="text-sm leading-5 text-slate-700 dark:text-indigo-200">
                  {t('home.avoid', { colours: fortune.colors.avoid.join(' ') })}
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      </div>

      {/* Room for the server's reading (a few lines longer than the catalogue's). */}
      <div className="mt-4 min-h-[9.75rem]">
        {fortune?.personalized && fortune.birthWeekday ? (
          <p className="mb-1 text-sm font-semibold text-indigo-800 dark:text-amber-200">
            {t('home.forYou', { weekday: fortune.birthWeekday })}
          </p>
        ) : null}
        <p className="leading-relaxed">{fortune?.reading ?? t(`home.weekdays.${day}.blurb`)}</p>
      </div>

      <h2 className="mt-5 text-lg font-semibold text-indigo-950 dark:text-amber-100">
        {t('home.tipsTitle')}
      </h2>
      <ol className="mt-2 min-h-[11rem] space-y-2">
        {(fortune?.tips ?? TIPS.map((tip) => t(`home.weekdays.${day}.${tip}`))).map(
          (tip, index) => (
            <li key={index} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-amber-400 text-sm font-bold text-indigo-950"
              >
                {index + 1}
              </span>
              <span className="leading-relaxed">{tip}</span>
            </li>
          ),
        )}
      </ol>
      {fortune?.yearNote ? (
        <details className="mt-3 text-sm text-slate-700 dark:text-indigo-200">
          <summary className="cursor-pointer font-semibold">{t('home.yearNoteTitle')}</summary>
          <p className="mt-1 leading-relaxed">{fortune.yearNote}</p>
        </details>
      ) : null}
    </Card>
  );
}
