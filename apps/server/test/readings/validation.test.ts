import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { BODIES, createdId, createSession, getSession, type Envelope } from './helpers.ts';

const ctx = useTestApp();
let user: SignedIn;

beforeAll(async () => {
  user = await signInWithOutbox(ctx.app, ctx.database, 'forms@example.com');
});

function phoneBody(number: unknown, goals: Record<string, boolean> = { include_love_luck: true }) {
  return {
    phone_number: number === undefined ? {} : { number },
    analysis_preferences: goals,
  };
}

describe('reading requests are checked before anything is stored', () => {
  it.each([
    ['', 'Phone number is required'],
    ['   ', 'Phone number is required'],
    [undefined, 'Phone number is required'],
    ['081234567', 'Phone number must be at least 10 digits'],
    ['0812345678901234', 'Phone number must be at most 15 digits'],
    ['08x-234-5678', 'Invalid phone number format'],
    ['+1 415 555 2671', 'Please enter a real Thai mobile or landline number'],
  ])('phone number %j: %s', async (number, message) => {
    const res = await createSession(ctx.app, user, 'phone-number', phoneBody(number));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: {
        code: 'VALIDATION_FAILED',
        details: [{ path: 'body.phone_number.number', message }],
      },
    });
  });

  it('a phone number without its 0 takes the country code', async () => {
    const res = await createSession(ctx.app, user, 'phone-number', phoneBody('812345678'));
    expect(res.statusCode).toBe(201);
  });

  it('phone analysis needs at least one goal', async () => {
    const noGoals: Record<string, boolean>[] = [
      {},
      { include_love_luck: false, include_career_luck: false },
    ];
    for (const goals of noGoals) {
      const res = await createSession(
        ctx.app,
        user,
        'phone-number',
        phoneBody('0812345678', goals),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: {
          code: 'VALIDATION_FAILED',
          details: [{ path: 'body.analysis_preferences', message: 'Choose at least one goal' }],
        },
      });
    }
    const none = await createSession(ctx.app, user, 'phone-number', {
      phone_number: { number: '0812345678' },
    });
    expect(none.statusCode).toBe(400);
  });

  it('their-feelings needs at least one "want to know" choice, from the list', async () => {
    const body = structuredClone(BODIES['their-feelings']) as { context: Record<string, unknown> };
    body.context.question_focus = [];
    const empty = await createSession(ctx.app, user, 'their-feelings', body);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [
          {
            path: 'body.context.question_focus',
            message: 'Choose at least one thing you want to know',
          },
        ],
      },
    });
    body.context.question_focus = ['feelings', 'horoscope'];
    const unknown = await createSession(ctx.app, user, 'their-feelings', body);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: { details: [{ path: 'body.context.question_focus.1' }] },
    });
  });

  it('their-feelings needs a known relationship', async () => {
    const body = structuredClone(BODIES['their-feelings']) as {
      target_person: Record<string, unknown>;
    };
    body.target_person.relationship = 'boss';
    const res = await createSession(ctx.app, user, 'their-feelings', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { details: [{ path: 'body.target_person.relationship' }] },
    });
  });

  it('obstacles need at least one challenge', async () => {
    const res = await createSession(ctx.app, user, 'obstacles', {
      ...BODIES.obstacles,
      current_challenges: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { details: [{ path: 'body.current_challenges' }] },
    });
  });

  it('compatibility needs both birth dates (yours may come from the profile)', async () => {
    const noOther = await createSession(ctx.app, user, 'compatibility', {
      person_b: { name: 'บี' },
    });
    expect(noOther.statusCode).toBe(400);
    expect(noOther.json()).toMatchObject({
      error: { details: [{ path: 'body.person_b.birth_date' }] },
    });
    const noMine = await createSession(ctx.app, user, 'compatibility', {
      person_b: { birth_date: '1992-11-03' },
    });
    expect(noMine.statusCode).toBe(400);
    expect(noMine.json()).toMatchObject({
      error: { details: [{ path: 'body.person_a.birth_date' }] },
    });
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: user.auth,
      payload: { birth_date: '1991-07-07', birth_time: '06:30' },
    });
    expect(profile.statusCode).toBe(200);
    const fromProfile = await createSession(ctx.app, user, 'compatibility', {
      person_b: { birth_date: '1992-11-03' },
    });
    expect(fromProfile.statusCode).toBe(201);
  });

  it('bad dates and times are refused', async () => {
    for (const body of [
      { birth_date: '1990-02-30' },
      { birth_date: '2999-01-01' },
      { birth_date: '1990-01-01', birth_time: '25:00' },
      { industry: 'astrology' },
    ]) {
      const res = await createSession(ctx.app, user, 'career', body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('strips angle brackets, javascript: and on…= from stored text', async () => {
    const body = structuredClone(BODIES['their-feelings']) as {
      target_person: Record<string, unknown>;
      context: Record<string, unknown>;
    };
    body.target_person.name = '<b>นก</b>';
    body.context.specific_situation =
      '  <script>alert(1)</script> เจอกันที่ร้าน onclick=x javascript:go ';
    const id = await createdId(ctx.app, user, 'their-feelings', body);
    const session = await getSession(ctx.app, user, 'their-feelings', id);
    const input = session.json<Envelope<{ input: typeof body }>>().data.input;
    expect(input.target_person.name).toBe('bนก/b');
    expect(input.context.specific_situation).toBe('scriptalert(1)/script เจอกันที่ร้าน x go');
    const stored = await ctx.database.db.execute(
      sql`select input::text as input from reading_sessions where id = ${id}`,
    );
    const text = (stored as unknown as { rows: { input: string }[] }).rows[0]?.input ?? '';
    expect(text).not.toMatch(/[<>]/);
  });

  it('an unknown kind or a malformed id is not found or refused', async () => {
    const unknownKind = await createSession(ctx.app, user, 'tarot', {});
    expect(unknownKind.statusCode).toBe(404);
    const badId = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/fortune/luck/sessions/not-a-uuid/results',
      headers: user.auth,
    });
    expect(badId.statusCode).toBe(400);
  });
});
