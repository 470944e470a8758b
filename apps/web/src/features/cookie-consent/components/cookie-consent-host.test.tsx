import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openCookieSettings } from '../../../lib/cookie-settings.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { fail, ok, stubServer } from '../../../test/stub-server.tsx';
import { createCookieConsent } from '../cookie-consent.ts';
import { acceptAllChoices, defaultChoices, readStoredConsent } from '../lib/consent-choice.ts';
import { BANNER_CLOSE_MS, BANNER_DELAY_MS, CookieConsentHost } from './cookie-consent-host.tsx';

const NONE_RECORDED = () => ok(null);

function show({
  hasIdentity = true,
  allowed = true,
}: { hasIdentity?: boolean | (() => boolean); allowed?: boolean } = {}) {
  const consent = createCookieConsent({
    hasIdentity: typeof hasIdentity === 'function' ? hasIdentity : () => hasIdentity,
  });
  const element = (isAllowed: boolean, key = 'k1') => (
    <CookieConsentHost
      consent={consent}
      allowed={isAllowed}
      privacyPath="/privacy"
      identityKey={key}
    />
  );
  const router = createMemoryRouter([{ path: '*', element: element(allowed) }], {
    initialEntries: ['/'],
  });
  const view = render(<RouterProvider router={router} />);
  return { consent, view, router, element };
}

/** Lets the timers and the promises they start run. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the cookie banner', () => {
  it('appears 1 s after start when no choice is stored', async () => {
    stubServer({ 'GET /consents/cookies': NONE_RECORDED });
    show();
    await advance(BANNER_DELAY_MS - 100);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    await advance(100);
    expect(screen.getByTestId('cookie-banner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ยอมรับทั้งหมด' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ปฏิเสธ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'เลือกเอง' })).toBeTruthy();
  });

  it('"ยอมรับทั้งหมด" stores every key granted, posts it, and closes 300 ms later', async () => {
    const server = stubServer({
      'GET /consents/cookies': NONE_RECORDED,
      'POST /consents/cookies': () => ok({ recorded: 7 }),
    });
    show();
    await advance(BANNER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'ยอมรับทั้งหมด' }));
    await advance(0);

    expect(readStoredConsent()).toMatchObject({ choices: acceptAllChoices(), synced: true });
    expect(server.callsTo('POST /consents/cookies').map((c) => c.parsedBody)).toEqual([
      acceptAllChoices(),
    ]);
    expect(screen.getByTestId('cookie-banner').dataset.closing).toBe('true');
    await advance(BANNER_CLOSE_MS);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('"ปฏิเสธ" keeps only the security storage granted', async () => {
    const server = stubServer({
      'GET /consents/cookies': NONE_RECORDED,
      'POST /consents/cookies': () => ok({ recorded: 7 }),
    });
    show();
    await advance(BANNER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'ปฏิเสธ' }));
    await advance(BANNER_CLOSE_MS);

    const sent = server.callsTo('POST /consents/cookies')[0]?.parsedBody as Record<string, string>;
    expect(Object.entries(sent).filter(([, value]) => value === 'granted')).toEqual([
      ['security_storage', 'granted'],
    ]);
    expect(Object.keys(sent)).toHaveLength(7);
    expect(readStoredConsent()?.choices).toEqual(defaultChoices());
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('saves the choice here and closes even when the server fails', async () => {
    const server = stubServer({
      'GET /consents/cookies': NONE_RECORDED,
      'POST /consents/cookies': () => fail(503, 'SERVICE_UNAVAILABLE'),
    });
    show();
    await advance(BANNER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'ยอมรับทั้งหมด' }));
    // The client retries a 503 with backoff; the choice is stored before any of it.
    expect(readStoredConsent()).toMatchObject({ choices: acceptAllChoices(), synced: false });
    await advance(30_000);
    expect(server.callsTo('POST /consents/cookies').length).toBeGreaterThan(0);
    expect(readStoredConsent()).toMatchObject({ choices: acceptAllChoices(), synced: false });
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('does not appear again once a choice is stored', async () => {
    const server = stubServer({ 'GET /consents/cookies': NONE_RECORDED });
    localStorage.setItem(
      STORAGE_KEYS.cookieConsent,
      JSON.stringify({
        choices: defaultChoices(),
        decidedAt: '2025-11-01T00:00:00Z',
        synced: true,
      }),
    );
    show();
    await advance(BANNER_DELAY_MS * 5);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  it('takes over a choice the server has for this user instead of asking', async () => {
    stubServer({
      'GET /consents/cookies': () =>
        ok({
          choices: acceptAllChoices(),
          decided_at: '2025-11-01T00:00:00.000Z',
          policy_version: '1.0',
        }),
    });
    show();
    await advance(BANNER_DELAY_MS * 2);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(readStoredConsent()).toMatchObject({ choices: acceptAllChoices(), synced: true });
  });

  it('waits while something else is shown (the PDPA consent, the welcome)', async () => {
    stubServer({ 'GET /consents/cookies': NONE_RECORDED });
    const { view, element } = show({ allowed: false });
    await advance(BANNER_DELAY_MS * 3);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    // Allowed again (the route element is re-rendered with the new prop).
    view.rerender(
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element: element(true) }], {
          initialEntries: ['/'],
        })}
      />,
    );
    await advance(0);
    expect(screen.getByTestId('cookie-banner')).toBeTruthy();
  });

  it('without a guest session yet, stores the choice and sends it once there is one', async () => {
    const server = stubServer({
      'GET /consents/cookies': NONE_RECORDED,
      'POST /consents/cookies': () => ok({ recorded: 7 }),
    });
    let identity = false;
    const { consent } = show({ hasIdentity: () => identity });
    await advance(BANNER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'ปฏิเสธ' }));
    await advance(BANNER_CLOSE_MS);
    expect(server.callsTo('POST /consents/cookies')).toHaveLength(0);
    expect(readStoredConsent()).toMatchObject({ synced: false });

    identity = true;
    await act(async () => {
      await consent.syncPending();
    });
    expect(server.callsTo('POST /consents/cookies').map((c) => c.parsedBody)).toEqual([
      defaultChoices(),
    ]);
    expect(readStoredConsent()).toMatchObject({ synced: true });
  });

  it('"เลือกเอง" saves the categories chosen, mapped to their keys', async () => {
    const server = stubServer({
      'GET /consents/cookies': NONE_RECORDED,
      'POST /consents/cookies': () => ok({ recorded: 7 }),
    });
    // Nothing to take over (no GET queued behind an earlier test's clock), then a guest exists.
    let identity = false;
    show({ hasIdentity: () => identity });
    await advance(BANNER_DELAY_MS);
    identity = true;
    fireEvent.click(screen.getByRole('button', { name: 'เลือกเอง' }));
    const dialog = screen.getByRole('dialog', { name: 'ตั้งค่าคุกกี้' });
    const switches = dialog.querySelectorAll<HTMLInputElement>('input[role="switch"]');
    expect([...switches].map((s) => [s.checked, s.disabled])).toEqual([
      [true, true],
      [false, false],
      [false, false],
      [false, false],
    ]);
    fireEvent.click(switches[2]!); // วิเคราะห์การใช้งาน
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกตัวเลือก' }));
    await advance(BANNER_CLOSE_MS);

    expect(server.callsTo('POST /consents/cookies')[0]?.parsedBody).toEqual({
      ...defaultChoices(),
      analytics_storage: 'granted',
    });
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('opens the settings later from anywhere, starting from the stored choice', async () => {
    stubServer({ 'POST /consents/cookies': () => ok({ recorded: 7 }) });
    localStorage.setItem(
      STORAGE_KEYS.cookieConsent,
      JSON.stringify({
        choices: acceptAllChoices(),
        decidedAt: '2025-11-01T00:00:00Z',
        synced: true,
      }),
    );
    show();
    act(() => openCookieSettings());
    const dialog = screen.getByRole('dialog', { name: 'ตั้งค่าคุกกี้' });
    const switches = dialog.querySelectorAll<HTMLInputElement>('input[role="switch"]');
    expect([...switches].every((s) => s.checked)).toBe(true);
  });
});
