import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureInstallPrompt,
  takeInstallPrompt,
  type BeforeInstallPromptEvent,
} from '../../../lib/install-prompt-event.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useInstallMoment } from '../stores/install-moment.ts';
import { InstallPrompt } from './install-prompt.tsx';

/** The browser offering an install, as Chromium does: a cancelable `beforeinstallprompt`. */
function browserOffersInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

const readingComesOut = () => act(() => useInstallMoment.getState().markReadingCompleted());
const offer = () => screen.queryByRole('dialog', { name: 'เพิ่มดวงดีไว้บนหน้าจอโฮม' });
/** Lets the prompt's short wait (0 ms here) and any state update run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeAll(() => {
  captureInstallPrompt(window);
});

beforeEach(() => {
  takeInstallPrompt();
  useInstallMoment.setState({ readingCompleted: false });
});

describe('InstallPrompt', () => {
  it('holds the browser’s offer back and shows nothing on the first screens', async () => {
    render(<InstallPrompt delayMs={0} />);
    const { event } = browserOffersInstall();
    // The browser's own install banner is held back...
    expect(event.defaultPrevented).toBe(true);
    await settle();
    // ...and ours waits for a reading.
    expect(offer()).toBeNull();
  });

  it('offers the install a moment after a first reading comes out, and installs', async () => {
    vi.useFakeTimers();
    let prompt;
    try {
      render(<InstallPrompt delayMs={3000} />);
      prompt = browserOffersInstall('accepted').prompt;
      readingComesOut();
      act(() => vi.advanceTimersByTime(2999));
      expect(offer()).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(offer()?.textContent).toContain('ติดตั้งดวงดีไว้ในเครื่อง');
    } finally {
      vi.useRealTimers();
    }
    await userEvent.setup().click(screen.getByRole('button', { name: 'ติดตั้ง' }));
    expect(screen.queryByRole('button', { name: 'ติดตั้ง' })).toBeNull();
    await settle();
    expect(offer()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.installPromptDismissed)).toBeNull();
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('is never offered again once turned down', async () => {
    const user = userEvent.setup();
    const first = render(<InstallPrompt delayMs={0} />);
    browserOffersInstall();
    readingComesOut();
    await settle();
    await user.click(screen.getByRole('button', { name: 'ไว้ทีหลัง' }));
    expect(offer()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.installPromptDismissed)).toBe('true');
    first.unmount();

    // Another day: the browser offers again, another reading comes out. Still nothing.
    useInstallMoment.setState({ readingCompleted: false });
    render(<InstallPrompt delayMs={0} />);
    const { prompt } = browserOffersInstall();
    readingComesOut();
    await settle();
    expect(offer()).toBeNull();
    expect(prompt).not.toHaveBeenCalled();
  });

  it('counts a refusal in the browser’s own dialog as turned down', async () => {
    render(<InstallPrompt delayMs={0} />);
    const { prompt } = browserOffersInstall('dismissed');
    readingComesOut();
    await settle();
    await userEvent.setup().click(screen.getByRole('button', { name: 'ติดตั้ง' }));
    await settle();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.installPromptDismissed)).toBe('true');
    expect(offer()).toBeNull();
  });

  it('offers nothing when the browser made no offer (installed already, or not Chromium)', async () => {
    render(<InstallPrompt delayMs={0} />);
    readingComesOut();
    await settle();
    expect(offer()).toBeNull();
  });
});
