import path from 'node:path';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
  PageScreenshotOptions,
} from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { collectErrors, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server-process.ts';

/** The steps every browser journey shares: server and browser, PDPA, sign-in, screenshots. */

const artifacts = path.resolve(import.meta.dirname, '../../../artifacts');

/** A phone as the journeys use it: 390 × 844, Thai, sharp screenshots. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  locale: 'th-TH',
  deviceScaleFactor: 2,
};

export interface JourneyPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors, as they happen. */
  errors: string[];
}

export interface Journey {
  /** The real server on a fresh database (from `beforeAll` on). */
  readonly server: RunningServer;
  readonly browser: Browser;
  /**
   * A fresh browser context whose relative addresses go to the server, and its page. It has
   * seen the first-visit popup and chosen its cookies already, so a journey meets only what it
   * is about; `firstVisit: true` gives a browser that has never been here.
   */
  newPage(options?: PageOptions): Promise<JourneyPage>;
  /** `newPage` on a phone (`PHONE`, which `options` may add to). */
  phone(options?: PageOptions): Promise<JourneyPage>;
}

export type PageOptions = BrowserContextOptions & { firstVisit?: boolean };

/** A cookie choice made earlier (only what is needed), as the web app stores it. */
const EARLIER_COOKIE_CHOICE = JSON.stringify({
  choices: {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'granted',
  },
  decidedAt: '2026-01-01T00:00:00.000Z',
  synced: true,
});

/**
 * Starts the server and Chromium before the tests of the enclosing `describe` and stops them
 * after. `browserArgs` go to Chromium besides the shared flags; `serverEnv` to the server.
 */
export function useJourney(
  setup: { browserArgs?: readonly string[]; serverEnv?: Record<string, string> } = {},
): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer(setup.serverEnv);
    browser = await launchBrowser(setup.browserArgs);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // A failed journey tells what its pages showed: address, title and the start of their text
  // in the test's output (CI's log), and a screenshot of each in artifacts/.
  beforeEach((test) => {
    test.onTestFailed(async () => {
      const pages = browser?.contexts().flatMap((context) => context.pages()) ?? [];
      const slug = test.task.name.replace(/[^\w]+/g, '-').slice(0, 60);
      for (const [index, page] of pages.entries()) {
        const text = await page
          .evaluate(() => document.body?.innerText ?? '')
          .catch((error: unknown) => `(unreadable: ${String(error)})`);
        const title = await page.title().catch(() => '');
        console.error(
          `failed journey, page ${index + 1} of ${pages.length}: ${page.url()} "${title}"\n` +
            text.replace(/\s+/g, ' ').slice(0, 400),
        );
        await screenshot(page, `failed-${slug}-${index + 1}.png`).catch(() => undefined);
      }
    });
  });

  const journey: Journey = {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    async newPage({ firstVisit = false, ...options } = {}) {
      const context = await journey.browser.newContext({
        baseURL: journey.server.url,
        ...options,
      });
      if (!firstVisit) {
        await context.addCookies([
          { name: 'fortune_hasSeenFirstTimePopup', value: 'true', url: journey.server.url },
        ]);
        await context.addInitScript((choice) => {
          if (!localStorage.getItem('duangdee_cookieConsent')) {
            localStorage.setItem('duangdee_cookieConsent', choice);
          }
        }, EARLIER_COOKIE_CHOICE);
      }
      // The invite prompt comes up by chance (0.3) once a session; a journey never meets it.
      await context.addInitScript(() => {
        sessionStorage.setItem('duangdee_invitePromptSeen', 'true');
      });
      const page = await context.newPage();
      return { context, page, errors: collectErrors(page) };
    },
    phone: (options = {}) => journey.newPage({ ...PHONE, ...options }),
  };
  return journey;
}

/**
 * Waits until the start-up splash has gone. It shows on the first full load of a browser session
 * (a fresh context); on later loads the app only removes the hidden one from the page.
 */
export async function waitForSplash(page: Page): Promise<void> {
  await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 6000 });
}

/** A full page load of `address` (relative to the server), past the splash. */
export async function load(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await waitForSplash(page);
}

/** Saves a screenshot into artifacts/ (the whole page with `{ fullPage: true }`). */
export async function screenshot(
  page: Page,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  await page.screenshot({ ...options, path: path.join(artifacts, name) });
}

/** The consent a first-time guest is asked for before anything else. */
export const pdpaDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'ความเป็นส่วนตัวของคุณสำคัญกับเรา' });

/** Accepts the PDPA consent and waits for the modal to close. */
export async function acceptPdpa(page: Page): Promise<void> {
  const pdpa = pdpaDialog(page);
  await pdpa.getByRole('button', { name: 'ยอมรับและเริ่มใช้งาน' }).click();
  await pdpa.waitFor({ state: 'detached' });
}

/** The sign-in code last e-mailed to `email`, from the server's dev outbox. */
export async function latestCode(serverUrl: string, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${serverUrl}/api/v1/dev/outbox`);
    const body = (await res.json()) as { data: { items: Array<{ to: string; text: string }> } };
    const mail = body.data.items.find((m) => m.to === email);
    const code = mail ? /รหัสเข้าสู่ระบบของคุณคือ (\d+)/.exec(mail.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no code in the dev outbox');
}

/** The login modal; the journey opens it from wherever it asks to sign in. */
export const loginDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'เข้าสู่ระบบดวงดี' });

/** In the open login modal, asks for a code to be e-mailed to `email`. */
export async function requestCode(page: Page, email: string): Promise<Locator> {
  const login = loginDialog(page);
  await login.getByLabel('อีเมล').fill(email);
  await login.getByRole('button', { name: 'ส่งรหัสเข้าสู่ระบบ' }).click();
  return login;
}

/** Types a code into the login modal and confirms it. */
export async function enterCode(login: Locator, code: string): Promise<void> {
  await login.getByLabel('รหัส 6 หลัก').fill(code);
  await login.getByRole('button', { name: 'ยืนยันรหัส' }).click();
}

/** Signs in through the open login modal with the e-mailed code; waits for the modal to close. */
export async function signInWithCode(page: Page, email: string): Promise<void> {
  const login = await requestCode(page, email);
  await enterCode(login, await latestCode(new URL(page.url()).origin, email));
  await login.waitFor({ state: 'detached' });
}

/** The welcome modal a new account is offered its coins in. */
export const welcomeDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'รับเหรียญต้อนรับ 1,000 เหรียญ' });

/** Claims a new account's welcome coins in the welcome modal; waits for it to close. */
export async function claimWelcomeCoins(page: Page): Promise<void> {
  const welcome = welcomeDialog(page);
  await welcome.getByRole('button', { name: 'รับเหรียญเลย' }).click();
  await welcome.waitFor({ state: 'detached' });
}

/** A new account's welcome coins, claimed in the modal: the toast, then 1,000 in the header. */
export async function expectWelcomeCoins(page: Page): Promise<void> {
  await claimWelcomeCoins(page);
  await page.getByText('ได้รับ 1,000 เหรียญต้อนรับแล้ว').waitFor();
  await expect.poll(() => page.getByTestId('balance-chip').textContent()).toContain('1,000');
}

/** Picks `iso` (`YYYY-MM-DD`) in the Thai date field labelled `label` (day, month, BE year). */
export async function chooseDate(page: Page | Locator, label: string, iso: string): Promise<void> {
  const [year = '', month = '', day = ''] = iso.split('-');
  const field = page.getByRole('group', { name: label, exact: true });
  await field.getByLabel('วัน', { exact: true }).selectOption(day);
  await field.getByLabel('เดือน', { exact: true }).selectOption(month);
  await field.getByLabel('ปี พ.ศ.', { exact: true }).selectOption(year);
}

/** Asks the API for `address` with the signed-in page's own token; the parsed answer. */
export async function fetchAsPage<T>(page: Page, address: string): Promise<T> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, {
      headers: { Authorization: `Bearer ${localStorage.getItem('duangdee_token')}` },
    });
    return (await res.json()) as T;
  }, address);
}

/** The balance as the server has it, asked with the page's own token. */
export async function serverBalance(page: Page): Promise<number> {
  const body = await fetchAsPage<{ data: { balance: number } }>(page, '/api/v1/coins/balance');
  return body.data.balance;
}
