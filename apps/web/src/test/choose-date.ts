import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Picks `iso` (`YYYY-MM-DD`) in the Thai date field labelled `label`: its day, month and year
 * selects, as a user would. Returns the field's group.
 */
export function chooseDate(label: string, iso: string): HTMLElement {
  const group = screen.getByRole('group', { name: label });
  const [year = '', month = '', day = ''] = iso.split('-');
  const selects = within(group).getAllByRole('combobox');
  const [daySelect, monthSelect, yearSelect] = selects;
  if (!daySelect || !monthSelect || !yearSelect) throw new Error(`${label} is not a date field`);
  fireEvent.change(daySelect, { target: { value: day } });
  fireEvent.change(monthSelect, { target: { value: month } });
  fireEvent.change(yearSelect, { target: { value: year } });
  return group;
}
