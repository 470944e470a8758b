/** Weekdays in `Date.getDay()` order, as the catalogue keys them (`home.weekdays.<day>`). */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The Thai colour of each weekday (สีประจำวัน): Sunday red, Monday yellow, Tuesday pink,
 * Wednesday green, Thursday orange, Friday light blue, Saturday purple.
 */
export const WEEKDAY_SWATCH: Record<Weekday, string> = {
  sunday: 'bg-red-600',
  monday: 'bg-yellow-400',
  tuesday: 'bg-pink-400',
  wednesday: 'bg-green-600',
  thursday: 'bg-orange-500',
  friday: 'bg-sky-300',
  saturday: 'bg-purple-600',
};

export function weekdayOf(date: Date): Weekday {
  return WEEKDAYS[date.getDay()] ?? 'sunday';
}
