import { useEffect } from 'react';
import { fetchUserSettings, saveUserSettings } from '../api/user-settings.ts';
import { useSettingsStore } from '../stores/settings-store.ts';

function saveCurrent(): void {
  const { theme, language } = useSettingsStore.getState();
  void saveUserSettings({ theme, language }).catch(() => undefined);
}

/**
 * For a signed-in user the account keeps theme and language: they are loaded at sign-in and every
 * later change is saved. A change made while the account's settings are still on their way wins
 * over them (and is saved), so a slow answer never undoes what the user just chose. A guest's
 * choices stay in this browser only.
 */
export function useAccountSettingsSync(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    let loaded = false;
    let cancelled = false;
    let applyingRemote = false;
    let changedMeanwhile = false;
    void fetchUserSettings()
      .then((remote) => {
        if (cancelled) return;
        if (changedMeanwhile) {
          saveCurrent();
          return;
        }
        const store = useSettingsStore.getState();
        applyingRemote = true;
        try {
          if (remote.theme !== store.theme) store.setTheme(remote.theme);
          if (remote.language !== store.language) store.setLanguage(remote.language);
        } finally {
          applyingRemote = false;
        }
      })
      .catch(() => undefined)
      .finally(() => {
        loaded = true;
      });
    const unsubscribe = useSettingsStore.subscribe((state, previous) => {
      if (cancelled || applyingRemote) return;
      if (state.theme === previous.theme && state.language === previous.language) return;
      if (!loaded) {
        changedMeanwhile = true;
        return;
      }
      saveCurrent();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [signedIn]);
}
