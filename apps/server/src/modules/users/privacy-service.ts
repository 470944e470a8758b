import type { Readable } from 'node:stream';
import { DATA_ARCHIVE_JSON, type DataExport } from '@duangdee/contract/users';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Storage } from '../../platform/storage.ts';
import type { FeedService } from '../feed/service.ts';
import type { GameRepo } from '../game/repo.ts';
import type { NotificationRow } from '../notifications/repo.ts';
import type { PaymentsRepo } from '../payments/repo.ts';
import type { PushService } from '../push/service.ts';
import type { ChatRepo } from '../chat/repo.ts';
import type { ReadingsRepo } from '../readings/repo.ts';
import type { ReferralService } from '../referral/service.ts';
import type { SupportService } from '../support/service.ts';
import type { UploadsService } from '../uploads/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { zipStream, type ArchiveEntry } from './archive.ts';
import { presentProfile, presentSettings } from './presenters.ts';
import { inTransaction, type DbOrTx } from '../../db/transaction.ts';
import type { UserRow, UsersRepo } from './repo.ts';

/**
 * The PDPA rights that reach into every module: access (everything kept about a person, as JSON
 * or as a zip with their photos and slips) and erasure. What each module keeps, and how it is
 * erased, is decided in docs/decisions/016-privacy-rights.md.
 */
export interface PrivacyServiceDeps {
  /** For the one transaction the erasure of the database rows runs in. */
  db: Db;
  usersRepo: UsersRepo;
  readingsRepo: Pick<ReadingsRepo, 'listAllForUser' | 'freeDrawsOf' | 'anonymiseForUsers'>;
  chatRepo: Pick<ChatRepo, 'listAllForUser' | 'eraseForUsers'>;
  paymentsRepo: Pick<PaymentsRepo, 'listAllForUser' | 'slipsOfUser' | 'eraseForUser'>;
  uploads: Pick<UploadsService, 'listForExport' | 'deleteForUser'>;
  wallet: Pick<WalletService, 'getBalance' | 'listTransfers' | 'voidPendingHoldsOf'>;
  notifications: {
    list: (userId: string) => Promise<NotificationRow[]>;
    erase: (tx: DbOrTx, userIds: string[]) => Promise<void>;
  };
  gameRepo: Pick<GameRepo, 'roundsOf' | 'eraseRoundsOf'>;
  feed: Pick<FeedService, 'exportFor' | 'eraseFor'>;
  support: Pick<SupportService, 'exportOf' | 'eraseOf'>;
  referral: Pick<ReferralService, 'exportFor' | 'eraseFor'>;
  push: Pick<PushService, 'exportFor' | 'eraseFor'>;
  /** Where slip images are (photos are read and erased through `uploads`). */
  storage: Pick<Storage, 'get' | 'delete'>;
  /** Ends every session of the user (refresh tokens). */
  revokeSessions: (userId: string) => Promise<void>;
  /**
   * Once the erasure is committed: records it (the ids, for replaying erasures after a backup is
   * restored) and has the erased rows' bytes rewritten out of the database files in the background
   * (disk-erasure.ts). Never fails.
   */
  afterErasure: (erased: { userId: string; guestIds: string[] }) => Promise<void>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const SLIP_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};
const photoFile = (uploadId: string) => `photos/${uploadId}.jpg`;
const slipFile = (slipId: string, mime: string) =>
  `slips/${slipId}.${SLIP_EXTENSIONS[mime] ?? 'bin'}`;

/** A stored file that is gone (an erasure interrupted) is left out, not an error. */
async function unlessMissing(read: () => Promise<Buffer>): Promise<Buffer | null> {
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export function createPrivacyService(deps: PrivacyServiceDeps) {
  const { usersRepo } = deps;

  async function activeUser(userId: string): Promise<UserRow> {
    const user = await usersRepo.findById(userId);
    if (!user || !user.isActive) throw new AppError('AUTH_REQUIRED');
    return user;
  }

  async function allTransfers(userId: string) {
    const pageSize = 100;
    const all = [];
    for (let page = 1; ; page++) {
      const { items } = await deps.wallet.listTransfers(userId, { page, pageSize });
      all.push(...items);
      if (items.length < pageSize) return all;
    }
  }

  /** Everything kept about the user, and the files that go with it into the archive. */
  async function collect(userId: string): Promise<{ data: DataExport; files: ArchiveEntry[] }> {
    const user = await activeUser(userId);
    const guests = await usersRepo.guestsRetiredInto(userId);
    const guestIds = new Set(guests.map((g) => g.id));
    const consents = await usersRepo.listConsentsOf([userId, ...guestIds]);
    const identities = await usersRepo.listIdentities(userId);
    const draws = await deps.readingsRepo.freeDrawsOf([...guestIds]);
    const sessions = await deps.readingsRepo.listAllForUser(userId);
    const messages = await deps.chatRepo.listAllForUser(userId);
    const photos = await deps.uploads.listForExport(userId);
    const payments = await deps.paymentsRepo.listAllForUser(userId);
    const slips = await deps.paymentsRepo.slipsOfUser(userId);
    const balance = await deps.wallet.getBalance(userId);
    const transfers = await allTransfers(userId);
    const notifications = await deps.notifications.list(userId);
    const rounds = await deps.gameRepo.roundsOf([userId, ...guestIds]);
    const articleActivity = await deps.feed.exportFor(userId, [...guestIds]);
    const tickets = await deps.support.exportOf(userId, guestIds, user.email);
    const referral = await deps.referral.exportFor(userId);
    const push = await deps.push.exportFor(userId);

    const data: DataExport = {
      exported_at: new Date().toISOString(),
      profile: presentProfile(user),
      suspension: user.suspendedAt
        ? { suspended_at: user.suspendedAt.toISOString(), reason: user.suspendedReason }
        : null,
      settings: presentSettings(user),
      consents: consents.map((c) => ({
        purpose: c.purpose,
        granted: c.granted,
        policy_version: c.policyVersion,
        source: c.source,
        given_as: guestIds.has(c.subjectId) ? ('guest' as const) : ('account' as const),
        user_agent: c.userAgent,
        ip_hash: c.ipHash,
        created_at: c.createdAt.toISOString(),
      })),
      sign_in_methods: [
        ...(user.email ? [{ provider: 'email', email: user.email }] : []),
        ...identities,
      ],
      guest_sessions: guests.map((g) => ({
        guest_id: g.id,
        first_name: g.firstName,
        created_at: g.createdAt.toISOString(),
        last_active_at: iso(g.lastActiveAt),
        free_draw_days: draws.filter((d) => d.userId === g.id).map((d) => d.day),
      })),
      readings: sessions.map((s) => ({
        session_id: s.id,
        kind: s.kind,
        status: s.status,
        input: s.input,
        additional_context: s.additionalContext,
        result: s.result,
        error: s.error,
        cost: s.cost,
        reading_date: s.readingDate,
        shared_link: s.status === 'completed' && !s.shareToken.startsWith('revoked:'),
        created_at: s.createdAt.toISOString(),
        started_at: iso(s.startedAt),
        completed_at: iso(s.completedAt),
      })),
      chat_messages: messages.map((m) => ({
        message_id: m.id,
        session_id: m.sessionId,
        role: m.role,
        content: m.content,
        status: m.status,
        cost: m.cost,
        created_at: m.createdAt.toISOString(),
        completed_at: iso(m.completedAt),
      })),
      photos: photos.map(({ row, originalPath }) => ({
        upload_id: row.id,
        purpose: row.purpose,
        mime: row.mime,
        width: row.width,
        height: row.height,
        bytes: row.bytes,
        sha256: row.sha256,
        original_path: originalPath,
        archive_file: photoFile(row.id),
        created_at: row.createdAt.toISOString(),
      })),
      payments: payments.map((p) => ({
        payment_id: p.id,
        package_id: p.packageId,
        provider: p.provider,
        method: p.method,
        status: p.status,
        amount_satang: p.amountSatang,
        coins: p.coins,
        payment_code: p.paymentCode,
        failure_reason: p.failureReason,
        created_at: p.createdAt.toISOString(),
        completed_at: iso(p.completedAt),
      })),
      payment_slips: slips.map((s) => ({
        slip_id: s.id,
        payment_id: s.paymentId,
        mime_type: s.mimeType,
        sending_bank: s.sendingBank,
        trans_ref: s.transRef,
        sha256: s.imageHash,
        archive_file: s.storagePath ? slipFile(s.id, s.mimeType) : null,
        created_at: s.createdAt.toISOString(),
      })),
      wallet: { balance: balance.balance, held: balance.held },
      coin_transfers: transfers.map((t) => ({
        transfer_id: t.transferId,
        kind: t.kind,
        amount: t.amount,
        balance_after: t.balanceAfter,
        reference: t.reference,
        metadata: t.metadata,
        created_at: t.createdAt.toISOString(),
      })),
      notifications: notifications.map((n) => ({
        notification_id: n.id,
        kind: n.kind,
        title_th: n.titleTh,
        title_en: n.titleEn,
        body_th: n.bodyTh,
        body_en: n.bodyEn,
        data: n.data,
        read_at: iso(n.readAt),
        created_at: n.createdAt.toISOString(),
      })),
      game_rounds: rounds.map((r) => ({
        round_id: r.id,
        played_as: guestIds.has(r.playerId) ? ('guest' as const) : ('account' as const),
        day: r.day,
        started_at: r.startedAt.toISOString(),
        finished_at: iso(r.finishedAt),
        hits: r.hits,
        misses: r.misses,
        max_combo: r.maxCombo,
        score: r.score,
      })),
      article_activity: articleActivity,
      support_tickets: tickets,
      referral,
      push,
    };

    const files: ArchiveEntry[] = [
      ...photos.map(({ row, read }) => ({
        name: photoFile(row.id),
        read: () => unlessMissing(read),
        compress: false,
      })),
      ...slips
        .filter((s) => s.storagePath)
        .map((s) => ({
          name: slipFile(s.id, s.mimeType),
          read: () => unlessMissing(() => deps.storage.get(s.storagePath)),
          compress: false,
        })),
    ];
    return { data, files };
  }

  return {
    /** PDPA right of access, as JSON: every personal datum kept about the user. */
    async exportData(userId: string): Promise<DataExport> {
      return (await collect(userId)).data;
    },

    /**
     * PDPA right of access, as one zip: the photos and slip images as files, and `data.json`
     * (the export, its `archive_file`s naming the files inside). Everything but the files is
     * read before the first byte goes out, so a failure then is still an ordinary error answer.
     */
    async exportArchive(userId: string): Promise<Readable> {
      const { data, files } = await collect(userId);
      return zipStream(files, (written) => {
        const inside = (name: string | null) => (name && written.has(name) ? name : null);
        const index: DataExport = {
          ...data,
          photos: data.photos.map((p) => ({ ...p, archive_file: inside(p.archive_file) })),
          payment_slips: data.payment_slips.map((s) => ({
            ...s,
            archive_file: inside(s.archive_file),
          })),
        };
        return {
          name: DATA_ARCHIVE_JSON,
          bytes: new TextEncoder().encode(`${JSON.stringify(index, null, 2)}\n`),
        };
      });
    },

    /**
     * PDPA right to erasure. Files go first: one that cannot be removed stops the erasure while
     * the account is still active, so the user can simply try again. Then one transaction
     * empties or removes every row that says something about the person, keeping the anonymous
     * money records accounting needs (decision 016); sessions end last. The bytes of what was
     * erased leave the database files shortly after, in the background (decision 051).
     */
    async eraseAccount(userId: string): Promise<{ deleted: true }> {
      const user = await activeUser(userId);
      const guestIds = (await usersRepo.guestsRetiredInto(userId)).map((g) => g.id);
      const subjects = [userId, ...guestIds];

      for (const id of subjects) await deps.uploads.deleteForUser(id);
      for (const slip of await deps.paymentsRepo.slipsOfUser(userId)) {
        if (slip.storagePath) await deps.storage.delete(slip.storagePath);
      }

      await inTransaction(deps.db, async (tx) => {
        // What was under way will not be made: its coins are released, not charged.
        await deps.wallet.voidPendingHoldsOf(userId, 'account erased', tx);
        await deps.readingsRepo.anonymiseForUsers(tx, subjects);
        await deps.chatRepo.eraseForUsers(tx, subjects);
        await deps.paymentsRepo.eraseForUser(tx, userId);
        await deps.notifications.erase(tx, subjects);
        await deps.gameRepo.eraseRoundsOf(tx, subjects);
        await deps.feed.eraseFor(tx, subjects);
        await deps.support.eraseOf(tx, subjects, user.email);
        await deps.referral.eraseFor(tx, subjects);
        await deps.push.eraseFor(tx, subjects);
        await usersRepo.eraseIdentity(tx, { userId, guestIds, email: user.email });
      });
      await deps.revokeSessions(userId);
      await deps.afterErasure({ userId, guestIds });
      return { deleted: true as const };
    },

    /**
     * A guest who refused the consent after using the app: what they left goes with them, in one
     * transaction — a free draw's question, game rounds, likes, support tickets, notifications,
     * uploads. Their own row is emptied by the guests module.
     */
    async eraseGuestTraces(guestId: string): Promise<void> {
      await deps.uploads.deleteForUser(guestId);
      const subjects = [guestId];
      await inTransaction(deps.db, async (tx) => {
        await deps.readingsRepo.anonymiseForUsers(tx, subjects);
        await deps.chatRepo.eraseForUsers(tx, subjects);
        await deps.notifications.erase(tx, subjects);
        await deps.gameRepo.eraseRoundsOf(tx, subjects);
        await deps.feed.eraseFor(tx, subjects);
        await deps.support.eraseOf(tx, subjects, null);
        await deps.referral.eraseFor(tx, subjects);
        await deps.push.eraseFor(tx, subjects);
      });
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
