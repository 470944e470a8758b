import type { dailyPushTh } from './daily-push-th.ts';

/** English text of the daily fortune by push, shaped exactly like the Thai. */
export const dailyPushEn: typeof dailyPushTh = {
  title: 'Daily fortune notifications',
  intro: 'Get the colour of the day and a short fortune every day, at the time you choose.',
  switchLabel: 'Send the daily fortune to this device',
  hourLabel: 'Time to receive it',
  hourOption: '{{time}}',
  onStatus: 'On. Each day’s fortune arrives on this device at {{time}}.',
  working: 'Saving…',
  signInTitle: 'Sign in to get the daily fortune as a notification',
  signIn: 'Sign in',
  blocked:
    'Your browser is blocking notifications from Duangdee. To get the daily fortune, allow notifications in the browser’s site settings (tap the padlock beside the address), then turn this switch on again.',
  declined:
    'Notifications were not allowed. Turn this switch on again whenever you change your mind.',
  unsupported:
    'This browser can’t receive web notifications. On an iPhone or iPad, add Duangdee to your home screen first (tap Share, then “Add to Home Screen”) and open it from that icon.',
  failed: 'Couldn’t set up notifications. Please try again in a moment.',
};
