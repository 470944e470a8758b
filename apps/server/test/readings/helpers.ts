import { sql } from 'drizzle-orm';
import type { ReadingKind } from '@duangdee/contract/readings';
import type { App } from '../../src/app.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import type { TestContext } from '../test-app.ts';

export const ADMIN_EMAIL = 'readings-admin@example.com';
export const THAI = /[\u0E00-\u0E7F]/;

/** A valid request body for every kind. */
export const BODIES: Record<ReadingKind, Record<string, unknown>> = {
  career: {
    industry: 'technology',
    objective: 'promotion',
    experience_level: 'senior',
    birth_date: '1990-05-17',
    question: 'ปีนี้จะได้เลื่อนตำแหน่งไหม',
  },
  compatibility: {
    person_a: { name: 'สมชาย', birth_date: '1990-05-17' },
    person_b: { name: 'สมหญิง', birth_date: '1992-11-03', gender: 'female' },
    relationship_type: 'romantic',
  },
  finance: { income_source: 'salary', goal: 'saving', birth_date: '1988-01-20' },
  love: { status: 'single', birth_date: '1995-02-14', gender: 'male' },
  luck: { focus: 'money' },
  obstacles: {
    current_challenges: ['work', 'money'],
    obstacle_context: { description: 'งานเยอะ เงินไม่พอใช้' },
    resolution_focus: { approach: 'practical' },
    reading_preferences: { detail_level: 'detailed' },
  },
  'phone-number': {
    phone_number: { number: '081-234-5678', country_code: '+66' },
    analysis_preferences: { include_career_luck: true, include_wealth_luck: true },
    reading_preferences: { include_lucky_elements: true, include_compatible_numbers: true },
  },
  'their-feelings': {
    target_person: {
      name: 'นก',
      relationship: 'crush',
      gender: 'female',
      age_range: '20-30',
      known_duration: '1-6m',
    },
    context: { specific_situation: 'เจอกันที่ทำงานทุกวัน', question_focus: ['feelings', 'future'] },
    reading_preferences: {
      detail_level: 'detailed',
      include_advice: true,
      timeline_prediction: true,
    },
  },
  'thinking-person': {
    target_person: { name: 'เอ', relationship: 'exLover' },
    question: 'เขายังคิดถึงเราไหม',
  },
  'love-sticks': { question: 'ความรักปีนี้จะเป็นอย่างไร' },
};

export const COSTS: Record<ReadingKind, number> = {
  career: 50,
  compatibility: 50,
  finance: 50,
  love: 50,
  luck: 50,
  obstacles: 50,
  'phone-number': 60,
  'their-feelings': 85,
  'thinking-person': 50,
  'love-sticks': 50,
};

export interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  data: T;
  error?: { code: string; message: string; details?: unknown };
}

/** Signs in the admin once per file and gives coins through the admin adjust endpoint. */
/** What the ledger holds of a reading: its holds' statuses and the transfers that name it. */
export async function readingLedger(ctx: TestContext, sessionId: string) {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const holds = await rowsOf<{ status: string }>(
    sql`select status from ledger_holds where reference_type = 'reading' and reference_id = ${sessionId}`,
  );
  const transfers = await rowsOf<{ kind: string; amount: number }>(
    sql`select kind, amount::int as amount from ledger_transfers where reference_type = 'reading' and reference_id = ${sessionId}`,
  );
  return { holds: holds.map((h) => h.status), transfers };
}

export function funding(ctx: TestContext) {
  let admin: SignedIn | undefined;
  let n = 0;
  return {
    async admin(): Promise<SignedIn> {
      admin ??= await signInWithOutbox(ctx.app, ctx.database, ADMIN_EMAIL);
      return admin;
    },
    async fund(userId: string, amount: number): Promise<void> {
      const a = await this.admin();
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${userId}/coins/adjust`,
        headers: { ...a.auth, 'idempotency-key': `fund-${userId}-${++n}` },
        payload: { amount, reason: 'ทดสอบการดูดวง' },
      });
      if (res.statusCode !== 200) throw new Error(`adjust: ${res.statusCode} ${res.body}`);
    },
    async reconcile(): Promise<{ ok: boolean }> {
      const a = await this.admin();
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/admin/ledger/reconcile',
        headers: a.auth,
      });
      return res.json<Envelope<{ ok: boolean }>>().data;
    },
  };
}

export function createSession(
  app: App,
  user: SignedIn,
  kind: string,
  body: unknown = BODIES[kind as ReadingKind],
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/fortune/${kind}/sessions`,
    headers: user.auth,
    payload: body as Record<string, unknown>,
  });
}

export async function createdId(app: App, user: SignedIn, kind: string, body?: unknown) {
  const res = await createSession(app, user, kind, body);
  if (res.statusCode !== 201) throw new Error(`create ${kind}: ${res.statusCode} ${res.body}`);
  return res.json<Envelope<{ session_id: string }>>().data.session_id;
}

export function startSession(
  app: App,
  user: SignedIn,
  kind: string,
  id: string,
  body: Record<string, unknown> = { confirm_payment: true },
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/fortune/${kind}/sessions/${id}/start`,
    headers: user.auth,
    payload: body,
  });
}

export function getResults(app: App, user: SignedIn, kind: string, id: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/fortune/${kind}/sessions/${id}/results`,
    headers: user.auth,
  });
}

export function getSession(app: App, user: SignedIn, kind: string, id: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/fortune/${kind}/sessions/${id}`,
    headers: user.auth,
  });
}

export interface FinishedResult {
  session_id: string;
  kind: string;
  status: 'completed' | 'failed';
  result: (Record<string, unknown> & { title_th: string; summary_th: string }) | null;
  error: string | null;
  completed_at: string | null;
  share_token: string | null;
  coins_charged: number;
}

/** Polls the results until the reading is done (200), within a deadline. */
export async function waitForResult(
  app: App,
  user: SignedIn,
  kind: string,
  id: string,
  ms = 20_000,
): Promise<FinishedResult> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await getResults(app, user, kind, id);
    if (res.statusCode === 200) return res.json<Envelope<FinishedResult>>().data;
    if (res.statusCode !== 202) throw new Error(`results ${kind}: ${res.statusCode} ${res.body}`);
    if (Date.now() > deadline) throw new Error(`the ${kind} reading did not finish in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A multipart body with one file field, as a browser sends it. */
export function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----duangdee${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a palm photo (`POST /upload/image`); its stored paths. */
export async function uploadImage(app: App, user: SignedIn, bytes: Buffer) {
  const body = multipart('file', 'palm.jpg', 'image/jpeg', bytes);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/upload/image',
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json<Envelope<{ upload_id: string; original_path: string }>>().data;
}

/** A topic reading as a language model answers it, in the wire shape the prompt asks for. */
export const MODEL_READING = {
  title_th: 'ดวงการงานช่วงนี้ รุ่งแบบค่อยเป็นค่อยไป',
  title_en: 'Your work: rising step by step',
  summary_th: 'งานมีแนวโน้มดีขึ้นจากความตั้งใจของคุณเองค่ะ',
  summary_en: 'Work tends to improve through your own effort.',
  sections: [
    {
      id: 'strengths',
      heading_th: 'จุดแข็ง',
      heading_en: 'Strengths',
      body_th: 'คุณวางแผนเก่งและใจเย็น',
      body_en: 'You plan well and stay calm.',
    },
  ],
  lucky_colours_th: ['สีเขียว'],
  lucky_colours_en: ['green'],
  lucky_numbers: [5],
  score0to100: 78,
  advice_th: 'ลองเสนอไอเดียใหม่ในวันพุธค่ะ',
  advice_en: 'Try pitching a new idea on Wednesday.',
  safety: false,
};

/**
 * A signed-in user with `coins`, born on Thursday 17 May 1990 (Saturday is their กาลกิณี, purple
 * and black its colours), named สมศรี มีสุข in the profile.
 */
export async function thursdayBorn(
  ctx: TestContext,
  money: ReturnType<typeof funding>,
  email: string,
  coins: number,
): Promise<SignedIn> {
  const user = await signInWithOutbox(ctx.app, ctx.database, email);
  await money.fund(user.userId, coins);
  await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/user/profile',
    headers: user.auth,
    payload: { first_name: 'สมศรี', last_name: 'มีสุข', birth_date: '1990-05-17' },
  });
  return user;
}
