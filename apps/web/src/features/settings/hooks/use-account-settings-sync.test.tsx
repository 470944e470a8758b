import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '../stores/settings-store.ts';
import { useAccountSettingsSync } from './use-account-settings-sync.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('account settings sync', () => {
  it('loads the account settings at sign-in and saves later changes', async () => {
    const puts: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          puts.push(String(init.body));
          return json({ success: true, data: JSON.parse(String(init.body)) as unknown });
        }
        return json({ success: true, data: { theme: 'dark', language: 'en', notifications: {} } });
      }),
    );
    useSettingsStore.getState().setTheme('light');
    renderHook(() => useAccountSettingsSync(true));
    await waitFor(() => expect(useSettingsStore.getState().theme).toBe('dark'));
    expect(useSettingsStore.getState().language).toBe('en');
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    useSettingsStore.getState().setTheme('auto');
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(JSON.parse(puts[0] ?? '{}')).toEqual({ theme: 'auto', language: 'en' });
  });

  it('a choice made while the account settings are on their way wins, and is saved', async () => {
    const puts: string[] = [];
    const pending: Array<(response: Response) => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          puts.push(String(init.body));
          return json({ success: true, data: JSON.parse(String(init.body)) as unknown });
        }
        return new Promise<Response>((resolve) => pending.push(resolve));
      }),
    );
    useSettingsStore.getState().setTheme('light');
    useSettingsStore.getState().setLanguage('th');
    renderHook(() => useAccountSettingsSync(true));
    // The user picks dark before the account's (light) settings arrive.
    useSettingsStore.getState().setTheme('dark');
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.(
      json({ success: true, data: { theme: 'light', language: 'en', notifications: {} } }),
    );
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(useSettingsStore.getState().theme).toBe('dark');
    expect(JSON.parse(puts[0] ?? '{}')).toEqual({ theme: 'dark', language: 'th' });
  });

  it('does nothing for a guest', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => useAccountSettingsSync(false));
    useSettingsStore.getState().setTheme('dark');
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
