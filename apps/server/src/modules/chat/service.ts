import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_ADDITIONAL_CONTEXT_TH,
  type ChatSessionKind,
  type ChatSessionView,
  type MessageView,
  type PalmResultView,
} from '@duangdee/contract/palm';
import type { LiveEvent } from '@duangdee/contract/events';
import type { ReadingResultView } from '@duangdee/contract/readings';
import { caringReplyEn, caringReplyTh, detectSelfHarm } from '@duangdee/oracle/safety';
import type { Db } from '../../db/client.ts';
import { afterCommit, inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { WalletService } from '../wallet/service.ts';
import type { ChatRepo, MessageRow } from './repo.ts';
import { palmInputOf } from '../palm/palm-reader.ts';
import { redactForSharing, sharingSecrets } from '../readings/share-redaction.ts';
import { isCaringReply } from '../readings/presenters.ts';
import type { ReadingProfile } from '../readings/registry.ts';
import type { ReadingSessionRow, ReadingsRepo } from '../readings/repo.ts';
import { bangkokDate, profileOf, type ReadingsService } from '../readings/service.ts';

/** A chat turn as a reply writer sees it. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Writes the fortune teller's answer: the built-in oracle, or an LLM (streaming) when configured. */
export interface ChatReplier {
  reply(input: {
    session: ReadingSessionRow;
    /** The session's reading (palm), or null for a free chat. */
    reading: ReadingResultView | null;
    question: string;
    history: ChatTurn[];
    profile: ReadingProfile;
    date: string;
    seed: string;
    /** Tells the user's open pages a piece of the reply (a `chat.token` event). */
    onToken: (token: string) => void;
    /**
     * Whether a page of the user may be watching the reply arrive: a writer that could send it
     * at once only paces it for someone watching.
     */
    live: boolean;
  }): Promise<string>;
}

/** What a chat tells the user's open pages as a reply is written. */
export type ChatEvent = Extract<LiveEvent, { type: 'chat.token' | 'chat.done' }>;

/** The photos of palm readings, as the uploads module keeps them. */
export interface PalmPhotos {
  /** An upload of this user given by id or `original_path`; NOT_FOUND for anyone else's. */
  resolveOwn(userId: string, idOrPath: string): Promise<{ uploadId: string }>;
  /** Stores an image the user sent inline (a data URL), re-encoded like any upload. */
  storeInline(userId: string, bytes: Buffer): Promise<{ uploadId: string }>;
}

export interface ChatServiceDeps {
  db: Db;
  repo: ReadingsRepo;
  chats: ChatRepo;
  readings: ReadingsService;
  wallet: Pick<WalletService, 'placeHold' | 'postHold' | 'voidHold' | 'costOf'>;
  photos: PalmPhotos;
  replier: ChatReplier;
  /**
   * Seconds a palm reading takes with the configured writer, asked each time: a model's
   * estimate is a moving average of its recent replies.
   */
  palmSeconds: () => number;
  seedOf: (sessionId: string) => string;
  notify?: (userId: string, event: ChatEvent) => void;
  /** False when no page of the user could receive a `chat.token` now (default: while `notify`). */
  listening?: (userId: string) => boolean;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/**
 * A reply pending longer than this was left by a stopped process (a live one settles it sooner or
 * fails it at its model's deadline); younger ones may still be being written elsewhere.
 */
export const STRANDED_REPLY_AGE_MS = 60_000;

/**
 * How old a pending reply must be to count as stranded when the model's calls end within
 * `modelDeadlineMs` (0: the built-in oracle): older than any live call may run, so the sweep never
 * writes a second reply beside one still being written.
 */
export function strandedReplyAge(modelDeadlineMs: number): number {
  return Math.max(STRANDED_REPLY_AGE_MS, modelDeadlineMs + 30_000);
}

/** Turns of the chat the reply writer is shown. */
const CONTEXT_TURNS = 12;
const REPLY_FAILED_TH = 'ขออภัย หมอดูตอบไม่ได้ในตอนนี้ ระบบคืนเหรียญให้คุณแล้ว ลองถามใหม่อีกครั้งนะ';

const notFound = () => new AppError('NOT_FOUND', 'Session not found');

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function presentMessage(row: MessageRow): MessageView {
  return {
    id: row.id,
    session_id: row.sessionId,
    role: row.role,
    content: row.content,
    status: row.status,
    // A question costs its coins unless they came back (its reply failed, or it was a caring reply).
    coin_cost: row.role === 'user' ? row.cost : 0,
    created_at: row.createdAt.toISOString(),
  };
}

function imageOf(row: ReadingSessionRow) {
  const uploadId = palmInputOf(row).upload_id;
  if (!uploadId) return null;
  return {
    original_path: `/api/v1/uploads/${uploadId}`,
    thumbnail_path: `/api/v1/uploads/${uploadId}/thumbnail`,
  };
}

/**
 * Palm readings and chats with the fortune teller: sessions, their photo, and their messages. A
 * message is paid like a reading: its coins are held with it, posted when the reply is written,
 * voided when it cannot be — so a failed reply costs nothing, and a retried send is one message.
 */
export function createChatService(deps: ChatServiceDeps) {
  const { repo, chats, wallet } = deps;
  const notify = (userId: string, event: ChatEvent) => deps.notify?.(userId, event);

  async function ownSession(userId: string, id: string): Promise<ReadingSessionRow> {
    const row = await repo.findById(id);
    if (!row || row.userId !== userId || (row.kind !== 'palm' && row.kind !== 'chat')) {
      throw notFound();
    }
    return row;
  }

  async function present(row: ReadingSessionRow, messageCount?: number): Promise<ChatSessionView> {
    const kind = row.kind as ChatSessionKind;
    const input = palmInputOf(row);
    const count = messageCount ?? (await chats.countBySession([row.id])).get(row.id) ?? 0;
    const messageCost = (await wallet.costOf('chat')) ?? 0;
    const finished = row.status === 'completed' && !isCaringReply(row.result);
    return {
      session_id: row.id,
      kind,
      title: input.title ?? null,
      description: input.description ?? null,
      status: row.status,
      cost: { coins_required: row.cost, reading_type: kind, message_cost: messageCost },
      image: imageOf(row),
      message_count: count,
      created_at: row.createdAt.toISOString(),
      started_at: row.startedAt?.toISOString() ?? null,
      completed_at: row.completedAt?.toISOString() ?? null,
      error: row.status === 'failed' ? row.error : null,
      share_token: kind === 'palm' && finished ? row.shareToken : null,
      estimated_completion_time: kind === 'palm' ? deps.palmSeconds() : 0,
    };
  }

  /** Writes the reply to `question` and settles its coins, exactly once. */
  async function writeReply(session: ReadingSessionRow, question: MessageRow, reply: MessageRow) {
    const safe = !detectSelfHarm(question.content);
    let text: string;
    let ok = true;
    try {
      if (!safe) {
        text = /[\u0E00-\u0E7F]/.test(question.content) ? caringReplyTh : caringReplyEn;
      } else {
        const recent = await chats.recentTurns(session.id, CONTEXT_TURNS + 1);
        // A message answered with care, and that answer, never ride along as history.
        const cared = new Set(
          recent.filter((m) => m.role === 'user' && detectSelfHarm(m.content)).map((m) => m.id),
        );
        const turns = recent
          .filter((m) => m.id !== question.id && m.id !== reply.id)
          .filter((m) => !cared.has(m.id) && !(m.replyTo && cared.has(m.replyTo)))
          .slice(-CONTEXT_TURNS);
        text = await deps.replier.reply({
          session,
          reading:
            session.kind === 'palm' && session.status === 'completed'
              ? (session.result as ReadingResultView | null)
              : null,
          question: question.content,
          history: turns.map((m) => ({ role: m.role, content: m.content })),
          profile: profileOf(await repo.birthProfile(session.userId)),
          date: bangkokDate(question.createdAt),
          seed: `${deps.seedOf(session.id)}:${question.id}`,
          onToken: (token) =>
            notify(session.userId, {
              type: 'chat.token',
              data: { session_id: session.id, message_id: reply.id, token },
            }),
          live: deps.notify ? (deps.listening?.(session.userId) ?? true) : false,
        });
        if (!text.trim()) throw new Error('empty reply');
      }
    } catch (error) {
      deps.log?.error({ err: error, messageId: reply.id }, 'chat reply failed');
      text = REPLY_FAILED_TH;
      ok = false;
    }
    await inTransaction(deps.db, async (tx) => {
      const moved = await chats.settleReply(tx, reply.id, ok ? 'complete' : 'failed', text);
      if (!moved) return;
      if (question.holdId) {
        if (ok && safe) await wallet.postHold({ holdId: question.holdId }, tx);
        else
          await wallet.voidHold({ holdId: question.holdId, reason: 'chat reply not charged' }, tx);
      }
      afterCommit(tx, () =>
        notify(session.userId, {
          type: 'chat.done',
          data: {
            session_id: session.id,
            message_id: reply.id,
            status: moved.status as 'complete' | 'failed',
          },
        }),
      );
    });
  }

  /** The question and its reply as they stand now, with what the question cost in the end. */
  async function pair(questionId: string) {
    const question = await chats.findMessage(questionId);
    const reply = await chats.findReply(questionId);
    if (!question || !reply) throw new Error(`message ${questionId} has no reply`);
    const charged = question.holdId && reply.status === 'complete' ? question.cost : 0;
    return {
      user_message: { ...presentMessage(question), coin_cost: charged },
      reply: presentMessage(reply),
      coin_cost: charged,
    };
  }

  return {
    async createSession(
      userId: string,
      body: { title?: string | undefined; description?: string | undefined; kind: ChatSessionKind },
    ) {
      const input = {
        ...(body.title ? { title: body.title } : {}),
        ...(body.description ? { description: body.description } : {}),
      };
      const shareToken = randomBytes(24).toString('base64url');
      if (body.kind === 'chat') {
        // A chat needs no reading: it is open for questions at once, and paid per message.
        const at = new Date();
        const row = await repo.insert({
          userId,
          kind: 'chat',
          input,
          cost: 0,
          shareToken,
          status: 'completed',
          startedAt: at,
          completedAt: at,
          readingDate: bangkokDate(at),
        });
        return present(row, 0);
      }
      const cost = await wallet.costOf('palm');
      if (cost === null) throw new AppError('SERVICE_UNAVAILABLE', 'No price for palm readings');
      const row = await repo.insert({ userId, kind: 'palm', input, cost, shareToken });
      return present(row, 0);
    },

    async listSessions(
      userId: string,
      kind: ChatSessionKind | undefined,
      page: number,
      pageSize: number,
    ) {
      const { rows, total } = await repo.listChatSessions(userId, kind, page, pageSize);
      const counts = await chats.countBySession(rows.map((r) => r.id));
      const items = await Promise.all(rows.map((r) => present(r, counts.get(r.id) ?? 0)));
      return { items, total };
    },

    async session(userId: string, id: string) {
      return present(await ownSession(userId, id));
    },

    /** Pays for a palm reading and starts it with the photo (an upload, or inline data). */
    async startPalm(
      userId: string,
      id: string,
      body: {
        image_path?: string | undefined;
        image_data?: string | undefined;
        birth_date?: string | undefined;
        birth_time?: string | undefined;
        additional_context?: string | undefined;
        hand?: 'left' | 'right' | undefined;
      },
    ) {
      const row = await ownSession(userId, id);
      if (row.kind !== 'palm')
        throw new AppError('CONFLICT', 'A chat has no palm reading to start');
      let uploadId: string;
      if (row.status !== 'created') {
        // Already started: answer as the first start did, without storing anything again.
        uploadId = palmInputOf(row).upload_id ?? '';
      } else if (body.image_path) {
        uploadId = (await deps.photos.resolveOwn(userId, body.image_path)).uploadId;
      } else {
        const base64 = (body.image_data ?? '').slice((body.image_data ?? '').indexOf(',') + 1);
        uploadId = (await deps.photos.storeInline(userId, Buffer.from(base64, 'base64'))).uploadId;
      }
      return deps.readings.startPalm(userId, id, {
        uploadId,
        birthDate: body.birth_date,
        birthTime: body.birth_time,
        additionalContext: body.additional_context || DEFAULT_ADDITIONAL_CONTEXT_TH,
        hand: body.hand,
      });
    },

    async result(userId: string, id: string) {
      await ownSession(userId, id);
      const outcome = await deps.readings.results(userId, 'palm', id);
      if (!outcome.done) return outcome;
      const { data } = outcome;
      return {
        done: true as const,
        data: { ...data, kind: 'palm' as const, result: data.result as PalmResultView | null },
      };
    },

    /** A completed palm reading by its share token: the reading only, nothing personal. */
    async shared(id: string, token: string) {
      const row = await repo.findById(id);
      if (
        !row ||
        row.kind !== 'palm' ||
        row.status !== 'completed' ||
        !row.result ||
        isCaringReply(row.result) ||
        !sameToken(row.shareToken, token)
      ) {
        throw notFound();
      }
      return {
        kind: 'palm' as const,
        result: redactForSharing(
          row.result as PalmResultView,
          sharingSecrets(row.input, await repo.birthProfile(row.userId), row.additionalContext),
        ),
        completed_at: (row.completedAt ?? row.updatedAt).toISOString(),
      };
    },

    async messages(userId: string, id: string, limit: number, offset: number) {
      await ownSession(userId, id);
      const { rows, total } = await chats.listMessages(id, limit, offset);
      return { items: rows.map(presentMessage), limit, offset, total_count: total };
    },

    /**
     * Sends a question and waits for its reply. One `clientKey` is one message: a retry returns
     * the first question and its reply; the same key with another question is refused.
     */
    async sendMessage(userId: string, id: string, content: string, clientKey?: string) {
      const session = await ownSession(userId, id);
      if (session.status !== 'completed' || isCaringReply(session.result)) {
        throw new AppError(
          'CONFLICT',
          session.kind === 'palm'
            ? 'This palm reading is not ready for questions'
            : 'This chat is closed',
        );
      }
      const key = `chat:${userId}:${clientKey ?? randomUUID()}`;
      const hash = sha256(`${id}\n${content}`);
      const replay = async () => {
        const first = await chats.findByKey(key);
        if (!first) throw new Error('idempotency key vanished');
        if (first.requestHash !== hash) {
          throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used');
        }
        return pair(first.id);
      };
      if (clientKey && (await chats.findByKey(key))) return replay();

      const price = (await wallet.costOf('chat')) ?? 0;
      // A message about self-harm gets a caring answer, never a bill.
      const cost = detectSelfHarm(content) ? 0 : price;
      const sent = await inTransaction(deps.db, async (tx) => {
        let question = await chats.insertMessage(tx, {
          sessionId: id,
          userId,
          role: 'user',
          content,
          status: 'complete',
          cost,
          idempotencyKey: key,
          requestHash: hash,
        });
        if (!question) return undefined;
        if (cost > 0) {
          const hold = await wallet.placeHold(
            {
              userId,
              amount: cost,
              kind: 'chat_message',
              idempotencyKey: `message:${question.id}`,
              reference: { type: 'message', id: question.id },
            },
            tx,
          );
          question = await chats.setMessageHold(tx, question.id, hold.holdId);
        }
        const reply = await chats.insertMessage(tx, {
          sessionId: id,
          userId,
          role: 'assistant',
          content: '',
          status: 'pending',
          replyTo: question.id,
        });
        if (!reply) throw new Error('reply insert failed');
        return { question, reply };
      });
      if (!sent) return replay();
      await writeReply(session, sent.question, sent.reply);
      return pair(sent.question.id);
    },

    async chatHistory(userId: string, page: number, pageSize: number) {
      const { rows, total } = await chats.chatHistory(userId, page, pageSize);
      const items = await Promise.all(
        rows.map(async ({ session, lastAt, n }) => {
          const last = await chats.lastMessage(session.id);
          const input = palmInputOf(session);
          return {
            session_id: session.id,
            kind: session.kind as ChatSessionKind,
            title: input.title ?? null,
            last_message: last?.content ?? null,
            message_count: n,
            updated_at: new Date(lastAt ?? session.updatedAt).toISOString(),
          };
        }),
      );
      return { items, total };
    },

    async chatHistoryDetail(userId: string, id: string) {
      const row = await ownSession(userId, id);
      const { rows } = await chats.listMessages(id, 500, 0);
      return { session: await present(row, rows.length), messages: rows.map(presentMessage) };
    },

    /** Replies a stopped process left pending: written now, or failed and refunded — once. */
    async resumeStrandedReplies(olderThanMs = STRANDED_REPLY_AGE_MS): Promise<number> {
      const stranded = await chats.strandedReplies(new Date(Date.now() - olderThanMs), 200);
      for (const reply of stranded) {
        const question = reply.replyTo ? await chats.findMessage(reply.replyTo) : undefined;
        const session = await repo.findById(reply.sessionId);
        if (!question || !session) continue;
        await writeReply(session, question, reply);
      }
      return stranded.length;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
