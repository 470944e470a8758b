/**
 * Thai weekday lore (สีประจำวัน): the colour of each day of the week, its ruling planet and the
 * colours said to bring luck or misfortune when worn on that day. Wednesday is split at 18:00 into
 * day (พุธกลางวัน) and night (พุธกลางคืน, ruled by Rahu).
 */
export type WeekdayId =
  | 'sunday'
  | 'monday'
  | 'tuesday'
  | 'wednesday-day'
  | 'wednesday-night'
  | 'thursday'
  | 'friday'
  | 'saturday';

export interface Weekday {
  id: WeekdayId;
  nameTh: string;
  nameEn: string;
  planetTh: string;
  colourTh: string;
  colourEn: string;
  /** CSS colour for the day's swatch. */
  colourHex: string;
  luckyColoursTh: string[];
  unluckyColoursTh: string[];
}

export const WEEKDAYS: Record<WeekdayId, Weekday> = {
  sunday: {
    id: 'sunday',
    nameTh: 'วันอาทิตย์',
    nameEn: 'Sunday',
    planetTh: 'พระอาทิตย์',
    colourTh: 'สีแดง',
    colourEn: 'red',
    colourHex: '#d32f2f',
    luckyColoursTh: ['สีแดง', 'สีเขียว'],
    unluckyColoursTh: ['สีฟ้า', 'สีน้ำเงิน'],
  },
  monday: {
    id: 'monday',
    nameTh: 'วันจันทร์',
    nameEn: 'Monday',
    planetTh: 'พระจันทร์',
    colourTh: 'สีเหลือง',
    colourEn: 'yellow',
    colourHex: '#f9c80e',
    luckyColoursTh: ['สีเหลือง', 'สีขาว'],
    unluckyColoursTh: ['สีแดง'],
  },
  tuesday: {
    id: 'tuesday',
    nameTh: 'วันอังคาร',
    nameEn: 'Tuesday',
    planetTh: 'พระอังคาร',
    colourTh: 'สีชมพู',
    colourEn: 'pink',
    colourHex: '#ec6fa5',
    luckyColoursTh: ['สีชมพู', 'สีม่วง'],
    unluckyColoursTh: ['สีเหลือง', 'สีขาว'],
  },
  'wednesday-day': {
    id: 'wednesday-day',
    nameTh: 'วันพุธ (กลางวัน)',
    nameEn: 'Wednesday (day)',
    planetTh: 'พระพุธ',
    colourTh: 'สีเขียว',
    colourEn: 'green',
    colourHex: '#2e9d4f',
    luckyColoursTh: ['สีเขียว', 'สีเหลือง'],
    unluckyColoursTh: ['สีชมพู'],
  },
  'wednesday-night': {
    id: 'wednesday-night',
    nameTh: 'วันพุธ (กลางคืน)',
    nameEn: 'Wednesday (night)',
    planetTh: 'พระราหู',
    colourTh: 'สีเทา',
    colourEn: 'grey',
    colourHex: '#6b6f7a',
    luckyColoursTh: ['สีเทา', 'สีดำ'],
    unluckyColoursTh: ['สีส้ม'],
  },
  thursday: {
    id: 'thursday',
    nameTh: 'วันพฤหัสบดี',
    nameEn: 'Thursday',
    planetTh: 'พระพฤหัสบดี',
    colourTh: 'สีส้ม',
    colourEn: 'orange',
    colourHex: '#f28c28',
    luckyColoursTh: ['สีส้ม', 'สีเขียว'],
    unluckyColoursTh: ['สีม่วง', 'สีดำ'],
  },
  friday: {
    id: 'friday',
    nameTh: 'วันศุกร์',
    nameEn: 'Friday',
    planetTh: 'พระศุกร์',
    colourTh: 'สีฟ้า',
    colourEn: 'light blue',
    colourHex: '#4fa3e0',
    luckyColoursTh: ['สีฟ้า', 'สีชมพู'],
    unluckyColoursTh: ['สีเทา'],
  },
  saturday: {
    id: 'saturday',
    nameTh: 'วันเสาร์',
    nameEn: 'Saturday',
    planetTh: 'พระเสาร์',
    colourTh: 'สีม่วง',
    colourEn: 'purple',
    colourHex: '#7b3fa0',
    luckyColoursTh: ['สีม่วง', 'สีดำ'],
    unluckyColoursTh: ['สีเขียว'],
  },
};

const BY_DAY_INDEX: WeekdayId[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday-day',
  'thursday',
  'friday',
  'saturday',
];

/**
 * The Thai weekday of a wall-clock moment in Thailand (UTC+7, no daylight saving), with Wednesday
 * after 18:00 counted as Wednesday night.
 */
export function thaiWeekdayOf(instant: Date): Weekday {
  const bangkok = new Date(instant.getTime() + 7 * 60 * 60 * 1000);
  const day = bangkok.getUTCDay();
  const id = BY_DAY_INDEX[day] ?? 'sunday';
  if (id === 'wednesday-day' && bangkok.getUTCHours() >= 18) return WEEKDAYS['wednesday-night'];
  return WEEKDAYS[id];
}

/** Every weekday id, Sunday first, Wednesday night after Wednesday day. */
export const WEEKDAY_IDS: readonly WeekdayId[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday-day',
  'wednesday-night',
  'thursday',
  'friday',
  'saturday',
];

/**
 * More lore per weekday, kept beside `WEEKDAYS` so its shape stays as it was. `planetNumber` is
 * the Thai planet number of the day (อาทิตย์ 1 … เสาร์ 7, ราหู 8 for Wednesday night): the numbers
 * ทักษา and phone numerology are built on.
 */
export interface WeekdayLore {
  planetNumber: number;
  planetEn: string;
  /** The day's name without "วัน", e.g. "อาทิตย์", "พุธกลางคืน". */
  shortTh: string;
  luckyColoursEn: string[];
  unluckyColoursEn: string[];
}

export const WEEKDAY_LORE: Record<WeekdayId, WeekdayLore> = {
  sunday: {
    planetNumber: 1,
    planetEn: 'the Sun',
    shortTh: 'อาทิตย์',
    luckyColoursEn: ['red', 'green'],
    unluckyColoursEn: ['light blue', 'navy blue'],
  },
  monday: {
    planetNumber: 2,
    planetEn: 'the Moon',
    shortTh: 'จันทร์',
    luckyColoursEn: ['yellow', 'white'],
    unluckyColoursEn: ['red'],
  },
  tuesday: {
    planetNumber: 3,
    planetEn: 'Mars',
    shortTh: 'อังคาร',
    luckyColoursEn: ['pink', 'purple'],
    unluckyColoursEn: ['yellow', 'white'],
  },
  'wednesday-day': {
    planetNumber: 4,
    planetEn: 'Mercury',
    shortTh: 'พุธ',
    luckyColoursEn: ['green', 'yellow'],
    unluckyColoursEn: ['pink'],
  },
  'wednesday-night': {
    planetNumber: 8,
    planetEn: 'Rahu',
    shortTh: 'พุธกลางคืน',
    luckyColoursEn: ['grey', 'black'],
    unluckyColoursEn: ['orange'],
  },
  thursday: {
    planetNumber: 5,
    planetEn: 'Jupiter',
    shortTh: 'พฤหัสบดี',
    luckyColoursEn: ['orange', 'green'],
    unluckyColoursEn: ['purple', 'black'],
  },
  friday: {
    planetNumber: 6,
    planetEn: 'Venus',
    shortTh: 'ศุกร์',
    luckyColoursEn: ['light blue', 'pink'],
    unluckyColoursEn: ['grey'],
  },
  saturday: {
    planetNumber: 7,
    planetEn: 'Saturn',
    shortTh: 'เสาร์',
    luckyColoursEn: ['purple', 'black'],
    unluckyColoursEn: ['green'],
  },
};

/** The weekday whose planet has this Thai planet number (1–8). */
export function weekdayOfPlanet(planetNumber: number): Weekday {
  const id = WEEKDAY_IDS.find((w) => WEEKDAY_LORE[w].planetNumber === planetNumber);
  if (!id) throw new RangeError(`no weekday is ruled by planet ${planetNumber}`);
  return WEEKDAYS[id];
}

/**
 * The Thai weekday of a local calendar day (`YYYY-MM-DD`) and optional local time (`HH:mm`),
 * with Wednesday from 18:00 counted as Wednesday night. No time means daytime.
 */
export function thaiWeekdayOfLocal(date: string, time?: string): Weekday {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!d) throw new RangeError(`date must be YYYY-MM-DD, got "${date}"`);
  const day = new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]))).getUTCDay();
  const id = BY_DAY_INDEX[day] ?? 'sunday';
  if (id === 'wednesday-day' && time) {
    const t = /^(\d{1,2}):(\d{2})/.exec(time.trim());
    if (!t) throw new RangeError(`time must be HH:mm, got "${time}"`);
    if (Number(t[1]) >= 18) return WEEKDAYS['wednesday-night'];
  }
  return WEEKDAYS[id];
}
