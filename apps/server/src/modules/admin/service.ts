import {
  OVERVIEW_DEFAULT_DAYS,
  OVERVIEW_MAX_DAYS,
  type OverviewView,
} from '@duangdee/contract/admin';
import type { SupportTicket } from '@duangdee/contract/support';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { adminRefundNotification } from '../notifications/messages.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { PaymentsService } from '../payments/service.ts';
import type { ReadingsRepo } from '../readings/repo.ts';
import type { SupportService } from '../support/service.ts';
import type { TransferResult, WalletService } from '../wallet/service.ts';
import { recordAudit } from './audit.ts';
import { addDays, bangkokDayOf, bangkokDayStart, daysBetween, eachDay } from './bangkok-days.ts';
import { ADMIN_REFUND_KEY, type AdminRepo } from './repo.ts';

export interface AdminServiceDeps {
  db: Db;
  repo: AdminRepo;
  wallet: Pick<WalletService, 'adjust' | 'voidHold' | 'refund'>;
  payments: Pick<PaymentsService, 'markPaid' | 'markFailed'>;
  support: Pick<SupportService, 'answerTicket'>;
  readingsRepo: Pick<ReadingsRepo, 'transition'>;
  /** Tells the user, in the transaction of the change (see the notifications module). */
  notify: NotificationsService['add'];
  now?: () => Date;
}

/** Why a reading stopped when an admin gave its held coins back (shown to the user). */
const REFUNDED_ERROR_TH = 'ทีมงานคืนเหรียญของคำทำนายนี้ให้แล้ว';

const rangeInvalid = (message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path: 'querystring.from', message }]);

/**
 * The admin's writes, each with its audit row in the same transaction, and the overview's
 * arithmetic. The routes stay thin; the ledger stays the wallet service's.
 */
export function createAdminService(deps: AdminServiceDeps) {
  const { db, repo, wallet } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** A coin correction (a replay of the same Idempotency-Key moves and records nothing). */
    async adjustCoins(input: {
      userId: string;
      amount: number;
      reason: string;
      actorId: string;
      idempotencyKey: string;
    }): Promise<TransferResult> {
      return inTransaction(db, async (tx) => {
        const result = await wallet.adjust(input, tx);
        if (!result.replayed) {
          await recordAudit(tx, {
            actorId: input.actorId,
            action: 'coins.adjust',
            targetType: 'user',
            targetId: input.userId,
            reason: input.reason.trim(),
            before: { balance: result.balance - result.amount },
            after: {
              balance: result.balance,
              amount: result.amount,
              transfer_id: result.transferId,
            },
          });
        }
        return result;
      });
    },

    async approvePayment(paymentId: string, actorId: string) {
      return inTransaction(db, async (tx) => {
        const outcome = await deps.payments.markPaid(
          paymentId,
          ['verifying'],
          { type: 'approved', actor: `admin:${actorId}` },
          { tx },
        );
        if (outcome.credited) {
          await recordAudit(tx, {
            actorId,
            action: 'payment.approve',
            targetType: 'payment',
            targetId: paymentId,
            before: { status: 'verifying' },
            after: {
              status: outcome.payment.status,
              coins: outcome.payment.coins,
              user_id: outcome.payment.userId,
              credit_transfer_id: outcome.payment.creditTransferId ?? null,
            },
          });
        }
        return outcome;
      });
    },

    async rejectPayment(paymentId: string, actorId: string, reason: string) {
      return inTransaction(db, async (tx) => {
        const rejected = await deps.payments.markFailed(
          paymentId,
          ['verifying'],
          reason,
          { type: 'rejected', actor: `admin:${actorId}`, data: { reason } },
          { tx },
        );
        if (rejected) {
          await recordAudit(tx, {
            actorId,
            action: 'payment.reject',
            targetType: 'payment',
            targetId: paymentId,
            reason,
            before: { status: 'verifying' },
            after: { status: rejected.status, failure_reason: rejected.failureReason },
          });
        }
        return rejected;
      });
    },

    /**
     * Gives a reading's coins back, once: coins still held are released (and the reading stops);
     * a charged reading gets a refund transfer keyed `admin-refund:<session>`. Anything else
     * (nothing was paid, already released or refunded) is 409 and nothing moves.
     */
    async refundSession(sessionId: string, actorId: string, reason: string) {
      return inTransaction(db, async (tx) => {
        const session = await repo.lockSession(tx, sessionId);
        if (!session) throw new AppError('NOT_FOUND', 'Reading not found');
        if (session.cost <= 0 || !session.holdId) {
          throw new AppError('CONFLICT', 'This reading cost nothing: there is nothing to refund');
        }
        const hold = await repo.hold(tx, session.holdId);
        if (!hold) throw new AppError('CONFLICT', 'This reading holds no coins');
        const before = { status: session.status, hold_status: hold.status };
        let outcome: { method: 'void_hold' | 'refund_transfer'; transferId: string | null };

        if (hold.status === 'pending') {
          // Stop the reading first, so its job finds nothing left to finish or charge.
          await deps.readingsRepo.transition(tx, session.id, ['started', 'processing'], 'failed', {
            error: REFUNDED_ERROR_TH,
            completedAt: now(),
          });
          const voided = await wallet.voidHold({ holdId: hold.id, reason: `admin: ${reason}` }, tx);
          if (voided.replayed) throw alreadyReturned();
          outcome = { method: 'void_hold', transferId: null };
        } else if (hold.status === 'posted' && hold.transferId) {
          if (await repo.transferByKey(tx, ADMIN_REFUND_KEY(session.id))) throw alreadyReturned();
          const refund = await wallet.refund(
            {
              originalTransferId: hold.transferId,
              idempotencyKey: ADMIN_REFUND_KEY(session.id),
              reason,
              metadata: { session_id: session.id, actor_id: actorId },
            },
            tx,
          );
          if (refund.replayed) throw alreadyReturned();
          outcome = { method: 'refund_transfer', transferId: refund.transferId };
        } else {
          throw new AppError('CONFLICT', 'These coins were already given back when it failed');
        }

        const walletNow = await repo.walletOf(session.userId, tx);
        await deps.notify(
          tx,
          adminRefundNotification({
            sessionId: session.id,
            userId: session.userId,
            kind: session.kind,
            coins: hold.amount,
          }),
        );
        await recordAudit(tx, {
          actorId,
          action: 'session.refund',
          targetType: 'fortune_session',
          targetId: session.id,
          reason,
          before,
          after: {
            method: outcome.method,
            coins: hold.amount,
            transfer_id: outcome.transferId,
            user_id: session.userId,
            balance: walletNow.balance,
          },
        });
        return {
          session_id: session.id,
          method: outcome.method,
          coins: hold.amount,
          transfer_id: outcome.transferId,
          balance: walletNow.balance,
        };
      });
    },

    /** The team's answer to a ticket: kept, the writer notified, audited, all in one commit. */
    async replyTicket(ticketId: string, actorId: string, message: string): Promise<SupportTicket> {
      return inTransaction(db, async (tx) => {
        const answered = await deps.support.answerTicket(ticketId, actorId, message, tx);
        await recordAudit(tx, {
          actorId,
          action: 'ticket.reply',
          targetType: 'support_ticket',
          targetId: ticketId,
          // The answer itself stays on the ticket (erased with it): the log keeps only what happened.
          after: { status: answered.status, answer_length: answered.answer?.length ?? 0 },
        });
        return answered;
      });
    },

    /** Numbers for the dashboard over inclusive Bangkok days (default: the last 30, today too). */
    async overview(query: { from?: string | undefined; to?: string | undefined }) {
      const today = bangkokDayOf(now());
      const to = query.to ?? (query.from ? addDays(query.from, OVERVIEW_DEFAULT_DAYS - 1) : today);
      const from = query.from ?? addDays(to, -(OVERVIEW_DEFAULT_DAYS - 1));
      if (from > to) throw rangeInvalid('from must not be after to');
      if (daysBetween(from, to) > OVERVIEW_MAX_DAYS) {
        throw rangeInvalid(`at most ${OVERVIEW_MAX_DAYS} days`);
      }
      const found = await repo.overview({
        from: bangkokDayStart(from),
        to: bangkokDayStart(addDays(to, 1)),
        today: bangkokDayStart(today),
        week: bangkokDayStart(addDays(today, -6)),
      });
      return presentOverview(from, to, found);
    },
  };
}

const alreadyReturned = () =>
  new AppError('CONFLICT', "This reading's coins were already given back");

type OverviewRows = Awaited<ReturnType<AdminRepo['overview']>>;

/** Satang to baht, exact to two decimals (integers summed first). */
const baht = (satang: number) => Math.round(satang) / 100;

function presentOverview(from: string, to: string, found: OverviewRows): OverviewView {
  const days = eachDay(from, to);
  const series = new Map(
    days.map((date) => [
      date,
      { date, new_users: 0, readings: 0, coins_spent: 0, revenue_satang: 0 },
    ]),
  );
  for (const r of found.newUsers) {
    const day = series.get(r.day);
    if (day) day.new_users += r.n;
  }
  const readingsByKind: Record<string, number> = {};
  for (const r of found.readings) {
    readingsByKind[r.kind] = (readingsByKind[r.kind] ?? 0) + r.n;
    const day = series.get(r.day);
    if (day) day.readings += r.n;
  }
  const coins = { granted: 0, bought: 0, spent: 0, refunded: found.voidedHolds };
  for (const r of found.coins) {
    coins.granted += r.granted;
    coins.bought += r.bought;
    coins.spent += r.spent;
    coins.refunded += r.refunded;
    const day = series.get(r.day);
    if (day) day.coins_spent += r.spent;
  }
  let totalSatang = 0;
  const byMethod: Record<string, { thb: number; satang: number }> = {};
  for (const r of found.revenue) {
    totalSatang += r.satang;
    const method = (byMethod[r.method] ??= { thb: 0, satang: 0 });
    method.satang += r.satang;
    method.thb = baht(method.satang);
    const day = series.get(r.day);
    if (day) day.revenue_satang += r.satang;
  }
  const active = new Map(found.active.map((r) => [r.day, r.n]));
  return {
    from,
    to,
    users: { total: found.users.total, new_today: found.users.today, new_7d: found.users.week },
    guests: { total: found.guests.total, new_in_range: found.guests.inRange },
    daily_active_users: days.map((date) => ({ date, count: active.get(date) ?? 0 })),
    readings_by_kind: readingsByKind,
    coins,
    revenue_thb: { total: baht(totalSatang), total_satang: totalSatang, by_method: byMethod },
    payments_waiting_review: found.waitingReview,
    series: [...series.values()].map(({ revenue_satang, ...day }) => ({
      ...day,
      revenue_thb: baht(revenue_satang),
    })),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
