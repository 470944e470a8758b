import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@duangdee/contract/notifications';
import type { SupportTicket, SupportTicketCreated } from '@duangdee/contract/support';
import { createNotificationsService } from '../../src/modules/notifications/service.ts';
import { createSupportRepo } from '../../src/modules/support/repo.ts';
import { createSupportService } from '../../src/modules/support/service.ts';
import type { Envelope } from '../readings/helpers.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

const ctx = useTestApp();

const TICKET = {
  subject: 'เติมเหรียญแล้วยังไม่เข้า',
  message: 'โอนพร้อมเพย์ไปเมื่อเช้า 99 บาท แต่เหรียญยังไม่เข้ากระเป๋าค่ะ',
  category: 'payment',
};

/** Each test writes from an address of its own, so the hourly limit of one never reaches another. */
let nextAddress = 10;
const freshAddress = () => `198.51.100.${nextAddress++}`;

function send(
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  remoteAddress = freshAddress(),
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/support/tickets',
    headers,
    payload,
    remoteAddress,
  });
}

async function ticketsOf(user: SignedIn): Promise<SupportTicket[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/support/tickets',
    headers: user.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<{ items: SupportTicket[] }>>().data.items;
}

async function row(id: string) {
  const result = await ctx.database.db.execute(
    sql`select user_id, email, category, subject, message, status from support_tickets
        where id = ${id}`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
}

/** The service as the admin screen will call it, on the app's database. */
function supportService() {
  const db = ctx.database.db;
  const notifications = createNotificationsService({
    db,
    events: { publish: () => undefined, mayHaveListeners: () => false },
  });
  return createSupportService({ db, repo: createSupportRepo(db), notify: notifications.add });
}

async function notificationsOf(user: SignedIn): Promise<Notification[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/notifications?lang=th',
    headers: user.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<{ items: Notification[] }>>().data.items;
}

describe('POST /support/tickets', () => {
  it('takes a ticket from an anonymous visitor with the e-mail to answer', async () => {
    const res = await send({ ...TICKET, email: '  Somsri@Example.com ' });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json<Envelope<SupportTicketCreated>>().data;
    expect(data).toEqual({ ticket_id: expect.any(String), status: 'open' });
    expect(await row(data.ticket_id)).toEqual({
      user_id: null,
      email: 'somsri@example.com',
      category: 'payment',
      subject: TICKET.subject,
      message: TICKET.message,
      status: 'open',
    });
  });

  it('refuses an anonymous ticket without an e-mail, and bad fields, with 400s', async () => {
    const before = await ctx.database.db.execute(
      sql`select count(*)::int as n from support_tickets`,
    );
    const count = (before as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const address = freshAddress();

    const noEmail = await send(TICKET, {}, address);
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'body.email' }] },
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...TICKET, email: 'not-an-email' }, 'body.email'],
      [{ ...TICKET, email: 'a@example.com', subject: 'ab' }, 'body.subject'],
      [{ ...TICKET, email: 'a@example.com', message: 'สั้นไป' }, 'body.message'],
      [{ ...TICKET, email: 'a@example.com', message: 'ก'.repeat(4001) }, 'body.message'],
      [{ ...TICKET, email: 'a@example.com', category: 'refund' }, 'body.category'],
      // Only angle brackets: nothing is left once they are stripped.
      [{ ...TICKET, email: 'a@example.com', subject: '<<<>>>' }, 'body.subject'],
    ];
    for (const [payload, path] of cases) {
      const res = await send(payload, {}, freshAddress());
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const details = res.json<{ error: { details: Array<{ path: string }> } }>().error.details;
      expect(details.map((d) => d.path)).toContain(path);
    }
    const after = await ctx.database.db.execute(
      sql`select count(*)::int as n from support_tickets`,
    );
    expect((after as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(count);
  });

  it('uses the account’s e-mail when signed in, whatever the form says', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'ticket-writer@example.com');
    const res = await send(
      { ...TICKET, category: 'coins', email: 'someone-else@example.com' },
      user.auth,
    );
    expect(res.statusCode, res.body).toBe(201);
    const { ticket_id: id } = res.json<Envelope<SupportTicketCreated>>().data;
    expect(await row(id)).toMatchObject({
      user_id: user.userId,
      email: 'ticket-writer@example.com',
      category: 'coins',
    });
    const withoutEmail = await send({ ...TICKET, category: 'account' }, user.auth);
    expect(withoutEmail.statusCode, withoutEmail.body).toBe(201);
  });

  it('allows 5 tickets a client an hour, then 429', async () => {
    const address = freshAddress();
    const body = { ...TICKET, email: 'busy@example.com' };
    for (let i = 0; i < 5; i++) expect((await send(body, {}, address)).statusCode).toBe(201);
    const sixth = await send(body, {}, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
    // Another client is not held back.
    expect((await send(body, {}, freshAddress())).statusCode).toBe(201);
  });
});

describe('GET /support/tickets', () => {
  it('shows a user their own tickets, newest first, and nobody else’s', async () => {
    const mali = await signInWithOutbox(ctx.app, ctx.database, 'mali@example.com');
    const niran = await signInWithOutbox(ctx.app, ctx.database, 'niran@example.com');
    await send({ ...TICKET, subject: 'เรื่องแรกของมะลิ' }, mali.auth);
    await send({ ...TICKET, subject: 'เรื่องที่สองของมะลิ', category: 'reading' }, mali.auth);
    await send({ ...TICKET, subject: 'เรื่องของนิรันดร์' }, niran.auth);

    const mine = await ticketsOf(mali);
    expect(mine.map((t) => t.subject)).toEqual(['เรื่องที่สองของมะลิ', 'เรื่องแรกของมะลิ']);
    expect(mine[0]).toMatchObject({ category: 'reading', status: 'open', answer: null });
    expect((await ticketsOf(niran)).map((t) => t.subject)).toEqual(['เรื่องของนิรันดร์']);
  });

  it('needs a sign-in', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/support/tickets' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'AUTH_REQUIRED' } });
  });
});

describe('answering a ticket (the support service)', () => {
  it('keeps the answer on the ticket and notifies its writer only', async () => {
    const writer = await signInWithOutbox(ctx.app, ctx.database, 'asks@example.com');
    const other = await signInWithOutbox(ctx.app, ctx.database, 'bystander@example.com');
    const admin = await signInWithOutbox(ctx.app, ctx.database, 'team@example.com');
    const created = await send({ ...TICKET, subject: 'เหรียญหายไป 50 เหรียญ' }, writer.auth);
    const { ticket_id: id } = created.json<Envelope<SupportTicketCreated>>().data;
    const otherBefore = (await notificationsOf(other)).length;

    const answered = await supportService().answerTicket(
      id,
      admin.userId,
      '  เราตรวจแล้ว เหรียญคืนเข้ากระเป๋าเรียบร้อยค่ะ  ',
    );
    expect(answered).toMatchObject({
      id,
      status: 'answered',
      answer: 'เราตรวจแล้ว เหรียญคืนเข้ากระเป๋าเรียบร้อยค่ะ',
      answered_at: expect.any(String),
    });

    const [ticket] = await ticketsOf(writer);
    expect(ticket).toMatchObject({ id, status: 'answered', answer: answered.answer });
    const notes = await notificationsOf(writer);
    expect(notes).toContainEqual(
      expect.objectContaining({
        type: 'support_answer',
        title: 'ทีมงานตอบคำถามของคุณแล้ว',
        body: 'เรื่อง “เหรียญหายไป 50 เหรียญ” แตะเพื่ออ่านคำตอบได้เลย',
        link: '/support',
        is_read: false,
      }),
    );
    expect(await notificationsOf(other)).toHaveLength(otherBefore);
    expect(await notificationsOf(admin)).toEqual([]);
  });

  it('answers an anonymous ticket without a notification; an unknown one is 404', async () => {
    const admin = await signInWithOutbox(ctx.app, ctx.database, 'team2@example.com');
    const created = await send({ ...TICKET, email: 'anon@example.com' });
    const { ticket_id: id } = created.json<Envelope<SupportTicketCreated>>().data;
    const service = supportService();
    await expect(service.answerTicket(id, admin.userId, 'ตอบทางอีเมลแล้วค่ะ')).resolves.toMatchObject({
      status: 'answered',
    });
    const count = await ctx.database.db.execute(
      sql`select count(*)::int as n from notifications where kind = 'support_answer'
          and data->>'ticket_id' = ${id}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);

    await expect(
      service.answerTicket('00000000-0000-4000-8000-000000000000', admin.userId, 'ตอบ'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.answerTicket(id, admin.userId, '   ')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});
