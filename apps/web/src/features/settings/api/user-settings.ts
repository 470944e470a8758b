import { api, requireData } from '../../../lib/api-client.ts';
import type { Language } from '../../../i18n/languages.ts';
import type { Theme } from '../theme.ts';

export interface UserSettings {
  language: Language;
  theme: Theme;
}

/** GET /user/settings */
export async function fetchUserSettings(): Promise<UserSettings> {
  return requireData(await api.get<UserSettings>('/user/settings'));
}

/** PUT /user/settings */
export async function saveUserSettings(settings: Partial<UserSettings>): Promise<UserSettings> {
  return requireData(await api.put<UserSettings>('/user/settings', settings));
}
