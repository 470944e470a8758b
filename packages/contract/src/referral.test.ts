import { describe, expect, it } from 'vitest';
import { INVITE_REWARD_COINS } from './coins.ts';
import {
  nextLevelRequirement,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_REWARD_COINS,
  referralLevel,
} from './referral.ts';

describe('referral constants', () => {
  it('rewards what the low-balance hint promises', () => {
    expect(REFERRAL_REWARD_COINS).toBe(INVITE_REWARD_COINS);
    expect(REFERRAL_REWARD_COINS).toBe(200);
  });

  it('writes codes without look-alike characters', () => {
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[01OI]/);
    expect(new Set(REFERRAL_CODE_ALPHABET).size).toBe(REFERRAL_CODE_ALPHABET.length);
  });

  it('levels by successful referrals: 0/1/5/10/25 → 1–5', () => {
    expect([0, 1, 4, 5, 9, 10, 24, 25, 100].map(referralLevel)).toEqual([
      1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
    expect([0, 1, 4, 5, 24, 25].map(nextLevelRequirement)).toEqual([1, 5, 5, 10, 25, null]);
  });
});
