import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderRoute, stubServer, type SeenCall } from '../../../test/stub-server.tsx';
import type { PushSubscriptionData } from '../api/daily-push.ts';
import type { BrowserPush, NotificationPermissionState } from '../lib/browser-push.ts';
import { DailyFortunePush } from './daily-fortune-push.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const VAPID_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const SUBSCRIPTION: PushSubscriptionData = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

/** The browser, played: its permission, what the user answers if asked, its subscription. */
function fakeBrowser(
  permission: NotificationPermissionState,
  options: { answer?: NotificationPermissionState; subscribed?: boolean } = {},
) {
  const state = { permission, subscription: options.subscribed ? SUBSCRIPTION : null };
  const browser = {
    permission: () => state.permission,
    requestPermission: vi.fn(async () => {
      state.permission = options.answer ?? 'granted';
      return state.permission;
    }),
    subscription: vi.fn(async () => state.subscription),
    subscribe: vi.fn(async (_key: string) => {
      state.subscription = SUBSCRIPTION;
      return SUBSCRIPTION;
    }),
    unsubscribe: vi.fn(async () => {
      const endpoint = state.subscription?.endpoint ?? null;
      state.subscription = null;
      return endpoint;
    }),
  } satisfies BrowserPush;
  return browser;
}

/** The server: the user's preferences as it keeps them. */
function server(initial = { daily_fortune: false, hour: 7 }) {
  let preferences = initial;
  return stubServer({
    'GET /push/preferences': () => ok(preferences),
    'PUT /push/preferences': (call: SeenCall) => {
      preferences = call.parsedBody as typeof preferences;
      return ok(preferences);
    },
    'GET /push/vapid-public-key': () => ok({ public_key: VAPID_KEY }),
    'POST /push/subscriptions': () =>
      ok({ endpoint: SUBSCRIPTION.endpoint, created_at: '2031-05-02T00:00:00.000Z' }, 201),
    'DELETE /push/subscriptions': () => ok({ removed: true }),
  });
}

function show(browser: BrowserPush, userId: string | null = 'user-1', onSignIn = vi.fn()) {
  renderRoute(
    <DailyFortunePush userId={userId} onSignIn={onSignIn} browser={browser} />,
    '/settings',
  );
  return { onSignIn };
}

const theSwitch = () => screen.getByRole('switch', { name: 'ส่งดวงรายวันมาที่เครื่องนี้' });
const ready = () => waitFor(() => expect(theSwitch().hasAttribute('disabled')).toBe(false));

describe('DailyFortunePush', () => {
  it('starts off at 07:00, without asking the browser anything', async () => {
    server();
    const browser = fakeBrowser('default');
    show(browser);
    await ready();
    expect(theSwitch().getAttribute('aria-checked')).toBe('false');
    expect(screen.getByLabelText<HTMLSelectElement>('เวลาที่อยากได้รับ').value).toBe('7');
    expect(screen.getByRole('option', { name: '07:00 น.' })).toBeTruthy();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('asks for permission when turned on, subscribes this browser and saves the choice', async () => {
    const api = server();
    const browser = fakeBrowser('default', { answer: 'granted' });
    show(browser);
    await ready();
    await userEvent.setup().click(theSwitch());

    await waitFor(() => expect(theSwitch().getAttribute('aria-checked')).toBe('true'));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith(VAPID_KEY);
    expect(api.callsTo('POST /push/subscriptions')[0]?.parsedBody).toEqual({
      endpoint: SUBSCRIPTION.endpoint,
      expiration_time: null,
      keys: SUBSCRIPTION.keys,
    });
    expect(api.callsTo('PUT /push/preferences')[0]?.parsedBody).toEqual({
      daily_fortune: true,
      hour: 7,
    });
    expect(screen.getByRole('status').textContent).toBe(
      'เปิดอยู่ ดวงของแต่ละวันจะมาถึงเครื่องนี้เวลา 07:00 น.',
    );
  });

  it('says in Thai how to unblock notifications when the browser blocks them', async () => {
    const api = server();
    const browser = fakeBrowser('default', { answer: 'denied' });
    show(browser);
    await ready();
    await userEvent.setup().click(theSwitch());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('เบราว์เซอร์บล็อกการแจ้งเตือนของดวงดีไว้');
    expect(theSwitch().getAttribute('aria-checked')).toBe('false');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(api.callsTo('POST /push/subscriptions')).toHaveLength(0);
    expect(api.callsTo('PUT /push/preferences')).toHaveLength(0);
  });

  it('does not ask again once blocked: it says so at once', async () => {
    server();
    const browser = fakeBrowser('denied');
    show(browser);
    await ready();
    await userEvent.setup().click(theSwitch());
    expect((await screen.findByRole('alert')).textContent).toContain('แตะไอคอนแม่กุญแจ');
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('asks nothing more when the user closes the browser’s question unanswered', async () => {
    const api = server();
    show(fakeBrowser('default', { answer: 'default' }));
    await ready();
    await userEvent.setup().click(theSwitch());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ยังไม่ได้อนุญาตการแจ้งเตือน ถ้าเปลี่ยนใจเมื่อไหร่ เปิดสวิตช์นี้อีกครั้งได้เลย',
    );
    expect(api.callsTo('PUT /push/preferences')).toHaveLength(0);
  });

  it('explains what to do where the browser has no Web Push (an iPhone outside the app)', async () => {
    server();
    show(fakeBrowser('unsupported'));
    expect((await screen.findByRole('alert')).textContent).toContain('เพิ่มดวงดีลงหน้าจอโฮม');
    expect(theSwitch().hasAttribute('disabled')).toBe(true);
  });

  it('turns off: saves it and unsubscribes this browser', async () => {
    const api = server({ daily_fortune: true, hour: 21 });
    const browser = fakeBrowser('granted', { subscribed: true });
    show(browser);
    await waitFor(() => expect(theSwitch().getAttribute('aria-checked')).toBe('true'));
    await userEvent.setup().click(theSwitch());

    await waitFor(() => expect(theSwitch().getAttribute('aria-checked')).toBe('false'));
    expect(api.callsTo('PUT /push/preferences')[0]?.parsedBody).toEqual({
      daily_fortune: false,
      hour: 21,
    });
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(api.callsTo('DELETE /push/subscriptions')[0]?.parsedBody).toEqual({
      endpoint: SUBSCRIPTION.endpoint,
    });
  });

  it('saves another hour', async () => {
    const api = server({ daily_fortune: true, hour: 7 });
    show(fakeBrowser('granted', { subscribed: true }));
    await ready();
    await userEvent.setup().selectOptions(screen.getByLabelText('เวลาที่อยากได้รับ'), '6');
    await waitFor(() =>
      expect(api.callsTo('PUT /push/preferences')[0]?.parsedBody).toEqual({
        daily_fortune: true,
        hour: 6,
      }),
    );
    expect(await screen.findByText('เปิดอยู่ ดวงของแต่ละวันจะมาถึงเครื่องนี้เวลา 06:00 น.')).toBeTruthy();
  });

  it('says so when the server refuses the subscription, and stays off', async () => {
    stubServer({
      'GET /push/preferences': () => ok({ daily_fortune: false, hour: 7 }),
      'GET /push/vapid-public-key': () => ok({ public_key: VAPID_KEY }),
      'POST /push/subscriptions': () => fail(400, 'VALIDATION_FAILED'),
    });
    show(fakeBrowser('granted'));
    await ready();
    await userEvent.setup().click(theSwitch());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ตั้งค่าการแจ้งเตือนไม่สำเร็จ ลองใหม่อีกครั้งในอีกสักครู่',
    );
    expect(theSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('asks a guest to sign in first, and asks the browser nothing', async () => {
    server();
    const browser = fakeBrowser('default');
    const { onSignIn } = show(browser, null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(screen.getByText('เข้าสู่ระบบเพื่อรับดวงรายวันทางการแจ้งเตือน')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(browser.subscription).not.toHaveBeenCalled();
  });
});
