import type { referralTh } from './referral-th.ts';

/** English text of the referral programme, shaped exactly like the Thai. */
export const referralEn: typeof referralTh = {
  title: 'Invite friends, earn coins',
  lead: 'Send your code or link to a friend to join Duangdee. When your friend first buys coins, you get {{coins, number}} coins for each friend.',
  checkingSignIn: 'Checking your sign-in…',
  signIn: {
    title: 'Sign in to invite friends',
    body: 'Sign in to get an invite code of your own. When a friend who joins with it first buys coins, you get {{coins, number}} coins.',
    button: 'Sign in',
  },
  code: {
    label: 'Your invite code',
    loading: 'Getting your code ready…',
    loadFailed: 'Couldn’t load your code',
    retry: 'Try again',
    copy: 'Copy code',
    copied: 'Code copied',
  },
  share: {
    open: 'Send your invite link',
    copyFailed: 'Couldn’t copy. Press and hold the link to copy it yourself.',
    shareTitle: 'Duangdee fortune telling',
    text: 'Let’s read our fortunes together on Duangdee. Join with this link:',
  },
  stats: {
    title: 'Your invites',
    invited: 'Friends who bought coins',
    waiting: '{{count, number}} more joined: your coins come when your friend first buys coins',
    earned: 'Coins earned',
    pending: 'Coins to claim',
    level: 'Level {{level}}',
    nextLevel: 'Invite {{remaining, number}} more to reach level {{level}}',
    topLevel: 'You’re at the top level. Thank you for bringing your friends along!',
    loadFailed: 'Couldn’t load your invites',
  },
  claim: {
    button: 'Claim coins',
    claiming: 'Claiming…',
    nothing: 'No coins to claim yet',
    done: '{{coins, number}} coins added to your wallet',
    none: 'There are no coins to claim right now.',
    failed: 'Couldn’t claim your coins. Please try again.',
  },
  history: {
    title: 'Friends who joined with your code',
    empty: 'No one has joined with your code yet. Try sending your link to a friend.',
    loading: 'Loading…',
    loadFailed: 'Couldn’t load the list',
    retry: 'Try again',
    friend: 'Your friend',
    named: '{{name}}',
    privacy: 'For your friends’ privacy, e-mails and names are only partly shown.',
    status: {
      pending: 'Waiting for their first coins',
      completed: 'Bought coins',
      rejected: 'Not eligible',
    },
    reward: '+{{coins, number}} coins',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{pages}}',
  },
  terms:
    'Only friends who create a new account with your code count, and your coins come when your friend first buys coins. Each friend (each mailbox) counts once; accounts made on your own device, or the friend who invited you, don’t count; and invite coins are limited each day.',
  prompt: {
    title: 'Invite a friend to Duangdee?',
    body: 'Send a friend your link. When your friend first buys coins, you get {{coins, number}} coins for each one.',
    cta: 'Invite friends',
    dismiss: 'Maybe later',
    close: 'Close',
  },
  profileLink: {
    title: 'Invite friends, get {{coins, number}} coins',
    body: 'Send your invite code and earn coins when your friend first buys coins.',
  },
};
