import { randomInt } from 'node:crypto';
import {
  nextLevelRequirement,
  REFERRAL_ATTRIBUTION_WINDOW_HOURS,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_REWARD_COINS,
  referralLevel,
  type ClaimedRewards,
  type ExportedReferral,
  type ReferralActivity,
  type ReferralCode,
  type ReferralHistory,
  type ReferralPlatform,
  type ReferralRewards,
  type ReferralSharePlatform,
  type ReferralStats,
} from '@duangdee/contract/referral';
import type { Db } from '../../db/client.ts';
import { inTransaction, type DbOrTx } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { bangkokDayOf } from '../admin/bangkok-days.ts';
import { referralRewardNotification } from '../notifications/messages.ts';
import type { NewNotification } from '../notifications/repo.ts';
import type { WalletService } from '../wallet/service.ts';
import { mailboxOf } from './mailbox.ts';
import type { ReferralRepo, ReferralRewardRow, ReferralRow, ReferralWithFriend } from './repo.ts';

const HOUR_MS = 60 * 60 * 1000;
const CODE_ATTEMPTS = 10;

/** A fresh invite code: 8 characters from the CSPRNG, no 0/O/1/I to misread. */
export function drawReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
/** Thai vowels written before their consonant: an initial is the consonant after them. */
const LEADING_VOWELS = /^[เแโใไ]/;

/** `somchai@gmail.com` → `so***@g***.com`: enough to tell friends apart, not to reach them. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep)}***@${domain.slice(0, 1)}***${tld}`;
}

/** `081-234-5678` → `xxx-xxx-5678`: at most the last four digits; short numbers show none. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return 'xxx-xxx-xxxx';
  return `xxx-xxx-${digits.slice(-4)}`;
}

/** `สมชาย ใจดี` → `ส.`; `เกศินี` → `ก.`; `Anna` → `A.`: the first name's initial only. */
export function maskName(firstName: string | null, fullName: string | null): string | null {
  const name = (firstName ?? fullName ?? '').trim().normalize('NFC').replace(LEADING_VOWELS, '');
  const first = graphemes.segment(name)[Symbol.iterator]().next().value?.segment;
  if (!first) return null;
  // A Thai initial is its consonant alone (no tone mark or vowel above or below it).
  return `${(Array.from(first)[0] ?? '').toUpperCase()}.`;
}

function presentActivity(row: ReferralWithFriend): ReferralActivity {
  const { referral } = row;
  const friendKnown = referral.referredId !== null;
  return {
    id: referral.id,
    referred_user_email: { email: friendKnown ? maskEmail(row.friendEmail) : null },
    referred_user_phone: { phone: friendKnown ? maskPhone(row.friendPhone) : null },
    referred_user_name: {
      name: friendKnown ? maskName(row.friendFirstName, row.friendFullName) : null,
    },
    status: referral.status,
    created_at: referral.createdAt.toISOString(),
    reward_amount: row.rewardAmount ?? 0,
    platform: referral.platform,
  };
}

function presentReward(row: ReferralRewardRow) {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    claimed_at: row.claimedAt?.toISOString() ?? null,
    referral_id: row.referralId,
  };
}

const notAllowed = (reason: string) => new AppError('REFERRAL_NOT_ALLOWED', undefined, { reason });

export interface ReferralServiceDeps {
  db: Db;
  repo: ReferralRepo;
  wallet: Pick<WalletService, 'grant' | 'getBalance'>;
  /** Adds a notification in the transaction given (announced after it commits). */
  notify: (tx: DbOrTx, notification: NewNotification) => Promise<void>;
  /** Where browsers reach the app: invite links are `publicUrl/?ref=CODE`. */
  publicUrl: string;
  /** The app's keyed hash: a friend's mailbox is kept only as its hash. */
  hash: (value: string) => string;
  /** Friends' rewards an inviter may be given per Thai calendar day; beyond it, none. */
  rewardsPerDay: number;
  /** Reports a reward not given because the inviter reached the day's cap. */
  onCapReached?: (inviterId: string) => void;
  now?: () => Date;
  drawCode?: () => string;
}

/**
 * The referral programme: invite codes and links, friends who join with them, and the inviter's
 * rewards. A friend's referral is pending until their first purchase is credited; in that same
 * transaction the inviter's reward is made (at most `rewardsPerDay` a day), and it is pending until
 * claimed, credited through the wallet's ledger exactly once.
 */
export function createReferralService(deps: ReferralServiceDeps) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  const drawCode = deps.drawCode ?? drawReferralCode;

  const present = (code: string): ReferralCode => ({
    referral_code: code,
    share_url: `${deps.publicUrl.replace(/\/+$/, '')}/?ref=${encodeURIComponent(code)}`,
  });

  async function saveNewCode(userId: string, replace: boolean): Promise<string> {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const saved = await repo.saveCode(userId, drawCode(), replace);
      if (saved) return saved.code;
      if (!replace) {
        // Someone else's code, or this user got one meanwhile (two first calls at once).
        const existing = await repo.codeOf(userId);
        if (existing) return existing.code;
      }
    }
    throw new Error('no free referral code after several draws');
  }

  /**
   * Why `friendId` may not be counted as `owner`'s friend, or the device and mailbox to record when
   * they may. Run in the transaction that records the friend, with both people's rows locked.
   * A device id is only ever a reason to refuse: the client sends it, so a new one proves nothing.
   */
  async function judge(
    tx: DbOrTx,
    friendId: string,
    owner: { userId: string; code: string },
  ): Promise<
    { refused: string } | { refused?: undefined; device: string | null; mailbox: string | null }
  > {
    if (owner.userId === friendId) return { refused: 'own code' };
    const inviter = await repo.person(owner.userId, tx);
    if (!inviter || !inviter.isActive || inviter.isGuest) {
      return { refused: 'unknown code' };
    }
    const friend = await repo.person(friendId, tx);
    if (!friend) return { refused: 'unknown friend' };
    if (await repo.referralOf(friendId, tx)) return { refused: 'already referred' };
    const mailbox = friend.email ? mailboxOf(friend.email) : null;
    if (mailbox && inviter.email && mailboxOf(inviter.email) === mailbox) {
      return { refused: "the inviter's own mailbox" };
    }
    const mailboxKey = mailbox ? deps.hash(`referral-mailbox:${mailbox}`) : null;
    if (mailboxKey && (await repo.mailboxReferred(mailboxKey, tx))) {
      return { refused: 'a mailbox already referred' };
    }
    if (await repo.invitedBy(owner.userId, friendId, tx)) {
      return { refused: 'the inviter was invited by this friend' };
    }
    const friendDevices = await repo.devicesOf(friendId, tx);
    const inviterDevices = new Set(await repo.devicesOf(owner.userId, tx));
    if (friendDevices.some((d) => inviterDevices.has(d))) {
      return { refused: "the inviter's own device" };
    }
    if (await repo.deviceAlreadyReferred(owner.userId, friendDevices, tx)) {
      return { refused: 'a device that already brought this inviter a friend' };
    }
    return { device: friendDevices[0] ?? null, mailbox: mailboxKey };
  }

  /**
   * The friend bought: the referral is completed and, below the inviter's daily cap, their reward
   * is made, pending until claimed, and they are told once this transaction commits. Nothing
   * when the referral is not pending any more (the conditional update lets one caller through).
   */
  async function complete(tx: DbOrTx, referral: ReferralRow): Promise<ReferralRow> {
    const at = now();
    const completed = await repo.completeReferral(tx, referral.id, at);
    if (!completed) return referral;
    const day = bangkokDayOf(at);
    if (!(await repo.countRewardOfDay(tx, completed.referrerId, day, deps.rewardsPerDay))) {
      deps.onCapReached?.(completed.referrerId);
      return completed;
    }
    const reward = await repo.insertReward(tx, {
      userId: completed.referrerId,
      referralId: completed.id,
      amount: REFERRAL_REWARD_COINS,
    });
    if (reward) {
      await deps.notify(tx, referralRewardNotification(completed.referrerId, reward.amount));
    }
    return completed;
  }

  /**
   * Records `friendId` as the friend of `code`'s owner, pending until the friend's first purchase
   * is credited (completed at once when one already was). One transaction, with the friend's and
   * the inviter's rows locked: a purchase being credited, or the two naming each other's codes at
   * the same moment, waits for it.
   */
  async function attribute(
    friendId: string,
    code: string,
    context: { platform: ReferralPlatform; device: string | null },
  ) {
    const owner = await repo.ownerOfCode(code);
    if (!owner) throw notAllowed('unknown code');
    return inTransaction(db, async (tx) => {
      await repo.lockPeople(tx, [friendId, owner.userId]);
      const verdict = await judge(tx, friendId, owner);
      if (verdict.refused !== undefined) throw notAllowed(verdict.refused);
      const referral = await repo.insertReferral(tx, {
        referrerId: owner.userId,
        referredId: friendId,
        code: owner.code,
        platform: context.platform,
        device: verdict.device ?? context.device,
        friendMailbox: verdict.mailbox,
        status: 'pending',
        completedAt: null,
      });
      if (!referral) throw notAllowed('already referred');
      const settled = (await repo.hasCreditedPurchase(tx, friendId))
        ? await complete(tx, referral)
        : referral;
      return { referral_id: settled.id, status: settled.status };
    });
  }

  return {
    /** The user's invite code and link, made on the first call. */
    async codeOf(userId: string): Promise<ReferralCode> {
      const existing = await repo.codeOf(userId);
      return present(existing?.code ?? (await saveNewCode(userId, false)));
    },

    /** A new code in place of the old one; links with the old code stop working. */
    async regenerateCode(userId: string): Promise<ReferralCode> {
      return present(await saveNewCode(userId, true));
    },

    async statsOf(userId: string): Promise<ReferralStats> {
      const counts = await repo.countsByStatus(userId);
      const totals = await repo.rewardTotals(userId);
      const current = await repo.codeOf(userId);
      const codes = new Set(await repo.codesUsedWith(userId));
      if (current) codes.add(current.code);
      const clicks = await repo.clickCount([...codes]);
      const successful = counts.completed;
      return {
        total_invites: counts.pending + counts.completed + counts.rejected,
        successful_referrals: successful,
        pending_referrals: counts.pending,
        total_earnings: totals.pending + totals.claimed,
        pending_rewards: totals.pending,
        current_level: referralLevel(successful),
        next_level_requirement: nextLevelRequirement(successful),
        click_count: clicks,
        conversion_rate:
          clicks === 0 ? 0 : Math.min(1, Math.round((successful / clicks) * 10_000) / 10_000),
      };
    },

    async historyOf(userId: string, page: number, limit: number): Promise<ReferralHistory> {
      const { rows, total } = await repo.pageOfReferrals(userId, page, limit);
      return {
        activities: rows.map(presentActivity),
        total_count: total,
        page,
        page_size: limit,
        has_next: page * limit < total,
        has_previous: page > 1,
      };
    },

    /**
     * `POST /referral/process`: the signed-in caller names who invited them, within 24 hours of
     * creating their account. Every refusal is 400 REFERRAL_NOT_ALLOWED.
     */
    async process(userId: string, code: string, platform: ReferralPlatform = 'unknown') {
      const person = await repo.person(userId);
      if (!person || !person.isActive || person.isGuest) throw new AppError('AUTH_REQUIRED');
      const age = now().getTime() - person.createdAt.getTime();
      if (age > REFERRAL_ATTRIBUTION_WINDOW_HOURS * HOUR_MS) {
        throw notAllowed('the account is older than 24 hours');
      }
      return attribute(userId, code, { platform, device: null });
    },

    /**
     * A new account signed in with an invite code. A code that cannot be used is ignored (the
     * sign-in goes on); the reason is returned for the log.
     */
    async attributeAtSignUp(input: {
      userId: string;
      referralCode: string;
      guestSessionId: string | null;
    }): Promise<{ attributed: boolean; reason?: string }> {
      try {
        await attribute(input.userId, input.referralCode.trim().toUpperCase(), {
          platform: 'unknown',
          device: input.guestSessionId,
        });
        return { attributed: true };
      } catch (error) {
        if (error instanceof AppError && error.code === 'REFERRAL_NOT_ALLOWED') {
          const details = error.details as { reason?: string } | undefined;
          return { attributed: false, reason: details?.reason ?? 'not allowed' };
        }
        throw error;
      }
    },

    /**
     * Credits every pending reward to the wallet and marks it claimed, in one transaction. The
     * ledger key `referral-reward:<id>` pays each reward once however often it is claimed.
     */
    async claimRewards(userId: string): Promise<ClaimedRewards> {
      const result = await inTransaction(db, async (tx) => {
        const rewards = await repo.claimPending(tx, userId, now());
        let balance: number | null = null;
        let claimed = 0;
        for (const reward of rewards) {
          const transfer = await deps.wallet.grant(
            {
              userId,
              amount: reward.amount,
              kind: 'referral_reward',
              idempotencyKey: `referral-reward:${reward.id}`,
              reference: { type: 'referral_reward', id: reward.id },
              ...(reward.referralId ? { metadata: { referral_id: reward.referralId } } : {}),
            },
            tx,
          );
          if (!transfer.replayed) claimed += reward.amount;
          balance = transfer.balance;
        }
        return { claimed, claimedRewards: rewards.length, balance };
      });
      const balance = result.balance ?? (await deps.wallet.getBalance(userId)).balance;
      return { claimed: result.claimed, claimed_rewards: result.claimedRewards, balance };
    },

    async rewardsOf(userId: string): Promise<ReferralRewards> {
      const rows = await repo.rewardsOf(userId);
      const total = (status: ReferralRewardRow['status']) =>
        rows.filter((r) => r.status === status).reduce((sum, r) => sum + r.amount, 0);
      return {
        rewards: rows.map(presentReward),
        total_pending_amount: total('pending'),
        total_claimed_amount: total('claimed'),
      };
    },

    /** The inviter shared their current code (an older code is not theirs any more: 404). */
    async recordShare(userId: string, platform: ReferralSharePlatform, code: string) {
      const current = await repo.codeOf(userId);
      if (!current || current.code !== code) {
        throw new AppError('NOT_FOUND', 'This is not your current invite code');
      }
      await repo.insertShare(userId, platform);
      return { recorded: true as const };
    },

    /** A visit through an invite link; an unknown code keeps nothing. Never an IP address. */
    async trackClick(input: {
      code: string;
      platform: ReferralPlatform;
      source: string;
      userAgent: string | null;
    }): Promise<{ tracked: boolean }> {
      if (!(await repo.ownerOfCode(input.code))) return { tracked: false };
      await repo.insertClick({
        code: input.code,
        platform: input.platform,
        source: input.source,
        userAgent: input.userAgent ? input.userAgent.slice(0, 300) : null,
      });
      return { tracked: true };
    },

    /** The referral part of the PDPA data export. */
    async exportFor(userId: string): Promise<ExportedReferral> {
      const code = await repo.codeOf(userId);
      const invites = await repo.allReferralsOf(userId);
      const joined = await repo.referralOf(userId);
      const rewards = await repo.rewardsOf(userId);
      const shares = await repo.sharesOf(userId);
      return {
        code: code?.code ?? null,
        code_created_at: code?.createdAt.toISOString() ?? null,
        invites: invites.map(presentActivity),
        joined_with_invite: joined
          ? {
              referral_id: joined.id,
              status: joined.status,
              created_at: joined.createdAt.toISOString(),
            }
          : null,
        rewards: rewards.map(presentReward),
        shares: shares.map((s) => ({
          platform: s.platform,
          created_at: s.createdAt.toISOString(),
        })),
      };
    },

    /**
     * A purchase of `userId`'s was credited, in `tx`, the crediting transaction: when they are a
     * friend still pending, their referral is completed and the inviter's reward made, both
     * committed with the purchase or not at all. A second purchase finds nothing pending.
     */
    async purchaseCredited(tx: DbOrTx, userId: string): Promise<void> {
      await repo.lockPeople(tx, [userId]);
      const referral = await repo.pendingReferralOf(tx, userId);
      if (referral) await complete(tx, referral);
    },

    /** PDPA erasure, in the erasure's transaction. */
    eraseFor: (tx: DbOrTx, userIds: string[]) => repo.eraseFor(tx, userIds),
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
