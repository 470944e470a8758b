import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalogue } from '../i18n/i18n.ts';
import { calendarDay, calendarMoment, whenWords } from './calendar-words.ts';

beforeAll(async () => {
  await Promise.all([
    loadCatalogue('th', 'rest'),
    loadCatalogue('en', 'core'),
    loadCatalogue('en', 'rest'),
  ]);
});

describe('calendar words', () => {
  it('reads a day as its parts, with the Buddhist year', () => {
    expect(calendarDay('2026-12-02')).toEqual({
      day: 2,
      month: 'december',
      year: 2026,
      buddhistYear: 2569,
    });
    expect(calendarDay('2026-02-30')).toBeNull();
    expect(calendarDay('not a day')).toBeNull();
  });

  it('reads a moment on Thailand’s clock, whatever the phone’s time zone', () => {
    // 23:30 on 1 December in London is 06:30 on 2 December in Bangkok.
    expect(calendarMoment('2026-12-01T23:30:00Z')).toEqual({
      day: 2,
      month: 'december',
      year: 2026,
      buddhistYear: 2569,
      time: '06:30',
    });
    expect(calendarMoment('2026-12-31T17:05:00.000Z')?.year).toBe(2027);
    expect(calendarMoment('yesterday')).toBeNull();
    expect(calendarMoment(null)).toBeNull();
  });

  it('words a day and a moment in Thai and in English', () => {
    const th = i18n.getFixedT('th');
    const en = i18n.getFixedT('en');
    const day = calendarDay('2026-12-02');
    const moment = calendarMoment('2026-04-13T02:07:00Z');
    if (!day || !moment) throw new Error('unreadable');
    expect(whenWords(th, day)).toBe('2 ธันวาคม พ.ศ. 2569');
    expect(whenWords(en, day)).toBe('2 December 2026');
    expect(whenWords(th, moment)).toBe('13 เมษายน พ.ศ. 2569 เวลา 09:07 น.');
    expect(whenWords(en, moment)).toBe('13 April 2026, 09:07');
  });
});
