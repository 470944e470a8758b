import type { dateFieldTh } from './date-field-th.ts';

/** English text of the date field: month names and Common Era years. */
export const dateFieldEn: typeof dateFieldTh = {
  day: 'Day',
  month: 'Month',
  year: 'Year',
  yearOption: '{{year}}',
  errors: {
    incomplete: 'Please choose the day, month and year',
    noSuchDay: '{{month}} has no day {{day}}. Please choose another day.',
    notLeapYear: '{{year}} has no 29 February. Please choose another day.',
    future: 'This date has not come yet. Please choose a past date.',
    outOfRange: 'Please choose a year from {{from}} to {{to}}',
  },
};
