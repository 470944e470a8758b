import { slipVerify as generateSlip } from 'promptparse/generate';
import QRCode from 'qrcode';
import sharp from 'sharp';
import {
  BODIES,
  createdId,
  multipart,
  startSession,
  uploadImage,
  waitForResult,
  type Envelope,
} from '../readings/helpers.ts';
import { createFeedRepo } from '../../src/modules/feed/repo.ts';
import { articleText } from '../../src/modules/feed/seed.ts';
import { handJpeg } from '../support/palm-images.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import type { TestContext } from '../test-app.ts';

/**
 * A user with every kind of personal data the product keeps, each piece carrying a string that
 * appears nowhere else: the tests look for these strings in every table and file.
 */
export interface PersonSecrets {
  email: string;
  firstName: string;
  lastName: string;
  /** The name the guest gave before signing in (kept on the retired guest row). */
  guestName: string;
  /** As typed in the profile, and the same number read in a phone-number reading. */
  phone: string;
  phoneDashed: string;
  /** A third person named in a their-feelings reading. */
  thirdPerson: string;
  /** The partner named in a compatibility reading. */
  partner: string;
  question: string;
  guestQuestion: string;
  additionalContext: string;
  chatText: string;
  chatTitle: string;
  userAgent: string;
  /** A question to the team, signed in; and one sent before, without a sign-in, from the e-mail. */
  supportMessage: string;
  supportAnonymous: string;
}

export interface SeededPerson {
  user: SignedIn;
  secrets: PersonSecrets;
  guestId: string;
  paymentId: string;
  slipBytes: Buffer;
  palmSessionId: string;
  shareTokens: string[];
  /** The person's own invite code, and the friend who joined with it. */
  referralCode: string;
  invitedFriendId: string;
}

export const TARGET: PersonSecrets = {
  email: 'pimchanok.erase-me@example.com',
  firstName: 'พิมพ์ชนกานต์',
  lastName: 'ทองประเสริฐสุขเจริญ',
  guestName: 'น้องมะปรางหวานฉ่ำ',
  phone: '0891357246',
  phoneDashed: '089-135-7246',
  thirdPerson: 'กิตติศักดิ์ชยางกูร',
  partner: 'วรรณวิสาขามณี',
  question: 'ปีนี้จะได้ย้ายไปอยู่เชียงรายกับแม่ไหม',
  guestQuestion: 'เดือนนี้จะเจอคนที่ใช่ที่ตลาดน้ำอัมพวาไหม',
  additionalContext: 'เรื่องงานที่โรงงานบางพลีสาขาสองของลุงเฉลิม',
  chatText: 'ความลับเรื่องบ้านริมคลองแสนแสบของยาย',
  chatTitle: 'คุยเรื่องบ้านของพิมพ์ชนกานต์',
  userAgent: 'PrivacyProbe/7.3 (erase-me-agent)',
  supportMessage: 'เหรียญหายตอนดูดวงเรื่องย้ายบ้านไปเชียงราย',
  supportAnonymous: 'ลืมว่าสมัครด้วยอีเมลไหนตอนอยู่ที่อัมพวา',
};

/** Someone else, whose data must survive the target's erasure untouched. */
export const BYSTANDER: PersonSecrets = {
  email: 'somporn.stays@example.com',
  firstName: 'สมพรคงอยู่',
  lastName: 'ไม่ถูกลบสกุล',
  guestName: 'ผู้มาเยือนที่ยังอยู่',
  phone: '0867531902',
  phoneDashed: '086-753-1902',
  thirdPerson: 'ประภาพรรณยังอยู่',
  partner: 'ชูศักดิ์ยังอยู่',
  question: 'งานใหม่ที่ขอนแก่นจะรุ่งไหม',
  guestQuestion: 'สัปดาห์นี้ที่หาดใหญ่จะโชคดีไหม',
  additionalContext: 'เรื่องร้านกาแฟที่ลำปางของป้าบัว',
  chatText: 'อยากรู้เรื่องสวนทุเรียนที่จันทบุรี',
  chatTitle: 'คุยเรื่องสวนของสมพร',
  userAgent: 'PrivacyProbe/7.3 (stays-agent)',
  supportMessage: 'สลิปโอนจากร้านกาแฟลำปางยังไม่ผ่าน',
  supportAnonymous: 'อยากเปลี่ยนอีเมลที่ใช้ตอนอยู่ขอนแก่น',
};

/** Every string of a person that must not outlive their erasure. */
export function secretStrings(s: PersonSecrets): string[] {
  return Object.values(s);
}

async function ok<T>(
  label: string,
  res: { statusCode: number; body: string; json: <U>() => U },
): Promise<T> {
  if (res.statusCode >= 300) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
  return res.json<Envelope<T>>().data;
}

/** A bank slip: white paper with the bank's mini QR (sending bank + transaction reference). */
export async function slipImage(bank: string, ref: string): Promise<Buffer> {
  const qr = await QRCode.toBuffer(generateSlip({ sendingBank: bank, transRef: ref }), {
    type: 'png',
    width: 300,
    margin: 4,
  });
  return sharp({ create: { width: 600, height: 900, channels: 3, background: '#ffffff' } })
    .composite([{ input: qr, top: 500, left: 150 }])
    .png()
    .toBuffer();
}

/**
 * Walks one person through the product: a guest who draws the free เซียมซี, signs in (the guest
 * is carried into the account), plays the game before and after, fills in the profile, gives
 * consents, joins with the admin's invite and invites a friend, buys coins with a slip, reads
 * their fortune five ways, has their palm read, chats, and is notified.
 */
export async function seedPerson(
  ctx: TestContext,
  admin: () => Promise<SignedIn>,
  s: PersonSecrets,
  slipRef: string,
): Promise<SeededPerson> {
  const { app } = ctx;
  const ua = { 'user-agent': s.userAgent };

  // A guest first: named, consenting, drawing the free slip of the day.
  const guest = await ok<{ guest_user: { id: string }; session: { session_id: string } }>(
    'guest',
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/guest',
      headers: ua,
      payload: { device_id: `device-${s.email}`, first_name: s.guestName, accept_pdpa: true },
    }),
  );
  const guestHeaders = { ...ua, 'x-guest-session': guest.session.session_id };
  await ok(
    'free draw',
    await app.inject({
      method: 'POST',
      url: '/api/v1/fortune/love-sticks/free-draw',
      headers: guestHeaders,
      payload: { question: s.guestQuestion },
    }),
  );
  await ok('guest game round', await startGameRound(ctx, guestHeaders));
  const articleId = await feedArticle(ctx);
  await ok(
    'guest like',
    await app.inject({
      method: 'POST',
      url: `/api/v1/feed/articles/${articleId}/like`,
      headers: guestHeaders,
    }),
  );
  await ok(
    'guest cookies',
    await app.inject({
      method: 'POST',
      url: '/api/v1/consents/cookies',
      headers: guestHeaders,
      payload: cookieChoices(),
    }),
  );

  await ok(
    'anonymous support ticket',
    await app.inject({
      method: 'POST',
      url: '/api/v1/support/tickets',
      headers: ua,
      payload: {
        category: 'account',
        subject: 'สอบถามเรื่องบัญชี',
        message: s.supportAnonymous,
        email: s.email,
      },
    }),
  );

  const user = await signInWithOutbox(app, ctx.database, s.email, guestHeaders);
  const auth = { ...user.auth, ...ua };
  await ok(
    'profile',
    await app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: auth,
      payload: {
        display_name: `${s.firstName} ${s.lastName}`,
        first_name: s.firstName,
        last_name: s.lastName,
        phone_number: s.phone,
        birth_date: '1993-08-21',
        birth_time: '07:45',
        gender: 'female',
      },
    }),
  );
  await ok(
    'pdpa consent',
    await app.inject({
      method: 'POST',
      url: '/api/v1/user/pdpa-consent',
      headers: auth,
      payload: { accept_pdpa: true, accept_terms: true, accept_marketing: true },
    }),
  );
  await ok(
    'cookie consent',
    await app.inject({
      method: 'POST',
      url: '/api/v1/consents/cookies',
      headers: auth,
      payload: cookieChoices(),
    }),
  );
  await ok('game round', await startGameRound(ctx, auth));
  await ok(
    'support ticket',
    await app.inject({
      method: 'POST',
      url: '/api/v1/support/tickets',
      headers: auth,
      payload: { category: 'coins', subject: 'เหรียญหาย', message: s.supportMessage },
    }),
  );
  for (const [action, url, payload] of [
    ['like', 'like', undefined],
    ['bookmark', 'bookmark', undefined],
    ['share', 'share', { platform: 'line' }],
  ] as const) {
    await ok(
      action,
      await app.inject({
        method: 'POST',
        url: `/api/v1/feed/articles/${articleId}/${url}`,
        headers: auth,
        ...(payload ? { payload } : {}),
      }),
    );
  }

  // Invited by the admin (named within a day of joining), then inviting a friend of their own.
  const adminCode = await ok<{ referral_code: string }>(
    'admin invite code',
    await app.inject({
      method: 'GET',
      url: '/api/v1/referral/code',
      headers: (await admin()).auth,
    }),
  );
  await ok(
    'joined with invite',
    await app.inject({
      method: 'POST',
      url: '/api/v1/referral/process',
      headers: auth,
      payload: { referral_code: adminCode.referral_code },
    }),
  );
  const own = await ok<{ referral_code: string }>(
    'invite code',
    await app.inject({ method: 'GET', url: '/api/v1/referral/code', headers: auth }),
  );
  await ok(
    'invite shared',
    await app.inject({
      method: 'POST',
      url: '/api/v1/referral/share',
      headers: auth,
      payload: { platform: 'line', referral_code: own.referral_code },
    }),
  );
  const invited = await signInWithOutbox(
    app,
    ctx.database,
    `invited-${slipRef.toLowerCase()}@example.com`,
  );
  await ok(
    'friend joined',
    await app.inject({
      method: 'POST',
      url: '/api/v1/referral/process',
      headers: invited.auth,
      payload: { referral_code: own.referral_code },
    }),
  );
  // The friend's first purchase is credited (the sandbox bank approves it): the invite's reward.
  const friendPayment = await ok<{ payment_id: string }>(
    'friend payment',
    await app.inject({
      method: 'POST',
      url: '/api/v1/payments/create-payment',
      headers: invited.auth,
      payload: { package_id: 'starter' },
    }),
  );
  const friendPaid = await app.inject({
    method: 'POST',
    url: `/api/v1/sandbox/payments/${friendPayment.payment_id}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  if (friendPaid.statusCode !== 303) throw new Error(`friend paid: ${friendPaid.body}`);
  await ok(
    'welcome',
    await app.inject({ method: 'POST', url: '/api/v1/coins/grant-welcome', headers: auth }),
  );

  // Coins bought by PromptPay with a bank slip, approved by an admin (a notification follows).
  const payment = await ok<{ payment_id: string }>(
    'payment',
    await app.inject({
      method: 'POST',
      url: '/api/v1/payments/create-payment',
      headers: auth,
      payload: { package_id: 'popular' },
    }),
  );
  const slipBytes = await slipImage('014', slipRef);
  const slipForm = multipart('slip', 'slip.png', 'image/png', slipBytes);
  await ok(
    'slip',
    await app.inject({
      method: 'POST',
      url: `/api/v1/payments/${payment.payment_id}/slip`,
      headers: { ...auth, ...slipForm.headers },
      payload: slipForm.payload,
    }),
  );
  await ok(
    'approve',
    await app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${payment.payment_id}/approve`,
      headers: (await admin()).auth,
    }),
  );

  // Topic readings naming a third person, a partner, a phone number and a question.
  const feelings = await createdId(app, user, 'their-feelings', {
    ...BODIES['their-feelings'],
    target_person: { ...(BODIES['their-feelings'].target_person as object), name: s.thirdPerson },
  });
  const compatibility = await createdId(app, user, 'compatibility', {
    ...BODIES.compatibility,
    person_a: { name: s.firstName, birth_date: '1993-08-21' },
    person_b: { name: s.partner, birth_date: '1991-02-02' },
  });
  const phone = await createdId(app, user, 'phone-number', {
    ...BODIES['phone-number'],
    phone_number: { number: s.phoneDashed, country_code: '+66' },
  });
  const sticks = await createdId(app, user, 'love-sticks', { question: s.question });
  for (const [kind, id] of [
    ['their-feelings', feelings],
    ['compatibility', compatibility],
    ['phone-number', phone],
  ] as const) {
    const started = await startSession(app, user, kind, id, {
      confirm_payment: true,
      additional_context: s.additionalContext,
    });
    if (started.statusCode >= 300) throw new Error(`start ${kind}: ${started.body}`);
  }
  await ok('start sticks', await startSession(app, user, 'love-sticks', sticks));
  await ok(
    'draw',
    await app.inject({
      method: 'POST',
      url: `/api/v1/fortune/love-sticks/sessions/${sticks}/draw`,
      headers: auth,
    }),
  );
  const shareTokens: string[] = [];
  for (const [kind, id] of [
    ['their-feelings', feelings],
    ['compatibility', compatibility],
    ['phone-number', phone],
    ['love-sticks', sticks],
  ] as const) {
    const done = await waitForResult(app, user, kind, id);
    if (done.share_token) shareTokens.push(done.share_token);
  }

  // A palm photo, read, with a follow-up question; and a chat with the fortune teller.
  const photo = await uploadImage(app, user, await handJpeg());
  const palm = await ok<{ session_id: string }>(
    'palm session',
    await app.inject({
      method: 'POST',
      url: '/api/v1/fortune/sessions',
      headers: auth,
      payload: { title: s.chatTitle, description: s.additionalContext },
    }),
  );
  await ok(
    'palm start',
    await app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${palm.session_id}/start`,
      headers: auth,
      payload: { image_path: photo.original_path, birth_date: '1993-08-21' },
    }),
  );
  for (let tries = 0; ; tries++) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/fortune/sessions/${palm.session_id}/result`,
      headers: auth,
    });
    if (res.statusCode === 200) break;
    if (res.statusCode !== 202 || tries > 200) throw new Error(`palm result: ${res.body}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await ok(
    'palm question',
    await app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${palm.session_id}/messages`,
      headers: auth,
      payload: { role: 'user', content: `${s.chatText} ลายมือบอกอะไร` },
    }),
  );
  const chat = await ok<{ session_id: string }>(
    'chat session',
    await app.inject({
      method: 'POST',
      url: '/api/v1/fortune/sessions',
      headers: auth,
      payload: { kind: 'chat', title: s.chatTitle },
    }),
  );
  await ok(
    'chat message',
    await app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${chat.session_id}/messages`,
      headers: auth,
      payload: { role: 'user', content: s.chatText },
    }),
  );

  return {
    user,
    secrets: s,
    guestId: guest.guest_user.id,
    paymentId: payment.payment_id,
    slipBytes,
    palmSessionId: palm.session_id,
    shareTokens,
    referralCode: own.referral_code,
    invitedFriendId: invited.userId,
  };
}

/** An article everybody likes, bookmarks and shares (written once, found by its slug after). */
async function feedArticle(ctx: TestContext): Promise<string> {
  const row = await createFeedRepo(ctx.database.db).upsertBySlug(
    articleText({
      slug: 'privacy-probe-article',
      category: 'merit',
      titleTh: 'ทำบุญวันเกิด',
      titleEn: 'Merit on your birthday',
      summaryTh: 'ทำบุญอย่างไรให้ใจสบาย',
      summaryEn: 'Making merit with an easy heart',
      bodyTh: 'ย่อหน้าเดียว',
      bodyEn: null,
      tags: [],
      sources: [],
      publishedDaysAgo: 0,
    }),
    new Date(),
  );
  return row.id;
}

/** A round of the hit-the-mascot game, started (its 30 seconds are not waited out here). */
function startGameRound(ctx: TestContext, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/game/rounds', headers });
}

function cookieChoices() {
  return {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'granted',
    functionality_storage: 'granted',
    personalization_storage: 'denied',
    security_storage: 'granted',
  };
}
