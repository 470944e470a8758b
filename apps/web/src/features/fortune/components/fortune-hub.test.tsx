import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FortuneHub } from './fortune-hub.tsx';

function renderHub(costs?: Partial<Record<string, number>>) {
  const router = createMemoryRouter([{ path: '*', element: <FortuneHub costs={costs} /> }]);
  render(<RouterProvider router={router} />);
}

describe('FortuneHub', () => {
  it('shows each kind’s price in coins, palm included', () => {
    renderHub({ palm: 600, career: 50, 'phone-number': 60, 'their-feelings': 85 });
    const card = (name: string) =>
      screen.getByRole('link', { name: new RegExp(`^${name}`) }) as HTMLElement;
    expect(within(card('ดูลายมือ')).getByText('600 เหรียญ')).toBeTruthy();
    expect(within(card('ดวงการงาน')).getByText('50 เหรียญ')).toBeTruthy();
    expect(within(card('เบอร์มงคล')).getByText('60 เหรียญ')).toBeTruthy();
    expect(within(card('เขาคิดอย่างไรกับเรา')).getByText('85 เหรียญ')).toBeTruthy();
    // No price known, no badge (and no "coming soon").
    expect(within(card('ดวงโชคลาภ')).queryByText(/เหรียญ/)).toBeNull();
    expect(screen.queryByText('เร็ว ๆ นี้')).toBeNull();
  });

  it('shows no prices while they load', () => {
    renderHub(undefined);
    expect(screen.queryByText(/เหรียญ/)).toBeNull();
  });
});
