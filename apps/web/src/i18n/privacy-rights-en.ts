import type { privacyRightsTh } from './privacy-rights-th.ts';

/** English text of a signed-in user's PDPA rights: consent, the data download, deletion. */
export const privacyRightsEn: typeof privacyRightsTh = {
  title: 'Your personal data',
  consent: {
    title: 'PDPA consent',
    what: 'This consent lets Duangdee keep and use what you give it (such as your birth date, palm photos, your questions and the names of people you ask about) only to read your fortune.',
    loading: 'Loading your consent…',
    loadFailed: 'Could not load your consent',
    retry: 'Try again',
    given: 'Consent given',
    givenAt: 'Given on {{when}}',
    withdrawn: 'Consent withdrawn',
    withdrawnAt: 'Withdrawn on {{when}}',
    never: 'Consent not given yet',
    give: 'Give consent',
    giving: 'Saving…',
    withdraw: 'Withdraw consent',
    withdrawTitle: 'Withdraw your consent?',
    withdrawIntro: 'Once you withdraw it:',
    withdrawMeans: {
      recorded: 'We record your withdrawal at once and stop sending you news and promotions.',
      askAgain:
        'This browser forgets your earlier consent, and Duangdee asks you again before use.',
      kept: 'What is already kept, such as your readings and coins, stays in your account until you delete it. To have everything erased, use "Delete account" below.',
      past: 'Withdrawing does not undo readings or processing done before it.',
    },
    withdrawConfirm: 'Withdraw consent',
    withdrawing: 'Withdrawing…',
    cancel: 'Cancel',
    close: 'Close',
    givenToast: 'Consent given. Thank you for trusting Duangdee.',
    withdrawnToast: 'Consent withdrawn',
    failed: 'Could not save. Please try again.',
  },
  download: {
    title: 'Download my data',
    body: 'A ZIP file with everything Duangdee keeps about you: profile, consents, readings with what you entered, chat messages, payments, coin history and notifications (data.json), plus the palm photos and slips you uploaded.',
    action: 'Download my data (ZIP)',
    preparing: 'Preparing the file…',
    done: 'Download started',
    failed: 'The download failed. Please try again.',
  },
  delete: {
    title: 'Delete account',
    body: 'Delete your account and all your personal data for good.',
    action: 'Delete account',
    confirmTitle: 'Delete your account for good?',
    confirmIntro: 'Once your account is deleted:',
    means: {
      personal:
        'Your e-mail, name, phone number, birth date, questions, the names of people you asked about, chat messages, readings, palm photos and slip images are erased.',
      coins:
        'Coins left in your wallet can no longer be used, and shared reading links stop working.',
      accounting:
        'We keep only anonymous records of payment amounts and coin movements, as accounting law requires.',
      final: 'This cannot be undone. To keep your data, download it first.',
    },
    understood: 'I understand this cannot be undone',
    confirm: 'Delete for good',
    deleting: 'Deleting your account…',
    cancel: 'Cancel',
    close: 'Close',
    done: 'Your account and data were deleted',
    failed: 'Could not delete the account. Please try again.',
  },
};
