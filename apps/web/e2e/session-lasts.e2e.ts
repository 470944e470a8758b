import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailability } from './browser.ts';
import {
  acceptPdpa,
  expectWelcomeCoins,
  load,
  pdpaDialog,
  signInWithCode,
  useJourney,
  waitForSplash,
} from './journey.ts';

const { available } = browserAvailability();
/** Short enough to outlive in a test; the refresh token keeps its 30 days. */
const ACCESS_TOKEN_TTL_S = 3;
const EMAIL = 'stays@example.com';

/** The access token the browser keeps (also after its pages have closed). */
async function storedAccessToken(context: BrowserContext, origin: string): Promise<string> {
  const state = await context.storageState();
  const token = state.origins
    .find((o) => o.origin === origin)
    ?.localStorage.find((item) => item.name === 'duangdee_token')?.value;
  if (!token) throw new Error('no access token stored');
  return token;
}

const expiresAtMs = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number })
    .exp * 1000;

/** Waits until the server no longer accepts `token`. */
async function outlive(serverUrl: string, token: string): Promise<void> {
  await new Promise((r) => setTimeout(r, Math.max(0, expiresAtMs(token) - Date.now()) + 1_100));
  const me = await fetch(`${serverUrl}/api/v1/auth/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.status).toBe(401);
}

/** The identity calls a page makes: refreshes, and new guests (which a signed-in user never needs). */
function watchIdentityCalls(page: Page) {
  const calls = { refresh: 0, newGuest: 0 };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/v1/auth/refresh') calls.refresh += 1;
    if (pathname === '/api/v1/auth/guest' && request.method() === 'POST') calls.newGuest += 1;
  });
  return calls;
}

async function expectSignedIn(page: Page): Promise<void> {
  await page.getByText(EMAIL).first().waitFor({ timeout: 10_000 });
  await expect.poll(() => page.getByTestId('balance-chip').textContent()).toBe('1,000');
  // The guest's consent question belongs to people who are not signed in.
  await new Promise((r) => setTimeout(r, 500));
  expect(await pdpaDialog(page).count()).toBe(0);
}

// Expired tokens are meant to meet 401s in these journeys; Chromium logs each one.
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));

describe.runIf(available)('a signed-in user outlives the access token (decision 015)', () => {
  const journey = useJourney({ serverEnv: { ACCESS_TOKEN_TTL_S: String(ACCESS_TOKEN_TTL_S) } });

  it('comes back after the access token expired: still signed in, same balance, no PDPA modal', async () => {
    const first = await journey.phone();
    const { context } = first;
    await load(first.page, '/profile');
    await acceptPdpa(first.page);
    await first.page.getByRole('main').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await signInWithCode(first.page, EMAIL);
    await expectWelcomeCoins(first.page);
    expect(unexpected(first.errors)).toEqual([]);
    // The tab is closed; the browser keeps the tokens.
    await first.page.close();
    await outlive(journey.server.url, await storedAccessToken(context, journey.server.url));

    const page = await context.newPage();
    const calls = watchIdentityCalls(page);
    await load(page, '/profile');
    await expectSignedIn(page);
    expect(calls.refresh).toBeGreaterThanOrEqual(1);
    expect(calls.newGuest).toBe(0);

    // And a reload once this access token has expired as well.
    await outlive(journey.server.url, await storedAccessToken(context, journey.server.url));
    await page.reload();
    await waitForSplash(page);
    await expectSignedIn(page);
    expect(calls.newGuest).toBe(0);
    await context.close();
  });

  it('two tabs coming back at once both stay signed in: their refreshes take turns', async () => {
    const first = await journey.phone();
    const { context } = first;
    await load(first.page, '/profile');
    await acceptPdpa(first.page);
    await first.page.getByRole('main').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await signInWithCode(first.page, 'two-tabs@example.com');
    await expectWelcomeCoins(first.page);
    await first.page.close();
    await outlive(journey.server.url, await storedAccessToken(context, journey.server.url));

    // A browser restoring its tabs: both start with the same expired access token and the same
    // refresh token, which the server rotates, and refuses (ending the login) if sent twice.
    const tabs = await Promise.all([context.newPage(), context.newPage()]);
    const calls = tabs.map(watchIdentityCalls);
    await Promise.all(tabs.map((tab) => load(tab, '/profile')));
    for (const tab of tabs) {
      await tab.getByText('two-tabs@example.com').first().waitFor({ timeout: 10_000 });
      expect(await pdpaDialog(tab).count()).toBe(0);
    }
    // Had the login ended, the next refresh (live events reconnect as each token expires)
    // would sign both tabs out and send them to '/'.
    await new Promise((r) => setTimeout(r, (ACCESS_TOKEN_TTL_S + 2) * 1000));
    for (const tab of tabs) {
      expect(new URL(tab.url()).pathname).toBe('/profile');
      await tab.getByText('two-tabs@example.com').first().waitFor({ timeout: 5_000 });
    }
    expect(calls.reduce((n, c) => n + c.newGuest, 0)).toBe(0);
    await context.close();
  });
});
