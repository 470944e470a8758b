import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '@duangdee/contract/events';
import type { ReadingKind, ReadingResultView, ResultKind } from '@duangdee/contract/readings';
import { GENDERS } from '@duangdee/oracle/options';
import { PhoneNumberError } from '@duangdee/oracle/phone-numerology';
import { ReadingInputError } from '@duangdee/oracle/readings/common';
import { safetyCheck } from '@duangdee/oracle/safety';
import type { Db } from '../../db/client.ts';
import { afterCommit, inTransaction, type DbOrTx } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { WalletService } from '../wallet/service.ts';
import {
  isCaringReply,
  presentCaringReply,
  presentCreated,
  presentFinished,
  presentHistoryItem,
  presentProgress,
  presentSession,
  presentStarted,
  type StickView,
} from './presenters.ts';
import {
  READING_REGISTRY,
  readingKind,
  type ReadingKindEntry,
  type ReadingProfile,
} from './registry.ts';
import {
  ACTIVE_JOB_LIVE_S,
  SETTLING_S,
  type BirthProfile,
  type ReadingSessionRow,
  type ReadingsRepo,
} from './repo.ts';
import { redactForSharing, sharingSecrets } from './share-redaction.ts';
import { ReadingRefusal, type ReadingWriter } from './writer.ts';

/** What a reading tells the user's open pages as it goes (Server-Sent Events). */
export type ReadingEvent = Extract<LiveEvent, { type: 'reading.progress' | 'reading.done' }>;
type SessionKind = ReadingEvent['data']['kind'];

export interface ReadingsServiceDeps {
  db: Db;
  repo: ReadingsRepo;
  wallet: Pick<WalletService, 'placeHold' | 'postHold' | 'voidHold' | 'costOf'>;
  /** Writes readings: the built-in oracle, or the LLM when one is configured. */
  writer: ReadingWriter;
  /** Runs inside the transaction that settled a reading (the "reading ready" notification). */
  onSettled?: (tx: DbOrTx, session: ReadingSessionRow) => Promise<void>;
  /** Tells a user's open pages about their reading (after the change committed). */
  notify?: (userId: string, event: ReadingEvent) => void;
  /** Queues the `readings.generate` job of a session (after its start has committed). */
  enqueueGenerate: (sessionId: string, options?: { startAfter?: Date }) => Promise<void>;
  /** A server-side secret per session: the seed of anything drawn by chance. */
  drawSeed: (sessionId: string) => string;
  /** How long a started love-sticks session waits for its draw before the server draws it. */
  drawWindowMs?: number;
  /**
   * A reading still processing this long after it was paid for is ended and refunded by the
   * sweep (`endOverdue`); `readingLimits` gives it for the writer's deadline.
   */
  processingLimitMs?: number;
  /** How long a running generation job counts as alive (`readingLimits`). */
  activeJobLiveS?: number;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  now?: () => Date;
}

const DEFAULT_DRAW_WINDOW_MS = 30 * 60 * 1000;

/**
 * What a reading may take beyond its model call's deadline: waiting for a free worker, the
 * palm photo's analysis, the database. A reading still processing after the deadline and this
 * has lost its call (a process that died, a call that never ended) and is ended and refunded.
 */
export const READING_MARGIN_MS = 2 * 60_000;

/**
 * The limits of a reading whose model call ends within `modelDeadlineMs` (0: the built-in
 * oracle, which calls no model): when the sweep ends it, and how long its running job counts as
 * alive — as long as its call may run, so no sweep queues a second job for a reading whose model
 * is still answering.
 */
export function readingLimits(modelDeadlineMs: number) {
  return {
    processingLimitMs: modelDeadlineMs + READING_MARGIN_MS,
    activeJobLiveS: Math.max(ACTIVE_JOB_LIVE_S, Math.ceil(modelDeadlineMs / 1000) + SETTLING_S),
  };
}

const SWEEP_BATCH = 500;
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The Thai calendar day at `at` (Thailand keeps UTC+7 all year). */
export function bangkokDate(at: Date): string {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

const notFound = () => new AppError('NOT_FOUND', 'Session not found');

const FAILED_TH = 'ขออภัย ดูดวงไม่สำเร็จ ระบบคืนเหรียญให้คุณแล้ว กรุณาลองใหม่อีกครั้ง';
const OVERDUE_TH = 'ขออภัย หมอดูใช้เวลานานเกินไปจนดูดวงไม่สำเร็จ ระบบคืนเหรียญให้คุณแล้ว กรุณาลองใหม่อีกครั้งนะ';

/** The Thai message of a reading that could not be made. */
function failureMessageTh(error: unknown): string {
  if (error instanceof ReadingRefusal) return `${error.messageTh} ระบบคืนเหรียญให้คุณแล้ว`;
  if (error instanceof ReadingInputError || error instanceof PhoneNumberError) {
    return `ดูดวงไม่สำเร็จ: ${error.messageTh} ระบบคืนเหรียญให้คุณแล้ว`;
  }
  return FAILED_TH;
}

/** Every string a user typed into a request, for the safety check. */
function textsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    out.push(value);
  } else if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) textsOf(inner, out);
  }
  return out;
}

export function profileOf(row: BirthProfile | undefined): ReadingProfile {
  if (!row) return {};
  const name =
    row.fullName?.trim() || [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  const gender = GENDERS.find((g) => g === row.gender);
  return {
    name: name || undefined,
    birthDate:
      row.birthDate && /^\d{4}-\d{2}-\d{2}$/.test(row.birthDate) ? row.birthDate : undefined,
    birthTime:
      row.birthTime && /^\d{1,2}:\d{2}/.test(row.birthTime) ? row.birthTime.slice(0, 5) : undefined,
    gender,
  };
}

/**
 * Topic readings: a session is created with its request, started (coins held, in the same
 * transaction as the status change), made by a job or drawn, and then completed (the hold is
 * posted) or failed (the hold is voided) — each exactly once, whoever races.
 */
export function createReadingsService(deps: ReadingsServiceDeps) {
  const { repo, wallet } = deps;
  const now = deps.now ?? (() => new Date());
  const drawWindowMs = deps.drawWindowMs ?? DEFAULT_DRAW_WINDOW_MS;
  const defaults = readingLimits(0);
  const processingLimitMs = deps.processingLimitMs ?? defaults.processingLimitMs;
  const activeJobLiveS = deps.activeJobLiveS ?? defaults.activeJobLiveS;

  const notify = (userId: string, event: ReadingEvent) => deps.notify?.(userId, event);
  /** Kinds whose start hands the reading to the `readings.generate` job. */
  const jobKinds = [
    'palm',
    ...[...READING_REGISTRY.values()].filter((e) => e.finish === 'job').map((e) => e.kind),
  ];

  function entryOf(kind: string): ReadingKindEntry {
    const entry = readingKind(kind);
    if (!entry) throw notFound();
    return entry;
  }

  async function ownSession(userId: string, kind: ResultKind, id: string) {
    const row = await repo.findById(id);
    // Someone else's session, or one of another kind, is indistinguishable from a missing one.
    if (!row || row.userId !== userId || row.kind !== kind) throw notFound();
    return row;
  }

  /**
   * Ends a session that is in `from`: completed (hold posted) or failed or answered with care
   * (hold voided). The conditional update from `from` decides the one caller that settles it —
   * the job, a draw, or the sweep ending it late; the others find nothing to move.
   */
  async function settleSession(
    row: ReadingSessionRow,
    from: ReadingSessionRow['status'],
    to: 'completed' | 'failed',
    fields: { result?: ReadingResultView; error?: string },
    ledger: 'post' | 'void',
  ) {
    return inTransaction(deps.db, async (tx) => {
      const moved = await repo.transition(tx, row.id, [from], to, {
        result: fields.result ?? null,
        error: fields.error ?? null,
        completedAt: now(),
      });
      if (!moved) return undefined;
      if (moved.holdId) {
        if (ledger === 'post') await wallet.postHold({ holdId: moved.holdId }, tx);
        else await wallet.voidHold({ holdId: moved.holdId, reason: fields.error ?? to }, tx);
      }
      await deps.onSettled?.(tx, moved);
      afterCommit(tx, () =>
        notify(moved.userId, {
          type: 'reading.done',
          data: { session_id: moved.id, kind: moved.kind as SessionKind, status: to },
        }),
      );
      return moved;
    });
  }

  /**
   * Finishes a started session: the caring reply (hold voided) if the request speaks of
   * self-harm, else the reading (hold posted), or a failure (hold voided).
   */
  async function finish(row: ReadingSessionRow, from: ReadingSessionRow['status']) {
    const settle = (
      to: 'completed' | 'failed',
      fields: { result?: ReadingResultView; error?: string },
      ledger: 'post' | 'void',
    ) => settleSession(row, from, to, fields, ledger);

    const safety = safetyCheck(...textsOf(row.input), row.additionalContext);
    if (safety.flagged) {
      return settle('completed', { result: presentCaringReply(row.kind as ResultKind) }, 'void');
    }

    let result: ReadingResultView;
    try {
      const profile = profileOf(await repo.birthProfile(row.userId));
      notify(row.userId, {
        type: 'reading.progress',
        data: { session_id: row.id, kind: row.kind as SessionKind, progress: 30 },
      });
      result = await deps.writer.write(row, {
        date: row.readingDate ?? bangkokDate(now()),
        profile,
        additionalContext: row.additionalContext,
        seed: deps.drawSeed(row.id),
      });
    } catch (error) {
      if (!(
        error instanceof ReadingInputError ||
        error instanceof PhoneNumberError ||
        error instanceof ReadingRefusal
      )) {
        deps.log?.error({ err: error, sessionId: row.id }, 'reading generator failed');
      }
      return settle('failed', { error: failureMessageTh(error) }, 'void');
    }
    // A writer may answer with care instead of a fortune (an LLM's second safety net): no charge.
    return settle('completed', { result }, isCaringReply(result) ? 'void' : 'post');
  }

  async function latest(id: string): Promise<ReadingSessionRow> {
    const row = await repo.findById(id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Pays for a created session at the price in force now (an admin's price change reaches every
   * reading whose hold is placed after it, never one already held) and sets it going — unless
   * what the person wrote speaks of ending their life: then the caring reply, and no hold.
   */
  async function begin(
    userId: string,
    session: ReadingSessionRow,
    costKey: string,
    finishBy: 'job' | 'draw',
    options: { additionalContext?: string | undefined; input?: Record<string, unknown> },
  ) {
    const id = session.id;
    const cost = await wallet.costOf(costKey);
    if (cost === null) throw new AppError('SERVICE_UNAVAILABLE', `No price for ${costKey}`);
    const input = { ...session.input, ...options.input };
    if (safetyCheck(...textsOf(input), options.additionalContext).flagged) {
      // Someone writing of ending their life gets care at once: no hold, no reading, no wait.
      const cared = await inTransaction(deps.db, async (tx) => {
        const moved = await repo.transition(tx, id, ['created'], 'completed', {
          cost,
          startedAt: now(),
          completedAt: now(),
          readingDate: bangkokDate(now()),
          additionalContext: options.additionalContext || null,
          input,
          result: presentCaringReply(session.kind as ResultKind),
        });
        if (!moved) return undefined;
        await deps.onSettled?.(tx, moved);
        afterCommit(tx, () =>
          notify(userId, {
            type: 'reading.done',
            data: { session_id: id, kind: moved.kind as SessionKind, status: 'completed' },
          }),
        );
        return moved;
      });
      return presentStarted(cared ?? (await latest(id)), 0);
    }
    const started = await inTransaction(deps.db, async (tx) => {
      const moved = await repo.transition(
        tx,
        id,
        ['created'],
        finishBy === 'job' ? 'processing' : 'started',
        {
          cost,
          startedAt: now(),
          readingDate: bangkokDate(now()),
          additionalContext: options.additionalContext || null,
          ...(options.input ? { input: options.input } : {}),
        },
      );
      if (!moved) return undefined;
      const hold = await wallet.placeHold(
        {
          userId,
          amount: moved.cost,
          kind: 'reading',
          idempotencyKey: `reading:${id}`,
          reference: { type: 'reading', id },
          // The coin history names the topic ("ดวงความรัก") without reading this module's rows.
          metadata: { reading_kind: moved.kind },
        },
        tx,
      );
      afterCommit(tx, () =>
        notify(userId, {
          type: 'reading.progress',
          data: { session_id: id, kind: moved.kind as SessionKind, progress: 10 },
        }),
      );
      return repo.setHold(tx, id, hold.holdId);
    });
    const row = started ?? (await latest(id));
    const estimate = deps.writer.estimatedSeconds(row.kind);
    if (!started) return presentStarted(row, estimate);
    // After the commit: the job must find the session started. Should the process die before
    // this, a start-up sweep queues it (once the session is older than SETTLING_S).
    await deps.enqueueGenerate(
      id,
      finishBy === 'draw' ? { startAfter: new Date(now().getTime() + drawWindowMs) } : {},
    );
    return presentStarted(started, estimate);
  }

  /** Draws a started love-sticks session's stick (once, whoever races) and presents it. */
  async function drawn(session: ReadingSessionRow) {
    let row = session;
    if (row.status === 'started') {
      await finish(row, 'started');
      row = await latest(row.id);
    }
    if (row.status === 'created') {
      throw new AppError('CONFLICT', 'Start the reading before drawing a stick');
    }
    if (row.status !== 'completed' || !row.result) {
      throw new AppError('CONFLICT', row.error ?? 'This reading has no stick to draw');
    }
    const result = row.result as ReadingResultView;
    const stick = (result.stick ?? null) as StickView | null;
    return { session_id: row.id, status: 'completed' as const, stick, result };
  }

  return {
    async createSession(userId: string, kind: ReadingKind, input: unknown) {
      const entry = entryOf(kind);
      entry.check(input, profileOf(await repo.birthProfile(userId)));
      const cost = await wallet.costOf(entry.costKey);
      if (cost === null) throw new AppError('SERVICE_UNAVAILABLE', `No price for ${kind}`);
      const row = await repo.insert({
        userId,
        kind,
        input: input as Record<string, unknown>,
        cost,
        shareToken: randomBytes(24).toString('base64url'),
      });
      return presentCreated(row, deps.writer.estimatedSeconds(kind));
    },

    async session(userId: string, kind: ReadingKind, id: string) {
      return presentSession(await ownSession(userId, kind, id));
    },

    /**
     * Pays for a session and sets it going, in one transaction: the status moves out of
     * `created` exactly once and the coins are held with it; too few coins changes nothing. A
     * repeated start answers as the first did, without a second hold.
     */
    async startSession(
      userId: string,
      kind: ReadingKind,
      id: string,
      options: { additionalContext?: string | undefined },
    ) {
      const entry = entryOf(kind);
      const row = await ownSession(userId, kind, id);
      return begin(userId, row, entry.costKey, entry.finish, {
        additionalContext: options.additionalContext,
      });
    },

    /** Starts a palm session with its photo and birth details, as `startSession` does a topic. */
    async startPalm(
      userId: string,
      id: string,
      options: {
        uploadId: string;
        birthDate?: string | undefined;
        birthTime?: string | undefined;
        additionalContext: string;
        hand?: 'left' | 'right' | undefined;
      },
    ) {
      const row = await ownSession(userId, 'palm', id);
      return begin(userId, row, 'palm', 'job', {
        additionalContext: options.additionalContext,
        input: {
          ...row.input,
          upload_id: options.uploadId,
          ...(options.birthDate ? { birth_date: options.birthDate } : {}),
          ...(options.birthTime ? { birth_time: options.birthTime } : {}),
          ...(options.hand ? { hand: options.hand } : {}),
        },
      });
    },

    async results(userId: string, kind: ResultKind, id: string) {
      const row = await ownSession(userId, kind, id);
      if (row.status === 'completed' || row.status === 'failed') {
        return { done: true as const, data: presentFinished(row) };
      }
      return {
        done: false as const,
        data: { session_id: row.id, status: 'processing' as const, is_processing: true as const },
      };
    },

    async progress(userId: string, kind: ReadingKind, id: string) {
      const row = await ownSession(userId, kind, id);
      return presentProgress(row, now(), deps.writer.estimatedSeconds(kind));
    },

    async shake(userId: string, id: string) {
      const row = await ownSession(userId, 'love-sticks', id);
      if (row.status === 'created') {
        throw new AppError('CONFLICT', 'Start the reading before shaking the sticks');
      }
      // Only a stick still to be drawn is shaken; a late shake (already drawn) changes nothing.
      if (row.status === 'started') await repo.recordShake(id);
      return { session_id: id, shaking: true as const };
    },

    /** The server draws the stick (never the client); a second draw returns the first stick. */
    async draw(userId: string, id: string) {
      return drawn(await ownSession(userId, 'love-sticks', id));
    },

    /** A visitor's free draw of today, if drawn, and whether it is still to be drawn. */
    async freeDrawToday(userId: string) {
      const id = await repo.freeDrawOf(userId, bangkokDate(now()));
      const row = id ? await repo.findById(id) : undefined;
      return { available: !id, today: row?.status === 'completed' ? await drawn(row) : null };
    },

    /**
     * A visitor's free เซียมซี: one a Thai calendar day, claimed in the same transaction that
     * records its session, so a second (or racing) draw of the day changes nothing. It costs no
     * coins and never touches the ledger.
     */
    async freeDraw(userId: string, question: string | undefined) {
      const day = bangkokDate(now());
      const row = await inTransaction(deps.db, async (tx) => {
        const inserted = await repo.insert(
          {
            userId,
            kind: 'love-sticks',
            input: { ...(question ? { question } : {}), free_draw: true },
            cost: 0,
            status: 'started',
            readingDate: day,
            startedAt: now(),
            shareToken: randomBytes(24).toString('base64url'),
          },
          tx,
        );
        if (!(await repo.claimFreeDraw(tx, userId, day, inserted.id))) {
          throw new AppError('FREE_DRAW_USED');
        }
        return inserted;
      });
      return drawn(row);
    },

    async history(userId: string, kind: ReadingKind | null, page: number, pageSize: number) {
      const { rows, total } = await repo.listForUser(userId, kind, page, pageSize);
      return { items: rows.map(presentHistoryItem), total };
    },

    async shared(token: string) {
      const row = await repo.findByShareToken(token);
      const done = row ? presentFinished(row) : null;
      if (!row || !done || done.status !== 'completed' || !done.result || !done.share_token) {
        throw notFound();
      }
      const secrets = sharingSecrets(
        row.input,
        await repo.birthProfile(row.userId),
        row.additionalContext,
      );
      return {
        kind: done.kind,
        result: redactForSharing(done.result, secrets),
        completed_at: done.completed_at ?? row.updatedAt.toISOString(),
      };
    },

    /** The `readings.generate` job: makes the reading of a started session, once. */
    async generate(sessionId: string): Promise<void> {
      const row = await repo.findById(sessionId);
      if (!row) return;
      const finishBy = row.kind === 'palm' ? 'job' : readingKind(row.kind)?.finish;
      if (!finishBy) return;
      // Completed, failed, never started, or (love sticks) already drawn: nothing to do.
      const waiting = finishBy === 'job' ? 'processing' : 'started';
      if (row.status !== waiting) return;
      await finish(row, waiting);
    },

    /**
     * Queues every reading a stopped process left unfinished: those still processing, and
     * love sticks nobody drew within the window. Settling is exactly-once, so a session that is
     * also queued elsewhere is simply made once.
     */
    async resumeStranded(): Promise<number> {
      const drawKinds = [...READING_REGISTRY.values()]
        .filter((e) => e.finish === 'draw')
        .map((e) => e.kind);
      const ids = [
        ...(await repo.stranded('processing', jobKinds, null, SWEEP_BATCH, activeJobLiveS)),
        ...(await repo.stranded(
          'started',
          drawKinds,
          new Date(now().getTime() - drawWindowMs),
          SWEEP_BATCH,
        )),
      ];
      for (const id of ids) await deps.enqueueGenerate(id);
      return ids.length;
    },

    /**
     * Ends every reading still processing past its limit (`processingLimitMs` after it was paid
     * for): failed, its held coins given back. Its call is lost or never ended; should its job
     * still finish, it finds the reading settled and changes nothing (and the other way round).
     */
    async endOverdue(): Promise<number> {
      let ended = 0;
      for (const row of await repo.overdue(jobKinds, processingLimitMs, SWEEP_BATCH)) {
        const moved = await settleSession(
          row,
          'processing',
          'failed',
          { error: OVERDUE_TH },
          'void',
        );
        if (!moved) continue;
        ended++;
        deps.log?.warn(
          { sessionId: row.id, kind: row.kind, startedAt: row.startedAt },
          'a reading past its limit was ended and refunded',
        );
      }
      return ended;
    },
  };
}

export type ReadingsService = ReturnType<typeof createReadingsService>;
