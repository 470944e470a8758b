import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { readingSessions } from '../../db/schema/readings.ts';
import { supportTickets } from '../../db/schema/support.ts';
import { ledgerAccounts, ledgerHolds, ledgerTransfers } from '../../db/schema/wallet.ts';
import type { DbOrTx } from '../../db/transaction.ts';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** The Bangkok day of a timestamp column, as YYYY-MM-DD (UTC+7, no daylight saving). */
const dayOf = (column: SQL) =>
  sql`to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

export const ADMIN_REFUND_KEY = (sessionId: string) => `admin-refund:${sessionId}`;

export interface SessionFilter {
  kind?: string | undefined;
  status?: string | undefined;
  userId?: string | undefined;
  page: number;
  pageSize: number;
}

/** Where a session's coins are, computed from its hold and any admin refund. */
const coinsState = sql<'none' | 'held' | 'charged' | 'released' | 'refunded'>`case
  when ${readingSessions.holdId} is null then 'none'
  when ${ledgerHolds.status} = 'pending' then 'held'
  when ${ledgerHolds.status} = 'voided' then 'released'
  when ${ledgerTransfers.id} is not null then 'refunded'
  else 'charged' end`;

/** Read-only queries of the admin area over other domains' tables (writes go through services). */
export function createAdminRepo(db: Db) {
  function sessionsQuery(where: SQL | undefined) {
    return db
      .select({ session: readingSessions, coins: coinsState })
      .from(readingSessions)
      .leftJoin(ledgerHolds, eq(ledgerHolds.id, readingSessions.holdId))
      .leftJoin(
        ledgerTransfers,
        eq(ledgerTransfers.idempotencyKey, sql`'admin-refund:' || ${readingSessions.id}::text`),
      )
      .where(where);
  }

  return {
    async sessions(filter: SessionFilter) {
      const where: SQL[] = [];
      if (filter.kind) where.push(eq(readingSessions.kind, filter.kind));
      if (filter.status) where.push(eq(readingSessions.status, filter.status as 'created'));
      if (filter.userId) where.push(eq(readingSessions.userId, filter.userId));
      const condition = where.length > 0 ? and(...where) : undefined;
      const [total] = await db.select({ n: count() }).from(readingSessions).where(condition);
      const rows = await sessionsQuery(condition)
        .orderBy(desc(readingSessions.createdAt), desc(readingSessions.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    async session(id: string) {
      const [row] = await sessionsQuery(eq(readingSessions.id, id)).limit(1);
      return row;
    },

    /** The session, locked until the transaction ends (one refund decision at a time). */
    async lockSession(tx: DbOrTx, id: string) {
      const [row] = await tx
        .select()
        .from(readingSessions)
        .where(eq(readingSessions.id, id))
        .for('update');
      return row;
    },

    async hold(tx: DbOrTx, id: string) {
      const [row] = await tx.select().from(ledgerHolds).where(eq(ledgerHolds.id, id)).limit(1);
      return row;
    },

    async transferByKey(tx: DbOrTx, key: string) {
      const [row] = await tx
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, key))
        .limit(1);
      return row;
    },

    async walletOf(userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ balance: ledgerAccounts.balance, held: ledgerAccounts.held })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.userId, userId))
        .limit(1);
      return row ?? { balance: 0, held: 0 };
    },

    /** Guests, newest first, with their coins and how many readings they made. */
    async guests(page: number, pageSize: number) {
      const where = eq(users.isGuest, true);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select({
          user: users,
          balance: sql<number>`coalesce(${ledgerAccounts.balance}, 0)`.mapWith(Number),
          readings: sql<number>`(select count(*) from ${readingSessions}
            where ${readingSessions.userId} = ${users.id})`.mapWith(Number),
        })
        .from(users)
        .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, users.id))
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    async tickets(status: string | undefined, page: number, pageSize: number) {
      const where = status ? eq(supportTickets.status, status as 'open') : undefined;
      const [total] = await db.select({ n: count() }).from(supportTickets).where(where);
      const rows = await db
        .select()
        .from(supportTickets)
        .where(where)
        .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * The overview's numbers, in a handful of grouped queries over [from, to) (instants) and
     * per Bangkok day. `today` and `week` are the instants today and the last 7 days begin.
     */
    async overview(range: { from: Date; to: Date; today: Date; week: Date }) {
      const from = sql`${range.from.toISOString()}::timestamptz`;
      const to = sql`${range.to.toISOString()}::timestamptz`;
      const today = sql`${range.today.toISOString()}::timestamptz`;
      const week = sql`${range.week.toISOString()}::timestamptz`;

      const [people] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select
            count(*) filter (where not is_guest and erased_at is null) as users_total,
            count(*) filter (where not is_guest and erased_at is null and created_at >= ${today}) as users_today,
            count(*) filter (where not is_guest and erased_at is null and created_at >= ${week}) as users_week,
            count(*) filter (where is_guest) as guests_total,
            count(*) filter (where is_guest and created_at >= ${from} and created_at < ${to}) as guests_new
          from users`),
      );

      const newUsers = rowsOf<{ day: string; n: unknown }>(
        await db.execute(sql`
          select ${dayOf(sql`created_at`)} as day, count(*) as n from users
          where not is_guest and erased_at is null and created_at >= ${from} and created_at < ${to}
          group by 1`),
      );

      const readings = rowsOf<{ day: string; kind: string; n: unknown }>(
        await db.execute(sql`
          select ${dayOf(sql`completed_at`)} as day, kind, count(*) as n from reading_sessions
          where status = 'completed' and completed_at >= ${from} and completed_at < ${to}
          group by 1, 2`),
      );

      const coins = rowsOf<Record<string, unknown> & { day: string }>(
        await db.execute(sql`
          select ${dayOf(sql`t.created_at`)} as day,
            sum(t.amount) filter (where t.kind in ('welcome_bonus', 'referral_reward', 'promotion')
              or (t.kind = 'adjustment' and c.kind = 'wallet')) as granted,
            sum(t.amount) filter (where t.kind = 'purchase') as bought,
            sum(t.amount) filter (where c.code = 'system:spending') as spent,
            sum(t.amount) filter (where t.kind = 'refund') as refunded
          from ledger_transfers t join ledger_accounts c on c.id = t.credit_account_id
          where t.created_at >= ${from} and t.created_at < ${to}
          group by 1`),
      );

      const [voided] = rowsOf<{ coins: unknown }>(
        await db.execute(sql`
          select sum(amount) as coins from ledger_holds
          where status = 'voided' and updated_at >= ${from} and updated_at < ${to}`),
      );

      const revenue = rowsOf<{ day: string; method: string; satang: unknown }>(
        await db.execute(sql`
          select ${dayOf(sql`completed_at`)} as day, method, sum(amount_satang) as satang
          from payments
          where status = 'success' and completed_at >= ${from} and completed_at < ${to}
          group by 1, 2`),
      );

      const [waiting] = rowsOf<{ n: unknown }>(
        await db.execute(sql`select count(*) as n from payments where status = 'verifying'`),
      );

      const active = rowsOf<{ day: string; n: unknown }>(
        await db.execute(sql`
          select ${dayOf(sql`at`)} as day, count(distinct uid) as n from (
            select user_id as uid, created_at as at from reading_sessions
              where created_at >= ${from} and created_at < ${to}
            union all
            select user_id, created_at from reading_messages
              where role = 'user' and created_at >= ${from} and created_at < ${to}
            union all
            select user_id, created_at from payments
              where created_at >= ${from} and created_at < ${to}
            union all
            select user_id, created_at from refresh_tokens
              where created_at >= ${from} and created_at < ${to}
          ) as acts
          group by 1`),
      );

      return {
        users: {
          total: num(people?.users_total),
          today: num(people?.users_today),
          week: num(people?.users_week),
        },
        guests: { total: num(people?.guests_total), inRange: num(people?.guests_new) },
        newUsers: newUsers.map((r) => ({ day: r.day, n: num(r.n) })),
        readings: readings.map((r) => ({ day: r.day, kind: r.kind, n: num(r.n) })),
        coins: coins.map((r) => ({
          day: r.day,
          granted: num(r.granted),
          bought: num(r.bought),
          spent: num(r.spent),
          refunded: num(r.refunded),
        })),
        voidedHolds: num(voided?.coins),
        revenue: revenue.map((r) => ({ day: r.day, method: r.method, satang: num(r.satang) })),
        waitingReview: num(waiting?.n),
        active: active.map((r) => ({ day: r.day, n: num(r.n) })),
      };
    },
  };
}

export type AdminRepo = ReturnType<typeof createAdminRepo>;
