import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportTickets } from '../../db/schema/support.ts';
import type { DbOrTx } from '../../db/transaction.ts';

export type SupportTicketRow = typeof supportTickets.$inferSelect;
export type NewSupportTicket = typeof supportTickets.$inferInsert;

/**
 * The tickets of a person: those written as the account or its guests, and those sent without a
 * sign-in from the account's e-mail address.
 */
function writtenBy(userIds: string[], email: string | null) {
  const byUser = userIds.length > 0 ? inArray(supportTickets.userId, userIds) : undefined;
  const byEmail = email
    ? and(isNull(supportTickets.userId), sql`lower(${supportTickets.email}) = lower(${email})`)
    : undefined;
  return byUser || byEmail ? or(byUser, byEmail) : undefined;
}

export function createSupportRepo(db: Db) {
  return {
    async insertTicket(values: NewSupportTicket, tx: DbOrTx = db): Promise<SupportTicketRow> {
      const [row] = await tx.insert(supportTickets).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findTicket(id: string, tx: DbOrTx = db): Promise<SupportTicketRow | undefined> {
      const [row] = await tx
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.id, id))
        .limit(1);
      return row;
    },

    /** One page of the writers' tickets, newest first, and how many they have in all. */
    async pageOfTickets(
      userIds: string[],
      page: number,
      pageSize: number,
    ): Promise<{ rows: SupportTicketRow[]; total: number }> {
      if (userIds.length === 0) return { rows: [], total: 0 };
      const mine = inArray(supportTickets.userId, userIds);
      const [total] = await db.select({ n: count() }).from(supportTickets).where(mine);
      const rows = await db
        .select()
        .from(supportTickets)
        .where(mine)
        .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Sets the answer of a ticket that is not closed; undefined when there is none such. A second
     * answer replaces the first (a correction), and the writer is told again.
     */
    async answerTicket(
      tx: DbOrTx,
      id: string,
      answer: { answer: string; answeredBy: string; answeredAt: Date },
    ): Promise<SupportTicketRow | undefined> {
      const [row] = await tx
        .update(supportTickets)
        .set({ ...answer, status: 'answered' })
        .where(and(eq(supportTickets.id, id), sql`${supportTickets.status} <> 'closed'`))
        .returning();
      return row;
    },

    /** Every ticket of a person (see `writtenBy`), oldest first: the data export. */
    async ticketsOf(
      userIds: string[],
      email: string | null,
      tx: DbOrTx = db,
    ): Promise<SupportTicketRow[]> {
      const theirs = writtenBy(userIds, email);
      if (!theirs) return [];
      return tx
        .select()
        .from(supportTickets)
        .where(theirs)
        .orderBy(asc(supportTickets.createdAt), asc(supportTickets.id));
    },

    /**
     * PDPA erasure: every ticket of the person (see `writtenBy`) is deleted; the users row stays,
     * so no cascade does it.
     */
    async eraseTicketsOf(tx: DbOrTx, userIds: string[], email: string | null): Promise<void> {
      const theirs = writtenBy(userIds, email);
      if (theirs) await tx.delete(supportTickets).where(theirs);
    },
  };
}

export type SupportRepo = ReturnType<typeof createSupportRepo>;
