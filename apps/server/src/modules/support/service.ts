import {
  SUPPORT_ANSWER_MAX,
  type CreateSupportTicketBody,
  type SupportCategory,
  type SupportTicket,
  type SupportTicketCreated,
} from '@duangdee/contract/support';
import { sanitizeText } from '@duangdee/contract/sanitize';
import type { Db } from '../../db/client.ts';
import { inTransaction, type DbOrTx } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { supportAnswerNotification } from '../notifications/messages.ts';
import type { NewNotification } from '../notifications/repo.ts';
import type { SupportRepo, SupportTicketRow } from './repo.ts';

/** Who is writing: a signed-in user, a guest of this browser, or nobody known. */
export type TicketWriter =
  | { kind: 'account'; userId: string; email: string | null }
  | { kind: 'guest'; userId: string }
  | { kind: 'anonymous' };

export interface SupportServiceDeps {
  db: Db;
  repo: SupportRepo;
  /** Adds a notification in the transaction (kept for registered users only). */
  notify: (tx: DbOrTx, notification: NewNotification) => Promise<void>;
  now?: () => Date;
}

export function presentTicket(row: SupportTicketRow): SupportTicket {
  return {
    id: row.id,
    category: row.category as SupportCategory,
    subject: row.subject,
    message: row.message,
    status: row.status,
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const emailRequired = () =>
  new AppError('VALIDATION_FAILED', 'An e-mail address is needed to answer you', [
    { path: 'body.email', message: 'required when not signed in' },
  ]);

/** Questions to the team from the support form, and the team's answers. */
export function createSupportService(deps: SupportServiceDeps) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * A new ticket. Signed in, it is the account's and its address is the account's (the one
     * typed is used only when the account has none); otherwise the e-mail to answer is required.
     */
    async createTicket(
      writer: TicketWriter,
      input: CreateSupportTicketBody,
    ): Promise<SupportTicketCreated> {
      const email =
        writer.kind === 'account' ? (writer.email ?? input.email ?? null) : (input.email ?? null);
      if (writer.kind !== 'account' && !email) throw emailRequired();
      const row = await repo.insertTicket({
        userId: writer.kind === 'anonymous' ? null : writer.userId,
        email,
        category: input.category,
        subject: input.subject,
        message: input.message,
      });
      return { ticket_id: row.id, status: row.status };
    },

    /** The user's own tickets (and their carried-in guests'), newest first, with the answers. */
    async listOwn(userIds: string[], page: number, pageSize: number) {
      const { rows, total } = await repo.pageOfTickets(userIds, page, pageSize);
      return { items: rows.map(presentTicket), total };
    },

    /**
     * The team answers a ticket: the answer is kept on it and its writer is notified in the same
     * transaction (a signed-in writer sees it in the app; guests have no inbox, so an anonymous
     * or guest ticket is answered by e-mail, outside this service). A closed ticket is 409.
     */
    async answerTicket(
      ticketId: string,
      adminId: string,
      answer: string,
      /** The caller's transaction (the admin's audit row commits with the answer). */
      tx?: DbOrTx,
    ): Promise<SupportTicket> {
      const text = sanitizeText(answer);
      if (text.length === 0 || text.length > SUPPORT_ANSWER_MAX) {
        throw new AppError('VALIDATION_FAILED', undefined, [
          { path: 'answer', message: `1–${SUPPORT_ANSWER_MAX} characters` },
        ]);
      }
      return inTransaction(tx ?? db, async (tx) => {
        const before = await repo.findTicket(ticketId, tx);
        if (!before) throw new AppError('NOT_FOUND', 'Ticket not found');
        const row = await repo.answerTicket(tx, ticketId, {
          answer: text,
          answeredBy: adminId,
          answeredAt: now(),
        });
        if (!row) throw new AppError('CONFLICT', 'This ticket is closed');
        if (row.userId) {
          await deps.notify(
            tx,
            supportAnswerNotification({
              ticketId: row.id,
              userId: row.userId,
              subject: row.subject,
            }),
          );
        }
        return presentTicket(row);
      });
    },

    /** The data export: every ticket of the person, with the address it was sent from. */
    async exportOf(accountId: string, guestIds: Set<string>, email: string | null) {
      const rows = await repo.ticketsOf([accountId, ...guestIds], email);
      return rows.map((row) => ({
        ...presentTicket(row),
        email: row.email,
        written_as:
          row.userId && guestIds.has(row.userId) ? ('guest' as const) : ('account' as const),
      }));
    },

    /** PDPA erasure, in the erasure's transaction. */
    eraseOf: (tx: DbOrTx, userIds: string[], email: string | null) =>
      repo.eraseTicketsOf(tx, userIds, email),
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
