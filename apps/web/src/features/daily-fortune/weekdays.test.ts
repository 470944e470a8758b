import { describe, expect, it } from 'vitest';
import { th } from '../../i18n/th.ts';
import { WEEKDAY_SWATCH, weekdayOf } from './weekdays.ts';

describe('weekday colours', () => {
  it('follows the Thai colour of each day', () => {
    // 2025-11-16 is a Sunday.
    const days = [0, 1, 2, 3, 4, 5, 6].map((offset) => weekdayOf(new Date(2025, 10, 16 + offset)));
    expect(days).toEqual([
      'sunday',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
    ]);
    expect(days.map((day) => th.home.weekdays[day].colour)).toEqual([
      'สีแดง',
      'สีเหลือง',
      'สีชมพู',
      'สีเขียว',
      'สีส้ม',
      'สีฟ้า',
      'สีม่วง',
    ]);
    expect(WEEKDAY_SWATCH.sunday).toContain('red');
    expect(WEEKDAY_SWATCH.saturday).toContain('purple');
  });
});
