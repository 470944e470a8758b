/**
 * The daily fortune of the feed (`GET /feed/daily/{date}`): the day's date in Thai with the
 * Buddhist year, its weekday and colours, a short reading and three tips. It is the ดวงรายวัน
 * reading (`readings/daily.ts`) cut down to a card: for someone whose birth date is known the
 * colours come from their birth weekday by ทักษา and the year's ปีชง is noted; for anyone else
 * the day speaks for itself. The same day and person always give the same text.
 */
import { ENGLISH_MONTHS, parseIsoDate, THAI_MONTHS } from './dates.ts';
import { createRng } from './seed.ts';
import { joinBi, type Bi } from './text.ts';
import { BIRTH_DAY_BUDDHA } from './thai-calendar.ts';
import { dayContext, dayEn, dayTh, luckyFor, personContext, yearLine } from './readings/common.ts';
import { DAILY_ASPECTS, dailyReading } from './readings/daily.ts';
import type { Weekday } from './weekday.ts';

export interface DailyFortuneInput {
  /** The day, `YYYY-MM-DD` (a Thai calendar day). */
  date: string;
  /** The person's birth date, `YYYY-MM-DD`, when known. */
  birthDate?: string | null;
  /** The person's birth time, `HH:mm`, when known (Wednesday after 18:00 is ราหู). */
  birthTime?: string | null;
}

export interface DailyFortune {
  /** `YYYY-MM-DD`. */
  date: string;
  /** "วันพุธที่ 25 พฤศจิกายน พ.ศ. 2569" / "Wednesday, 25 November 2026". */
  dateText: Bi;
  weekday: Weekday;
  /** The weekday's name for running text: "วันพุธ" / "Wednesday". */
  weekdayName: Bi;
  /** The colour of the day (สีประจำวัน). */
  colourOfDay: Bi & { hex: string };
  /** Colours to wear today: by the person's ทักษา when known, else the day's own. */
  luckyColours: { th: string[]; en: string[] };
  /** Colours to avoid today (the birth day's กาลกิณี and the day's own). */
  avoidColours: { th: string[]; en: string[] };
  /** A few sentences: the day at a glance and its energy. */
  reading: Bi;
  /** Three short things to do today. */
  tips: Bi[];
  /** The person's birth weekday, when a birth date is known. */
  birthWeekday: Weekday | null;
  /** The reading year against the person's animal year (ปีชง and how years are counted). */
  yearNote: Bi | null;
  /** 0–100, the day overall. */
  score: number;
}

/** "วันพุธที่ 25 พฤศจิกายน พ.ศ. 2569": how a Thai date is written in full. */
export function thaiDateText(date: string): Bi {
  const d = parseIsoDate(date);
  const day = dayContext(date);
  return {
    th: `${dayTh(day.weekday)}ที่ ${d.day} ${THAI_MONTHS[d.month - 1]} พ.ศ. ${d.year + 543}`,
    en: `${dayEn(day.weekday)}, ${d.day} ${ENGLISH_MONTHS[d.month - 1]} ${d.year}`,
  };
}

export function dailyFortune(input: DailyFortuneInput): DailyFortune {
  const birthDate = input.birthDate?.trim() || undefined;
  const birthTime = birthDate ? input.birthTime?.trim() || undefined : undefined;
  const reading = dailyReading({ date: input.date, birthDate, birthTime });
  const day = dayContext(input.date);
  const person = personContext({ birthDate, birthTime }, day);
  // Colours do not depend on the generator; only lucky numbers would.
  const lucky = luckyFor(person, day, createRng('daily-fortune-colours'));
  const energy = reading.sections.find((s) => s.id === 'energy');
  const owner = person.weekday ?? day.weekday;
  const buddha = BIRTH_DAY_BUDDHA[owner.id];

  const best = DAILY_ASPECTS.reduce((x, y) =>
    reading.aspects[y].score > reading.aspects[x].score ? y : x,
  );
  const tips: Bi[] = [
    { th: reading.aspects[best].th, en: reading.aspects[best].en },
    { th: reading.adviceTh, en: reading.adviceEn },
    {
      th: `ไหว้${buddha.postureTh} พระประจำ${dayTh(owner)} แล้วสวดมนต์ ${buddha.chantCount} จบ ใจจะนิ่งทั้งวัน`,
      en: `Honour ${buddha.postureEn}, the Buddha image of ${dayEn(owner)}, and chant ${buddha.chantCount} times for a steady day.`,
    },
  ];

  return {
    date: day.iso,
    dateText: thaiDateText(day.iso),
    weekday: day.weekday,
    weekdayName: { th: dayTh(day.weekday), en: dayEn(day.weekday) },
    colourOfDay: {
      th: day.colours.colourOfDayTh,
      en: day.colours.colourOfDayEn,
      hex: day.colours.colourHex,
    },
    luckyColours: person.weekday
      ? { th: lucky.coloursTh, en: lucky.coloursEn }
      : { th: day.colours.luckyColoursTh, en: day.colours.luckyColoursEn },
    avoidColours: person.weekday
      ? { th: lucky.avoidTh, en: lucky.avoidEn }
      : { th: day.colours.unluckyColoursTh, en: day.colours.unluckyColoursEn },
    reading: joinBi([
      { th: reading.summaryTh, en: reading.summaryEn },
      ...(energy ? [{ th: energy.bodyTh, en: energy.bodyEn }] : []),
    ]),
    tips,
    birthWeekday: person.weekday,
    yearNote: yearLine(person, day),
    score: reading.score0to100,
  };
}
