import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { fail, ok, stubServer } from '../../../test/stub-server.tsx';
import { WelcomeBonusOffer } from './welcome-bonus-offer.tsx';
import { WelcomeModal } from './welcome-modal.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function withClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <Toaster />
      {children}
    </QueryClientProvider>
  );
}

function renderModal(props: Partial<Parameters<typeof WelcomeModal>[0]> = {}) {
  const handlers = {
    onClaimed: vi.fn(),
    onAlreadyClaimed: vi.fn(),
  };
  const element = (over: Partial<Parameters<typeof WelcomeModal>[0]> = {}) =>
    withClient(<WelcomeModal eligible blocked={false} {...handlers} {...props} {...over} />);
  const view = render(element());
  return { ...handlers, rerender: (over = {}) => view.rerender(element(over)) };
}

const offered = { claimable: true, amount: 1000 };

describe('the welcome modal', () => {
  it('offers the amount the server has and grants it only when the user claims', async () => {
    const server = stubServer({
      'GET /coins/welcome-bonus': () => ok(offered),
      'POST /coins/grant-welcome': () => ok({ granted: 1000, balance: 1000 }),
    });
    const { onClaimed } = renderModal();

    const dialog = await screen.findByRole('dialog', { name: 'รับเหรียญต้อนรับ 1,000 เหรียญ' });
    // Nothing is claimed by opening it.
    expect(server.callsTo('POST /coins/grant-welcome')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'รับเหรียญเลย' }));

    expect(await screen.findByText('ได้รับ 1,000 เหรียญต้อนรับแล้ว')).toBeTruthy();
    expect(onClaimed).toHaveBeenCalledWith(1000);
    expect(server.callsTo('POST /coins/grant-welcome')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.hasClaimedWelcome)).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closing leaves the coins to claim later, and it does not come back this session', async () => {
    const server = stubServer({ 'GET /coins/welcome-bonus': () => ok(offered) });
    const { onClaimed, rerender } = renderModal();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ไว้ทีหลัง' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST /coins/grant-welcome')).toHaveLength(0);
    expect(onClaimed).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.hasClaimedWelcome)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.welcomeDismissed)).toBe('true');
    rerender();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the × and Escape close it the same way', async () => {
    stubServer({ 'GET /coins/welcome-bonus': () => ok(offered) });
    renderModal();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem(STORAGE_KEYS.welcomeDismissed)).toBe('true');
  });

  it('waits while another modal shows, then opens', async () => {
    stubServer({ 'GET /coins/welcome-bonus': () => ok(offered) });
    const { rerender } = renderModal({ blocked: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender({ blocked: false });
    expect(await screen.findByRole('dialog', { name: 'รับเหรียญต้อนรับ 1,000 เหรียญ' })).toBeTruthy();
  });

  it('says nothing to a user who claimed elsewhere already', async () => {
    stubServer({ 'GET /coins/welcome-bonus': () => ok({ claimable: false, amount: 1000 }) });
    const { onAlreadyClaimed } = renderModal();
    await waitFor(() => expect(onAlreadyClaimed).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hasClaimedWelcome)).toBe('true');
  });

  it('keeps the modal, with the Thai error, when the claim fails', async () => {
    stubServer({
      'GET /coins/welcome-bonus': () => ok(offered),
      'POST /coins/grant-welcome': () => fail(400, 'VALIDATION_FAILED'),
    });
    const { onClaimed } = renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'รับเหรียญเลย' }));
    expect(await screen.findByText('เกิดข้อผิดพลาดในการรับเครดิต กรุณาลองใหม่อีกครั้ง')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onClaimed).not.toHaveBeenCalled();
  });

  it('is not for a user who is not new', async () => {
    const server = stubServer({ 'GET /coins/welcome-bonus': () => ok(offered) });
    renderModal({ eligible: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls).toHaveLength(0);
  });
});

describe("the profile's welcome offer", () => {
  it('claims the coins from the profile after the modal was closed, then goes', async () => {
    sessionStorage.setItem(STORAGE_KEYS.welcomeDismissed, 'true');
    stubServer({
      'GET /coins/welcome-bonus': () => ok(offered),
      'POST /coins/grant-welcome': () => ok({ granted: 1000, balance: 1000 }),
    });
    const onClaimed = vi.fn();
    render(withClient(<WelcomeBonusOffer eligible onClaimed={onClaimed} />));
    const offer = await screen.findByTestId('welcome-offer');
    fireEvent.click(within(offer).getByRole('button', { name: 'รับเหรียญต้อนรับ 1,000 เหรียญ' }));
    await waitFor(() => expect(onClaimed).toHaveBeenCalledWith(1000));
    await waitFor(() => expect(screen.queryByTestId('welcome-offer')).toBeNull());
  });
});
