import { sql } from 'drizzle-orm';
import type { SignedIn } from '../support/sign-in.ts';
import type { TestContext } from '../test-app.ts';

export interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  data: T;
  error?: { code: string; message: string; details?: unknown };
}

let clients = 0;

/** A client address of its own (the app trusts X-Forwarded-For in these tests). */
export function newClientAddress(): Record<string, string> {
  clients += 1;
  return { 'x-forwarded-for': `198.51.100.${clients % 250}` };
}

/** A guest of `deviceId` who accepted the PDPA consent: its headers, for signing in from it. */
export async function guestOn(ctx: TestContext, deviceId: string): Promise<Record<string, string>> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/guest',
    payload: { device_id: deviceId, accept_pdpa: true },
  });
  if (res.statusCode !== 200) throw new Error(`guest: ${res.statusCode} ${res.body}`);
  const session = res.json<Envelope<{ session: { session_id: string } }>>().data.session.session_id;
  return { 'x-guest-session': session };
}

/**
 * Signs in through the real OTP flow like `signInWithOutbox`, sending the verify-otp body with
 * `extra` keys (e.g. `ReferralCode`, as the spec's clients write it).
 */
export async function signInWith(
  ctx: TestContext,
  email: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const address = { ...newClientAddress(), ...headers };
  // A second sign-in of the same address within a minute would wait out the resend pause.
  await ctx.database.db.execute(
    sql`update otp_codes set created_at = created_at - interval '2 minutes' where email = ${email}`,
  );
  const requested = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/request-otp',
    payload: { Email: email },
    headers: address,
  });
  if (requested.statusCode !== 200) throw new Error(`request-otp: ${requested.body}`);
  const requestId = requested.json<Envelope<{ request_id: string }>>().data.request_id;
  const result = await ctx.database.db.execute(
    sql`select text from dev_outbox where "to" = ${email} order by id desc limit 1`,
  );
  const text = (result as unknown as { rows: { text: string }[] }).rows[0]?.text ?? '';
  const code = /รหัสเข้าสู่ระบบของคุณคือ (\d+)/.exec(text)?.[1];
  if (!code) throw new Error('no code in the dev outbox');
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-otp',
    payload: { RequestId: requestId, Email: email, OtpCode: code, ...extra },
    headers: address,
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.body}`);
  const data =
    verified.json<Envelope<{ access_token: string; refresh_token: string; user: { id: string } }>>()
      .data;
  return {
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    userId: data.user.id,
    auth: { authorization: `Bearer ${data.access_token}` },
  };
}

export async function codeOf(ctx: TestContext, user: SignedIn): Promise<string> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/referral/code',
    headers: user.auth,
  });
  if (res.statusCode !== 200) throw new Error(`code: ${res.statusCode} ${res.body}`);
  return res.json<Envelope<{ referral_code: string }>>().data.referral_code;
}

export interface RewardsView {
  rewards: Array<{ id: string; amount: number; status: string; referral_id: string | null }>;
  total_pending_amount: number;
  total_claimed_amount: number;
}

export async function rewardsOf(ctx: TestContext, user: SignedIn): Promise<RewardsView> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/referral/rewards',
    headers: user.auth,
  });
  if (res.statusCode !== 200) throw new Error(`rewards: ${res.statusCode} ${res.body}`);
  return res.json<Envelope<RewardsView>>().data;
}

export function claim(ctx: TestContext, user: SignedIn) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/referral/claim-rewards',
    headers: user.auth,
    payload: {},
  });
}

export function processCode(ctx: TestContext, user: SignedIn, code: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/referral/process',
    // A client of its own: a file's many codes would pass the route's limit per client.
    headers: { ...user.auth, ...newClientAddress() },
    payload: { referralCode: code },
  });
}

export async function rows<T>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Starts a PromptPay payment of `packageId` (sandbox): its id. */
export async function startPayment(
  ctx: TestContext,
  user: SignedIn,
  packageId = 'starter',
): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/create-payment',
    headers: user.auth,
    payload: { package_id: packageId },
  });
  if (res.statusCode !== 201) throw new Error(`create-payment: ${res.statusCode} ${res.body}`);
  return res.json<Envelope<{ payment_id: string }>>().data.payment_id;
}

/** The sandbox bank approves the payment: the way a purchase is credited, as a bank's would be. */
export function approvePayment(ctx: TestContext, paymentId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/sandbox/payments/${paymentId}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

/** The user buys the starter package and the purchase is credited. */
export async function buyCoins(ctx: TestContext, user: SignedIn): Promise<string> {
  const paymentId = await startPayment(ctx, user);
  const approved = await approvePayment(ctx, paymentId);
  if (approved.statusCode !== 303) throw new Error(`approve: ${approved.statusCode}`);
  return paymentId;
}

export async function statsOf(ctx: TestContext, user: SignedIn): Promise<Record<string, number>> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/referral/stats',
    headers: user.auth,
  });
  if (res.statusCode !== 200) throw new Error(`stats: ${res.statusCode} ${res.body}`);
  return res.json<Envelope<Record<string, number>>>().data;
}
