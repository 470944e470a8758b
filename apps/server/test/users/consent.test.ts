import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../readings/helpers.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

const ctx = useTestApp();

interface ConsentStatus {
  consent_given: boolean;
  consent_at: string | null;
  decided_at: string | null;
  policy_version: string | null;
  accept_terms: boolean;
  accept_marketing: boolean;
}

async function status(user: SignedIn): Promise<ConsentStatus> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/user/pdpa-consent',
    headers: user.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<ConsentStatus>>().data;
}

function decide(user: SignedIn, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/pdpa-consent',
    headers: user.auth,
    payload: body,
  });
}

async function decisions(userId: string) {
  const result = await ctx.database.db.execute(
    sql`select purpose, granted, source from consent_records
        where subject_id = ${userId} order by id`,
  );
  return (result as unknown as { rows: { purpose: string; granted: boolean; source: string }[] })
    .rows;
}

describe('PDPA consent of a signed-in user', () => {
  it('is seen, given, withdrawn and given again; each decision is kept', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'consent-cycle@example.com');
    expect(await status(user)).toEqual({
      consent_given: false,
      consent_at: null,
      decided_at: null,
      policy_version: null,
      accept_terms: false,
      accept_marketing: false,
    });

    const given = await decide(user, {
      AcceptPdpa: true,
      AcceptTerms: true,
      AcceptMarketing: true,
      ConsentSource: 'profile',
    });
    expect(given.json()).toMatchObject({
      data: { consent_given: true, consent_at: expect.any(String) },
    });
    const afterGiving = await status(user);
    expect(afterGiving).toMatchObject({
      consent_given: true,
      policy_version: '1.0',
      accept_terms: true,
      accept_marketing: true,
    });
    // The record's time (the database clock) and the account's (the server's) are one moment.
    expect(
      Math.abs(Date.parse(afterGiving.decided_at ?? '') - Date.parse(afterGiving.consent_at ?? '')),
    ).toBeLessThan(1000);

    // Withdrawing is the same call with accept_pdpa false; marketing goes with it, terms stay.
    const withdrawn = await decide(user, { accept_pdpa: false, consent_source: 'profile' });
    expect(withdrawn.json()).toEqual({
      success: true,
      data: { consent_given: false, consent_at: null },
    });
    const afterWithdrawing = await status(user);
    expect(afterWithdrawing).toMatchObject({
      consent_given: false,
      consent_at: null,
      accept_terms: true,
      accept_marketing: false,
    });
    expect(Date.parse(afterWithdrawing.decided_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(afterGiving.decided_at ?? ''),
    );
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: user.auth,
    });
    expect(profile.json()).toMatchObject({
      data: { has_accepted_pdpa: false, pdpa_accepted_at: null },
    });

    await decide(user, { accept_pdpa: true, consent_source: 'profile' });
    expect(await status(user)).toMatchObject({ consent_given: true, accept_marketing: false });

    expect(await decisions(user.userId)).toEqual([
      { purpose: 'pdpa', granted: true, source: 'profile' },
      { purpose: 'terms', granted: true, source: 'profile' },
      { purpose: 'marketing', granted: true, source: 'profile' },
      { purpose: 'pdpa', granted: false, source: 'profile' },
      { purpose: 'marketing', granted: false, source: 'profile' },
      { purpose: 'pdpa', granted: true, source: 'profile' },
    ]);
  });

  it('withdrawing without marketing given records the PDPA decision only', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'consent-plain@example.com');
    await decide(user, { accept_pdpa: true });
    await decide(user, { accept_pdpa: false });
    expect((await decisions(user.userId)).map((d) => [d.purpose, d.granted])).toEqual([
      ['pdpa', true],
      ['pdpa', false],
    ]);
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/pdpa-consent' });
    expect(res.statusCode).toBe(401);
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/pdpa-consent',
      payload: { accept_pdpa: false },
    });
    expect(post.statusCode).toBe(401);
  });
});
