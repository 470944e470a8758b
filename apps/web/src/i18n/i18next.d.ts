import type { th } from './th.ts';

// Typed keys: `t('home.title')` is checked against the Thai catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof th };
  }
}
