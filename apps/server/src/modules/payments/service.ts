import { randomInt } from 'node:crypto';
import { PAYMENT_WINDOW_SECONDS } from '@duangdee/contract/payments';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Storage } from '../../platform/storage.ts';
import { inTransaction, type DbOrTx } from '../../db/transaction.ts';
import type { NewNotification } from '../notifications/repo.ts';
import { presentPackage, presentPayment } from './presenters.ts';
import { promptPayPayload, type PromptPayTarget } from './promptpay.ts';
import type { PackageRow, PaymentRow, PaymentsRepo, PaymentStatus } from './repo.ts';
import { inspectSlip } from './slips.ts';
import { loadQrCode } from '../../platform/lazy-modules.ts';

/** Credits a paid package through the wallet, inside the caller's transaction; returns the transfer id. */
export type CreditPurchase = (
  tx: DbOrTx,
  input: { userId: string; coins: number; paymentId: string; amountSatang: number },
) => Promise<string>;

export interface PaymentsServiceDeps {
  db: Db;
  repo: PaymentsRepo;
  storage: Storage;
  creditPurchase: CreditPurchase;
  /** Adds a notification for the payment's owner in `tx` (shown live once it commits). */
  notify: (tx: DbOrTx, notification: NewNotification) => Promise<void>;
  /** The PromptPay receiver (null: QR payments are off); `sandbox` marks a stand-in id no bank pays. */
  promptPay: { target: PromptPayTarget; sandbox: boolean } | null;
  /** Schedules the expiry check of a payment at its deadline. */
  scheduleExpiry?: (paymentId: string, at: Date) => Promise<void>;
  now?: () => Date;
}

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export function newPaymentCode(): string {
  let code = 'DD';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

const notFound = () => new AppError('NOT_FOUND', 'Payment not found');

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownPayment(userId: string, paymentId: string): Promise<PaymentRow> {
    const payment = await repo.findById(paymentId);
    // Someone else's payment is indistinguishable from a missing one.
    if (!payment || payment.userId !== userId) throw notFound();
    return payment;
  }

  async function packageOrFail(packageId: string): Promise<PackageRow> {
    const pkg = await repo.findActivePackage(packageId);
    if (!pkg) throw new AppError('NOT_FOUND', 'Package not found');
    return pkg;
  }

  /**
   * The one way coins are credited for a purchase: the status moves to success exactly once (the
   * conditional update decides between racing callers) and the wallet transfer is keyed by the
   * payment id, in the same transaction. Given `tx`, that is the caller's transaction; the
   * wallet's announcement waits for whichever commit is outermost.
   */
  async function markPaid(
    paymentId: string,
    from: PaymentStatus[],
    event: { type: string; actor: string; data?: Record<string, unknown> },
    options: { requireUnexpired?: boolean; tx?: DbOrTx } = {},
  ): Promise<{ payment: PaymentRow; credited: boolean }> {
    const credit = async (tx: DbOrTx) => {
      const current = await repo.findById(paymentId, tx);
      if (!current) throw notFound();
      if (options.requireUnexpired && current.expiresAt <= now() && current.status === 'pending') {
        throw new AppError('PAYMENT_NOT_PAYABLE', 'This payment has expired');
      }
      const moved = await repo.transition(tx, paymentId, from, 'success', event, {
        completedAt: now(),
      });
      if (!moved) {
        // Lost a race or came late: read what the winner left (the update waited for its commit).
        const latest = (await repo.findById(paymentId, tx)) ?? current;
        if (latest.status === 'success') return { payment: latest, credited: false };
        throw new AppError('PAYMENT_NOT_PAYABLE');
      }
      const transferId = await deps.creditPurchase(tx, {
        userId: moved.userId,
        coins: moved.coins,
        paymentId: moved.id,
        amountSatang: moved.amountSatang,
      });
      const done = await repo.setCreditTransfer(tx, moved.id, transferId);
      await deps.notify(tx, {
        userId: moved.userId,
        kind: 'payment_success',
        titleTh: 'ชำระเงินสำเร็จ',
        titleEn: 'Payment successful',
        bodyTh: `ได้รับ ${moved.coins.toLocaleString('th-TH')} เหรียญเข้ากระเป๋าแล้ว`,
        bodyEn: `${moved.coins.toLocaleString('en-US')} coins were added to your wallet`,
        data: { payment_id: moved.id },
      });
      return { payment: done ?? moved, credited: true };
    };
    return inTransaction(options.tx ?? deps.db, credit);
  }

  async function markFailed(
    paymentId: string,
    from: PaymentStatus[],
    reason: string,
    event: { type: string; actor: string; data?: Record<string, unknown> },
    options: { tx?: DbOrTx } = {},
  ): Promise<PaymentRow | undefined> {
    const fail = async (tx: DbOrTx) => {
      const moved = await repo.transition(tx, paymentId, from, 'failed', event, {
        failureReason: reason,
        completedAt: now(),
      });
      if (moved) {
        await deps.notify(tx, {
          userId: moved.userId,
          kind: 'payment_failed',
          titleTh: 'การชำระเงินไม่สำเร็จ',
          titleEn: 'Payment failed',
          bodyTh: `รายการ ${moved.paymentCode} ไม่สำเร็จ: ${reason}`,
          bodyEn: `Payment ${moved.paymentCode} failed: ${reason}`,
          data: { payment_id: moved.id },
        });
      }
      return moved;
    };
    return inTransaction(options.tx ?? deps.db, fail);
  }

  return {
    markPaid,
    markFailed,
    ownPayment,
    packageOrFail,

    async listPackages(language: 'th' | 'en' = 'th') {
      return { packages: (await repo.activePackages()).map((p) => presentPackage(p, language)) };
    },

    async createPromptPayPayment(userId: string, packageId: string) {
      const promptPay = deps.promptPay;
      if (!promptPay)
        throw new AppError('SERVICE_UNAVAILABLE', 'PromptPay payments are not available');
      const pkg = await packageOrFail(packageId);
      const expiresAt = new Date(now().getTime() + PAYMENT_WINDOW_SECONDS * 1000);
      const payment = await repo.insert({
        userId,
        packageId: pkg.id,
        provider: promptPay.sandbox ? 'sandbox' : 'promptpay',
        method: 'promptpay',
        amountSatang: pkg.priceSatang,
        coins: pkg.coins + pkg.bonusCoins,
        paymentCode: newPaymentCode(),
        qrPayload: promptPayPayload(promptPay.target, pkg.priceSatang),
        expiresAt,
      });
      await deps.scheduleExpiry?.(payment.id, expiresAt);
      return presentPayment(payment);
    },

    async status(userId: string, paymentId: string) {
      return presentPayment(await ownPayment(userId, paymentId));
    },

    async purchases(userId: string, page: number, pageSize: number) {
      const { rows, total } = await repo.listForUser(userId, page, pageSize);
      return { items: rows.map(presentPayment), total };
    },

    async qrPng(userId: string, paymentId: string): Promise<Buffer> {
      const payment = await ownPayment(userId, paymentId);
      if (!payment.qrPayload) throw notFound();
      const QRCode = await loadQrCode();
      return QRCode.toBuffer(payment.qrPayload, {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 480,
      });
    },

    /** A bank slip for a pending PromptPay payment: checked, stored, and queued for review. */
    async attachSlip(userId: string, paymentId: string, bytes: Buffer) {
      const payment = await ownPayment(userId, paymentId);
      if (payment.method !== 'promptpay' || payment.status !== 'pending') {
        throw new AppError('PAYMENT_NOT_PAYABLE');
      }
      const slip = await inspectSlip(bytes);
      if (await repo.slipUsed(slip)) throw new AppError('SLIP_ALREADY_USED');
      // What is stored is the re-encoded picture (no EXIF, no GPS), or the PDF as sent.
      const storagePath = await deps.storage.put('slips', slip.stored, slip.extension);
      const result = await inTransaction(deps.db, async (tx) => {
        const moved = await repo.transition(tx, paymentId, ['pending'], 'verifying', {
          type: 'slip_uploaded',
          actor: `user:${userId}`,
          data: {
            sending_bank: slip.sendingBank,
            trans_ref: slip.transRef,
            sent_type: slip.sentType,
          },
        });
        if (!moved) throw new AppError('PAYMENT_NOT_PAYABLE');
        // The unique indexes on hashes and (bank, ref) settle a race between two uploads.
        const row = await repo.insertSlip(
          {
            paymentId,
            userId,
            imageHash: slip.imageHash,
            pixelHash: slip.pixelHash,
            mimeType: slip.mimeType,
            storagePath,
            sendingBank: slip.sendingBank,
            transRef: slip.transRef,
          },
          tx,
        );
        return { moved, row };
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError('SLIP_ALREADY_USED');
        throw error;
      });
      return {
        payment: presentPayment(result.moved),
        slip: {
          id: result.row.id,
          sending_bank: result.row.sendingBank,
          trans_ref: result.row.transRef,
        },
      };
    },

    /** Marks every pending payment past its window as expired; returns how many. */
    async expireOverdue(): Promise<number> {
      let expired = 0;
      for (const payment of await repo.overduePending()) {
        const moved = await inTransaction(deps.db, (tx) =>
          repo.transition(tx, payment.id, ['pending'], 'expired', {
            type: 'expired',
            actor: 'system',
          }),
        );
        if (moved) expired++;
      }
      return expired;
    },

    async expireOne(paymentId: string): Promise<boolean> {
      const payment = await repo.findById(paymentId);
      if (!payment || payment.status !== 'pending' || payment.expiresAt > now()) return false;
      const moved = await inTransaction(deps.db, (tx) =>
        repo.transition(tx, paymentId, ['pending'], 'expired', {
          type: 'expired',
          actor: 'system',
        }),
      );
      return Boolean(moved);
    },
  };
}

export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
