import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useSettingsStore, syncSettingsFromStorage } from '../stores/settings-store.ts';
import { applyTheme, darkSchemeQuery } from '../theme.ts';

/**
 * Keeps the page in step with settings made elsewhere: the device switching light/dark while the
 * theme is 'auto', and another tab changing theme or language.
 */
export function useSettingsSync(): void {
  const theme = useSettingsStore((state) => state.theme);

  useEffect(() => {
    applyTheme(theme);
    const query = darkSchemeQuery();
    if (theme !== 'auto' || !query) return;
    const onChange = () => applyTheme('auto');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [theme]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.theme || event.key === STORAGE_KEYS.language) {
        syncSettingsFromStorage();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
