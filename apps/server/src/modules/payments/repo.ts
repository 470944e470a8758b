import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import {
  coinPackages,
  paymentEvents,
  payments,
  paymentSlips,
  stripeEvents,
} from '../../db/schema/payments.ts';
import type { DbOrTx } from '../../db/transaction.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PackageRow = typeof coinPackages.$inferSelect;
export type SlipRow = typeof paymentSlips.$inferSelect;
export type PaymentStatus = PaymentRow['status'];

export function createPaymentsRepo(db: Db) {
  return {
    db,

    async activePackages(): Promise<PackageRow[]> {
      return db
        .select()
        .from(coinPackages)
        .where(eq(coinPackages.isActive, true))
        .orderBy(asc(coinPackages.sortOrder), asc(coinPackages.id));
    },

    async findActivePackage(id: string): Promise<PackageRow | undefined> {
      const [row] = await db
        .select()
        .from(coinPackages)
        .where(and(eq(coinPackages.id, id), eq(coinPackages.isActive, true)))
        .limit(1);
      return row;
    },

    async insert(values: NewPayment, tx: DbOrTx = db): Promise<PaymentRow> {
      const [row] = await tx.insert(payments).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      await tx.insert(paymentEvents).values({
        paymentId: row.id,
        type: 'created',
        toStatus: row.status,
        data: { provider: row.provider, method: row.method, amount_satang: row.amountSatang },
      });
      return row;
    },

    async findById(id: string, tx: DbOrTx = db): Promise<PaymentRow | undefined> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },

    /** Stored keys are `<client key>#<request fingerprint>`: one client key, one request. */
    async findByIdempotencyKeyPrefix(
      userId: string,
      prefix: string,
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.userId, userId), sql`starts_with(${payments.idempotencyKey}, ${prefix})`),
        )
        .limit(1);
      return row;
    },

    async findByProviderRef(provider: PaymentRow['provider'], ref: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)))
        .limit(1);
      return row;
    },

    async setProviderDetails(
      id: string,
      values: { providerRef?: string; checkoutUrl?: string | null; qrPayload?: string | null },
    ) {
      await db
        .update(payments)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(payments.id, id));
    },

    /**
     * Moves a payment from one of `from` to `to`, exactly once: the conditional update is the lock.
     * Returns the updated row, or nothing when the payment was not in one of `from`.
     */
    async transition(
      tx: DbOrTx,
      id: string,
      from: PaymentStatus[],
      to: PaymentStatus,
      event: { type: string; actor?: string; data?: Record<string, unknown> },
      extra: Partial<NewPayment> = {},
    ): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .update(payments)
        .set({ ...extra, status: to, updatedAt: sql`now()` })
        .where(and(eq(payments.id, id), inArray(payments.status, from)))
        .returning();
      if (!row) return undefined;
      await tx.insert(paymentEvents).values({
        paymentId: id,
        type: event.type,
        fromStatus: from.length === 1 ? from[0] : null,
        toStatus: to,
        actor: event.actor ?? null,
        data: event.data ?? null,
      });
      return row;
    },

    async setCreditTransfer(tx: DbOrTx, id: string, transferId: string) {
      const [row] = await tx
        .update(payments)
        .set({ creditTransferId: transferId })
        .where(eq(payments.id, id))
        .returning();
      return row;
    },

    async recordEvent(
      paymentId: string,
      type: string,
      data: Record<string, unknown>,
      tx: DbOrTx = db,
    ) {
      await tx.insert(paymentEvents).values({ paymentId, type, data });
    },

    async listForUser(userId: string, page: number, pageSize: number) {
      const [total] = await db
        .select({ n: count() })
        .from(payments)
        .where(eq(payments.userId, userId));
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    async overduePending(limit = 100): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'pending'), lte(payments.expiresAt, new Date())))
        .limit(limit);
    },

    async insertSlip(values: typeof paymentSlips.$inferInsert, tx: DbOrTx = db): Promise<SlipRow> {
      const [row] = await tx.insert(paymentSlips).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * Whether a slip was used before: the same file, the same picture (a byte appended, the
     * metadata changed, saved again losslessly) or the same bank transfer. Slips stored before
     * pictures were fingerprinted are found by their file.
     */
    async slipUsed(slip: {
      imageHash: string;
      pixelHash: string | null;
      sendingBank: string | null;
      transRef: string | null;
    }) {
      const sameFile = [eq(paymentSlips.imageHash, slip.imageHash)];
      if (slip.pixelHash) sameFile.push(eq(paymentSlips.pixelHash, slip.pixelHash));
      const bySlip = await db
        .select({ id: paymentSlips.id })
        .from(paymentSlips)
        .where(or(...sameFile))
        .limit(1);
      if (bySlip.length > 0) return true;
      if (!slip.sendingBank || !slip.transRef) return false;
      const byRef = await db
        .select({ id: paymentSlips.id })
        .from(paymentSlips)
        .where(
          and(
            eq(paymentSlips.sendingBank, slip.sendingBank),
            eq(paymentSlips.transRef, slip.transRef),
          ),
        )
        .limit(1);
      return byRef.length > 0;
    },

    /** One slip of a payment (the admin's review opens its image). */
    async slipOf(paymentId: string, slipId: string): Promise<SlipRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentSlips)
        .where(and(eq(paymentSlips.id, slipId), eq(paymentSlips.paymentId, paymentId)))
        .limit(1);
      return row;
    },

    async slipsFor(paymentIds: string[]): Promise<SlipRow[]> {
      if (paymentIds.length === 0) return [];
      return db.select().from(paymentSlips).where(inArray(paymentSlips.paymentId, paymentIds));
    },

    /** Every payment of a user, oldest first: the export. */
    async listAllForUser(userId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(asc(payments.createdAt), asc(payments.id));
    },

    /** Every slip a user sent, oldest first (with where its image is stored). */
    async slipsOfUser(userId: string): Promise<SlipRow[]> {
      return db
        .select()
        .from(paymentSlips)
        .where(eq(paymentSlips.userId, userId))
        .orderBy(asc(paymentSlips.createdAt), asc(paymentSlips.id));
    },

    /**
     * PDPA erasure, once the slip images are deleted from storage: a slip keeps its hash and bank
     * reference (they stop the same slip paying twice) but no longer points at an image, and
     * a payment forgets its provider checkout link. Amounts and statuses stay for accounting.
     */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await tx.update(paymentSlips).set({ storagePath: '' }).where(eq(paymentSlips.userId, userId));
      await tx
        .update(payments)
        .set({ checkoutUrl: null, updatedAt: sql`now()` })
        .where(eq(payments.userId, userId));
    },

    /** The admin's list, oldest change first; `from`/`to` bound `created_at` as [from, to). */
    async adminList(filter: {
      status?: PaymentStatus | undefined;
      method?: 'promptpay' | 'card' | undefined;
      userId?: string | undefined;
      from?: Date | undefined;
      to?: Date | undefined;
      page: number;
      pageSize: number;
    }) {
      const { page, pageSize } = filter;
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(payments.status, filter.status));
      if (filter.method) conditions.push(eq(payments.method, filter.method));
      if (filter.userId) conditions.push(eq(payments.userId, filter.userId));
      if (filter.from) conditions.push(gte(payments.createdAt, filter.from));
      if (filter.to) conditions.push(lt(payments.createdAt, filter.to));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [total] = await db.select({ n: count() }).from(payments).where(where);
      const rows = await db
        .select({ payment: payments, email: users.email })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(where)
        .orderBy(asc(payments.updatedAt), asc(payments.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    /** Records a webhook event id; false when it was seen before (a redelivery). */
    async firstDelivery(tx: DbOrTx, eventId: string, type: string): Promise<boolean> {
      const rows = await tx
        .insert(stripeEvents)
        .values({ id: eventId, type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      return rows.length === 1;
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
