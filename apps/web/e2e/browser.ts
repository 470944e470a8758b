import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const required = process.env.E2E_REQUIRED === '1';

/**
 * Whether browser tests can run. Without Chromium they are skipped with a reason — unless
 * E2E_REQUIRED=1 (CI), where a missing browser is a failure rather than a silent skip.
 */
export function browserAvailability(): { available: boolean; reason?: string } {
  if (existsSync(CHROMIUM_PATH)) return { available: true };
  const reason = `no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`;
  if (required) throw new Error(`E2E_REQUIRED=1 but ${reason}`);
  console.warn(`e2e skipped: ${reason}`);
  return { available: false, reason };
}

/** Headless Chromium with the shared flags, plus any a journey needs (a fake camera, say). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/** Collects console errors and uncaught page errors, which a smoke test expects to be none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
