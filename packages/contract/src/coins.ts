import { READING_LAUNCH_COINS } from './reading-kinds.ts';

/** Coins given once to every new user. */
export const WELCOME_BONUS_COINS = 1000;

/** Below this balance the app nudges the user to top up. */
export const LOW_BALANCE_THRESHOLD = 350;

/** Coins the inviter earns when an invited friend's first purchase is credited. */
export const INVITE_REWARD_COINS = 200;

/**
 * Launch prices in coins, by reading kind (`chat` is one chat message); the topic readings' come
 * from their row of `READING_KIND_COINS`. The server seeds these into its cost catalogue once;
 * admins edit them there afterwards.
 */
export const DEFAULT_COIN_COSTS = {
  palm: 600,
  chat: 10,
  ...READING_LAUNCH_COINS,
} as const satisfies Record<string, number>;

export type CoinCostKey = keyof typeof DEFAULT_COIN_COSTS;

/** Why coins moved, as shown in a wallet's history. */
export const TRANSFER_KINDS = [
  'purchase',
  'welcome_bonus',
  'referral_reward',
  'promotion',
  'reading',
  'chat_message',
  'deduct',
  'refund',
  'adjustment',
] as const;

export type TransferKind = (typeof TRANSFER_KINDS)[number];
