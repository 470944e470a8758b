import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleBookmarks, articleLikes, articles, articleShares } from '../../db/schema/feed.ts';
import { readingSessions } from '../../db/schema/readings.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import type { SearchQuery } from './search.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;

/** The text of an article as written (by seeding or a test): everything but counts and times. */
export type ArticleText = Pick<
  NewArticle,
  | 'slug'
  | 'category'
  | 'titleTh'
  | 'titleEn'
  | 'summaryTh'
  | 'summaryEn'
  | 'bodyTh'
  | 'bodyEn'
  | 'coverImage'
  | 'tags'
  | 'sources'
  | 'isFeatured'
  | 'isPublished'
  | 'searchTitle'
  | 'searchBody'
>;

export interface ArticleFilter {
  /** Only published articles (everyone but admins). */
  publishedOnly: boolean;
  category?: string;
  /** Published within [from, to). */
  from?: Date;
  to?: Date;
}

/** Out for readers: published, and its time has come (an admin may schedule one ahead). */
const visible = sql`${articles.isPublished} and ${articles.publishedAt} <= now()`;
const newestFirst = [desc(articles.publishedAt), desc(articles.createdAt), desc(articles.id)];

function whereOf(filter: ArticleFilter): SQL | undefined {
  return and(
    filter.publishedOnly ? visible : undefined,
    filter.category ? eq(articles.category, filter.category) : undefined,
    filter.from ? gte(articles.publishedAt, filter.from) : undefined,
    filter.to ? lt(articles.publishedAt, filter.to) : undefined,
  );
}

export function createFeedRepo(db: Db) {
  return {
    /**
     * Writes an article by its slug: a new one is inserted with `publishedAt`; an existing one gets
     * the new text and keeps its counts and publication time.
     */
    /** The stored articles with these slugs, for seeding to leave unchanged ones alone. */
    async bySlugs(slugs: string[]): Promise<ArticleRow[]> {
      if (slugs.length === 0) return [];
      return db.select().from(articles).where(inArray(articles.slug, slugs));
    },

    async upsertBySlug(text: ArticleText, publishedAt: Date): Promise<ArticleRow> {
      const [row] = await db
        .insert(articles)
        .values({ ...text, publishedAt })
        .onConflictDoUpdate({
          target: articles.slug,
          set: {
            category: text.category,
            titleTh: text.titleTh,
            titleEn: text.titleEn ?? null,
            summaryTh: text.summaryTh,
            summaryEn: text.summaryEn ?? null,
            bodyTh: text.bodyTh,
            bodyEn: text.bodyEn ?? null,
            coverImage: text.coverImage ?? null,
            tags: text.tags ?? [],
            sources: text.sources ?? [],
            isFeatured: text.isFeatured ?? false,
            isPublished: text.isPublished ?? false,
            searchTitle: text.searchTitle ?? '',
            searchBody: text.searchBody ?? '',
            // An article first written unpublished gets its time when it is published.
            publishedAt: sql`coalesce(${articles.publishedAt}, ${publishedAt.toISOString()}::timestamptz)`,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },

    async page(filter: ArticleFilter, page: number, pageSize: number) {
      const where = whereOf(filter);
      const [total] = await db.select({ n: count() }).from(articles).where(where);
      const rows = await db
        .select()
        .from(articles)
        .where(where)
        .orderBy(...newestFirst)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    async findPublished(id: string, tx: DbOrTx = db): Promise<ArticleRow | undefined> {
      const [row] = await tx
        .select()
        .from(articles)
        .where(and(eq(articles.id, id), visible))
        .limit(1);
      return row;
    },

    /** Published articles with any of `tags`, newest first, leaving out `except`. */
    async withAnyTag(tags: string[], limit: number, except: string[] = []) {
      if (tags.length === 0) return [];
      return db
        .select()
        .from(articles)
        .where(
          and(
            visible,
            arrayOverlaps(articles.tags, tags),
            except.length > 0 ? notInArray(articles.id, except) : undefined,
          ),
        )
        .orderBy(desc(articles.isFeatured), ...newestFirst)
        .limit(limit);
    },

    /** Featured articles first, then the newest, leaving out `except`. */
    async featuredThenNewest(limit: number, except: string[] = []) {
      return db
        .select()
        .from(articles)
        .where(and(visible, except.length > 0 ? notInArray(articles.id, except) : undefined))
        .orderBy(desc(articles.isFeatured), ...newestFirst)
        .limit(limit);
    },

    /** Articles like `article`: same category first, then shared tags; never the article itself. */
    async related(article: ArticleRow, limit: number) {
      const sameCategory = eq(articles.category, article.category);
      return db
        .select()
        .from(articles)
        .where(
          and(
            visible,
            ne(articles.id, article.id),
            article.tags.length > 0
              ? or(sameCategory, arrayOverlaps(articles.tags, article.tags))
              : sameCategory,
          ),
        )
        .orderBy(desc(sql`${sameCategory}`), ...newestFirst)
        .limit(limit);
    },

    /** The published articles a liker liked, the latest likes first. */
    async likedBy(liker: string, limit: number) {
      return db
        .select({ id: articles.id, category: articles.category, tags: articles.tags })
        .from(articleLikes)
        .innerJoin(articles, eq(articles.id, articleLikes.articleId))
        .where(and(visible, eq(articleLikes.liker, liker)))
        .orderBy(desc(articleLikes.createdAt))
        .limit(limit);
    },

    /**
     * Articles in any of `categories` or with any of `tags` (those sharing a tag first), leaving
     * out `except`.
     */
    async inCategoriesOrTags(
      categories: string[],
      tags: string[],
      limit: number,
      except: string[] = [],
    ) {
      if (categories.length === 0 && tags.length === 0) return [];
      const inCategories =
        categories.length > 0 ? inArray(articles.category, categories) : undefined;
      const withTags = tags.length > 0 ? arrayOverlaps(articles.tags, tags) : undefined;
      return (
        db
          .select()
          .from(articles)
          .where(
            and(
              visible,
              or(inCategories, withTags),
              except.length > 0 ? notInArray(articles.id, except) : undefined,
            ),
          )
          // A shared tag says more about a reader's interest than a shared category.
          .orderBy(
            ...(withTags ? [desc(sql`${withTags}`)] : []),
            desc(articles.isFeatured),
            ...newestFirst,
          )
          .limit(limit)
      );
    },

    async publishedCountByCategory(): Promise<Map<string, number>> {
      const rows = await db
        .select({ category: articles.category, n: count() })
        .from(articles)
        .where(visible)
        .groupBy(articles.category);
      return new Map(rows.map((r) => [r.category, r.n]));
    },

    /**
     * One page of published articles matching a query: title matches first, then by rank
     * (title words weigh more than body words), then newest. An article matches by its words
     * (full text, the last word as a prefix) or by the query's words appearing, joined, inside
     * its own joined words (see `search.ts`).
     */
    async search(query: SearchQuery, page: number, pageSize: number) {
      const tsquery = sql`to_tsquery('simple', ${query.tsquery})`;
      const vector = sql`(setweight(to_tsvector('simple', ${articles.searchTitle}), 'A') || setweight(to_tsvector('simple', ${articles.searchBody}), 'B'))`;
      const inTitle = sql`(to_tsvector('simple', ${articles.searchTitle}) @@ ${tsquery} or strpos(replace(${articles.searchTitle}, ' ', ''), ${query.compact}) > 0)`;
      const inBody = sql`strpos(replace(${articles.searchBody}, ' ', ''), ${query.compact}) > 0`;
      const where = and(visible, sql`(${vector} @@ ${tsquery} or ${inTitle} or ${inBody})`);
      const [total] = await db.select({ n: count() }).from(articles).where(where);
      const rows = await db
        .select()
        .from(articles)
        .where(where)
        .orderBy(desc(inTitle), desc(sql`ts_rank(${vector}, ${tsquery})`), ...newestFirst)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    /** Of `articleIds`, those `liker` likes. */
    async likedAmong(liker: string, articleIds: string[]): Promise<Set<string>> {
      if (articleIds.length === 0) return new Set();
      const rows = await db
        .select({ id: articleLikes.articleId })
        .from(articleLikes)
        .where(and(eq(articleLikes.liker, liker), inArray(articleLikes.articleId, articleIds)));
      return new Set(rows.map((r) => r.id));
    },

    /** Of `articleIds`, those the user bookmarked. */
    async bookmarkedAmong(userId: string, articleIds: string[]): Promise<Set<string>> {
      if (articleIds.length === 0) return new Set();
      const rows = await db
        .select({ id: articleBookmarks.articleId })
        .from(articleBookmarks)
        .where(
          and(eq(articleBookmarks.userId, userId), inArray(articleBookmarks.articleId, articleIds)),
        );
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Adds a like and counts it, in the caller's transaction. Of two likes racing by the same
     * liker one inserts and counts; the other finds the row there and counts nothing.
     */
    async like(
      tx: DbOrTx,
      like: { articleId: string; liker: string; userId: string | null },
    ): Promise<number> {
      const added = await tx
        .insert(articleLikes)
        .values(like)
        .onConflictDoNothing()
        .returning({ id: articleLikes.articleId });
      return added.length > 0 ? bumpLikes(tx, like.articleId, 1) : likeCountOf(tx, like.articleId);
    },

    /** Removes a like and uncounts it, in the caller's transaction; nothing to remove is fine. */
    async unlike(tx: DbOrTx, articleId: string, liker: string): Promise<number> {
      const removed = await tx
        .delete(articleLikes)
        .where(and(eq(articleLikes.articleId, articleId), eq(articleLikes.liker, liker)))
        .returning({ id: articleLikes.articleId });
      return removed.length > 0 ? bumpLikes(tx, articleId, -1) : likeCountOf(tx, articleId);
    },

    /** Notes a share and counts it, in the caller's transaction. */
    async share(
      tx: DbOrTx,
      share: { articleId: string; userId: string | null; platform: string },
    ): Promise<number> {
      await tx.insert(articleShares).values(share);
      const [row] = await tx
        .update(articles)
        .set({ shareCount: sql`${articles.shareCount} + 1` })
        .where(eq(articles.id, share.articleId))
        .returning({ n: articles.shareCount });
      return row?.n ?? 0;
    },

    async bookmark(articleId: string, userId: string): Promise<void> {
      await db.insert(articleBookmarks).values({ articleId, userId }).onConflictDoNothing();
    },

    async unbookmark(articleId: string, userId: string): Promise<void> {
      await db
        .delete(articleBookmarks)
        .where(and(eq(articleBookmarks.articleId, articleId), eq(articleBookmarks.userId, userId)));
    },

    /** One page of a user's bookmarked published articles, latest bookmark first. */
    async bookmarksPage(userId: string, page: number, pageSize: number) {
      const where = and(eq(articleBookmarks.userId, userId), visible);
      const [total] = await db
        .select({ n: count() })
        .from(articleBookmarks)
        .innerJoin(articles, eq(articles.id, articleBookmarks.articleId))
        .where(where);
      const rows = await db
        .select({ article: articles })
        .from(articleBookmarks)
        .innerJoin(articles, eq(articles.id, articleBookmarks.articleId))
        .where(where)
        .orderBy(desc(articleBookmarks.createdAt), desc(articles.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows: rows.map((r) => r.article), total: total?.n ?? 0 };
    },

    /** The kinds of reading a user has had, for personalised lists. */
    async readingKindsOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ kind: readingSessions.kind })
        .from(readingSessions)
        .where(eq(readingSessions.userId, userId))
        .limit(50);
      return rows.map((r) => r.kind);
    },

    // --- PDPA -----------------------------------------------------------------------------------

    /** Likes by the people (an account and its carried-in guests), oldest first. */
    async likesOf(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          articleId: articleLikes.articleId,
          slug: articles.slug,
          userId: articleLikes.userId,
          createdAt: articleLikes.createdAt,
        })
        .from(articleLikes)
        .innerJoin(articles, eq(articles.id, articleLikes.articleId))
        .where(inArray(articleLikes.userId, userIds))
        .orderBy(asc(articleLikes.createdAt), asc(articleLikes.articleId));
    },

    async bookmarksOf(userId: string) {
      return db
        .select({
          articleId: articleBookmarks.articleId,
          slug: articles.slug,
          createdAt: articleBookmarks.createdAt,
        })
        .from(articleBookmarks)
        .innerJoin(articles, eq(articles.id, articleBookmarks.articleId))
        .where(eq(articleBookmarks.userId, userId))
        .orderBy(asc(articleBookmarks.createdAt), asc(articleBookmarks.articleId));
    },

    async sharesOf(userId: string) {
      return db
        .select({
          articleId: articleShares.articleId,
          slug: articles.slug,
          platform: articleShares.platform,
          createdAt: articleShares.createdAt,
        })
        .from(articleShares)
        .innerJoin(articles, eq(articles.id, articleShares.articleId))
        .where(and(eq(articleShares.userId, userId), isNotNull(articleShares.userId)))
        .orderBy(asc(articleShares.createdAt), asc(articleShares.id));
    },

    /**
     * PDPA erasure, in the erasure's transaction: the people's likes go (and are uncounted, so
     * counts stay the number of likes), their bookmarks go, and their shares stay counted but
     * no longer name them.
     */
    async eraseFor(tx: DbOrTx, userIds: string[]): Promise<void> {
      if (userIds.length === 0) return;
      const removed = await tx
        .delete(articleLikes)
        .where(inArray(articleLikes.userId, userIds))
        .returning({ articleId: articleLikes.articleId });
      const perArticle = new Map<string, number>();
      for (const { articleId } of removed) {
        perArticle.set(articleId, (perArticle.get(articleId) ?? 0) + 1);
      }
      for (const [articleId, n] of perArticle) await bumpLikes(tx, articleId, -n);
      await tx.delete(articleBookmarks).where(inArray(articleBookmarks.userId, userIds));
      await tx
        .update(articleShares)
        .set({ userId: null })
        .where(inArray(articleShares.userId, userIds));
    },
  };
}

async function bumpLikes(tx: DbOrTx, articleId: string, by: number): Promise<number> {
  const [row] = await tx
    .update(articles)
    .set({ likeCount: sql`greatest(${articles.likeCount} + ${by}, 0)` })
    .where(eq(articles.id, articleId))
    .returning({ n: articles.likeCount });
  return row?.n ?? 0;
}

async function likeCountOf(tx: DbOrTx, articleId: string): Promise<number> {
  const [row] = await tx
    .select({ n: articles.likeCount })
    .from(articles)
    .where(eq(articles.id, articleId))
    .limit(1);
  return row?.n ?? 0;
}

export type FeedRepo = ReturnType<typeof createFeedRepo>;
