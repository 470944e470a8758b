import { useEffect } from 'react';
import { fetchUserSettings, saveUserSettings } from '../api/user-settings.ts';
import { useSettingsStore } from '../stores/settings-store.ts';

/**
 * For a signed-in user the account keeps theme and language: they are loaded at sign-in and every
 * later change is saved. A guest's choices stay in this browser only.
 */
export function useAccountSettingsSync(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    let loaded = false;
    let cancelled = false;
    void fetchUserSettings()
      .then((remote) => {
        if (cancelled) return;
        const store = useSettingsStore.getState();
        if (remote.theme !== store.theme) store.setTheme(remote.theme);
        if (remote.language !== store.language) store.setLanguage(remote.language);
      })
      .catch(() => undefined)
      .finally(() => {
        loaded = true;
      });
    const unsubscribe = useSettingsStore.subscribe((state, previous) => {
      if (!loaded || cancelled) return;
      if (state.theme === previous.theme && state.language === previous.language) return;
      void saveUserSettings({ theme: state.theme, language: state.language }).catch(
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [signedIn]);
}
