import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvitePrompt, isInvitePromptExcluded } from './invite-prompt.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('InvitePrompt', () => {
  it('shows after 2 s when the 0.3 chance falls, once a session', () => {
    const { unmount } = render(
      <InvitePrompt active pathname="/fortune" onInvite={() => undefined} random={() => 0.1} />,
    );
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog').textContent).toContain('ชวนเพื่อนมาดูดวงด้วยกันไหม');
    // The coins come with the friend's first purchase, not their sign-up.
    expect(screen.getByRole('dialog').textContent).toContain(
      'เมื่อเพื่อนเติมเหรียญครั้งแรก รับไปเลย 200 เหรียญ',
    );
    unmount();

    // A later page of the same session: no second chance.
    render(<InvitePrompt active pathname="/" onInvite={() => undefined} random={() => 0} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes its one chance even when it does not show', () => {
    const random = vi.fn(() => 0.9);
    const { unmount } = render(
      <InvitePrompt active pathname="/fortune" onInvite={() => undefined} random={random} />,
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<InvitePrompt active pathname="/" onInvite={() => undefined} random={random} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('never shows on the wallet, payment, sign-in and invite pages, nor while inactive', () => {
    for (const path of [
      '/wallet',
      '/payment',
      '/payment/success',
      '/login',
      '/register',
      '/invite',
    ]) {
      expect(isInvitePromptExcluded(path)).toBe(true);
    }
    expect(isInvitePromptExcluded('/fortune')).toBe(false);
    expect(isInvitePromptExcluded('/wallet-history')).toBe(false);
    const { rerender } = render(
      <InvitePrompt active pathname="/payment" onInvite={() => undefined} random={() => 0} />,
    );
    act(() => vi.advanceTimersByTime(5000));
    rerender(
      <InvitePrompt active={false} pathname="/" onInvite={() => undefined} random={() => 0} />,
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
