/**
 * Every lore table the oracle reads from, checked against the facts written down (with their
 * sources) in this folder: the colours and กาลกิณี of each birth day, the ชง and ไห่ of every pair
 * of animals, the animal of dates around the change of year, and the names of the palm lines.
 */
import { describe, expect, it } from 'vitest';
import { analyseChatQuestion, replyToChat } from '../chat-replies.ts';
import { parseIsoDate } from '../dates.ts';
import { PALM_LINE_IDS, PALM_LINE_TEXTS, readPalm, type PalmFeatures } from '../palm-lines.ts';
import { dayContext, luckyFor, personContext, readingRng, yearLine } from '../readings/common.ts';
import {
  ANIMALS,
  animalCountNote,
  animalOfDate,
  animalOfYear,
  animalRelation,
  birthWeekday,
  coloursOfDay,
  weekdayInRole,
  yearRelation,
  type Animal,
  type AnimalId,
} from '../thai-calendar.ts';
import { WEEKDAYS, WEEKDAY_IDS, WEEKDAY_LORE, type WeekdayId } from '../weekday.ts';
import { ANIMAL_YEAR_FACTS, CHONG_FACTS, HAI_FACTS, HARMONY_FACTS } from './animal-years.ts';
import { PALM_LINE_NAME_FACTS } from './palm-line-names.ts';
import { PALM_FEAR_FACTS } from './palm-fears.ts';
import { LORE_SOURCES } from './sources.ts';
import { DAY_COLOUR_FACTS } from './weekday-colours.ts';

const animal = (id: AnimalId): Animal => ANIMALS.find((a) => a.id === id)!;
const pairIn = (pairs: readonly (readonly [AnimalId, AnimalId])[], a: AnimalId, b: AnimalId) =>
  pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** A birth date in 1990 on each weekday (Wednesday night at 20:00). */
const BORN_ON: Record<WeekdayId, { date: string; time?: string }> = {
  sunday: { date: '1990-05-13' },
  monday: { date: '1990-05-14' },
  tuesday: { date: '1990-05-15' },
  'wednesday-day': { date: '1990-05-16' },
  'wednesday-night': { date: '1990-05-16', time: '20:00' },
  thursday: { date: '1990-05-17' },
  friday: { date: '1990-05-18' },
  saturday: { date: '1990-05-19' },
};

describe('lore sources', () => {
  it('names a known source, with a title and who wrote it, for every fact table', () => {
    const tables = [
      DAY_COLOUR_FACTS.sources,
      CHONG_FACTS.sources,
      HAI_FACTS.sources,
      HARMONY_FACTS.sources,
      ANIMAL_YEAR_FACTS.sources,
      PALM_LINE_NAME_FACTS.sources,
      PALM_FEAR_FACTS.sources,
    ];
    for (const sources of tables) {
      expect(sources.length).toBeGreaterThan(0);
      for (const id of sources) {
        expect(LORE_SOURCES[id].title.length).toBeGreaterThan(2);
        expect(LORE_SOURCES[id].by.length).toBeGreaterThan(2);
      }
    }
  });
});

describe('weekday colours and กาลกิณี', () => {
  const facts = DAY_COLOUR_FACTS.days;

  it('writes down every กาลกิณี colour as all the colours of the กาลกิณี planet', () => {
    for (const id of WEEKDAY_IDS) {
      const f = facts[id];
      expect(f.kalakiniColoursTh).toEqual(facts[f.kalakini].coloursTh);
      expect(f.kalakiniColoursEn).toEqual(facts[f.kalakini].coloursEn);
    }
  });

  it.each(WEEKDAY_IDS)('%s: the day’s colour, planet and กาลกิณี match the lore', (id) => {
    const f = facts[id];
    expect(WEEKDAYS[id].colourTh).toBe(f.coloursTh[0]);
    expect(WEEKDAYS[id].colourEn).toBe(f.coloursEn[0]);
    expect(WEEKDAY_LORE[id].planetNumber).toBe(f.planet);
    expect(weekdayInRole(id, 'misfortune').id).toBe(f.kalakini);
    expect(new Set(WEEKDAYS[id].unluckyColoursTh)).toEqual(new Set(f.kalakiniColoursTh));
    expect(new Set(WEEKDAY_LORE[id].unluckyColoursEn)).toEqual(new Set(f.kalakiniColoursEn));
    expect(coloursOfDay(id).taksa.avoid.colourTh).toBe(f.kalakiniColoursTh[0]);
    // A day's own lucky colours never include its กาลกิณี colours.
    for (const c of f.kalakiniColoursTh) expect(WEEKDAYS[id].luckyColoursTh).not.toContain(c);
  });

  it.each(WEEKDAY_IDS)(
    'someone born on %s is never told to wear any of their กาลกิณี colours',
    (id) => {
      const f = facts[id];
      const born = BORN_ON[id];
      expect(birthWeekday(born.date, born.time).id).toBe(id);
      // Two weeks of reading days: every day's colours meet the birth day's กาลกิณี.
      for (let day = 1; day <= 14; day += 1) {
        const d = dayContext(`2026-06-${String(day).padStart(2, '0')}`);
        const p = personContext({ birthDate: born.date, birthTime: born.time }, d);
        const lucky = luckyFor(p, d, readingRng('luck', { id, day }));
        for (const c of f.kalakiniColoursTh) {
          expect(lucky.coloursTh).not.toContain(c);
          expect(lucky.avoidTh).toContain(c);
        }
        for (const c of f.kalakiniColoursEn) {
          expect(lucky.coloursEn).not.toContain(c);
          expect(lucky.avoidEn).toContain(c);
        }
      }
    },
  );
});

describe('ชง and ไห่ of every pair of animals', () => {
  const ids = ANIMALS.map((a) => a.id);

  it('writes down four ชง animals a year: its own, the opposite, and one each side three away', () => {
    for (const year of ANIMALS) {
      const f = CHONG_FACTS.years[year.id];
      const away = (id: AnimalId) => (animal(id).index - year.index + 12) % 12;
      expect(away(f.direct)).toBe(6);
      expect([away(f.phua), away(f.heng)].sort()).toEqual([3, 9]);
      // ผั่ว and เฮ้ง go both ways: the pair reads the same from either animal.
      expect(CHONG_FACTS.years[f.phua].phua).toBe(year.id);
      expect(CHONG_FACTS.years[f.direct].direct).toBe(year.id);
    }
  });

  it.each(ids)('the year of the %s against every birth animal', (yearId) => {
    const f = CHONG_FACTS.years[yearId];
    for (const birthId of ids) {
      const rel = yearRelation(animal(birthId), animal(yearId));
      const label = `${birthId} in a ${yearId} year`;
      if (birthId === yearId) {
        expect(rel, label).toMatchObject({ kind: 'same', chong: 'joint' });
      } else if (birthId === f.direct) {
        expect(rel, label).toMatchObject({ kind: 'clash', chong: 'direct' });
      } else if (birthId === f.phua) {
        expect(rel, label).toMatchObject({ kind: 'break', chong: 'joint' });
      } else if (birthId === f.heng) {
        expect(rel, label).toMatchObject({ kind: 'punishment', chong: 'joint' });
      } else {
        expect(rel.chong, label).toBeNull();
        if (pairIn(HAI_FACTS.pairs, birthId, yearId)) expect(rel.kind, label).toBe('harm');
        else if (pairIn(HARMONY_FACTS.pairs, birthId, yearId)) {
          expect(rel.kind, label).toBe('harmony');
        } else expect(rel.kind, label).not.toBe('harm');
      }
    }
  });

  it('keeps ไห่ apart from ชง, and says so', () => {
    for (const [a, b] of HAI_FACTS.pairs) {
      const rel = animalRelation(animal(a), animal(b));
      if (rel.chong !== null) {
        // Three years apart as well (ขาล–มะเส็ง, วอก–กุน): counted as the stronger ชงร่วม.
        expect(Math.abs(animal(a).index - animal(b).index) % 6).toBe(3);
        continue;
      }
      expect(rel.kind).toBe('harm');
      expect(rel.nameTh).toContain('ไห่');
      expect(rel.nameTh).not.toContain('ชง');
      expect(rel.explanationTh).toContain('ไม่นับเป็นชง');
    }
  });

  it('tells every reading year’s ชง, ชงร่วม and ไห่ by name, and never calls a ชง pair "not ชง"', () => {
    const d = dayContext('2026-06-01'); // ปีมะเมีย, after every count has changed the animal
    const year = d.yearAnimal.id;
    for (let birthYear = 1984; birthYear < 1996; birthYear += 1) {
      const p = personContext({ birthDate: `${birthYear}-08-01` }, d);
      const b = animalOfYear(birthYear).id;
      const th = yearLine(p, d)!.th;
      const f = CHONG_FACTS.years[year];
      if (b === f.direct) expect(th).toContain('ปีชงตรง');
      else if (b === f.phua) expect(th).toContain('ปีชงร่วม (ปีผั่ว)');
      else if (b === f.heng) expect(th).toContain('ปีชงร่วม (ปีเฮ้ง)');
      else if (b === year) expect(th).toContain('ปีชงร่วม (ปีคัก)');
      else if (pairIn(HAI_FACTS.pairs, b, year)) {
        expect(th).toContain('ปีไห่');
        expect(th).toContain('ไม่นับเป็นปีชง');
      }
      if ([f.direct, f.phua, f.heng, year].includes(b)) expect(th).not.toMatch(/ไม่ได้ชง|ไม่นับเป็นปีชง/);
    }
  });
});

describe('the animal of dates around the change of year', () => {
  it.each(ANIMAL_YEAR_FACTS.dates)(
    '$date is the year of the $animal',
    ({ date, animal: id, noted }) => {
      expect(animalOfDate(date).id).toBe(id);
      const note = animalCountNote({ reading: parseIsoDate(date) });
      expect(note !== null).toBe(noted);
      if (note) {
        expect(note.th).toContain('1 มกราคม');
        expect(note.th).toContain('ขึ้น ๑ ค่ำ เดือน ๕');
        expect(note.th).toContain('ตรุษจีน');
        expect(note.en).toContain('practice differs');
      }
    },
  );

  it('names, before Chinese New Year, the animal the Chinese count still gives', () => {
    for (const cny of ANIMAL_YEAR_FACTS.chineseNewYear) {
      const day = parseIsoDate(cny.date);
      expect(animalOfYear(day.year).id).toBe(cny.animal);
      const before = { ...day, day: day.day - 1 };
      const chineseAnimal = animalOfYear(day.year - 1);
      const note = animalCountNote({ reading: before })!;
      expect(note.th).toContain(`ปี${chineseAnimal.yearNameTh}`);
    }
  });

  it('tells a reading dated early in the year, or a person born then, how the year is counted', () => {
    const january = dayContext('2026-01-20');
    const june = dayContext('2026-06-20');
    const bornInJuly = personContext({ birthDate: '1990-07-01' }, june);
    expect(yearLine(bornInJuly, june)!.th).not.toContain('ตรุษจีน');
    const sameInJanuary = personContext({ birthDate: '1990-07-01' }, january);
    expect(yearLine(sameInJanuary, january)!.th).toContain('ตรุษจีน');
    const bornInFebruary = personContext({ birthDate: '1996-02-10' }, june);
    const line = yearLine(bornInFebruary, june)!;
    expect(line.th).toContain('ปีกุน'); // the Chinese and Thai-astrology animal of that date
    expect(line.th).toContain('ปีชวด'); // the animal the reading counts
  });
});

describe('palm line names', () => {
  const facts = PALM_LINE_NAME_FACTS.lines;

  it.each(PALM_LINE_IDS)('the %s line is called by its Thai name', (id) => {
    expect(PALM_LINE_TEXTS[id].nameTh).toBe(facts[id].th);
    expect(PALM_LINE_TEXTS[id].nameEn).toBe(facts[id].en);
  });

  it.each(PALM_LINE_IDS)(
    'a question naming the %s line, or a word people use for it, finds it',
    (id) => {
      for (const name of [facts[id].th, ...facts[id].alsoTyped]) {
        expect(analyseChatQuestion(`${name}ของฉันบอกอะไร`).line, name).toBe(id);
      }
      expect(analyseChatQuestion(`What does my ${facts[id].en.toLowerCase()} say?`).line).toBe(id);
    },
  );

  it('never writes a name Thai palmistry does not use', () => {
    const line = (s: number) => ({ strength: s, length: s, curvature: 0.5, breaks: 0 });
    const palm: PalmFeatures = {
      life: line(0.8),
      head: line(0.6),
      heart: line(0.4),
      fate: line(0.7),
      sun: line(0.9),
      mercury: line(0.5),
    };
    const reading = readPalm(palm, 'names');
    const texts = [
      reading.overallTh,
      ...reading.lines.flatMap((l) => [l.nameTh, l.readingTh]),
      replyToChat({
        question: 'เส้นสุริยะของฉันเป็นยังไง',
        history: [],
        date: '2026-06-01',
        seed: 'names',
        reading: {
          kind: 'palm',
          titleTh: 'ลายมือของคุณ',
          summaryTh: reading.overallTh,
          sections: reading.lines.map((l) => ({
            id: l.id,
            headingTh: l.nameTh,
            headingEn: l.nameEn,
            bodyTh: l.readingTh,
            bodyEn: l.readingEn,
          })),
          adviceTh: '',
          adviceEn: '',
          luckyColoursTh: [],
          luckyNumbers: [],
        },
      }).text,
    ];
    for (const text of texts) {
      for (const name of PALM_LINE_NAME_FACTS.notUsed) expect(text).not.toContain(name);
    }
  });
});
