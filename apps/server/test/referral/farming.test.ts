import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailboxOf } from '../../src/modules/referral/mailbox.ts';
import { funding } from '../readings/helpers.ts';
import type { SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import {
  approvePayment,
  buyCoins,
  claim,
  codeOf,
  guestOn,
  processCode,
  rewardsOf,
  rows,
  signInWith,
  startPayment,
  statsOf,
  type Envelope,
} from './helpers.ts';

/**
 * Referral coins cannot be farmed: a friend earns the inviter a reward only when the friend's
 * first purchase is credited (in the same transaction), one mailbox is one friend whatever its
 * alias, two people cannot invite each other, and an inviter is given at most
 * REFERRAL_REWARDS_PER_DAY rewards a day (3 here).
 */
const ctx = useTestApp({
  ADMIN_EMAILS: 'readings-admin@example.com',
  TRUST_PROXY: 'true',
  REFERRAL_REWARDS_PER_DAY: '3',
});
const money = funding(ctx);

const referralsOf = (userId: string) =>
  rows<{ referred_id: string | null; status: string }>(
    ctx,
    sql`select referred_id, status from referrals where referrer_id = ${userId}
        order by created_at, id`,
  );

const paymentCredits = async (paymentId: string) =>
  (
    await rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from ledger_transfers
          where idempotency_key = ${`payment:${paymentId}`}`,
    )
  )[0]?.n;

async function inviterWithCode(email: string): Promise<{ inviter: SignedIn; code: string }> {
  const inviter = await signInWith(ctx, email);
  return { inviter, code: await codeOf(ctx, inviter) };
}

describe('friends who only sign up', () => {
  it('earn nothing claimable, whatever device id each one sends', async () => {
    const { inviter, code } = await inviterWithCode('farm-inviter@example.com');
    for (let i = 0; i < 10; i++) {
      await signInWith(
        ctx,
        `farmed-${i}@example.com`,
        { ReferralCode: code },
        await guestOn(ctx, `fresh-device-${i}`),
      );
    }
    expect(await statsOf(ctx, inviter)).toMatchObject({
      total_invites: 10,
      successful_referrals: 0,
      pending_referrals: 10,
      total_earnings: 0,
      pending_rewards: 0,
    });
    expect(await rewardsOf(ctx, inviter)).toEqual({
      rewards: [],
      total_pending_amount: 0,
      total_claimed_amount: 0,
    });
    const claimed = await claim(ctx, inviter);
    expect(claimed.json<Envelope<{ claimed: number }>>().data.claimed).toBe(0);
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/referral/history',
      headers: inviter.auth,
    });
    const activities = history.json<Envelope<{ activities: object[] }>>().data.activities;
    expect(activities).toHaveLength(10);
    for (const activity of activities) {
      expect(activity).toMatchObject({ status: 'pending', reward_amount: 0 });
    }
  });

  it('are not counted by welcome coins or an admin adjustment, only by a purchase', async () => {
    const { inviter, code } = await inviterWithCode('not-a-purchase-inviter@example.com');
    const friend = await signInWith(ctx, 'not-a-purchase-friend@example.com', {
      ReferralCode: code,
    });
    const welcome = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/coins/grant-welcome',
      headers: friend.auth,
      payload: {},
    });
    expect(welcome.json<Envelope<{ granted: number }>>().data.granted).toBeGreaterThan(0);
    await money.fund(friend.userId, 500);
    expect(await referralsOf(inviter.userId)).toEqual([
      { referred_id: friend.userId, status: 'pending' },
    ]);
    expect((await rewardsOf(ctx, inviter)).rewards).toEqual([]);

    await buyCoins(ctx, friend);
    expect(await referralsOf(inviter.userId)).toEqual([
      { referred_id: friend.userId, status: 'completed' },
    ]);
    expect(await rewardsOf(ctx, inviter)).toMatchObject({
      total_pending_amount: 200,
      rewards: [{ amount: 200, status: 'pending' }],
    });
    expect(await statsOf(ctx, inviter)).toMatchObject({
      successful_referrals: 1,
      pending_referrals: 0,
      pending_rewards: 200,
    });

    // The friend's second purchase earns nothing more.
    await buyCoins(ctx, friend);
    expect((await rewardsOf(ctx, inviter)).rewards).toHaveLength(1);
    expect((await money.reconcile()).ok).toBe(true);
  });
});

describe("the reward made with the friend's purchase", () => {
  it('is made once when approvals of one payment and another payment race', async () => {
    const { inviter, code } = await inviterWithCode('race-purchase-inviter@example.com');
    const friend = await signInWith(ctx, 'race-purchase-friend@example.com', {
      ReferralCode: code,
    });
    expect((await rewardsOf(ctx, inviter)).rewards).toEqual([]);
    const first = await startPayment(ctx, friend);
    const second = await startPayment(ctx, friend, 'popular');
    const answers = await Promise.all([
      approvePayment(ctx, first),
      approvePayment(ctx, first),
      approvePayment(ctx, second),
      approvePayment(ctx, first),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(303);
    expect(await paymentCredits(first)).toBe(1);
    expect(await paymentCredits(second)).toBe(1);
    expect(await rewardsOf(ctx, inviter)).toMatchObject({
      total_pending_amount: 200,
      rewards: [{ amount: 200 }],
    });
    const notes = await rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from notifications
          where user_id = ${inviter.userId} and kind = 'referral_reward'`,
    );
    expect(notes[0]?.n).toBe(1);
    expect((await money.reconcile()).ok).toBe(true);
  });

  it.each([
    ['the reward', 'referral_rewards'],
    ["the inviter's notification", 'notifications'],
  ])('is neither lost nor doubled when the crediting dies writing %s', async (_, table) => {
    const { inviter, code } = await inviterWithCode(`crash-${table}-inviter@example.com`);
    const friend = await signInWith(ctx, `crash-${table}-friend@example.com`, {
      ReferralCode: code,
    });
    const paymentId = await startPayment(ctx, friend);

    // Every insert into `table` fails, as a crash at that step would.
    await ctx.database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION test_injected_crash() RETURNS trigger LANGUAGE plpgsql
          AS $$ BEGIN RAISE EXCEPTION 'injected crash before writing %', TG_TABLE_NAME; END $$`),
    );
    await ctx.database.db.execute(
      sql.raw(`CREATE TRIGGER test_injected_crash BEFORE INSERT ON ${table}
          FOR EACH ROW EXECUTE FUNCTION test_injected_crash()`),
    );
    try {
      const crashed = await approvePayment(ctx, paymentId);
      expect(crashed.statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql.raw(`DROP TRIGGER test_injected_crash ON ${table}`));
    }
    // Nothing of the purchase committed: no coins, the friend still pending, no reward.
    expect(await paymentCredits(paymentId)).toBe(0);
    expect(await referralsOf(inviter.userId)).toEqual([
      { referred_id: friend.userId, status: 'pending' },
    ]);
    expect((await rewardsOf(ctx, inviter)).rewards).toEqual([]);

    // The bank's retry credits the purchase and the reward, once; a further retry adds nothing.
    expect((await approvePayment(ctx, paymentId)).statusCode).toBe(303);
    expect((await approvePayment(ctx, paymentId)).statusCode).toBe(303);
    expect(await paymentCredits(paymentId)).toBe(1);
    expect(await referralsOf(inviter.userId)).toEqual([
      { referred_id: friend.userId, status: 'completed' },
    ]);
    expect(await rewardsOf(ctx, inviter)).toMatchObject({
      total_pending_amount: 200,
      rewards: [{ amount: 200, status: 'pending' }],
    });
    const paid = await claim(ctx, inviter);
    expect(paid.json<Envelope<{ claimed: number }>>().data.claimed).toBe(200);
    expect((await money.reconcile()).ok).toBe(true);
  });

  it('waits for a friend who names the inviter later, unless they bought already', async () => {
    const { inviter, code } = await inviterWithCode('named-later-inviter@example.com');
    const later = await signInWith(ctx, 'named-later-friend@example.com');
    const waiting = await processCode(ctx, later, code);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json()).toMatchObject({ data: { status: 'pending' } });
    expect((await rewardsOf(ctx, inviter)).total_pending_amount).toBe(0);

    const bought = await signInWith(ctx, 'bought-first-friend@example.com');
    await buyCoins(ctx, bought);
    const processed = await processCode(ctx, bought, code);
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json()).toMatchObject({ data: { status: 'completed' } });
    expect((await rewardsOf(ctx, inviter)).total_pending_amount).toBe(200);

    // Naming the inviter while the first purchase is being credited: counted once either way.
    const racing = await signInWith(ctx, 'racing-name-friend@example.com');
    const paymentId = await startPayment(ctx, racing);
    const [named, approved] = await Promise.all([
      processCode(ctx, racing, code),
      approvePayment(ctx, paymentId),
    ]);
    expect(named.statusCode, named.body).toBe(200);
    expect(approved.statusCode).toBe(303);
    expect(await referralsOf(inviter.userId)).toEqual([
      { referred_id: later.userId, status: 'pending' },
      { referred_id: bought.userId, status: 'completed' },
      { referred_id: racing.userId, status: 'completed' },
    ]);
    expect((await rewardsOf(ctx, inviter)).total_pending_amount).toBe(400);
  });
});

describe('the same friend twice', () => {
  it('is one mailbox: case, +tags and Gmail dots do not make new friends', async () => {
    const { inviter, code } = await inviterWithCode('alias-inviter@example.com');
    const { inviter: other, code: otherCode } = await inviterWithCode('alias-other@example.com');
    const friend = await signInWith(ctx, 'somchai.jaidee+1@gmail.com', { ReferralCode: code });
    const aliases = [
      'somchai.jaidee+2@gmail.com',
      'somchaijaidee@gmail.com',
      'som.chai.jaidee@googlemail.com',
    ];
    for (const alias of aliases) {
      const copy = await signInWith(ctx, alias, { ReferralCode: code });
      expect((await processCode(ctx, copy, code)).json()).toMatchObject({
        error: { code: 'REFERRAL_NOT_ALLOWED' },
      });
      // Not under another inviter either.
      expect((await processCode(ctx, copy, otherCode)).statusCode).toBe(400);
    }
    expect(await referralsOf(inviter.userId)).toEqual([
      { referred_id: friend.userId, status: 'pending' },
    ]);
    expect(await referralsOf(other.userId)).toEqual([]);

    // The inviter's own mailbox under an alias is not a friend.
    const self = await signInWith(ctx, 'alias-inviter+friend@example.com', { ReferralCode: code });
    expect((await processCode(ctx, self, code)).statusCode).toBe(400);
    expect(await referralsOf(inviter.userId)).toHaveLength(1);

    // The mailbox is kept only as a keyed hash.
    const kept = await rows<{ friend_mailbox: string | null }>(
      ctx,
      sql`select friend_mailbox from referrals where referrer_id = ${inviter.userId}`,
    );
    expect(kept[0]?.friend_mailbox).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads mailboxes as their providers deliver them', () => {
    expect(mailboxOf('X+1@Example.com')).toBe('x@example.com');
    expect(mailboxOf('x+2@example.com')).toBe('x@example.com');
    expect(mailboxOf('s.om.chai@gmail.com')).toBe('somchai@gmail.com');
    expect(mailboxOf('somchai+tag@googlemail.com')).toBe('somchai@gmail.com');
    // Dots matter outside Gmail; a leading + is part of the name.
    expect(mailboxOf('s.om.chai@example.com')).toBe('s.om.chai@example.com');
    expect(mailboxOf('+x@example.com')).toBe('+x@example.com');
  });
});

describe('two people inviting each other', () => {
  it('is refused, directly and round a longer loop', async () => {
    const { inviter: a, code: codeA } = await inviterWithCode('mutual-a@example.com');
    const b = await signInWith(ctx, 'mutual-b@example.com', { ReferralCode: codeA });
    const codeB = await codeOf(ctx, b);
    const mutual = await processCode(ctx, a, codeB);
    expect(mutual.statusCode).toBe(400);
    expect(mutual.json()).toMatchObject({ error: { code: 'REFERRAL_NOT_ALLOWED' } });
    expect(await referralsOf(b.userId)).toEqual([]);

    // A invited B, B invited C: C's code for A closes a loop too.
    const c = await signInWith(ctx, 'mutual-c@example.com', { ReferralCode: codeB });
    expect(await referralsOf(b.userId)).toHaveLength(1);
    expect((await processCode(ctx, a, await codeOf(ctx, c))).statusCode).toBe(400);
    expect(await referralsOf(c.userId)).toEqual([]);

    // Two new people naming each other at the same moment: one of them is the other's friend.
    const d = await signInWith(ctx, 'mutual-d@example.com');
    const e = await signInWith(ctx, 'mutual-e@example.com');
    const [codeD, codeE] = [await codeOf(ctx, d), await codeOf(ctx, e)];
    const both = await Promise.all([processCode(ctx, d, codeE), processCode(ctx, e, codeD)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect([...(await referralsOf(d.userId)), ...(await referralsOf(e.userId))]).toHaveLength(1);

    // Buying changes nothing: only A earns, for B.
    await buyCoins(ctx, a);
    await buyCoins(ctx, b);
    expect((await rewardsOf(ctx, a)).total_pending_amount).toBe(200);
    expect((await rewardsOf(ctx, b)).rewards).toEqual([]);
  });
});

describe('the daily cap', () => {
  it('gives an inviter at most REFERRAL_REWARDS_PER_DAY rewards a Thai day', async () => {
    const { inviter, code } = await inviterWithCode('cap-inviter@example.com');
    const friends: SignedIn[] = [];
    for (let i = 0; i < 5; i++) {
      friends.push(await signInWith(ctx, `cap-friend-${i}@example.com`, { ReferralCode: code }));
    }
    await Promise.all(friends.slice(0, 4).map((friend) => buyCoins(ctx, friend)));
    // Four friends bought today: all four count, three earn.
    expect(await statsOf(ctx, inviter)).toMatchObject({
      successful_referrals: 4,
      pending_referrals: 1,
      pending_rewards: 600,
    });
    expect((await rewardsOf(ctx, inviter)).rewards).toHaveLength(3);

    // The next day (today's count moved to yesterday) the fifth friend's purchase earns again.
    await ctx.database.db.execute(
      sql`update referral_reward_days set day = day - 1 where user_id = ${inviter.userId}`,
    );
    await buyCoins(ctx, friends[4] as SignedIn);
    expect(await statsOf(ctx, inviter)).toMatchObject({
      successful_referrals: 5,
      pending_referrals: 0,
      pending_rewards: 800,
    });
    expect((await money.reconcile()).ok).toBe(true);
  });
});
