/**
 * The colours of the days and their กาลกิณี, written down as facts to check the weekday tables
 * against (`weekday.ts`, `readings/common.ts`). Thai astrology gives each of the eight planets of
 * ทักษา a colour — the colour of its day — and a birth day's กาลกิณี (misfortune) colours are all
 * the colours of the planet that stands in its กาลกิณี place on the ทักษา wheel. Several planets
 * have more than one colour (the Moon yellow and cream-white, Venus light and dark blue, Saturn
 * purple and black), and every one of them is to be avoided, not just the first.
 */
import type { WeekdayId } from '../weekday.ts';
import type { LoreSourceId } from './sources.ts';

export interface DayColourFact {
  /** Thai planet number (อาทิตย์ 1 … เสาร์ 7, ราหู 8). */
  planet: number;
  /** Every colour of the day's planet, Thai and English, the main one first. */
  coloursTh: readonly string[];
  coloursEn: readonly string[];
  /** The weekday whose planet is this day's กาลกิณี. */
  kalakini: WeekdayId;
  /** Every colour someone born on this day avoids: all the colours of the กาลกิณี planet. */
  kalakiniColoursTh: readonly string[];
  kalakiniColoursEn: readonly string[];
}

export const DAY_COLOUR_FACTS: {
  sources: readonly LoreSourceId[];
  days: Record<WeekdayId, DayColourFact>;
} = {
  sources: [
    'orst-taksa',
    'sawatdi-raksa',
    'sana-anong-taksa',
    'nanitalk-day-colours',
    'colours-of-the-day-wiki',
  ],
  days: {
    sunday: {
      planet: 1,
      coloursTh: ['สีแดง'],
      coloursEn: ['red'],
      kalakini: 'friday',
      kalakiniColoursTh: ['สีฟ้า', 'สีน้ำเงิน'],
      kalakiniColoursEn: ['light blue', 'navy blue'],
    },
    monday: {
      planet: 2,
      coloursTh: ['สีเหลือง', 'สีขาว'],
      coloursEn: ['yellow', 'white'],
      kalakini: 'sunday',
      kalakiniColoursTh: ['สีแดง'],
      kalakiniColoursEn: ['red'],
    },
    tuesday: {
      planet: 3,
      coloursTh: ['สีชมพู'],
      coloursEn: ['pink'],
      kalakini: 'monday',
      kalakiniColoursTh: ['สีเหลือง', 'สีขาว'],
      kalakiniColoursEn: ['yellow', 'white'],
    },
    'wednesday-day': {
      planet: 4,
      coloursTh: ['สีเขียว'],
      coloursEn: ['green'],
      kalakini: 'tuesday',
      kalakiniColoursTh: ['สีชมพู'],
      kalakiniColoursEn: ['pink'],
    },
    'wednesday-night': {
      planet: 8,
      coloursTh: ['สีเทา'],
      coloursEn: ['grey'],
      kalakini: 'thursday',
      kalakiniColoursTh: ['สีส้ม'],
      kalakiniColoursEn: ['orange'],
    },
    thursday: {
      planet: 5,
      coloursTh: ['สีส้ม'],
      coloursEn: ['orange'],
      kalakini: 'saturday',
      kalakiniColoursTh: ['สีม่วง', 'สีดำ'],
      kalakiniColoursEn: ['purple', 'black'],
    },
    friday: {
      planet: 6,
      coloursTh: ['สีฟ้า', 'สีน้ำเงิน'],
      coloursEn: ['light blue', 'navy blue'],
      kalakini: 'wednesday-night',
      kalakiniColoursTh: ['สีเทา'],
      kalakiniColoursEn: ['grey'],
    },
    saturday: {
      planet: 7,
      coloursTh: ['สีม่วง', 'สีดำ'],
      coloursEn: ['purple', 'black'],
      kalakini: 'wednesday-day',
      kalakiniColoursTh: ['สีเขียว'],
      kalakiniColoursEn: ['green'],
    },
  },
};
