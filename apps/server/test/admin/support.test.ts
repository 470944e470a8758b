import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { ADMIN_EMAIL, adminOf, type Envelope } from './helpers.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, WORKERS_ENABLED: 'false' });
const admin = adminOf(ctx);

describe('support tickets in the admin area', () => {
  it('lists tickets by status and answers one: the writer is notified and the reply audited', async () => {
    const a = await admin.session();
    const user = await signInWithOutbox(ctx.app, ctx.database, 'asker@example.com');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/support/tickets',
      headers: user.auth,
      payload: {
        category: 'coins',
        subject: 'เหรียญไม่เข้า',
        message: 'ซื้อเหรียญไปแล้วแต่ยังไม่เข้ากระเป๋าค่ะ',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticketId = created.json<Envelope<{ ticket_id: string }>>().data.ticket_id;

    const open = await admin.call('GET', '/admin/support/tickets?status=open');
    expect(open.json()).toMatchObject({
      data: {
        total_count: 1,
        items: [{ id: ticketId, user_id: user.userId, status: 'open', subject: 'เหรียญไม่เข้า' }],
      },
    });

    const reply = await admin.call('POST', `/admin/support/tickets/${ticketId}/reply`, {
      message: 'ทีมงานเติมเหรียญให้เรียบร้อยแล้วค่ะ',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      data: { id: ticketId, status: 'answered', answer: 'ทีมงานเติมเหรียญให้เรียบร้อยแล้วค่ะ' },
    });

    const answered = await admin.call('GET', '/admin/support/tickets?status=answered');
    expect(answered.json()).toMatchObject({ data: { total_count: 1, items: [{ id: ticketId }] } });
    expect((await admin.call('GET', '/admin/support/tickets?status=open')).json()).toMatchObject({
      data: { total_count: 0 },
    });

    const inbox = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/notifications?lang=th',
      headers: user.auth,
    });
    expect(
      inbox.json<Envelope<{ items: Array<{ kind?: string; type?: string }> }>>().data.items,
    ).toHaveLength(1);

    const log = await admin.call(
      'GET',
      `/admin/audit-log?action=ticket.reply&target_id=${ticketId}`,
    );
    expect(log.json()).toMatchObject({
      data: {
        total_count: 1,
        items: [
          { actor_id: a.userId, target_type: 'support_ticket', after: { status: 'answered' } },
        ],
      },
    });
  });

  it('refuses a closed ticket (409), a blank reply (400) and a missing one (404), recording nothing', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/support/tickets',
      payload: {
        category: 'other',
        subject: 'สอบถาม',
        message: 'อยากทราบวิธีใช้งานแอปค่ะ ขอบคุณค่ะ',
        email: 'visitor@example.com',
      },
    });
    const ticketId = created.json<Envelope<{ ticket_id: string }>>().data.ticket_id;
    await ctx.database.db.execute(
      sql`update support_tickets set status = 'closed' where id = ${ticketId}`,
    );
    const closed = await admin.call('POST', `/admin/support/tickets/${ticketId}/reply`, {
      message: 'ตอบกลับค่ะ',
    });
    expect(closed.statusCode).toBe(409);
    const blank = await admin.call('POST', `/admin/support/tickets/${ticketId}/reply`, {
      message: '   ',
    });
    expect(blank.statusCode).toBe(400);
    const missing = await admin.call(
      'POST',
      '/admin/support/tickets/6f1c1f2e-7a55-4a8e-9a57-0d2b3c4d5e6f/reply',
      { message: 'ตอบกลับค่ะ' },
    );
    expect(missing.statusCode).toBe(404);
    const log = await admin.call('GET', `/admin/audit-log?target_id=${ticketId}`);
    expect(log.json()).toMatchObject({ data: { total_count: 0 } });
  });
});
