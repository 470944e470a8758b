import type { installAppTh } from './install-app-th.ts';

/** English text of the offer to install the app, shaped exactly like the Thai. */
export const installAppEn: typeof installAppTh = {
  title: 'Add Duangdee to your home screen',
  body: 'Install Duangdee and open your fortune with one tap, just like an app — no more searching for it.',
  install: 'Install',
  later: 'Not now',
};
