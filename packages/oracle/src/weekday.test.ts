import { describe, expect, it } from 'vitest';
import { thaiWeekdayOf, WEEKDAYS } from './weekday.ts';

describe('thaiWeekdayOf', () => {
  it('reads the day in Bangkok time, not UTC', () => {
    // 2026-11-22 is a Sunday; 20:00 UTC on Saturday 21st is already Sunday 03:00 in Bangkok.
    expect(thaiWeekdayOf(new Date('2026-11-21T20:00:00Z')).id).toBe('sunday');
    expect(thaiWeekdayOf(new Date('2026-11-21T16:59:00Z')).id).toBe('saturday');
  });

  it('splits Wednesday at 18:00 Bangkok time', () => {
    // Wednesday 2026-11-25: 17:59 and 18:00 in Bangkok are 10:59 and 11:00 UTC.
    expect(thaiWeekdayOf(new Date('2026-11-25T10:59:00Z')).id).toBe('wednesday-day');
    expect(thaiWeekdayOf(new Date('2026-11-25T11:00:00Z')).id).toBe('wednesday-night');
  });

  it('gives the traditional colours', () => {
    expect(WEEKDAYS.sunday.colourTh).toBe('สีแดง');
    expect(WEEKDAYS.monday.colourTh).toBe('สีเหลือง');
    expect(WEEKDAYS.saturday.colourTh).toBe('สีม่วง');
  });
});

import { thaiWeekdayOfLocal, weekdayOfPlanet, WEEKDAY_IDS, WEEKDAY_LORE } from './weekday.ts';

describe('weekday lore', () => {
  it('numbers the planets the Thai way, Rahu (8) for Wednesday night', () => {
    expect(WEEKDAY_IDS.map((id) => WEEKDAY_LORE[id].planetNumber)).toEqual([
      1, 2, 3, 4, 8, 5, 6, 7,
    ]);
    expect(weekdayOfPlanet(8).id).toBe('wednesday-night');
    expect(() => weekdayOfPlanet(9)).toThrow(RangeError);
  });

  it('has English colour lists as long as the Thai ones', () => {
    for (const id of WEEKDAY_IDS) {
      expect(WEEKDAY_LORE[id].luckyColoursEn).toHaveLength(WEEKDAYS[id].luckyColoursTh.length);
      expect(WEEKDAY_LORE[id].unluckyColoursEn).toHaveLength(WEEKDAYS[id].unluckyColoursTh.length);
    }
  });

  it('reads a local date and splits Wednesday at 18:00', () => {
    expect(thaiWeekdayOfLocal('2026-11-22').id).toBe('sunday');
    expect(thaiWeekdayOfLocal('2026-11-25', '17:59').id).toBe('wednesday-day');
    expect(thaiWeekdayOfLocal('2026-11-25', '18:00').id).toBe('wednesday-night');
    expect(thaiWeekdayOfLocal('2026-11-26', '23:00').id).toBe('thursday');
    expect(() => thaiWeekdayOfLocal('22/11/2026')).toThrow(RangeError);
  });
});
