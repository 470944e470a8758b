import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('App start-up', () => {
  it.each(['/payment/success', '/payment/cancel', '/auth/callback', '/oauth/callback/line'])(
    'skips the splash on %s',
    async (path) => {
      window.history.replaceState(null, '', path);
      render(<App />);
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      expect(screen.queryByTestId('splash')).toBeNull();
    },
  );

  it('shows the splash over the app on other paths, once, for at most 4 s', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/');
    render(<App />);
    expect(screen.getByTestId('splash')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(4000));
    expect(screen.queryByTestId('splash')).toBeNull();
    expect(screen.getByTestId('daily-fortune')).toBeTruthy();
  });
});
