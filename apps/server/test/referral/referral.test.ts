import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFERRAL_REWARD_COINS } from '@duangdee/contract/referral';
import { funding } from '../readings/helpers.ts';
import { balanceOf } from '../support/balance.ts';
import { searchDatabase } from '../support/personal-data-search.ts';
import { useTestApp } from '../test-app.ts';
import {
  buyCoins,
  claim,
  codeOf,
  guestOn,
  processCode,
  rewardsOf,
  rows,
  signInWith,
  statsOf,
  type Envelope,
} from './helpers.ts';

const ctx = useTestApp({
  ADMIN_EMAILS: 'readings-admin@example.com',
  TRUST_PROXY: 'true',
  PUBLIC_URL: 'https://duangdee.example',
});
const money = funding(ctx);

const referralsOf = (userId: string) =>
  rows<{ referred_id: string | null; status: string; device: string | null }>(
    ctx,
    sql`select referred_id, status, device from referrals where referrer_id = ${userId}`,
  );

describe('invite codes', () => {
  it('gives each user one readable code and its link, and a new one replaces the old', async () => {
    const user = await signInWith(ctx, 'code-owner@example.com');
    const first = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/referral/code',
      headers: user.auth,
    });
    expect(first.statusCode, first.body).toBe(200);
    const { referral_code: code, share_url: link } =
      first.json<Envelope<{ referral_code: string; share_url: string }>>().data;
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(link).toBe(`https://duangdee.example/?ref=${code}`);
    expect(await codeOf(ctx, user)).toBe(code);

    const regenerated = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/referral/code/generate',
      headers: user.auth,
    });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const next = regenerated.json<Envelope<{ referral_code: string }>>().data.referral_code;
    expect(next).not.toBe(code);
    expect(await codeOf(ctx, user)).toBe(next);

    // The old code no longer brings anyone in.
    const friend = await signInWith(ctx, 'old-code-friend@example.com', { ReferralCode: code });
    expect(await referralsOf(user.userId)).toEqual([]);
    const processed = await processCode(ctx, friend, code);
    expect(processed.json()).toMatchObject({ error: { code: 'REFERRAL_NOT_ALLOWED' } });
  });

  it('is for signed-in users only', async () => {
    for (const url of ['/api/v1/referral/code', '/api/v1/referral/stats']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
    const guest = await guestOn(ctx, 'device-guest-only');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/referral/claim-rewards',
      headers: guest,
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a friend who signs up with the code', () => {
  it('earns the inviter 200 coins once their first purchase is credited, paid exactly once', async () => {
    const inviter = await signInWith(ctx, 'inviter@example.com');
    const code = await codeOf(ctx, inviter);
    const before = await balanceOf(ctx.app, inviter.auth);

    const friend = await signInWith(
      ctx,
      'friend-of-inviter@example.com',
      { ReferralCode: code.toLowerCase() },
      await guestOn(ctx, 'device-friend-1'),
    );
    expect(await referralsOf(inviter.userId)).toEqual([
      { referred_id: friend.userId, status: 'pending', device: 'device-friend-1' },
    ]);
    // Until the friend buys coins there is nothing to claim.
    expect(await rewardsOf(ctx, inviter)).toEqual({
      rewards: [],
      total_pending_amount: 0,
      total_claimed_amount: 0,
    });
    expect(await statsOf(ctx, inviter)).toMatchObject({
      total_invites: 1,
      successful_referrals: 0,
      pending_referrals: 1,
      pending_rewards: 0,
    });

    await buyCoins(ctx, friend);
    expect(await referralsOf(inviter.userId)).toEqual([
      { referred_id: friend.userId, status: 'completed', device: 'device-friend-1' },
    ]);
    const pending = await rewardsOf(ctx, inviter);
    expect(pending).toMatchObject({ total_pending_amount: 200, total_claimed_amount: 0 });
    expect(pending.rewards).toEqual([
      expect.objectContaining({ amount: REFERRAL_REWARD_COINS, status: 'pending' }),
    ]);
    expect(await balanceOf(ctx.app, inviter.auth)).toBe(before);

    // The inviter is told, in Thai, with a link to claim.
    const notes = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: inviter.auth,
    });
    expect(notes.json()).toMatchObject({
      data: {
        items: [
          {
            type: 'referral_reward',
            title: 'เพื่อนของคุณเติมเหรียญครั้งแรกแล้ว รับ 200 เหรียญ',
            link: '/invite',
          },
        ],
      },
    });

    const stats = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/referral/stats',
      headers: inviter.auth,
    });
    expect(stats.json<Envelope>().data).toMatchObject({
      total_invites: 1,
      successful_referrals: 1,
      pending_referrals: 0,
      total_earnings: 200,
      pending_rewards: 200,
      current_level: 2,
      next_level_requirement: 5,
      click_count: 0,
      conversion_rate: 0,
    });

    const claimed = await claim(ctx, inviter);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toEqual({
      success: true,
      data: { claimed: 200, claimed_rewards: 1, balance: before + 200 },
    });
    expect(await balanceOf(ctx.app, inviter.auth)).toBe(before + 200);

    // Five more claims, two at a time and then in a row, add nothing.
    const again = await Promise.all([claim(ctx, inviter), claim(ctx, inviter)]);
    for (let i = 0; i < 3; i++) again.push(await claim(ctx, inviter));
    for (const res of again) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Envelope<{ claimed: number; balance: number }>>().data).toEqual({
        claimed: 0,
        claimed_rewards: 0,
        balance: before + 200,
      });
    }
    expect(await balanceOf(ctx.app, inviter.auth)).toBe(before + 200);
    const transfers = await rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from ledger_transfers where kind = 'referral_reward'
          and idempotency_key like 'referral-reward:%'`,
    );
    expect(transfers[0]?.n).toBe(1);
    expect(await rewardsOf(ctx, inviter)).toMatchObject({
      total_pending_amount: 0,
      total_claimed_amount: 200,
      rewards: [{ status: 'claimed' }],
    });
    expect((await money.reconcile()).ok).toBe(true);
  });

  it('claims that race each other pay each reward once', async () => {
    const inviter = await signInWith(ctx, 'racing-inviter@example.com');
    const code = await codeOf(ctx, inviter);
    const a = await signInWith(ctx, 'racing-friend-a@example.com', { referral_code: code });
    const b = await signInWith(ctx, 'racing-friend-b@example.com', { referralCode: code });
    await Promise.all([buyCoins(ctx, a), buyCoins(ctx, b)]);
    const before = await balanceOf(ctx.app, inviter.auth);

    const results = await Promise.all(Array.from({ length: 6 }, () => claim(ctx, inviter)));
    const paid = results.map((r) => r.json<Envelope<{ claimed: number }>>().data.claimed);
    expect(paid.reduce((a, b) => a + b, 0)).toBe(400);
    expect(await balanceOf(ctx.app, inviter.auth)).toBe(before + 400);
    expect((await money.reconcile()).ok).toBe(true);
  });

  it('counts a friend once, whatever code they try later', async () => {
    const inviter = await signInWith(ctx, 'once-inviter@example.com');
    const other = await signInWith(ctx, 'once-other@example.com');
    const code = await codeOf(ctx, inviter);
    const friend = await signInWith(ctx, 'once-friend@example.com', { ReferralCode: code });

    // Again with the same code, then another inviter's: nothing more.
    expect((await processCode(ctx, friend, code)).json()).toMatchObject({
      success: false,
      error: { code: 'REFERRAL_NOT_ALLOWED' },
    });
    const otherCode = await codeOf(ctx, other);
    expect((await processCode(ctx, friend, otherCode)).statusCode).toBe(400);
    await signInWith(ctx, 'once-friend@example.com', { ReferralCode: otherCode });
    expect(await referralsOf(other.userId)).toEqual([]);
    expect(await referralsOf(inviter.userId)).toHaveLength(1);
    await buyCoins(ctx, friend);
    expect((await rewardsOf(ctx, inviter)).rewards).toHaveLength(1);
    expect((await rewardsOf(ctx, other)).rewards).toEqual([]);
  });
});

describe('refusals', () => {
  it('an account cannot invite itself', async () => {
    const user = await signInWith(ctx, 'self-inviter@example.com');
    const code = await codeOf(ctx, user);
    const res = await processCode(ctx, user, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'REFERRAL_NOT_ALLOWED' } });

    // Signing in again with its own code is an ordinary sign-in, and nothing more.
    await signInWith(ctx, 'self-inviter@example.com', { ReferralCode: code });
    expect(await referralsOf(user.userId)).toEqual([]);
    expect((await rewardsOf(ctx, user)).rewards).toEqual([]);
  });

  it("a second account made on the inviter's own device earns nothing", async () => {
    const inviter = await signInWith(
      ctx,
      'device-inviter@example.com',
      {},
      await guestOn(ctx, 'device-shared-phone'),
    );
    const code = await codeOf(ctx, inviter);

    // Signed out, a new guest on the same phone makes a second account with the code.
    const second = await signInWith(
      ctx,
      'device-inviter-second@example.com',
      { ReferralCode: code },
      await guestOn(ctx, 'device-shared-phone'),
    );
    expect(await referralsOf(inviter.userId)).toEqual([]);
    expect((await processCode(ctx, second, code)).json()).toMatchObject({
      error: { code: 'REFERRAL_NOT_ALLOWED' },
    });
    expect((await rewardsOf(ctx, inviter)).rewards).toEqual([]);

    // A friend on their own phone still counts.
    await signInWith(
      ctx,
      'device-inviter-friend@example.com',
      { ReferralCode: code },
      await guestOn(ctx, 'device-friends-phone'),
    );
    expect(await referralsOf(inviter.userId)).toHaveLength(1);
  });

  it('an unknown code never fails a sign-in, and is refused by /process', async () => {
    const user = await signInWith(ctx, 'unknown-code@example.com', { ReferralCode: 'NOPE2345' });
    const res = await processCode(ctx, user, 'NOPE2345');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'REFERRAL_NOT_ALLOWED' } });
  });

  it('/process works within 24 hours of creating the account, not after', async () => {
    const inviter = await signInWith(ctx, 'late-inviter@example.com');
    const code = await codeOf(ctx, inviter);
    const late = await signInWith(ctx, 'late-friend@example.com');
    await ctx.database.db.execute(
      sql`update users set created_at = now() - interval '25 hours' where id = ${late.userId}`,
    );
    const refused = await processCode(ctx, late, code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'REFERRAL_NOT_ALLOWED' } });
    expect(await referralsOf(inviter.userId)).toEqual([]);

    const timely = await signInWith(ctx, 'timely-friend@example.com');
    const accepted = await processCode(ctx, timely, code);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ data: { status: 'pending' } });
    expect((await rewardsOf(ctx, inviter)).total_pending_amount).toBe(0);
    await buyCoins(ctx, timely);
    expect((await rewardsOf(ctx, inviter)).total_pending_amount).toBe(200);
  });
});

describe('what the inviter sees of their friends', () => {
  it("masks the friend's e-mail, phone and name in the history", async () => {
    const inviter = await signInWith(ctx, 'history-inviter@example.com');
    const code = await codeOf(ctx, inviter);
    const friend = await signInWith(ctx, 'somchai.friend@gmail.com', { ReferralCode: code });
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: friend.auth,
      payload: { first_name: 'สมชาย', last_name: 'ใจดีมาก', phone_number: '0812345678' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    await buyCoins(ctx, friend);

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/referral/history?page=1&limit=20',
      headers: inviter.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope>().data).toEqual({
      activities: [
        {
          id: expect.any(String),
          referred_user_email: { email: 'so***@g***.com' },
          referred_user_phone: { phone: 'xxx-xxx-5678' },
          referred_user_name: { name: 'ส.' },
          status: 'completed',
          created_at: expect.any(String),
          reward_amount: 200,
          platform: 'unknown',
        },
      ],
      total_count: 1,
      page: 1,
      page_size: 20,
      has_next: false,
      has_previous: false,
    });
    for (const secret of ['somchai', 'gmail.com', 'สมชาย', 'ใจดี']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('pages the history (default 20, at most 50)', async () => {
    const inviter = await signInWith(ctx, 'pages-inviter@example.com');
    const big = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/referral/history?limit=51',
      headers: inviter.auth,
    });
    expect(big.statusCode).toBe(400);
    const empty = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/referral/history',
      headers: inviter.auth,
    });
    expect(empty.json()).toMatchObject({
      data: { activities: [], total_count: 0, page: 1, page_size: 20, has_next: false },
    });
  });
});

describe('link visits and shares', () => {
  it('records a visit without any IP address, even one sent', async () => {
    const inviter = await signInWith(ctx, 'track-inviter@example.com');
    const code = await codeOf(ctx, inviter);
    const ip = '203.0.113.77';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/referral/track',
      headers: { 'x-forwarded-for': ip, 'user-agent': 'Mozilla/5.0 Line/13.1.0' },
      payload: {
        ReferralCode: code,
        IpAddress: ip,
        UserAgent: 'Mozilla/5.0 Line/13.1.0',
        Platform: 'line',
        Source: 'direct_link',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { tracked: true } });
    expect(await searchDatabase(ctx.database.db, [ip])).toEqual([]);
    const clicks = await rows<{ code: string; platform: string; user_agent: string }>(
      ctx,
      sql`select code, platform, user_agent from referral_clicks where code = ${code}`,
    );
    expect(clicks).toEqual([{ code, platform: 'line', user_agent: 'Mozilla/5.0 Line/13.1.0' }]);

    // An unknown code keeps nothing and answers tracked: false.
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/referral/track',
      payload: { referral_code: 'ZZZZ2222', platform: 'unknown', source: 'direct_link' },
    });
    expect(unknown.json()).toEqual({ success: true, data: { tracked: false } });
    const total = await rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from referral_clicks where code = 'ZZZZ2222'`,
    );
    expect(total[0]?.n).toBe(0);

    // A friend joins and buys: one visit, one friend.
    const friend = await signInWith(ctx, 'track-friend@example.com', { ReferralCode: code });
    await buyCoins(ctx, friend);
    const stats = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/referral/stats',
      headers: inviter.auth,
    });
    expect(stats.json()).toMatchObject({ data: { click_count: 1, conversion_rate: 1 } });
  });

  it('records shares of the current code only', async () => {
    const user = await signInWith(ctx, 'sharer@example.com');
    const code = await codeOf(ctx, user);
    const shared = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/referral/share',
      headers: user.auth,
      payload: { Platform: 'line', ReferralCode: code, Timestamp: new Date().toISOString() },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/referral/share',
      headers: user.auth,
      payload: { platform: 'copy', referral_code: 'AAAA2222' },
    });
    expect(stale.statusCode).toBe(404);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/referral/share',
      headers: user.auth,
      payload: { platform: 'copy' },
    });
    expect(missing.statusCode).toBe(400);
    const shares = await rows<{ platform: string }>(
      ctx,
      sql`select platform from referral_shares where user_id = ${user.userId}`,
    );
    expect(shares).toEqual([{ platform: 'line' }]);
  });
});
