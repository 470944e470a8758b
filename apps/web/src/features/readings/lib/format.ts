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

function locale(language: string): string {
  return isEnglish(language) ? 'en-GB' : 'th-TH';
}

/** A day and time as people read them; Thai dates are in the Buddhist era. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(locale(language), { dateStyle: 'medium', timeStyle: 'short' });
}

/** A reading day (`YYYY-MM-DD`, Thai calendar day) in words. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00+07:00`);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(locale(language), {
    dateStyle: 'long',
    timeZone: 'Asia/Bangkok',
  });
}
