/**
 * The lore facts of one person on one day, as data: what a language model is given so that it
 * writes from the same lore the built-in engine reads (its birth weekday and planet, ทักษา roles,
 * colours to wear and to avoid, animal year and its relation to the year of the reading), never
 * from lore of its own making.
 */
import { parseIsoDate } from '../dates.ts';
import { dayContext, dayTh, luckyFor, personContext } from '../readings/common.ts';
import { animalCountNote, weekdayInRole } from '../thai-calendar.ts';

export interface LoreFacts {
  reading_day: { date: string; weekday_th: string; colour_th: string; animal_year_th: string };
  birth?: {
    weekday_th: string;
    planet_th: string;
    colour_th: string;
    /** The ทักษา position the reading day takes for this person. */
    reading_day_role_th: string;
    fortune_day_th: string;
    kalakini_day_th: string;
    animal_th: string;
    /** The birth animal against the reading year's: ชงตรง, ชงร่วม, ไห่, สามประสาน… */
    year_relation_th: string;
  };
  colours_to_wear_th: string[];
  colours_to_avoid_th: string[];
  /** Which count of the animal year is used, when a date falls in January–April. */
  animal_year_note_th?: string;
}

/** The facts for someone born on `birthDate` (optional) on the reading day `date`. */
export function loreFacts(
  person: { birthDate?: string | undefined; birthTime?: string | undefined },
  date: string,
): LoreFacts {
  const day = dayContext(date);
  const p = personContext({ birthDate: person.birthDate, birthTime: person.birthTime }, day);
  // Only the colours are taken from `luckyFor`; its seeded numbers are not lore.
  const lucky = luckyFor(p, day, () => 0);
  const facts: LoreFacts = {
    reading_day: {
      date: day.iso,
      weekday_th: dayTh(day.weekday),
      colour_th: day.weekday.colourTh,
      animal_year_th: `ปี${day.yearAnimal.yearNameTh}`,
    },
    colours_to_wear_th: lucky.coloursTh,
    colours_to_avoid_th: lucky.avoidTh,
  };
  if (p.weekday && p.animal && p.dayRole && p.yearRelation) {
    facts.birth = {
      weekday_th: dayTh(p.weekday),
      planet_th: p.weekday.planetTh,
      colour_th: p.weekday.colourTh,
      reading_day_role_th: p.dayRole.nameTh,
      fortune_day_th: dayTh(weekdayInRole(p.weekday.id, 'fortune')),
      kalakini_day_th: dayTh(weekdayInRole(p.weekday.id, 'misfortune')),
      animal_th: `ปี${p.animal.yearNameTh}`,
      year_relation_th: p.yearRelation.nameTh,
    };
  }
  const note = animalCountNote({
    reading: day.date,
    births: person.birthDate ? [{ date: parseIsoDate(person.birthDate, 'birthDate') }] : [],
    brief: true,
  });
  if (note) facts.animal_year_note_th = note.th;
  return facts;
}
