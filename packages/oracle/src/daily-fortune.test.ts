import { describe, expect, it } from 'vitest';
import { dailyFortune, thaiDateText } from './daily-fortune.ts';

describe('dailyFortune', () => {
  it('writes the date in Thai with the Buddhist year, and in English', () => {
    expect(thaiDateText('2026-11-25')).toEqual({
      th: 'วันพุธที่ 25 พฤศจิกายน พ.ศ. 2569',
      en: 'Wednesday, 25 November 2026',
    });
    expect(dailyFortune({ date: '2024-02-29' }).dateText.th).toBe('วันพฤหัสบดีที่ 29 กุมภาพันธ์ พ.ศ. 2567');
  });

  it('gives the same text for the same day and person, and different text otherwise', () => {
    const a = dailyFortune({ date: '2026-11-22', birthDate: '1990-05-16' });
    expect(dailyFortune({ date: '2026-11-22', birthDate: '1990-05-16' })).toEqual(a);
    expect(dailyFortune({ date: '2026-11-22', birthDate: '1985-01-03' }).reading).not.toEqual(
      a.reading,
    );
    expect(dailyFortune({ date: '2026-11-23', birthDate: '1990-05-16' }).reading).not.toEqual(
      a.reading,
    );
    expect(dailyFortune({ date: '2026-11-22' }).reading).not.toEqual(a.reading);
  });

  it('reads the day by itself when nobody is known', () => {
    const f = dailyFortune({ date: '2026-11-22' }); // a Sunday
    expect(f.weekday.id).toBe('sunday');
    expect(f.weekdayName.th).toBe('วันอาทิตย์');
    expect(f.colourOfDay.th).toBe('สีแดง');
    expect(f.luckyColours.th).toEqual(['สีแดง', 'สีเขียว']);
    expect(f.avoidColours.th).toEqual(['สีฟ้า', 'สีน้ำเงิน']);
    expect(f.birthWeekday).toBeNull();
    expect(f.yearNote).toBeNull();
    expect(f.tips).toHaveLength(3);
    for (const tip of f.tips) expect(tip.th.length).toBeGreaterThan(5);
  });

  it('takes colours from the birth weekday by ทักษา and notes the year’s ปีชง', () => {
    // Born Thursday 1 January 1970 (a ปีจอ by the calendar count): Saturn (purple, black) is a
    // Thursday person's กาลกิณี; 2026 is ปีมะเมีย, a triad with the dog.
    const f = dailyFortune({ date: '2026-11-22', birthDate: '1970-01-01' });
    expect(f.birthWeekday?.id).toBe('thursday');
    expect(f.avoidColours.th).toEqual(expect.arrayContaining(['สีม่วง', 'สีดำ']));
    for (const colour of f.luckyColours.th) expect(f.avoidColours.th).not.toContain(colour);
    expect(f.yearNote?.th).toContain('ปีจอ');
    // Born in a ปีชวด: 2026 (มะเมีย) is its head-on clash.
    const rat = dailyFortune({ date: '2026-11-22', birthDate: '1984-06-01' });
    expect(rat.yearNote?.th).toContain('ชงตรง');
  });

  it('refuses a date that is not a real day', () => {
    expect(() => dailyFortune({ date: '2026-02-30' })).toThrow();
  });
});
