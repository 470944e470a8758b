import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataExport } from '@duangdee/contract/users';
import { funding, type Envelope } from '../readings/helpers.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { seedPerson, TARGET, type SeededPerson } from './seed-personal-data.ts';

const ctx = useTestApp({ ADMIN_EMAILS: 'readings-admin@example.com' });
const money = funding(ctx);

let person: SeededPerson;
beforeAll(async () => {
  person = await seedPerson(ctx, () => money.admin(), TARGET, 'EXPORT0001');
}, 90_000);

async function exported(): Promise<DataExport> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/user/data-export',
    headers: person.user.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<DataExport>>().data;
}

describe('the data export (PDPA right of access)', () => {
  it('holds every kind of personal data the product keeps about the user', async () => {
    const data = await exported();
    expect(data.profile).toMatchObject({
      email: TARGET.email,
      first_name: TARGET.firstName,
      last_name: TARGET.lastName,
      phone_number: TARGET.phone,
    });
    expect(data.settings.language).toBe('th');
    // Never suspended (a suspended account's own tokens cannot ask for an export).
    expect(data.suspension).toBeNull();
    expect(data.sign_in_methods).toEqual([{ provider: 'email', email: TARGET.email }]);

    // Consents: the account's own and the guest's it was carried from, with the browser.
    expect(data.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ purpose: 'pdpa', granted: true, given_as: 'account' }),
        expect.objectContaining({ purpose: 'pdpa', granted: true, given_as: 'guest' }),
        expect.objectContaining({ purpose: 'cookies:analytics_storage', granted: true }),
      ]),
    );
    expect(data.consents.every((c) => c.user_agent === TARGET.userAgent)).toBe(true);
    expect(data.guest_sessions).toEqual([
      expect.objectContaining({
        guest_id: person.guestId,
        first_name: TARGET.guestName,
        free_draw_days: [expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)],
      }),
    ]);

    // Readings with their inputs and results: the free draw, four topics, the palm, the chat.
    const kinds = data.readings.map((r) => r.kind).sort();
    expect(kinds).toEqual([
      'chat',
      'compatibility',
      'love-sticks',
      'love-sticks',
      'palm',
      'phone-number',
      'their-feelings',
    ]);
    const feelings = data.readings.find((r) => r.kind === 'their-feelings');
    expect(feelings).toMatchObject({
      status: 'completed',
      input: { target_person: { name: TARGET.thirdPerson } },
      additional_context: TARGET.additionalContext,
      shared_link: true,
    });
    expect(JSON.stringify(feelings?.result)).toContain(TARGET.thirdPerson);
    expect(data.readings.find((r) => r.kind === 'phone-number')?.input).toMatchObject({
      phone_number: { number: TARGET.phoneDashed },
    });
    expect(data.readings.filter((r) => r.input.question === TARGET.guestQuestion)).toHaveLength(1);

    // The chat, both sides.
    const mine = data.chat_messages.filter((m) => m.role === 'user').map((m) => m.content);
    expect(mine).toEqual([`${TARGET.chatText} ลายมือบอกอะไร`, TARGET.chatText]);
    expect(data.chat_messages.filter((m) => m.role === 'assistant')).toHaveLength(2);

    // The photo (as a link here, as a file in the archive), the payment and its slip.
    expect(data.photos).toEqual([
      expect.objectContaining({
        mime: 'image/jpeg',
        original_path: expect.stringMatching(/^\/api\/v1\/uploads\//),
        archive_file: `photos/${data.photos[0]?.upload_id}.jpg`,
      }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({
        payment_id: person.paymentId,
        status: 'success',
        amount_satang: 9900,
        coins: 1100,
      }),
    ]);
    expect(data.payment_slips).toEqual([
      expect.objectContaining({
        payment_id: person.paymentId,
        trans_ref: 'EXPORT0001',
        // Stored re-encoded without metadata, so a JPEG whatever was sent.
        mime_type: 'image/jpeg',
        archive_file: expect.stringMatching(/^slips\/.+\.jpg$/),
      }),
    ]);

    // Coins: every transfer, signed as the wallet saw it, adding up to the balance.
    const transferKinds = new Set(data.coin_transfers.map((t) => t.kind));
    for (const kind of ['welcome_bonus', 'purchase', 'reading', 'chat_message']) {
      expect(transferKinds).toContain(kind);
    }
    expect(data.coin_transfers.reduce((sum, t) => sum + t.amount, 0)).toBe(data.wallet.balance);
    // The game: a round as the guest, one as the account (started, not yet counted).
    expect(data.game_rounds).toEqual([
      expect.objectContaining({ played_as: 'guest', finished_at: null, score: null }),
      expect.objectContaining({ played_as: 'account', finished_at: null, score: null }),
    ]);
    // The feed: a like as the guest and one as the account, a bookmark, a share.
    expect(data.article_activity.likes).toEqual([
      expect.objectContaining({ article_slug: 'privacy-probe-article', liked_as: 'guest' }),
      expect.objectContaining({ article_slug: 'privacy-probe-article', liked_as: 'account' }),
    ]);
    expect(data.article_activity.bookmarks).toEqual([
      expect.objectContaining({ article_slug: 'privacy-probe-article' }),
    ]);
    expect(data.article_activity.shares).toEqual([
      expect.objectContaining({ article_slug: 'privacy-probe-article', platform: 'line' }),
    ]);
    // Questions to the team: the one sent signed in, and the one sent before from the e-mail.
    expect(data.support_tickets).toEqual([
      expect.objectContaining({
        message: TARGET.supportAnonymous,
        email: TARGET.email,
        category: 'account',
        status: 'open',
      }),
      expect.objectContaining({
        message: TARGET.supportMessage,
        email: TARGET.email,
        category: 'coins',
        written_as: 'account',
      }),
    ]);
    // Every notification the person was sent: the welcome, each reading ready, the payment, the
    // friend who joined with their invite.
    const notificationKinds = new Set(data.notifications.map((n) => n.kind));
    expect(notificationKinds).toEqual(
      new Set(['welcome_bonus', 'reading_ready', 'payment_success', 'referral_reward']),
    );
    expect(data.notifications).toContainEqual(
      expect.objectContaining({ kind: 'payment_success', data: { payment_id: person.paymentId } }),
    );
  });

  it('as a zip: data.json with the photo and the slip as files', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/data-export/archive',
      headers: person.user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="duangdee-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');

    const files = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(new TextDecoder().decode(files['data.json'])) as DataExport;
    const json = await exported();
    expect({ ...data, exported_at: null }).toEqual({ ...json, exported_at: null });

    const photo = data.photos[0]!;
    const stored = await ctx.app.inject({
      method: 'GET',
      url: photo.original_path,
      headers: person.user.auth,
    });
    expect(Buffer.from(files[photo.archive_file!]!).equals(stored.rawPayload)).toBe(true);
    const slip = data.payment_slips[0]!;
    // The slip as stored: what an admin reviewing it is shown.
    const admin = await money.admin();
    const storedSlip = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/payments/${slip.payment_id}/slips/${slip.slip_id}/image`,
      headers: admin.auth,
    });
    expect(storedSlip.statusCode).toBe(200);
    expect(Buffer.from(files[slip.archive_file!]!).equals(storedSlip.rawPayload)).toBe(true);
    expect(Object.keys(files).sort()).toEqual(
      ['data.json', photo.archive_file!, slip.archive_file!].sort(),
    );
  });

  it("holds only the caller's own data, and needs a signed-in user", async () => {
    const other = await signInWithOutbox(ctx.app, ctx.database, 'someone-else@example.com');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/data-export/archive',
      headers: other.auth,
    });
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual(['data.json']);
    const text = new TextDecoder().decode(files['data.json']);
    expect(text).toContain('someone-else@example.com');
    expect(text).not.toContain(TARGET.email);
    expect(text).not.toContain(TARGET.thirdPerson);
    const data = JSON.parse(text) as DataExport;
    expect(data.readings).toEqual([]);
    expect(data.photos).toEqual([]);

    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/data-export/archive',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, error: { code: 'AUTH_REQUIRED' } });
  });

  it('holds the invite code, the invites (friends masked), rewards and shares', async () => {
    const { referral } = await exported();
    expect(referral).toMatchObject({
      code: person.referralCode,
      joined_with_invite: { status: 'completed' },
      rewards: [{ amount: 200, status: 'pending' }],
      shares: [{ platform: 'line' }],
    });
    expect(referral.invites).toEqual([
      expect.objectContaining({
        status: 'completed',
        reward_amount: 200,
        referred_user_email: { email: 'in***@e***.com' },
      }),
    ]);
    // Who invited them is the inviter's data, not theirs: not in the export.
    expect(JSON.stringify(referral)).not.toContain('readings-admin');
  });

  it('is documented in OpenAPI as a zip', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(doc.paths['/api/v1/user/data-export/archive']?.get?.responses['200']).toMatchObject({
      content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
    });
    expect(doc.paths['/api/v1/user/data-export']?.get?.responses['200']).toMatchObject({
      content: { 'application/json': { schema: expect.any(Object) } },
    });
  });
});
