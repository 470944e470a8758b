import { describe, expect, it } from 'vitest';
import { parseIsoDate } from './dates.ts';
import {
  ANIMALS,
  animalCountNote,
  animalOfDate,
  animalOfYear,
  animalRelation,
  BIRTH_DAY_BUDDHA,
  birthProfile,
  birthWeekday,
  coloursOfDay,
  TAKSA_ROLES,
  taksaRoleOf,
  weekdayInRole,
  WEEKDAY_TRAITS,
  yearRelation,
} from './thai-calendar.ts';
import { WEEKDAYS, WEEKDAY_IDS } from './weekday.ts';

const animal = (id: string) => ANIMALS.find((a) => a.id === id)!;

describe('animal years', () => {
  it('counts from 1900 and 2020 as ชวด (rat)', () => {
    expect(animalOfYear(1900).yearNameTh).toBe('ชวด');
    expect(animalOfYear(2020).yearNameTh).toBe('ชวด');
    expect(animalOfYear(2021).yearNameTh).toBe('ฉลู');
    expect(animalOfYear(2026).yearNameTh).toBe('มะเมีย');
    expect(animalOfYear(2031).yearNameTh).toBe('กุน');
    expect(animalOfYear(1899).yearNameTh).toBe('กุน');
    expect(animalOfDate('1990-05-16').nameEn).toBe('Horse');
  });

  it('has all twelve in order with Thai and English names and traits', () => {
    expect(ANIMALS.map((a) => a.yearNameTh)).toEqual([
      'ชวด',
      'ฉลู',
      'ขาล',
      'เถาะ',
      'มะโรง',
      'มะเส็ง',
      'มะเมีย',
      'มะแม',
      'วอก',
      'ระกา',
      'จอ',
      'กุน',
    ]);
    for (const a of ANIMALS) {
      for (const text of [
        a.animalTh,
        a.nameEn,
        a.traitsTh,
        a.traitsEn,
        a.strengthTh,
        a.cautionEn,
      ]) {
        expect(text.trim().length).toBeGreaterThan(1);
      }
    }
  });

  it('knows clashes, triads, secret friends and harm pairs', () => {
    expect(animalRelation(animal('rat'), animal('horse'))).toMatchObject({
      kind: 'clash',
      chong: 'direct',
    });
    expect(animalRelation(animal('tiger'), animal('monkey')).kind).toBe('clash');
    // Three years apart: ชงร่วม, as ผั่ว (破) or เฮ้ง.
    expect(animalRelation(animal('rat'), animal('rooster'))).toMatchObject({
      kind: 'break',
      chong: 'joint',
    });
    expect(animalRelation(animal('rat'), animal('rabbit'))).toMatchObject({
      kind: 'punishment',
      chong: 'joint',
    });
    // ขาล–กุน is ผั่ว and ลักฮะ at once: ชงร่วม, said gently.
    const tigerPig = animalRelation(animal('tiger'), animal('pig'));
    expect(tigerPig).toMatchObject({ kind: 'break', chong: 'joint' });
    expect(tigerPig.explanationTh).toContain('ลักฮะ');
    expect(animalRelation(animal('rat'), animal('dragon')).kind).toBe('triad');
    expect(animalRelation(animal('monkey'), animal('rat')).kind).toBe('triad');
    expect(animalRelation(animal('rat'), animal('ox')).kind).toBe('harmony');
    // ไห่ is milder and not ชง.
    const ratGoat = animalRelation(animal('rat'), animal('goat'));
    expect(ratGoat).toMatchObject({ kind: 'harm', chong: null });
    expect(ratGoat.nameTh).not.toContain('ชง');
    expect(animalRelation(animal('dog'), animal('dog'))).toMatchObject({
      kind: 'same',
      chong: null,
    });
    expect(animalRelation(animal('rat'), animal('tiger')).kind).toBe('neutral');
    // Relations are symmetric.
    for (const a of ANIMALS) {
      for (const b of ANIMALS) expect(animalRelation(a, b).kind).toBe(animalRelation(b, a).kind);
    }
  });

  it('counts a year as ชงร่วม with its own animal', () => {
    expect(yearRelation(animal('horse'), animal('horse'))).toMatchObject({
      kind: 'same',
      chong: 'joint',
    });
    expect(yearRelation(animal('rat'), animal('horse'))).toEqual(
      animalRelation(animal('rat'), animal('horse')),
    );
  });

  it('notes how animal years are counted for dates from January to April', () => {
    const d = (iso: string) => parseIsoDate(iso);
    expect(animalCountNote({ reading: d('2026-05-01') })).toBeNull();
    expect(
      animalCountNote({ reading: d('2026-12-31'), births: [{ date: d('1990-08-01') }] }),
    ).toBeNull();
    const early = animalCountNote({ reading: d('2026-02-10') })!;
    expect(early.th).toContain('1 มกราคม');
    expect(early.th).toContain('ขึ้น ๑ ค่ำ เดือน ๕');
    expect(early.th).toContain('ตรุษจีน');
    expect(early.th).toContain('ปีมะเส็ง');
    expect(early.en).toContain('practice differs');
    const born = animalCountNote({ births: [{ date: d('1996-02-10') }] })!;
    expect(born.th).toContain('ปีกุน');
    expect(animalCountNote({ reading: d('2026-03-01'), brief: true })!.th.length).toBeLessThan(
      early.th.length,
    );
  });
});

describe('birth weekday', () => {
  it('uses the local date and splits Wednesday at 18:00', () => {
    expect(birthWeekday('1990-05-16').id).toBe('wednesday-day');
    expect(birthWeekday('1990-05-16', '17:59').id).toBe('wednesday-day');
    expect(birthWeekday('1990-05-16', '18:00').id).toBe('wednesday-night');
    expect(birthWeekday('1990-05-17', '02:00').id).toBe('thursday');
    expect(birthWeekday('2000-01-01').id).toBe('saturday');
  });

  it('can start the day at sunrise, as traditional astrology does', () => {
    expect(birthWeekday('1990-05-17', '02:00', { dayStartsAtSunrise: true }).id).toBe(
      'wednesday-night',
    );
    expect(birthWeekday('1990-05-17', '07:00', { dayStartsAtSunrise: true }).id).toBe('thursday');
    expect(birthWeekday('1990-05-14', '05:00', { dayStartsAtSunrise: true }).id).toBe('sunday');
  });

  it('rejects malformed input', () => {
    expect(() => birthWeekday('1990-02-30')).toThrow();
    expect(() => birthWeekday('1990-05-16', '25:00')).toThrow();
  });

  it('has several sentences of traits for every weekday', () => {
    for (const id of WEEKDAY_IDS) {
      const t = WEEKDAY_TRAITS[id];
      expect(t.personalityEn.split('. ').length).toBeGreaterThanOrEqual(3);
      expect(t.personalityTh.length).toBeGreaterThan(150);
      expect(t.strengthsTh).toHaveLength(t.strengthsEn.length);
      for (const s of [
        t.careerTh,
        t.careerEn,
        t.loveTh,
        t.loveEn,
        t.moneyTh,
        t.moneyEn,
        t.healthTh,
        t.healthEn,
      ]) {
        expect(s.length).toBeGreaterThan(20);
      }
    }
    expect(new Set(WEEKDAY_IDS.map((id) => WEEKDAY_TRAITS[id].personalityTh)).size).toBe(8);
  });

  it('builds a birth profile', () => {
    const p = birthProfile('1996-08-21', '20:15');
    expect(p.weekday.id).toBe('wednesday-night');
    expect(p.animal.yearNameTh).toBe('ชวด');
    expect(p.traits).toBe(WEEKDAY_TRAITS['wednesday-night']);
  });
});

describe('ทักษา', () => {
  it('places the days on the wheel as the tradition does', () => {
    expect(taksaRoleOf('sunday', 'sunday').nameTh).toBe('บริวาร');
    expect(taksaRoleOf('sunday', 'wednesday-day').nameTh).toBe('ศรี');
    expect(taksaRoleOf('sunday', 'friday').nameTh).toBe('กาลกิณี');
    expect(weekdayInRole('sunday', 'support').id).toBe('wednesday-night');
    expect(weekdayInRole('saturday', 'misfortune').id).toBe('wednesday-day');
  });

  it('gives each day a กาลกิณี matching its unlucky colour', () => {
    for (const id of WEEKDAY_IDS) {
      const bad = weekdayInRole(id, 'misfortune');
      expect(WEEKDAYS[id].unluckyColoursTh).toContain(bad.colourTh);
    }
  });

  it('has eight roles, each weekday once per owner', () => {
    expect(TAKSA_ROLES).toHaveLength(8);
    for (const owner of WEEKDAY_IDS) {
      const roles = WEEKDAY_IDS.map((other) => taksaRoleOf(owner, other).id);
      expect(new Set(roles).size).toBe(8);
    }
  });
});

describe('colours of a day', () => {
  it('reads a date: Sunday is red, avoid blue', () => {
    const c = coloursOfDay('2026-11-22');
    expect(c.weekday.id).toBe('sunday');
    expect(c.colourOfDayTh).toBe('สีแดง');
    expect(c.unluckyColoursTh).toContain('สีฟ้า');
    expect(c.luckyColoursEn).toHaveLength(c.luckyColoursTh.length);
    expect(c.taksa.fortune.colourTh).toBe('สีเขียว');
    expect(c.taksa.avoid.colourTh).toBe('สีฟ้า');
  });

  it('accepts a weekday id', () => {
    expect(coloursOfDay('saturday').colourOfDayEn).toBe('purple');
    expect(coloursOfDay('friday').unluckyColoursTh).toEqual(['สีเทา']);
  });

  it('has a Buddha image and chant count for every birth day', () => {
    expect(WEEKDAY_IDS.map((id) => BIRTH_DAY_BUDDHA[id].chantCount)).toEqual([
      6, 15, 8, 17, 12, 19, 21, 10,
    ]);
  });
});
