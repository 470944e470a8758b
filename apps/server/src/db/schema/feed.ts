import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

const now = () => sql`now()`;

/**
 * Articles of the feed: Thai first, English where written. The search columns hold the title and
 * the body cut into words (Thai is written without spaces between words; `Intl.Segmenter` cuts it
 * when an article is written and when a query arrives), so PostgreSQL's `simple` text search finds
 * a word inside a run of Thai text. Counts are kept beside the article, changed in the same
 * transaction as the like or share that changes them.
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable handle of a seeded article: seeding again updates it instead of adding a copy. */
    slug: text('slug').notNull().unique(),
    category: text('category').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en'),
    summaryTh: text('summary_th').notNull(),
    summaryEn: text('summary_en'),
    /** Paragraphs separated by a blank line. */
    bodyTh: text('body_th').notNull(),
    bodyEn: text('body_en'),
    /** A path under the web app (`/articles/…`) or an absolute URL. */
    coverImage: text('cover_image'),
    /** Who the article speaks to, for personalised lists: `weekday:0`…`weekday:6`, `zodiac:…`, `kind:<reading kind>`. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Sources of the lore the article states. */
    sources: text('sources')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The title (Thai and English) as space-separated words. */
    searchTitle: text('search_title').notNull().default(''),
    /** The summary and body (Thai and English) as space-separated words. */
    searchBody: text('search_body').notNull().default(''),
    /**
     * When an admin last wrote or (un)published it. Seeding at start-up leaves such an article
     * alone, so an edit of a shipped article is not undone by the next deploy.
     */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    likeCount: integer('like_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(now()),
  },
  (t) => [
    index('articles_published_idx').on(t.isPublished, t.publishedAt),
    index('articles_category_idx').on(t.category, t.publishedAt),
    index('articles_search_idx').using(
      'gin',
      sql`(setweight(to_tsvector('simple', ${t.searchTitle}), 'A') || setweight(to_tsvector('simple', ${t.searchBody}), 'B'))`,
    ),
    check('articles_counts_not_negative', sql`${t.likeCount} >= 0 AND ${t.shareCount} >= 0`),
    check('articles_published_has_time', sql`NOT ${t.isPublished} OR ${t.publishedAt} IS NOT NULL`),
  ],
);

/**
 * One like per liker and article. The liker is `user:<id>` for a signed-in user, `guest:<id>` for
 * a guest session, or `device:<id>` for a device id sent in the body.
 */
export const articleLikes = pgTable(
  'article_likes',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    liker: text('liker').notNull(),
    /** The account behind a `user:` like, so erasure removes it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.liker] }),
    index('article_likes_user_idx').on(t.userId),
  ],
);

export const articleBookmarks = pgTable(
  'article_bookmarks',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.userId] }),
    index('article_bookmarks_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Each share of an article (no token needed): where it was shared to. */
export const articleShares = pgTable(
  'article_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    platform: text('platform').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(now()),
  },
  (t) => [index('article_shares_article_idx').on(t.articleId)],
);
