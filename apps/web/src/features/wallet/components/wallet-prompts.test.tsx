import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { confirmDeduction } from '../lib/deduction-consent.ts';
import { useCoinPrompts } from '../stores/coin-prompts-store.ts';
import { useWalletStore } from '../stores/wallet-store.ts';
import { DeductionConsentModal } from './deduction-consent-modal.tsx';
import { InsufficientCoinsModal } from './insufficient-coins-modal.tsx';
import { LowBalanceHint } from './low-balance-hint.tsx';

function inRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useCoinPrompts.setState({ insufficient: null, deduction: null });
});

describe('insufficient coins', () => {
  it("says 'need {required} but have {current}' and links to the top-up page", async () => {
    inRouter(<InsufficientCoinsModal topUpPath="/profile" />);
    act(() => useCoinPrompts.getState().showInsufficient(600, 250));
    expect(await screen.findByText('ต้องใช้ 600 เหรียญ แต่คุณมี 250 เหรียญ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ไปเติมเหรียญ' }).getAttribute('href')).toBe('/profile');
    fireEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('groups the thousands of both amounts', async () => {
    inRouter(<InsufficientCoinsModal topUpPath="/profile" />);
    act(() => useCoinPrompts.getState().showInsufficient(1200, 1050));
    expect(await screen.findByText('ต้องใช้ 1,200 เหรียญ แต่คุณมี 1,050 เหรียญ')).toBeTruthy();
  });
});

describe('deduction consent', () => {
  it('lists the costs; remember is saved only when ticked', async () => {
    render(<DeductionConsentModal />);
    let answer = confirmDeduction([{ label: 'ดูลายมือ', coins: 600 }]);
    expect(await screen.findByText('รวม 600 เหรียญ')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await answer).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.rememberCoinDeductionConsent)).toBeNull();

    answer = confirmDeduction([
      { label: 'ดูลายมือ', coins: 1000 },
      { label: 'ส่งข้อความ', coins: 10 },
    ]);
    expect(await screen.findByText('รวม 1,010 เหรียญ')).toBeTruthy();
    expect(screen.getByText('1,000 เหรียญ')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'ยกเลิก' }));
    expect(await answer).toBe(false);

    answer = confirmDeduction([{ label: 'ส่งข้อความ', coins: 10 }]);
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await answer).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.rememberCoinDeductionConsent)).toBe('true');
    await expect(confirmDeduction([{ label: 'x', coins: 1 }])).resolves.toBe(true);
  });
});

describe('low balance hint', () => {
  it('appears after 8 s below 350 coins, once per session, promising 200 coins for a first top-up', () => {
    vi.useFakeTimers();
    useWalletStore.setState({ balance: 120, lastUpdated: new Date().toISOString() });
    const { unmount } = render(<LowBalanceHint active onInvite={vi.fn()} />);
    act(() => void vi.advanceTimersByTime(7900));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toContain('200');
    // The coins come with the friend's first purchase, not their sign-up.
    expect(screen.getByRole('status').textContent).toContain('เมื่อเพื่อนเติมเหรียญครั้งแรก');
    fireEvent.click(screen.getByRole('button', { name: 'ไม่ใช่ตอนนี้' }));
    unmount();
    render(<LowBalanceHint active onInvite={vi.fn()} />);
    act(() => void vi.advanceTimersByTime(9000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes away once the visitor takes it up', () => {
    vi.useFakeTimers();
    sessionStorage.clear();
    useWalletStore.setState({ balance: 40, lastUpdated: new Date().toISOString() });
    const onInvite = vi.fn();
    render(<LowBalanceHint active onInvite={onInvite} />);
    act(() => void vi.advanceTimersByTime(8100));
    const hint = screen.getByRole('status');
    fireEvent.click(within(hint).getAllByRole('button')[0]!);
    expect(onInvite).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays away at 350 coins or more', () => {
    vi.useFakeTimers();
    useWalletStore.setState({ balance: 350, lastUpdated: new Date().toISOString() });
    render(<LowBalanceHint active onInvite={vi.fn()} />);
    act(() => void vi.advanceTimersByTime(9000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
