import { READING_KINDS, type ReadingKind } from '@duangdee/contract/readings';
import { describe, expect, it } from 'vitest';
import { handJpeg } from '../support/palm-images.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { PALM_TEST_TIMEOUT } from '../support/palm-timeout.ts';
import {
  ADMIN_EMAIL,
  BODIES,
  createdId,
  funding,
  startSession,
  THAI,
  uploadImage,
  waitForResult,
  type Envelope,
} from './helpers.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
const money = funding(ctx);

/** What the asker typed about themselves and others: none of it may leave with a shared link. */
const ASKER = { first_name: 'ประภาพร', last_name: 'วงศ์สุวรรณ', birth_date: '1990-05-17' };
const PHONE = '089-765-4321';
const PHONE_DIGITS = '0897654321';
const CONTEXT = 'ลูกชายชื่อต้นกล้าจะสอบติดคณะแพทย์ที่เชียงใหม่ไหม';

const question = (kind: string) => `เรื่อง${kind}ของกนกวรรณกับธนพัฒน์ที่บริษัทสยามรุ่งเรืองจะไปต่อไหม`;

const PERSONAL: Record<ReadingKind, Record<string, unknown>> = {
  // Long enough to be quoted cut short.
  career: {
    ...BODIES.career,
    question: `${question('งาน')} เพราะกนกวรรณย้ายมาจากสาขาเชียงรายได้สองเดือน หัวหน้าชื่อสมศักดิ์ยังไม่ไว้ใจ และเงินเดือนยังไม่พอส่งให้แม่ที่ลำปาง`,
  },
  compatibility: {
    person_a: { name: 'กนกวรรณ', birth_date: '1991-08-09' },
    person_b: { name: 'ธนพัฒน์', birth_date: '1989-12-24', gender: 'male' },
    relationship_type: 'romantic',
    question: question('คู่'),
  },
  finance: { ...BODIES.finance, question: question('เงิน') },
  love: { ...BODIES.love, question: question('รัก') },
  luck: { ...BODIES.luck, question: question('โชค') },
  obstacles: {
    ...BODIES.obstacles,
    obstacle_context: { description: 'หัวหน้าชื่อสมศักดิ์ที่สาขาบางนาตำหนิกนกวรรณต่อหน้าลูกค้า' },
  },
  'phone-number': {
    phone_number: { number: PHONE, country_code: '+66' },
    analysis_preferences: {
      include_career_luck: true,
      include_love_luck: true,
      include_wealth_luck: true,
      include_health_luck: true,
      include_personality_analysis: true,
    },
    reading_preferences: {
      detail_level: 'detailed',
      include_lucky_elements: true,
      include_compatible_numbers: true,
      include_time_based_analysis: true,
    },
  },
  'their-feelings': {
    target_person: {
      name: 'ธนพัฒน์',
      relationship: 'crush',
      gender: 'male',
      age_range: '20-30',
      known_duration: '1-6m',
    },
    context: {
      specific_situation: 'ธนพัฒน์อ่านข้อความแต่ไม่ตอบมาสามวันแล้วตั้งแต่งานเลี้ยงที่สีลม',
      recent_interactions: 'กนกวรรณส่งขนมไปให้ที่คอนโดริมแม่น้ำเมื่อวันเสาร์',
      your_feelings: 'ใจหายทุกครั้งที่เห็นเขาออนไลน์แต่ไม่ทักมา',
      question_focus: ['feelings', 'future'],
    },
    reading_preferences: {
      detail_level: 'detailed',
      include_advice: true,
      timeline_prediction: true,
    },
  },
  'thinking-person': {
    target_person: { name: 'ธนพัฒน์', relationship: 'exLover' },
    question: question('คนที่คิดถึง'),
  },
  'love-sticks': { question: question('เซียมซี') },
};

/** The asker's words, and every run of 14 letters of them (a reading may quote part of one). */
function leaksOf(text: string, secrets: string[]): string[] {
  const found: string[] = [];
  for (const secret of secrets) {
    const chars = [...secret];
    const pieces =
      chars.length <= 14
        ? [secret]
        : chars.slice(0, chars.length - 13).map((_, i) => chars.slice(i, i + 14).join(''));
    const leaked = pieces.find((piece) => text.includes(piece));
    if (leaked) found.push(`${secret} (${leaked})`);
  }
  return found;
}

/** Digit runs of three or more from the number, and its two-digit pairs standing alone. */
function phoneLeaks(text: string): string[] {
  const local = PHONE_DIGITS;
  const found: string[] = [];
  const runs = text.replace(/[\s-]/g, '').match(/\d{3,}/g) ?? [];
  for (const run of runs) {
    for (let i = 0; i + 3 <= run.length; i++) {
      if (local.includes(run.slice(i, i + 3))) found.push(`run ${run}`);
    }
  }
  const pairs = new Set(Array.from({ length: local.length - 1 }, (_, i) => local.slice(i, i + 2)));
  for (const token of text.match(/(?<!\d)\d{2}(?!\d)/g) ?? []) {
    if (pairs.has(token)) found.push(`pair ${token}`);
  }
  return found;
}

function textOf(value: unknown): string {
  return JSON.stringify(value);
}

describe(
  'a shared reading carries nothing that identifies the asker or anyone they named',
  { timeout: PALM_TEST_TIMEOUT },
  () => {
    it('masks or drops names, questions, stories, birth dates and the phone number, for every kind', async () => {
      const user = await signInWithOutbox(ctx.app, ctx.database, 'share-privacy@example.com');
      await money.fund(user.userId, 3000);
      const profile = await ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/user/profile',
        headers: user.auth,
        payload: ASKER,
      });
      expect(profile.statusCode, profile.body).toBe(200);

      const secrets = [
        ASKER.first_name,
        ASKER.last_name,
        'กนกวรรณ',
        'ธนพัฒน์',
        'สมศักดิ์',
        CONTEXT,
        ...READING_KINDS.flatMap((kind) => {
          const body = PERSONAL[kind];
          const context = (body.context ?? {}) as Record<string, string>;
          const story = (body.obstacle_context ?? {}) as Record<string, string>;
          return [
            typeof body.question === 'string' ? body.question : '',
            context.specific_situation ?? '',
            context.recent_interactions ?? '',
            context.your_feelings ?? '',
            story.description ?? '',
          ].filter(Boolean);
        }),
      ];
      const datePatterns = [/1990-05-17/, /17 พฤษภาคม/, /17\/0?5\/(1990|2533)/];

      for (const kind of READING_KINDS) {
        const id = await createdId(ctx.app, user, kind, PERSONAL[kind]);
        const started = await startSession(ctx.app, user, kind, id, {
          confirm_payment: true,
          additional_context: CONTEXT,
        });
        expect(started.statusCode, `${kind} start: ${started.body}`).toBeLessThan(300);
        if (kind === 'love-sticks') {
          for (const action of ['shake', 'draw']) {
            const res = await ctx.app.inject({
              method: 'POST',
              url: `/api/v1/fortune/love-sticks/sessions/${id}/${action}`,
              headers: user.auth,
              payload: {},
            });
            expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
          }
        }
        const done = await waitForResult(ctx.app, user, kind, id);
        expect(done.status, `${kind}: ${done.error}`).toBe('completed');
        const shared = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/fortune/readings/shared/${done.share_token}`,
        });
        expect(shared.statusCode).toBe(200);
        const text = textOf(shared.json());
        expect(text, kind).toMatch(THAI);
        expect(leaksOf(text, secrets), kind).toEqual([]);
        for (const pattern of datePatterns) expect(text, kind).not.toMatch(pattern);
        // Other kinds never saw the number; their lucky numbers may be any digits.
        // The reading itself (its time stamp may hold any two digits).
        const reading = textOf(shared.json<Envelope<{ result: unknown }>>().data.result);
        if (kind === 'phone-number') expect(phoneLeaks(reading), kind).toEqual([]);
        expect(text, kind).not.toContain(user.userId);
      }
    }, 120_000);

    it('the phone reading itself is about the number; its owner still sees the number and pairs', async () => {
      const user = await signInWithOutbox(ctx.app, ctx.database, 'share-phone@example.com');
      await money.fund(user.userId, 500);
      const id = await createdId(ctx.app, user, 'phone-number', PERSONAL['phone-number']);
      await startSession(ctx.app, user, 'phone-number', id);
      const done = await waitForResult(ctx.app, user, 'phone-number', id);
      const own = textOf(done.result);
      // Not vacuous: the owner's view has what the shared view must not.
      expect(own).toContain(PHONE);
      expect(phoneLeaks(own).length).toBeGreaterThan(3);
      const shared = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/fortune/readings/shared/${done.share_token}`,
      });
      const view =
        shared.json<Envelope<{ result: { title_th: string; sections: { id: string }[] } }>>().data
          .result;
      expect(view.title_th).not.toMatch(/\d{3}/);
      expect(view.sections.map((s) => s.id)).not.toContain('pairs');
      // Its lucky digits are digits of the number's own pairs: the owner's only.
      expect(view).not.toHaveProperty('lucky_numbers');
      expect(view.sections.map((s) => s.id)).not.toContain('lucky');
    });

    it('a shared palm reading leaves out the title, story, birth date and question it was asked with', async () => {
      const user = await signInWithOutbox(ctx.app, ctx.database, 'share-palm@example.com');
      await money.fund(user.userId, 1000);
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/user/profile',
        headers: user.auth,
        payload: ASKER,
      });
      const photo = await uploadImage(ctx.app, user, await handJpeg());
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/fortune/sessions',
        headers: user.auth,
        payload: { Title: 'ลายมือของกนกวรรณ', Description: 'กนกวรรณอยากย้ายไปทำงานที่ภูเก็ตกับธนพัฒน์' },
      });
      const sessionId = created.json<Envelope<{ session_id: string }>>().data.session_id;
      const started = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/fortune/sessions/${sessionId}/start`,
        headers: user.auth,
        payload: {
          ImagePath: photo.original_path,
          BirthDate: '1990-05-17',
          AdditionalContext: CONTEXT,
        },
      });
      expect(started.statusCode, started.body).toBe(202);
      let share = '';
      const deadline = Date.now() + 60_000;
      while (!share) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/fortune/sessions/${sessionId}/result`,
          headers: user.auth,
        });
        if (res.statusCode === 200) {
          const data = res.json<Envelope<{ status: string; share_token: string | null }>>().data;
          expect(data.status).toBe('completed');
          share = data.share_token ?? '';
        }
        if (Date.now() > deadline) throw new Error('the palm reading did not finish in time');
        await new Promise((r) => setTimeout(r, 100));
      }
      const shared = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/fortune/sessions/${sessionId}/result/shared?token=${share}`,
      });
      expect(shared.statusCode, shared.body).toBe(200);
      const text = textOf(shared.json());
      expect(text).toMatch(THAI);
      expect(
        leaksOf(text, [
          'กนกวรรณ',
          'ธนพัฒน์',
          ASKER.first_name,
          ASKER.last_name,
          CONTEXT,
          'อยากย้ายไปทำงานที่ภูเก็ต',
        ]),
      ).toEqual([]);
      expect(text).not.toMatch(/1990-05-17|17 พฤษภาคม/);
    });
  },
);
