import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { isLanguage, LOCALES, DEFAULT_LANGUAGE } from '../../../i18n/languages.ts';
import { WEEKDAY_SWATCH, weekdayOf } from '../weekdays.ts';

const TIPS = ['tip1', 'tip2', 'tip3'] as const;

/** Today's fortune by weekday: the day's lucky colour, a short reading and three tips. */
export function DailyFortuneCard({ date = new Date() }: { date?: Date }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const day = weekdayOf(date);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const dateText = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'full' }).format(date);

  return (
    <Card aria-labelledby={headingId} data-testid="daily-fortune" data-weekday={day}>
      <p className="text-sm font-semibold text-amber-800 dark:text-amber-300">
        <time dateTime={date.toISOString().slice(0, 10)}>{dateText}</time>
      </p>
      <h1 id={headingId} className="mt-1 text-2xl font-bold text-indigo-950 dark:text-amber-100">
        {t('home.title')}
      </h1>

      <div className="mt-4 flex items-center gap-4 rounded-xl bg-amber-50 p-4 dark:bg-indigo-950/60">
        <span
          aria-hidden="true"
          className={`size-14 shrink-0 rounded-full shadow-inner ring-4 ring-white dark:ring-indigo-800 ${WEEKDAY_SWATCH[day]}`}
        />
        <div>
          <p className="text-sm text-slate-700 dark:text-indigo-200">
            {t('home.luckyColourLabel')}
          </p>
          <p className="text-xl font-bold">
            {t(`home.weekdays.${day}.name`)} · {t(`home.weekdays.${day}.colour`)}
          </p>
        </div>
      </div>

      <p className="mt-4 leading-relaxed">{t(`home.weekdays.${day}.blurb`)}</p>

      <h2 className="mt-5 text-lg font-semibold text-indigo-950 dark:text-amber-100">
        {t('home.tipsTitle')}
      </h2>
      <ol className="mt-2 space-y-2">
        {TIPS.map((tip, index) => (
          <li key={tip} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-amber-400 text-sm font-bold text-indigo-950"
            >
              {index + 1}
            </span>
            <span className="leading-relaxed">{t(`home.weekdays.${day}.${tip}`)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
