import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { confirmDeduction } from '../lib/deduction-consent.ts';
import { useCoinPrompts } from '../stores/coin-prompts-store.ts';
import { useWalletStore } from '../stores/wallet-store.ts';
import { DeductionConsentModal } from './deduction-consent-modal.tsx';
import { InsufficientCoinsModal } from './insufficient-coins-modal.tsx';
import { LowBalanceHint } from './low-balance-hint.tsx';
import { WelcomeModal } from './welcome-modal.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function inRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useCoinPrompts.setState({ insufficient: null, deduction: null });
});

describe('welcome modal', () => {
  it('claims once for a new user and shows the amount the server granted', async () => {
    const fetchMock = vi.fn(async () =>
      json(200, { success: true, data: { granted: 1000, balance: 1000 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onClaimed = vi.fn();
    const { rerender } = render(
      <>
        <Toaster />
        <WelcomeModal eligible onClaimed={onClaimed} />
      </>,
    );
    expect(await screen.findByText('ได้รับ 1000 เหรียญต้อนรับแล้ว')).toBeTruthy();
    expect(onClaimed).toHaveBeenCalledWith(1000);
    expect(localStorage.getItem(STORAGE_KEYS.hasClaimedWelcome)).toBe('true');
    rerender(
      <>
        <Toaster />
        <WelcomeModal eligible onClaimed={onClaimed} />
      </>,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the Thai error toast and keeps the modal when the claim fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, { success: false, error: { code: 'VALIDATION_FAILED', message: 'x' } }),
      ),
    );
    render(
      <>
        <Toaster />
        <WelcomeModal eligible onClaimed={vi.fn()} />
      </>,
    );
    expect(await screen.findByText('เกิดข้อผิดพลาดในการรับเครดิต กรุณาลองใหม่อีกครั้ง')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'รับเหรียญฟรี' })).toBeTruthy();
  });
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
});

describe('deduction consent', () => {
  it('lists the costs; remember is saved only when ticked', async () => {
    render(<DeductionConsentModal />);
    let answer = confirmDeduction([{ label: 'ดูลายมือ', coins: 600 }]);
    expect(await screen.findByText('รวม 600 เหรียญ')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await answer).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.rememberCoinDeductionConsent)).toBeNull();

    answer = confirmDeduction([{ label: 'ส่งข้อความ', coins: 10 }]);
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
  it('appears after 8 s below 350 coins, once per session, promising 200 coins', () => {
    vi.useFakeTimers();
    useWalletStore.setState({ balance: 120, lastUpdated: new Date().toISOString() });
    const { unmount } = render(<LowBalanceHint active onInvite={vi.fn()} />);
    act(() => void vi.advanceTimersByTime(7900));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toContain('200');
    fireEvent.click(screen.getByRole('button', { name: 'ไม่ใช่ตอนนี้' }));
    unmount();
    render(<LowBalanceHint active onInvite={vi.fn()} />);
    act(() => void vi.advanceTimersByTime(9000));
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
