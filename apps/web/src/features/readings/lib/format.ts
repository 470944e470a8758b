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
