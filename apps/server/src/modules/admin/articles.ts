import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, ilike, lte, not, or, sql, type SQL } from 'drizzle-orm';
import {
  ARTICLE_SCHEDULE_MAX_DAYS,
  type AdminArticle,
  type AdminArticleRow,
  type AdminArticleStatus,
} from '@duangdee/contract/admin';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema/feed.ts';
import { inTransaction, type DbOrTx } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { searchText } from '../feed/search.ts';
import { recordAudit } from './audit.ts';

type ArticleRow = typeof articles.$inferSelect;

/** An article as the admin writes it (the body schema, parsed). */
export interface ArticleDraft {
  category: string;
  title_th: string;
  title_en: string | null;
  summary_th: string;
  summary_en: string | null;
  body_th: string;
  body_en: string | null;
  cover_image: string | null;
  tags: string[];
  sources: string[];
  is_featured: boolean;
}

export interface AdminArticleFilter {
  status?: AdminArticleStatus | undefined;
  category?: string | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A publish time this far in the past is a slip of the picker, not a wish to backdate. */
const PAST_TOLERANCE_MS = 5 * 60 * 1000;

function statusOf(row: ArticleRow, now: Date): AdminArticleStatus {
  if (!row.isPublished) return 'draft';
  return row.publishedAt && row.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

const whereStatus: Record<AdminArticleStatus, SQL> = {
  draft: not(articles.isPublished),
  scheduled: and(articles.isPublished, gt(articles.publishedAt, sql`now()`)) as SQL,
  published: and(articles.isPublished, lte(articles.publishedAt, sql`now()`)) as SQL,
};

function presentRow(row: ArticleRow, now: Date): AdminArticleRow {
  return {
    id: row.id,
    slug: row.slug,
    category: row.category,
    title_th: row.titleTh,
    title_en: row.titleEn,
    status: statusOf(row, now),
    is_featured: row.isFeatured,
    published_at: row.publishedAt?.toISOString() ?? null,
    like_count: row.likeCount,
    share_count: row.shareCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

function present(row: ArticleRow, now: Date): AdminArticle {
  return {
    ...presentRow(row, now),
    summary_th: row.summaryTh,
    summary_en: row.summaryEn,
    body_th: row.bodyTh,
    body_en: row.bodyEn,
    cover_image: row.coverImage,
    tags: row.tags,
    sources: row.sources,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
  };
}

/** The columns an admin's text sets, with the words search finds it by. */
function columnsOf(draft: ArticleDraft) {
  return {
    category: draft.category,
    titleTh: draft.title_th,
    titleEn: draft.title_en,
    summaryTh: draft.summary_th,
    summaryEn: draft.summary_en,
    bodyTh: draft.body_th,
    bodyEn: draft.body_en,
    coverImage: draft.cover_image,
    tags: draft.tags,
    sources: draft.sources,
    isFeatured: draft.is_featured,
    searchTitle: searchText(draft.title_th, draft.title_en),
    searchBody: searchText(draft.summary_th, draft.summary_en, draft.body_th, draft.body_en),
  };
}

/** The admin's text of a stored article, in the body schema's words. */
function draftOf(row: ArticleRow): ArticleDraft {
  return {
    category: row.category,
    title_th: row.titleTh,
    title_en: row.titleEn,
    summary_th: row.summaryTh,
    summary_en: row.summaryEn,
    body_th: row.bodyTh,
    body_en: row.bodyEn,
    cover_image: row.coverImage,
    tags: row.tags,
    sources: row.sources,
    is_featured: row.isFeatured,
  };
}

/** The fields that differ, before and after, for the audit log (an unchanged body is not copied). */
function changes(before: ArticleDraft, after: ArticleDraft) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as Array<keyof ArticleDraft>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}

const notFound = () => new AppError('NOT_FOUND', 'Article not found');

/**
 * Articles as the team writes them: drafts, edits, publishing now or at a set time, and taking
 * one down. Every write is audited in its own transaction. An edited article is marked
 * (`edited_at`) so the shipped articles' seeding never writes over it.
 */
export function createAdminArticlesService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());

  async function lock(tx: DbOrTx, id: string): Promise<ArticleRow> {
    const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  }

  async function write(tx: DbOrTx, id: string, set: Partial<typeof articles.$inferInsert>) {
    const [row] = await tx
      .update(articles)
      .set({ ...set, editedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(articles.id, id))
      .returning();
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(filter: AdminArticleFilter) {
      const words = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = and(
        filter.status ? whereStatus[filter.status] : undefined,
        filter.category ? eq(articles.category, filter.category) : undefined,
        words ? or(ilike(articles.titleTh, words), ilike(articles.titleEn, words)) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(articles).where(where);
      const rows = await db
        .select()
        .from(articles)
        .where(where)
        .orderBy(desc(articles.updatedAt), desc(articles.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      const now = clock();
      return { items: rows.map((row) => presentRow(row, now)), total: total?.n ?? 0 };
    },

    async get(id: string): Promise<AdminArticle> {
      const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
      if (!row) throw notFound();
      return present(row, clock());
    },

    /** A new article, as a draft: nobody sees it until it is published. */
    async create(draft: ArticleDraft, actorId: string): Promise<AdminArticle> {
      return inTransaction(db, async (tx) => {
        const slug = `${draft.category}-${randomBytes(5).toString('hex')}`;
        const [row] = await tx
          .insert(articles)
          .values({ ...columnsOf(draft), slug, isPublished: false, editedAt: sql`now()` })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await recordAudit(tx, {
          actorId,
          action: 'article.create',
          targetType: 'article',
          targetId: row.id,
          after: { slug, category: draft.category, title_th: draft.title_th },
        });
        return present(row, clock());
      });
    },

    /** Rewrites an article's text; where it stands (draft, scheduled, out) does not change. */
    async update(id: string, draft: ArticleDraft, actorId: string): Promise<AdminArticle> {
      return inTransaction(db, async (tx) => {
        const before = await lock(tx, id);
        const row = await write(tx, id, columnsOf(draft));
        const diff = changes(draftOf(before), draft);
        if (Object.keys(diff.after).length > 0) {
          await recordAudit(tx, {
            actorId,
            action: 'article.update',
            targetType: 'article',
            targetId: id,
            ...diff,
          });
        }
        return present(row, clock());
      });
    },

    /**
     * Puts an article out now, or at `publishAt` (a scheduled one may be moved). An article
     * already out is 409; a time in the past or over a year ahead is 400.
     */
    async publish(id: string, publishAt: Date | undefined, actorId: string) {
      const now = clock();
      const at = publishAt ?? now;
      if (at.getTime() < now.getTime() - PAST_TOLERANCE_MS) {
        throw new AppError('VALIDATION_FAILED', 'publish_at is in the past', [
          { path: 'body.publish_at', message: 'in the past' },
        ]);
      }
      if (at.getTime() > now.getTime() + ARTICLE_SCHEDULE_MAX_DAYS * DAY_MS) {
        throw new AppError('VALIDATION_FAILED', 'publish_at is too far ahead', [
          { path: 'body.publish_at', message: `at most ${ARTICLE_SCHEDULE_MAX_DAYS} days ahead` },
        ]);
      }
      return inTransaction(db, async (tx) => {
        const before = await lock(tx, id);
        const was = statusOf(before, now);
        if (was === 'published') throw new AppError('CONFLICT', 'This article is already out');
        const row = await write(tx, id, { isPublished: true, publishedAt: at });
        await recordAudit(tx, {
          actorId,
          action: 'article.publish',
          targetType: 'article',
          targetId: id,
          before: { status: was, published_at: before.publishedAt?.toISOString() ?? null },
          after: { status: statusOf(row, now), published_at: at.toISOString() },
        });
        return present(row, now);
      });
    },

    /** Takes an article down (or cancels its schedule): readers no longer see it. */
    async unpublish(id: string, actorId: string) {
      const now = clock();
      return inTransaction(db, async (tx) => {
        const before = await lock(tx, id);
        const was = statusOf(before, now);
        if (was === 'draft') throw new AppError('CONFLICT', 'This article is not published');
        const row = await write(tx, id, { isPublished: false });
        await recordAudit(tx, {
          actorId,
          action: 'article.unpublish',
          targetType: 'article',
          targetId: id,
          before: { status: was, published_at: before.publishedAt?.toISOString() ?? null },
          after: { status: 'draft' },
        });
        return present(row, now);
      });
    },
  };
}

export type AdminArticlesService = ReturnType<typeof createAdminArticlesService>;
