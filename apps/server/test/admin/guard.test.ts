import { describe, expect, it } from 'vitest';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { ADMIN_EMAIL, adminOf, newGuest } from './helpers.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, WORKERS_ENABLED: 'false' });
const admin = adminOf(ctx);

const ID = '6f1c1f2e-7a55-4a8e-9a57-0d2b3c4d5e6f';
/** Every operation this slice added under /admin, each with a body it would accept. */
const OPERATIONS: Array<{
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: Record<string, unknown>;
}> = [
  { method: 'GET', url: '/admin/audit-log' },
  { method: 'GET', url: '/admin/overview' },
  { method: 'GET', url: `/admin/users/${ID}` },
  { method: 'GET', url: '/admin/guests' },
  { method: 'GET', url: '/admin/fortune-sessions' },
  { method: 'GET', url: `/admin/fortune-sessions/${ID}` },
  {
    method: 'POST',
    url: `/admin/fortune-sessions/${ID}/refund`,
    payload: { reason: 'ลูกค้าแจ้งว่าไม่ได้รับคำทำนาย' },
  },
  { method: 'GET', url: '/admin/support/tickets' },
  {
    method: 'POST',
    url: `/admin/support/tickets/${ID}/reply`,
    payload: { message: 'ขอบคุณที่แจ้งเข้ามาค่ะ' },
  },
  {
    method: 'POST',
    url: `/admin/users/${ID}/suspend`,
    payload: { reason: 'ส่งสลิปปลอมซ้ำหลายครั้ง' },
  },
  { method: 'POST', url: `/admin/users/${ID}/restore`, payload: { reason: 'ตรวจสอบแล้ว' } },
  { method: 'GET', url: `/admin/payments/${ID}/slips/${ID}/image` },
  { method: 'GET', url: '/admin/costs' },
  { method: 'PUT', url: '/admin/costs/chat', payload: { cost: 10 } },
  { method: 'GET', url: '/admin/packages' },
  {
    method: 'PUT',
    url: '/admin/packages/starter',
    payload: {
      name_th: 'แพ็กเริ่มต้น',
      name_en: 'Starter',
      coins: 100,
      bonus_coins: 0,
      price_satang: 3_500,
      is_active: true,
      sort_order: 1,
    },
  },
  { method: 'GET', url: '/admin/articles' },
  { method: 'GET', url: `/admin/articles/${ID}` },
  {
    method: 'POST',
    url: '/admin/articles',
    payload: {
      category: 'merit',
      title_th: 'ทำบุญวันเกิด',
      summary_th: 'ทำบุญตามวันเกิดอย่างไรให้ใจสบาย',
      body_th: 'ย่อหน้าแรก',
    },
  },
  {
    method: 'PUT',
    url: `/admin/articles/${ID}`,
    payload: {
      category: 'merit',
      title_th: 'ทำบุญวันเกิด',
      summary_th: 'ทำบุญตามวันเกิดอย่างไรให้ใจสบาย',
      body_th: 'ย่อหน้าแรก',
    },
  },
  { method: 'POST', url: `/admin/articles/${ID}/publish`, payload: {} },
  { method: 'POST', url: `/admin/articles/${ID}/unpublish` },
];

/** The operations listed here and earlier tests (users, slips, payments, reconciliation). */
const COVERED_ELSEWHERE = [
  'GET /admin/users',
  'GET /admin/users/{id}/transfers',
  'POST /admin/users/{id}/coins/adjust',
  'GET /admin/payments',
  'POST /admin/payments/{id}/approve',
  'POST /admin/payments/{id}/reject',
  'GET /admin/ledger/reconcile',
];

let plainUser: SignedIn | undefined;
const user = async () =>
  (plainUser ??= await signInWithOutbox(ctx.app, ctx.database, 'plain-user@example.com'));

describe('the admin guard over the new admin operations', () => {
  it('covers every /admin operation the API document lists', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.slice('/api/v1'.length)}`),
      );
    const asTemplate = (url: string) =>
      url
        .replaceAll(ID, '{id}')
        .replace(/{id}\/slips\/{id}/, '{id}/slips/{slip_id}')
        .replace('/costs/chat', '/costs/{kind}')
        .replace('/packages/starter', '/packages/{id}');
    const listed = new Set([
      ...OPERATIONS.map((op) => `${op.method} ${asTemplate(op.url)}`),
      ...COVERED_ELSEWHERE,
    ]);
    expect(documented.length).toBeGreaterThan(20);
    expect(documented.filter((op) => !listed.has(op))).toEqual([]);
  });

  it.each(OPERATIONS)(
    '$method $url: 401 without a token or as a guest, 403 for a user',
    async (op) => {
      const send = (headers: Record<string, string>) =>
        ctx.app.inject({
          method: op.method,
          url: `/api/v1${op.url}`,
          headers,
          ...(op.payload ? { payload: op.payload } : {}),
        });
      const anonymous = await send({});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, error: { code: 'AUTH_REQUIRED' } });

      const guest = await newGuest(ctx);
      const asGuest = await send(guest.headers);
      expect(asGuest.statusCode).toBe(401);
      expect(asGuest.json()).toMatchObject({ error: { code: 'AUTH_REQUIRED' } });

      const asUser = await send((await user()).auth);
      expect(asUser.statusCode).toBe(403);
      expect(asUser.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });

      // And the admin gets past the guard (a missing id is 404, never 401/403).
      const asAdmin = await admin.call(op.method, op.url, op.payload);
      expect([200, 201, 404]).toContain(asAdmin.statusCode);
    },
  );
});
