import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useSettingsStore } from '../stores/settings-store.ts';
import { SettingsScreen } from './settings-screen.tsx';

function stubSystemDark(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

const html = document.documentElement;
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

beforeEach(() => {
  useSettingsStore.setState({ theme: 'light', language: 'th' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SettingsScreen', () => {
  it('starts on the defaults: light theme, Thai', () => {
    render(<SettingsScreen />);
    expect(screen.getByRole('heading', { name: 'ตั้งค่า' })).toBeTruthy();
    expect(radio('สว่าง').checked).toBe(true);
    expect(radio('ไทย').checked).toBe(true);
  });

  it('switches the theme at once and stores it', async () => {
    const user = userEvent.setup();
    render(<SettingsScreen />);

    await user.click(radio('มืด'));
    expect(html.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(radio('มืด').checked).toBe(true);

    await user.click(radio('สว่าง'));
    expect(html.classList.contains('dark')).toBe(false);
    expect(html.classList.contains('light')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
  });

  it('follows the system with the auto theme', async () => {
    const user = userEvent.setup();
    stubSystemDark(true);
    render(<SettingsScreen />);
    await user.click(radio('ตามระบบ'));
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('auto');
    expect(html.classList.contains('dark')).toBe(true);

    stubSystemDark(false);
    await user.click(radio('มืด'));
    await user.click(radio('ตามระบบ'));
    expect(html.classList.contains('dark')).toBe(false);
  });

  it('switches the language at once: html lang, storage and the text itself', async () => {
    const user = userEvent.setup();
    render(<SettingsScreen />);

    await user.click(radio('English'));
    expect(html.lang).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(i18n.language).toBe('en');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(radio('Dark')).toBeTruthy();

    await user.click(radio('ไทย'));
    expect(html.lang).toBe('th');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('th');
    expect(await screen.findByRole('heading', { name: 'ตั้งค่า' })).toBeTruthy();
  });

  it('keeps the choices after a reload', async () => {
    const user = userEvent.setup();
    render(<SettingsScreen />);
    await user.click(radio('มืด'));
    await user.click(radio('English'));

    // A reload re-creates the store from storage.
    vi.resetModules();
    const reloaded = await import('../stores/settings-store.ts');
    expect(reloaded.useSettingsStore.getState()).toMatchObject({ theme: 'dark', language: 'en' });
  });
});
