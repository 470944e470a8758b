import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createdId, startSession } from '../readings/helpers.ts';
import { balanceOf } from '../support/balance.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { ADMIN_EMAIL, adminOf, type Envelope } from './helpers.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, WORKERS_ENABLED: 'false' });
const admin = adminOf(ctx);

async function put(url: string, payload: Record<string, unknown>, auth?: Record<string, string>) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/v1${url}`,
    headers: auth ?? (await admin.session()).auth,
    payload,
  });
}

const audit = async (action: string) =>
  (
    (await ctx.database.db.execute(
      sql`select target_id, before, after from admin_audit_log where action = ${action}
          order by created_at, id`,
    )) as unknown as { rows: Record<string, unknown>[] }
  ).rows;

const draw = (auth: Record<string, string>, id: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/fortune/love-sticks/sessions/${id}/draw`,
    headers: auth,
  });

describe('coin costs', () => {
  it('lists every priced product and changes one, audited', async () => {
    const list = await admin.call('GET', '/admin/costs');
    expect(list.statusCode).toBe(200);
    const items = list.json<Envelope<{ items: { kind: string; cost: number }[] }>>().data.items;
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'chat', cost: 10 }),
        expect.objectContaining({ kind: 'palm', cost: 600 }),
      ]),
    );

    const changed = await put('/admin/costs/chat', { cost: 12 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ data: { kind: 'chat', cost: 12 } });
    const costs = await ctx.app.inject({ method: 'GET', url: '/api/v1/coins/costs' });
    expect(costs.json()).toMatchObject({ data: { chat_message_cost: 12 } });
    expect(await audit('cost.update')).toContainEqual({
      target_id: 'chat',
      before: { cost: 10 },
      after: { cost: 12 },
    });
  });

  it('refuses unknown kinds, out-of-range and non-integer costs, and plain users', async () => {
    expect((await put('/admin/costs/horoscope', { cost: 10 })).statusCode).toBe(404);
    for (const cost of [0, -1, 100_001, 1.5, '10']) {
      expect((await put('/admin/costs/chat', { cost })).statusCode).toBe(400);
    }
    expect((await put('/admin/costs/chat', { cost: 100_000 })).statusCode).toBe(200);
    const user = await signInWithOutbox(ctx.app, ctx.database, 'not-admin@example.com');
    const refused = await put('/admin/costs/chat', { cost: 1 }, user.auth);
    expect(refused.statusCode).toBe(403);
  });

  it('a reading started before a change settles at the old price; one started after pays the new', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'price-change@example.com');
    const funded = await admin.adjust(user.userId, 200, `fund-${user.userId}`);
    expect(funded.statusCode).toBe(200);

    const first = await createdId(ctx.app, user, 'love-sticks');
    const started = await startSession(ctx.app, user, 'love-sticks', first);
    expect(started.json()).toMatchObject({ data: { coins_deducted: 50 } });
    // Created before the change but not yet paid for: its start places the hold, at the new price.
    const second = await createdId(ctx.app, user, 'love-sticks');

    expect((await put('/admin/costs/love-sticks', { cost: 70 })).statusCode).toBe(200);

    expect((await draw(user.auth, first)).statusCode).toBe(200);
    expect(await balanceOf(ctx.app, user.auth)).toBe(150);

    const startedAfter = await startSession(ctx.app, user, 'love-sticks', second);
    expect(startedAfter.json()).toMatchObject({ data: { coins_deducted: 70 } });
    expect((await draw(user.auth, second)).statusCode).toBe(200);
    expect(await balanceOf(ctx.app, user.auth)).toBe(80);
  });
});

describe('coin packages', () => {
  const edit = {
    name_th: 'แพ็กยอดนิยม',
    name_en: 'Popular pack',
    coins: 550,
    bonus_coins: 60,
    price_satang: 19_900,
    is_active: true,
    sort_order: 2,
  };

  it('lists all packages and edits one, audited with before and after', async () => {
    const list = await admin.call('GET', '/admin/packages');
    expect(list.statusCode).toBe(200);
    const before = list
      .json<Envelope<{ items: Array<Record<string, unknown>> }>>()
      .data.items.find((p) => p.id === 'popular');
    expect(before).toBeDefined();

    const res = await put('/admin/packages/popular', edit);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { id: 'popular', ...edit } });

    const shop = await ctx.app.inject({ method: 'GET', url: '/api/v1/payments/packages' });
    expect(JSON.stringify(shop.json())).toContain('แพ็กยอดนิยม');

    const [row] = await audit('package.update');
    expect(row).toMatchObject({ target_id: 'popular', after: edit });
    expect(row?.before).toMatchObject({ coins: before?.coins, price_satang: before?.price_satang });

    const hidden = await put('/admin/packages/popular', { ...edit, is_active: false });
    expect(hidden.json()).toMatchObject({ data: { is_active: false } });
    const shopAfter = await ctx.app.inject({ method: 'GET', url: '/api/v1/payments/packages' });
    expect(JSON.stringify(shopAfter.json())).not.toContain('แพ็กยอดนิยม');
  });

  it('validates every field and answers 404 for an unknown package', async () => {
    expect((await put('/admin/packages/nope', edit)).statusCode).toBe(404);
    const bad: Array<Record<string, unknown>> = [
      { ...edit, coins: 0 },
      { ...edit, bonus_coins: -1 },
      { ...edit, price_satang: 0 },
      { ...edit, price_satang: 10.5 },
      { ...edit, name_th: '' },
      { ...edit, is_active: 'yes' },
      { name_th: 'ครึ่งเดียว' },
    ];
    for (const body of bad)
      expect((await put('/admin/packages/popular', body)).statusCode).toBe(400);
  });
});
