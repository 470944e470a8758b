import type { TFunction } from 'i18next';
import {
  inBangkok,
  MONTH_KEYS,
  parseIsoDate,
  toBuddhistYear,
  type DateParts,
  type MonthKey,
} from '../../../lib/thai-date.ts';
import type { ReadingResult, ReadingSection } from '../types.ts';

/** The reading in the chosen language: Thai unless the app is in English. */
export function isEnglish(language: string): boolean {
  return language === 'en';
}

export function resultTitle(result: Pick<ReadingResult, 'titleTh' | 'titleEn'>, language: string) {
  return isEnglish(language) ? result.titleEn : result.titleTh;
}

export function sectionText(section: ReadingSection, language: string) {
  return isEnglish(language)
    ? { heading: section.headingEn, body: section.bodyEn }
    : { heading: section.headingTh, body: section.bodyTh };
}

/**
 * When a reading was for or made, as the words `readings.result.day` and `readings.result.dayTime`
 * fill in: its Thai calendar day (`YYYY-MM-DD`), or the moment it was made (ISO 8601) as a clock in
 * Thailand shows it. Without Intl: the first Thai date Intl formats on a page loads the Buddhist
 * calendar, a long task on a phone (decision 047).
 */
export interface ReadingWhen {
  day: number;
  month: MonthKey;
  year: number;
  buddhistYear: number;
  /** `HH:MM`, for a moment; absent for a day. */
  time?: string;
}

function words(parts: DateParts): Omit<ReadingWhen, 'time'> {
  return {
    day: parts.day,
    month: MONTH_KEYS[parts.month - 1] ?? 'january',
    year: parts.year,
    buddhistYear: toBuddhistYear(parts.year),
  };
}

/** A reading day (`YYYY-MM-DD`); null when it is not a date. */
export function readingDay(day: string): ReadingWhen | null {
  const parts = parseIsoDate(day);
  return parts ? words(parts) : null;
}

/** A moment (ISO 8601) with its time; null when it cannot be read. */
export function readingMoment(iso: string): ReadingWhen | null {
  const parts = inBangkok(iso);
  if (!parts) return null;
  const time = `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`;
  return { ...words(parts), time };
}

/** The words of `when`: `2 ธันวาคม พ.ศ. 2569` for a day, with `เวลา 14:05 น.` for a moment. */
export function whenWords(t: TFunction, when: ReadingWhen): string {
  const month = t(`home.months.${when.month}`);
  return when.time
    ? t('readings.result.dayTime', { ...when, month, time: when.time })
    : t('readings.result.day', { ...when, month });
}
