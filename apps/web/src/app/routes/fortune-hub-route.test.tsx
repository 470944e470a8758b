import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { initialAuthState, useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { READING_KIND_ORDER } from '../../features/readings/kinds.tsx';
import { ok, stubServer } from '../../test/stub-server.tsx';
import { AppProviders } from '../providers.tsx';
import { FortuneHubRoute } from './fortune-hub-route.tsx';

const COSTS = {
  hand_reading_cost: 600,
  chat_message_cost: 10,
  reading_costs: { career: 50, 'phone-number': 60, 'their-feelings': 85, 'love-sticks': 50 },
};

function renderHub() {
  const router = createMemoryRouter([{ path: '*', element: <FortuneHubRoute /> }]);
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const card = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) });

afterEach(() => useAuthStore.setState({ ...initialAuthState }));

describe('the fortune hub', () => {
  it('shows palm reading and every reading kind, each with its price and its screen', async () => {
    useAuthStore.setState({ ...initialAuthState, isLoading: false, isAuthenticated: true });
    stubServer({ 'GET /coins/costs': () => ok(COSTS) });
    renderHub();
    expect(await within(card('ดูลายมือ')).findByText('600 เหรียญ')).toBeTruthy();
    expect(within(card('ดวงการงาน')).getByText('50 เหรียญ')).toBeTruthy();
    expect(within(card('เบอร์มงคล')).getByText('60 เหรียญ')).toBeTruthy();
    expect(within(card('เขาคิดอย่างไรกับเรา')).getByText('85 เหรียญ')).toBeTruthy();
    // No price known, no badge; signed in, nothing is free.
    expect(within(card('ดวงโชคลาภ')).queryByText(/เหรียญ/)).toBeNull();
    expect(screen.queryByText('ลองฟรีวันละ 1 ใบ')).toBeNull();
    // Every kind of the kinds map has a card, in its order, after palm reading.
    const list = screen.getByTestId('reading-kinds');
    // …and, last, the game, which costs nothing.
    expect(within(list).getAllByRole('link')).toHaveLength(READING_KIND_ORDER.length + 2);
    expect(card('เกมแตะน้องดาว').getAttribute('href')).toBe('/game');
    expect(within(card('เกมแตะน้องดาว')).queryByText(/เหรียญ/)).toBeNull();
    expect(card('เบอร์มงคล').getAttribute('href')).toBe('/fortune/phone-number');
    expect(card('เซียมซีความรัก').getAttribute('href')).toBe('/fortune/love-sticks');
  });

  it('tells a visitor which reading they can try free', async () => {
    useAuthStore.setState({ ...initialAuthState, isLoading: false, isAuthenticated: false });
    stubServer({ 'GET /coins/costs': () => ok(COSTS) });
    renderHub();
    expect(await within(card('เซียมซีความรัก')).findByText('ลองฟรีวันละ 1 ใบ')).toBeTruthy();
    expect(within(card('ดวงโชคลาภ')).queryByText('ลองฟรีวันละ 1 ใบ')).toBeNull();
  });
});
