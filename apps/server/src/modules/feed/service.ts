import {
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORY_NAMES,
  ARTICLE_SHORT_LIST_SIZE,
  SEARCH_PAGE_SIZE,
  type Article,
  type ArticleCategoryInfo,
  type ArticleList,
  type ArticleSummary,
  type DailyFortune,
  type ExportedArticleActivity,
  type FeedLanguage,
  type LikeState,
  type SharePlatform,
} from '@duangdee/contract/feed';
import { pageInfo } from '@duangdee/contract/paging';
import { dailyFortune } from '@duangdee/oracle/daily-fortune';
import { birthWeekday } from '@duangdee/oracle/thai-calendar';
import type { Db } from '../../db/client.ts';
import { inTransaction, type DbOrTx } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { ArticleFilter, ArticleRow, FeedRepo } from './repo.ts';
import { searchQueryOf } from './search.ts';

/** Who is reading or liking: any of a signed-in user, a guest session, a device id. */
export interface Viewer {
  userId: string | null;
  guestSession: string | null;
  deviceId: string | null;
}

export const ANONYMOUS: Viewer = { userId: null, guestSession: null, deviceId: null };

interface Liker {
  liker: string;
  /** The person behind it when known (a user or a guest), so PDPA rights reach the like. */
  userId: string | null;
}

export interface FeedServiceDeps {
  db: Db;
  repo: FeedRepo;
  /** The birth date and time in a person's profile. */
  birthOf: (
    userId: string,
  ) => Promise<{ birthDate: string | null; birthTime: string | null } | undefined>;
  /** The active guest of a guest session, if any. */
  guestIdOf: (sessionId: string) => Promise<string | null>;
  /** A keyed hash: a guest session not (or no longer) known is kept only as its hash. */
  hash: (value: string) => string;
  isAdmin: (userId: string) => Promise<boolean>;
}

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The instant a Thai calendar day (Asia/Bangkok, no daylight saving) starts. */
export function bangkokDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - BANGKOK_OFFSET_MS);
}

/** Weekday tags of a birth weekday: `weekday:0` (Sunday) … `weekday:6`, `weekday:3n` at night. */
function weekdayTag(birthDate: string, birthTime: string | null): string | null {
  try {
    const weekday = birthWeekday(birthDate, birthTime ?? undefined);
    if (weekday.id === 'wednesday-night') return 'weekday:3n';
    const index = [
      'sunday',
      'monday',
      'tuesday',
      'wednesday-day',
      'thursday',
      'friday',
      'saturday',
    ].indexOf(weekday.id);
    return index >= 0 ? `weekday:${index}` : null;
  } catch {
    return null;
  }
}

function present(
  row: ArticleRow,
  language: FeedLanguage,
  state: { liked: Set<string>; bookmarked: Set<string> },
): ArticleSummary {
  const english = language === 'en';
  return {
    id: row.id,
    slug: row.slug,
    category: row.category,
    title: (english && row.titleEn) || row.titleTh,
    summary: (english && row.summaryEn) || row.summaryTh,
    cover_image: row.coverImage ?? `/articles/${row.category}.webp`,
    published_at: row.publishedAt?.toISOString() ?? null,
    like_count: row.likeCount,
    share_count: row.shareCount,
    liked: state.liked.has(row.id),
    bookmarked: state.bookmarked.has(row.id),
    tags: row.tags,
  };
}

/** Paragraphs of a body written with blank lines between them. */
function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** How many of a visitor's latest likes say what they are interested in. */
const RECENT_LIKES = 20;

/**
 * The feed: the daily fortune, articles with their likes, shares and bookmarks, personalised
 * lists and Thai search.
 */
export function createFeedService(deps: FeedServiceDeps) {
  const { db, repo } = deps;

  async function likerOf(viewer: Viewer): Promise<Liker | null> {
    if (viewer.userId) return { liker: `user:${viewer.userId}`, userId: viewer.userId };
    if (viewer.guestSession) {
      const guestId = await deps.guestIdOf(viewer.guestSession);
      return guestId
        ? { liker: `guest:${guestId}`, userId: guestId }
        : { liker: `guest:${deps.hash(`feed-guest:${viewer.guestSession}`)}`, userId: null };
    }
    if (viewer.deviceId) return { liker: `device:${viewer.deviceId}`, userId: null };
    return null;
  }

  async function presentAll(
    rows: ArticleRow[],
    viewer: Viewer,
    language: FeedLanguage,
  ): Promise<ArticleSummary[]> {
    const ids = rows.map((r) => r.id);
    const liker = await likerOf(viewer);
    const state = {
      liked: liker ? await repo.likedAmong(liker.liker, ids) : new Set<string>(),
      bookmarked: viewer.userId
        ? await repo.bookmarkedAmong(viewer.userId, ids)
        : new Set<string>(),
    };
    return rows.map((row) => present(row, language, state));
  }

  async function listOf(
    page: { rows: ArticleRow[]; total: number },
    at: { page: number; pageSize: number },
    viewer: Viewer,
    language: FeedLanguage,
  ): Promise<ArticleList> {
    return {
      articles: await presentAll(page.rows, viewer, language),
      ...pageInfo(at.page, at.pageSize, page.total),
    };
  }

  async function publishedOrNotFound(id: string): Promise<ArticleRow> {
    const row = await repo.findPublished(id);
    if (!row) throw new AppError('NOT_FOUND', 'Article not found');
    return row;
  }

  async function birthOf(userId: string | null) {
    if (!userId) return null;
    const profile = await deps.birthOf(userId);
    return profile?.birthDate ? { date: profile.birthDate, time: profile.birthTime } : null;
  }

  /**
   * Articles for the caller: those tagged with their birth weekday (`weekday:N`) and the kinds
   * of reading they have had (`kind:<kind>`), then featured and newest ones to fill the list.
   */
  async function personalized(viewer: Viewer, language: FeedLanguage) {
    const tags: string[] = [];
    if (viewer.userId) {
      const birth = await birthOf(viewer.userId);
      const tag = birth ? weekdayTag(birth.date, birth.time) : null;
      if (tag) tags.push(tag);
      if (tag === 'weekday:3n') tags.push('weekday:3');
      for (const kind of await repo.readingKindsOf(viewer.userId)) tags.push(`kind:${kind}`);
    }
    const mine = await repo.withAnyTag(tags, ARTICLE_SHORT_LIST_SIZE);
    const rest = await repo.featuredThenNewest(
      ARTICLE_SHORT_LIST_SIZE - mine.length,
      mine.map((r) => r.id),
    );
    return { articles: await presentAll([...mine, ...rest], viewer, language) };
  }

  return {
    /**
     * The daily fortune of a Thai calendar day, read for the caller's birth date when their
     * profile has one. A birth time the oracle cannot read is left out rather than refused.
     */
    async daily(
      date: string,
      userId: string | null,
      language: FeedLanguage,
    ): Promise<DailyFortune> {
      const birth = await birthOf(userId);
      let fortune;
      try {
        fortune = dailyFortune({ date, birthDate: birth?.date, birthTime: birth?.time });
      } catch {
        fortune = dailyFortune({ date, birthDate: birth?.date });
      }
      const pick = (text: { th: string; en: string }) => (language === 'en' ? text.en : text.th);
      return {
        date: fortune.date,
        thai_date: pick(fortune.dateText),
        weekday: pick(fortune.weekdayName),
        weekday_id: fortune.weekday.id,
        colour_of_day: { name: pick(fortune.colourOfDay), hex: fortune.colourOfDay.hex },
        colors: {
          lucky: fortune.luckyColours[language],
          avoid: fortune.avoidColours[language],
        },
        reading: pick(fortune.reading),
        tips: fortune.tips.map(pick),
        personalized: fortune.birthWeekday !== null,
        birth_weekday: fortune.birthWeekday
          ? pick({ th: fortune.birthWeekday.nameTh, en: fortune.birthWeekday.nameEn })
          : null,
        year_note: fortune.yearNote ? pick(fortune.yearNote) : null,
        score: fortune.score,
        language,
      };
    },

    /**
     * A page of articles. Only admins may see unpublished ones, and only when they ask
     * (`isPublished=false`); everyone else sees published articles whatever they ask.
     */
    async list(
      query: { page: number; pageSize: number; category?: string; isPublished?: boolean },
      viewer: Viewer,
      language: FeedLanguage,
    ): Promise<ArticleList> {
      const adminAsks =
        query.isPublished === false &&
        viewer.userId !== null &&
        (await deps.isAdmin(viewer.userId));
      const filter: ArticleFilter = { publishedOnly: !adminAsks, category: query.category };
      const page = await repo.page(filter, query.page, query.pageSize);
      return listOf(page, query, viewer, language);
    },

    /** The articles published on a Thai calendar day. */
    async ofDay(
      date: string,
      query: { page: number; pageSize: number },
      viewer: Viewer,
      language: FeedLanguage,
    ): Promise<ArticleList> {
      const from = bangkokDayStart(date);
      const to = new Date(from.getTime() + 24 * 60 * 60 * 1000);
      const page = await repo.page({ publishedOnly: true, from, to }, query.page, query.pageSize);
      return listOf(page, query, viewer, language);
    },

    /** A published article in full. */
    async article(id: string, viewer: Viewer, language: FeedLanguage): Promise<Article> {
      const row = await publishedOrNotFound(id);
      const [summary] = await presentAll([row], viewer, language);
      const english = language === 'en' && Boolean(row.bodyEn);
      return {
        ...(summary as ArticleSummary),
        body: paragraphs(english ? (row.bodyEn as string) : row.bodyTh),
        sources: row.sources,
        body_language: english ? 'en' : 'th',
      };
    },

    /** What a link preview shows of a published article (in Thai), or null for any other id. */
    async preview(id: string) {
      const row = await repo.findPublished(id);
      return row
        ? {
            title: row.titleTh,
            summary: row.summaryTh,
            category: row.category,
            updatedAt: row.updatedAt,
          }
        : null;
    },

    /**
     * Likes an article: once per user, guest session or device; a repeat answers the same. The
     * count changes in the transaction that adds the like.
     */
    async like(id: string, viewer: Viewer): Promise<LikeState> {
      const liker = await likerOf(viewer);
      if (!liker) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Sign in, send a guest session, or give a device_id to like an article',
        );
      }
      return inTransaction(db, async (tx) => {
        if (!(await repo.findPublished(id, tx))) {
          throw new AppError('NOT_FOUND', 'Article not found');
        }
        const likeCount = await repo.like(tx, { articleId: id, ...liker });
        return { liked: true, like_count: likeCount };
      });
    },

    /** Takes a like back; taking back what is not there answers the same. */
    async unlike(id: string, viewer: Viewer): Promise<LikeState> {
      const liker = await likerOf(viewer);
      if (!liker) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Sign in, send a guest session, or give a device_id to unlike an article',
        );
      }
      return inTransaction(db, async (tx) => {
        if (!(await repo.findPublished(id, tx))) {
          throw new AppError('NOT_FOUND', 'Article not found');
        }
        const likeCount = await repo.unlike(tx, id, liker.liker);
        return { liked: false, like_count: likeCount };
      });
    },

    async share(id: string, userId: string | null, platform: SharePlatform) {
      return inTransaction(db, async (tx) => {
        if (!(await repo.findPublished(id, tx))) {
          throw new AppError('NOT_FOUND', 'Article not found');
        }
        const shareCount = await repo.share(tx, { articleId: id, userId, platform });
        return { shared: true as const, share_count: shareCount };
      });
    },

    async bookmark(id: string, userId: string) {
      await publishedOrNotFound(id);
      await repo.bookmark(id, userId);
      return { bookmarked: true };
    },

    async unbookmark(id: string, userId: string) {
      await publishedOrNotFound(id);
      await repo.unbookmark(id, userId);
      return { bookmarked: false };
    },

    async bookmarks(
      userId: string,
      query: { page: number; pageSize: number },
      language: FeedLanguage,
    ): Promise<ArticleList> {
      const page = await repo.bookmarksPage(userId, query.page, query.pageSize);
      return listOf(page, query, { ...ANONYMOUS, userId }, language);
    },

    async featured(viewer: Viewer, language: FeedLanguage) {
      const rows = await repo.featuredThenNewest(ARTICLE_SHORT_LIST_SIZE);
      return { articles: await presentAll(rows, viewer, language) };
    },

    personalized,

    /**
     * Articles like the given one; without one, articles for the visitor: in the categories and
     * tags of what they liked lately (not those again), then their personal list to fill it.
     */
    async recommendations(articleId: string | undefined, viewer: Viewer, language: FeedLanguage) {
      if (articleId) {
        const article = await publishedOrNotFound(articleId);
        const rows = await repo.related(article, ARTICLE_SHORT_LIST_SIZE);
        return { articles: await presentAll(rows, viewer, language) };
      }
      const liker = await likerOf(viewer);
      const liked = liker ? await repo.likedBy(liker.liker, RECENT_LIKES) : [];
      const seen = liked.map((a) => a.id);
      const interests = await repo.inCategoriesOrTags(
        [...new Set(liked.map((a) => a.category))],
        [...new Set(liked.flatMap((a) => a.tags))],
        ARTICLE_SHORT_LIST_SIZE,
        seen,
      );
      const { articles: personal } = await personalized(viewer, language);
      const chosen = new Set(interests.map((r) => r.id));
      const fill = personal.filter((a) => !chosen.has(a.id) && !seen.includes(a.id));
      const first = await presentAll(interests, viewer, language);
      return { articles: [...first, ...fill].slice(0, ARTICLE_SHORT_LIST_SIZE) };
    },

    async categories(): Promise<{ categories: ArticleCategoryInfo[] }> {
      const counts = await repo.publishedCountByCategory();
      return {
        categories: ARTICLE_CATEGORIES.map((id) => ({
          id,
          name_th: ARTICLE_CATEGORY_NAMES[id].th,
          name_en: ARTICLE_CATEGORY_NAMES[id].en,
          article_count: counts.get(id) ?? 0,
        })),
      };
    },

    /**
     * PDPA access: the likes of the account and of the guests carried into it, its bookmarks, and
     * the shares it made while signed in.
     */
    async exportFor(userId: string, guestIds: string[]): Promise<ExportedArticleActivity> {
      const guests = new Set(guestIds);
      const likes = await repo.likesOf([userId, ...guestIds]);
      const bookmarks = await repo.bookmarksOf(userId);
      const shares = await repo.sharesOf(userId);
      return {
        likes: likes.map((l) => ({
          article_id: l.articleId,
          article_slug: l.slug,
          liked_as: l.userId && guests.has(l.userId) ? ('guest' as const) : ('account' as const),
          created_at: l.createdAt.toISOString(),
        })),
        bookmarks: bookmarks.map((b) => ({
          article_id: b.articleId,
          article_slug: b.slug,
          created_at: b.createdAt.toISOString(),
        })),
        shares: shares.map((x) => ({
          article_id: x.articleId,
          article_slug: x.slug,
          platform: x.platform,
          created_at: x.createdAt.toISOString(),
        })),
      };
    },

    /** PDPA erasure, in the erasure's transaction (see `repo.eraseFor`). */
    eraseFor: (tx: DbOrTx, userIds: string[]) => repo.eraseFor(tx, userIds),

    /** Thai (and English) search, ten at a time; a query of no words finds nothing. */
    async search(q: string, page: number, viewer: Viewer, language: FeedLanguage) {
      const query = searchQueryOf(q);
      const at = { page, pageSize: SEARCH_PAGE_SIZE };
      if (!query) return listOf({ rows: [], total: 0 }, at, viewer, language);
      return listOf(await repo.search(query, page, SEARCH_PAGE_SIZE), at, viewer, language);
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
