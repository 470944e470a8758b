import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import {
  BUDDHIST_ERA_OFFSET,
  daysInMonth,
  fromBuddhistYear,
  isLeapYear,
  parseIsoDate,
  toBuddhistYear,
} from '../../lib/thai-date.ts';
import { dateProblem, joinDateParts, splitDateValue, ThaiDateField } from './thai-date-field.tsx';

/** The field in a form that keeps its value, as the app's forms do. */
function Harness({
  initial = '',
  onChange,
  max = '2026-11-25',
}: {
  initial?: string;
  onChange?: (value: string) => void;
  max?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ThaiDateField
        label="วันเกิด"
        value={value}
        max={max}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const field = () => screen.getByRole('group', { name: 'วันเกิด' });
const select = (label: string) => within(field()).getByLabelText(label) as HTMLSelectElement;
const choose = (label: string, value: string) =>
  fireEvent.change(select(label), { target: { value } });
const shown = () => screen.getByTestId('value').textContent;

describe('Buddhist and Common Era years', () => {
  it('are 543 years apart both ways', () => {
    expect(BUDDHIST_ERA_OFFSET).toBe(543);
    expect(toBuddhistYear(2024)).toBe(2567);
    expect(fromBuddhistYear(2567)).toBe(2024);
    for (const year of [1900, 1957, 2000, 2026]) {
      expect(fromBuddhistYear(toBuddhistYear(year))).toBe(year);
    }
  });

  it('know the leap years, 1900 and 2100 not among them', () => {
    expect([1900, 1996, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([
      false,
      true,
      true,
      false,
      true,
      false,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });

  it('parse only real ISO dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2023-04-31')).toBeNull();
    expect(parseIsoDate('2023-4-1')).toBeNull();
  });
});

describe('the value of the field', () => {
  it('splits and joins without loss, unfinished parts included', () => {
    for (const value of ['1995-03-14', '', '-03-14', '1995--', '--07', '2023-02-29']) {
      expect(joinDateParts(splitDateValue(value))).toBe(value);
    }
  });

  it('names what is wrong: unfinished, no such day, no 29 February, future, out of range', () => {
    const limits = { max: '2026-11-25' };
    expect(dateProblem('', limits)).toBeNull();
    expect(dateProblem('1995-03-14', limits)).toBeNull();
    expect(dateProblem('2024-02-29', limits)).toBeNull();
    expect(dateProblem('2026-11-25', limits)).toBeNull();
    expect(dateProblem('-03-14', limits)).toEqual({ key: 'incomplete' });
    expect(dateProblem('1995--14', limits)).toEqual({ key: 'incomplete' });
    expect(dateProblem('-02-31', limits)).toEqual({ key: 'noSuchDay', month: 2, day: 31 });
    expect(dateProblem('1995-04-31', limits)).toEqual({ key: 'noSuchDay', month: 4, day: 31 });
    expect(dateProblem('2023-02-29', limits)).toEqual({ key: 'notLeapYear', year: 2023 });
    expect(dateProblem('1900-02-29', limits)).toEqual({ key: 'notLeapYear', year: 1900 });
    expect(dateProblem('2026-11-26', limits)).toEqual({ key: 'future' });
    expect(dateProblem('1899-12-31', limits)).toEqual({
      key: 'outOfRange',
      from: 1900,
      to: 2026,
    });
  });
});

describe('ThaiDateField', () => {
  it('shows an ISO value as day, Thai month and Buddhist-era year, and gives ISO back', () => {
    const onChange = vi.fn();
    render(<Harness initial="1990-01-02" onChange={onChange} />);
    expect(select('วัน').value).toBe('02');
    expect(select('เดือน').selectedOptions[0]?.textContent).toBe('มกราคม');
    expect(select('ปี พ.ศ.').selectedOptions[0]?.textContent).toBe('2533');

    choose('วัน', '14');
    choose('เดือน', '03');
    choose('ปี พ.ศ.', '1995');
    expect(onChange).toHaveBeenLastCalledWith('1995-03-14');
    expect(select('ปี พ.ศ.').selectedOptions[0]?.textContent).toBe('2538');
  });

  it('offers every Thai month and the years from today back to พ.ศ. 2443 (1900)', () => {
    render(<Harness />);
    const months = [...select('เดือน').options].slice(1).map((o) => o.textContent);
    expect(months).toEqual([
      'มกราคม',
      'กุมภาพันธ์',
      'มีนาคม',
      'เมษายน',
      'พฤษภาคม',
      'มิถุนายน',
      'กรกฎาคม',
      'สิงหาคม',
      'กันยายน',
      'ตุลาคม',
      'พฤศจิกายน',
      'ธันวาคม',
    ]);
    const years = [...select('ปี พ.ศ.').options].slice(1);
    expect(years[0]).toMatchObject({ value: '2026', textContent: '2569' });
    expect(years.at(-1)).toMatchObject({ value: '1900', textContent: '2443' });
    expect(years).toHaveLength(127);
  });

  it('says at once there is no 31 February, and no 29 February in a common year', () => {
    render(<Harness />);
    choose('วัน', '31');
    choose('เดือน', '02');
    expect(within(field()).getByRole('alert').textContent).toBe(
      'เดือนกุมภาพันธ์ไม่มีวันที่ 31 กรุณาเลือกวันใหม่',
    );
    choose('วัน', '29');
    expect(within(field()).queryByRole('alert')).toBeNull();
    choose('ปี พ.ศ.', '2023');
    expect(within(field()).getByRole('alert').textContent).toBe(
      'ปี พ.ศ. 2566 ไม่มีวันที่ 29 กุมภาพันธ์ กรุณาเลือกวันใหม่',
    );
    expect(select('วัน').getAttribute('aria-invalid')).toBe('true');
    // 2024 (พ.ศ. 2567) is a leap year.
    choose('ปี พ.ศ.', '2024');
    expect(within(field()).queryByRole('alert')).toBeNull();
    expect(shown()).toBe('2024-02-29');
  });

  it('refuses a day still to come', () => {
    render(<Harness max="2026-11-25" />);
    choose('ปี พ.ศ.', '2026');
    choose('เดือน', '12');
    choose('วัน', '01');
    expect(within(field()).getByRole('alert').textContent).toBe('วันที่นี้ยังมาไม่ถึง กรุณาเลือกวันที่ผ่านมาแล้ว');
  });

  it('clears back to an empty value', () => {
    render(<Harness initial="1990-01-02" />);
    choose('วัน', '');
    choose('เดือน', '');
    choose('ปี พ.ศ.', '');
    expect(shown()).toBe('');
  });

  it('uses English month names and Common Era years in English', async () => {
    await i18n.changeLanguage('en');
    render(<Harness initial="1990-01-02" />);
    expect(within(field()).getByLabelText('Month')).toBeTruthy();
    const year = within(field()).getByLabelText('Year') as HTMLSelectElement;
    expect(year.selectedOptions[0]?.textContent).toBe('1990');
    expect(
      (within(field()).getByLabelText('Month') as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toBe('January');
    fireEvent.change(within(field()).getByLabelText('Day'), { target: { value: '30' } });
    fireEvent.change(within(field()).getByLabelText('Month'), { target: { value: '02' } });
    expect(within(field()).getByRole('alert').textContent).toBe(
      'February has no day 30. Please choose another day.',
    );
  });
});
