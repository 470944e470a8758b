import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { createGuestSession, guestRetryDelayMs } from './guest-session.ts';
import { readGuestRecord } from './lib/guest-record.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const serverGuest = (id: string, consent = false) => ({
  success: true,
  data: {
    guest_user: {
      id,
      session_id: `sess-${id}`,
      has_accepted_pdpa: consent,
      pdpa_accepted_at: null,
      created_at: '2026-11-22T00:00:00Z',
      last_active_at: null,
    },
    session: { session_id: `sess-${id}`, expires_at: '2027-11-22T00:00:00Z' },
  },
});

function setup(handler: (url: string, init: RequestInit) => Response) {
  const requests: Array<{ url: string; headers: Headers; body: string }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: String(init?.body),
    });
    return handler(String(input), init ?? {});
  });
  const api = createApiClient({
    fetch: fetchMock as typeof fetch,
    hostname: 'localhost',
    maxRetries: 0,
  });
  const sleeps: number[] = [];
  const guest = createGuestSession({
    api,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
  });
  return { guest, requests, sleeps };
}

beforeEach(() => {
  localStorage.clear();
  document.cookie
    .split('; ')
    .forEach((c) => (document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`));
});

describe('guest start-up', () => {
  it('creates a guest and asks for PDPA consent', async () => {
    const { guest } = setup(() => json(200, serverGuest('g1')));
    const result = await guest.initialize(false);
    expect(result).toMatchObject({ guest: { id: 'g1', sessionId: 'sess-g1' }, needsConsent: true });
    expect(localStorage.getItem(STORAGE_KEYS.guestUserId)).toBe('g1');
  });

  it('reuses the stored guest by sending its session and the same device id, and skips the modal once consent exists', async () => {
    const first = setup(() => json(200, serverGuest('g1', true)));
    await first.guest.initialize(false);
    const second = setup(() => json(200, serverGuest('g1', true)));
    const result = await second.guest.initialize(false);
    expect(second.requests[0]?.headers.get('X-Guest-Session')).toBe('sess-g1');
    const deviceOf = (body: string | undefined) =>
      (JSON.parse(body ?? '{}') as { device_id?: string }).device_id;
    expect(deviceOf(second.requests[0]?.body)).toBe(deviceOf(first.requests[0]?.body));
    expect(deviceOf(first.requests[0]?.body)).toBeTruthy();
    expect(result.needsConsent).toBe(false);
  });

  it('cleans corrupt data before starting', async () => {
    document.cookie = `fortune_guestUser=${encodeURIComponent('{not json')}; Path=/`;
    localStorage.setItem(STORAGE_KEYS.guestUserId, 'g-old');
    const { guest, requests } = setup(() => json(200, serverGuest('g2')));
    await guest.initialize(false);
    expect(requests[0]?.headers.get('X-Guest-Session')).toBeNull();
    expect(readGuestRecord()?.id).toBe('g2');
  });

  it('retries 3 times with 2 s doubling plus jitter, then uses a local guest without consent', async () => {
    const { guest, requests, sleeps } = setup(() => json(503, {}));
    const result = await guest.initialize(false);
    expect(requests).toHaveLength(3);
    expect(sleeps).toEqual([2500, 4500]);
    expect(result.guest?.isLocalFallback).toBe(true);
    expect(result.needsConsent).toBe(true);
    expect(guestRetryDelayMs(2, () => 0.999)).toBe(8999);
  });

  it('clears guest data when signed in', async () => {
    const { guest } = setup(() => json(200, serverGuest('g1')));
    await guest.initialize(false);
    await guest.initialize(true);
    expect(readGuestRecord()).toBeNull();
  });
});

describe('PDPA decision', () => {
  it('accept records consent; a failing server still reports success and saves it locally', async () => {
    const calls: string[] = [];
    const { guest } = setup((url) => {
      calls.push(url);
      return url.endsWith('/guest/pdpa-consent') ? json(500, {}) : json(200, serverGuest('g1'));
    });
    await guest.initialize(false);
    await expect(guest.decideConsent(true)).resolves.toEqual({ ok: true });
    expect(calls.some((u) => u.endsWith('/guest/pdpa-consent'))).toBe(true);
    expect(readGuestRecord()?.pdpaConsent).toBe(true);
  });

  it('a browser that consented is not asked again after signing in and out (a new guest)', async () => {
    let next = 1;
    const { guest, requests } = setup((url, init) => {
      if (url.endsWith('/guest/pdpa-consent')) return json(200, { success: true, data: {} });
      // Every sign-in retires the guest, so the server starts a new one each time.
      const body = JSON.parse(String(init.body)) as { accept_pdpa?: boolean };
      return json(200, serverGuest(`g${next++}`, body.accept_pdpa === true));
    });
    expect((await guest.initialize(false)).needsConsent).toBe(true);
    await guest.decideConsent(true);
    await guest.initialize(true); // signed in
    const after = await guest.initialize(false); // signed out
    expect(after.guest?.id).toBe('g2');
    expect(after.needsConsent).toBe(false);
    // The server is told, so it records the consent for the new guest.
    const last = requests.filter((r) => r.url.endsWith('/auth/guest')).at(-1);
    expect(JSON.parse(last?.body ?? '{}')).toMatchObject({ accept_pdpa: true });
  });

  it('a browser that consented keeps it with a local guest while the server is away', async () => {
    document.cookie = 'fortune_pdpaConsent=true; Path=/';
    const { guest } = setup(() => json(503, {}));
    const result = await guest.initialize(false);
    expect(result.guest?.isLocalFallback).toBe(true);
    expect(result.needsConsent).toBe(false);
  });

  it('decline removes the guest', async () => {
    const { guest } = setup(() => json(200, serverGuest('g1')));
    await guest.initialize(false);
    await guest.decideConsent(false);
    expect(readGuestRecord()).toBeNull();
  });
});
