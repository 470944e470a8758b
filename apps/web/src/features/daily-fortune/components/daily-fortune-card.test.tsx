import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { DailyFortuneCard } from './daily-fortune-card.tsx';

describe('DailyFortuneCard', () => {
  it.each([
    [new Date(2026, 10, 25), 'วันพุธที่ 25 พฤศจิกายน พ.ศ. 2569'],
    [new Date(2023, 0, 1), 'วันอาทิตย์ที่ 1 มกราคม พ.ศ. 2566'],
    [new Date(2024, 1, 29), 'วันพฤหัสบดีที่ 29 กุมภาพันธ์ พ.ศ. 2567'],
  ])('states %s in Thai, in the Buddhist era, as Thai dates are written', (date, text) => {
    render(<DailyFortuneCard date={date} />);
    expect(screen.getByText(text).tagName).toBe('TIME');
    // The same words Intl writes for th-TH (which the card no longer asks, to spare the phone).
    expect(text).toBe(new Intl.DateTimeFormat('th-TH', { dateStyle: 'full' }).format(date));
  });

  it('states the date in English', async () => {
    await i18n.changeLanguage('en');
    render(<DailyFortuneCard date={new Date(2026, 10, 25)} />);
    expect(screen.getByText('Wednesday, 25 November 2026')).toBeTruthy();
  });
});

describe('DailyFortuneCard with the server’s fortune', () => {
  it('takes the server’s date, colours, reading and tips in place of the catalogue’s', () => {
    render(
      <DailyFortuneCard
        date={new Date(2026, 10, 25)}
        fortune={{
          date: '2026-11-25',
          thaiDate: 'วันพุธที่ 25 พฤศจิกายน พ.ศ. 2569',
          weekday: 'วันพุธ',
          weekdayId: 'wednesday-day',
          colourOfDay: { name: 'สีเขียว', hex: '#2e9d4f' },
          colors: { lucky: ['สีเทา', 'สีเหลือง'], avoid: ['สีชมพู'] },
          reading: 'ดวงวันพุธของคุณวันนี้เด่นเรื่องความรัก',
          tips: ['ทิปหนึ่ง', 'ทิปสอง', 'ทิปสาม'],
          personalized: true,
          birthWeekday: 'วันศุกร์',
          yearNote: 'ปีนี้เป็นปีชงร่วมของคุณ',
          language: 'th',
        }}
      />,
    );
    const card = screen.getByTestId('daily-fortune');
    expect(card.dataset.source).toBe('server');
    expect(screen.getByText('ดวงวันพุธของคุณวันนี้เด่นเรื่องความรัก')).toBeTruthy();
    expect(screen.getByText('ทิปสาม')).toBeTruthy();
    expect(screen.getByText('ใส่เสริมดวง: สีเทา สีเหลือง')).toBeTruthy();
    expect(screen.getByText('เลี่ยง: สีชมพู')).toBeTruthy();
    expect(screen.getByText('ดูตามวันเกิดของคุณ (วันศุกร์)')).toBeTruthy();
    expect(screen.getByText('ปีนี้เป็นปีชงร่วมของคุณ')).toBeTruthy();
    expect(card.querySelector('[style]')?.getAttribute('style')).toContain('background-color');
  });
});
