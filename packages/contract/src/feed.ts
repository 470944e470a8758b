/**
 * The feed: the daily fortune of a day, articles about Thai lore with likes, shares and
 * bookmarks, and search over them. Titles and summaries answer in the asked language (`lang`,
 * else `Accept-Language`), falling back to Thai where no English is written.
 */
import { z } from 'zod';

export const FEED_LANGUAGES = ['th', 'en'] as const;
export type FeedLanguage = (typeof FEED_LANGUAGES)[number];

/** The feed's categories, in the order the feed shows them. */
export const ARTICLE_CATEGORIES = [
  'day-lore',
  'colours',
  'numerology',
  'palmistry',
  'siamsi',
  'merit',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** Spec §9: articles page size 10. */
export const ARTICLES_DEFAULT_PAGE_SIZE = 10;
export const ARTICLES_MAX_PAGE_SIZE = 50;
/** Search answers ten at a time. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_QUERY_LENGTH = 200;
/** Articles the featured, personalised and recommendation lists give. */
export const ARTICLE_SHORT_LIST_SIZE = 6;

/** Where a share went; anything else is counted as `other`. */
export const SHARE_PLATFORMS = [
  'line',
  'facebook',
  'twitter',
  'x',
  'instagram',
  'whatsapp',
  'messenger',
  'copy_link',
  'native',
  'other',
] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

const lang = z.enum(FEED_LANGUAGES).optional();

/**
 * A device id for likes by visitors without a guest session: what the web app keeps in local
 * storage. Letters, digits, `-` and `_`, 8–100 long.
 */
export const deviceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'device_id is 8–100 letters, digits, - or _');

/** A Thai calendar day (Asia/Bangkok), `YYYY-MM-DD`, within the years the oracle reads. */
export const feedDateSchema = z.iso.date().refine((value) => {
  const year = Number(value.slice(0, 4));
  return year >= 1900 && year <= 2200;
}, 'date must be between 1900 and 2200');

export const feedDateParamsSchema = z.object({ date: feedDateSchema });

export const feedLanguageQuerySchema = z.object({
  /** The language of the text; without it, `Accept-Language`, then Thai. */
  lang,
});

export const dailyFortuneSchema = z.object({
  date: z.string(),
  /** "วันพุธที่ 25 พฤศจิกายน พ.ศ. 2569" (or the English date). */
  thai_date: z.string(),
  /** The weekday's name: "วันพุธ" / "Wednesday". */
  weekday: z.string(),
  /** `sunday` … `saturday` (`wednesday-day` for a Wednesday). */
  weekday_id: z.string(),
  colour_of_day: z.object({ name: z.string(), hex: z.string() }),
  colors: z.object({
    /** Colours to wear: by the caller's birth weekday (ทักษา) when known, else the day's. */
    lucky: z.array(z.string()),
    /** Colours to avoid today. */
    avoid: z.array(z.string()),
  }),
  reading: z.string(),
  tips: z.array(z.string()),
  /** Whether the caller's birth date shaped the text. */
  personalized: z.boolean(),
  /** The caller's birth weekday, when known. */
  birth_weekday: z.string().nullable(),
  /** The year's animal against the caller's (ปีชง), when their birth date is known. */
  year_note: z.string().nullable(),
  score: z.number().int(),
  language: z.enum(FEED_LANGUAGES),
});
export type DailyFortune = z.infer<typeof dailyFortuneSchema>;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(ARTICLES_MAX_PAGE_SIZE)
  .default(ARTICLES_DEFAULT_PAGE_SIZE);
/** `true`/`false` as a query string carries them (`?isPublished=false`). */
const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** Who is asking, for `liked` (visitors without a guest session send their device id). */
const viewer = { device_id: deviceIdSchema.optional(), lang };

export const articlesQuerySchema = z.object({
  page,
  page_size: pageSize,
  /** Admins may list unpublished articles; everyone else sees published ones whatever this says. */
  is_published: queryBoolean.optional(),
  category: z.enum(ARTICLE_CATEGORIES).optional(),
  ...viewer,
});

export const articlesOfDayQuerySchema = z.object({ page, page_size: pageSize, ...viewer });

export const articleViewerQuerySchema = z.object(viewer);

export const articleParamsSchema = z.object({ id: z.uuid() });

export const articleSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  /** A path under the web app (`/articles/<category>.svg`) or an absolute URL. */
  cover_image: z.string(),
  published_at: z.string().nullable(),
  like_count: z.number().int(),
  share_count: z.number().int(),
  /** Whether the caller (user, guest session or device) likes it. */
  liked: z.boolean(),
  /** Whether the signed-in caller bookmarked it (always false without a token). */
  bookmarked: z.boolean(),
  tags: z.array(z.string()),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema.extend({
  /** Paragraphs, in the asked language where written, else Thai. */
  body: z.array(z.string()),
  sources: z.array(z.string()),
  /** The language the body is in (English may fall back to Thai). */
  body_language: z.enum(FEED_LANGUAGES),
});
export type Article = z.infer<typeof articleSchema>;

/** Spec §3: the article list keeps its own key, `articles`. */
export const articleListSchema = z.object({
  articles: z.array(articleSummarySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
  has_next_page: z.boolean(),
  has_previous_page: z.boolean(),
});
export type ArticleList = z.infer<typeof articleListSchema>;

export const likeBodySchema = z
  .object({
    /** For visitors with neither a token nor a guest session. */
    device_id: deviceIdSchema.optional(),
  })
  .nullish();

export const likeStateSchema = z.object({
  liked: z.boolean(),
  like_count: z.number().int(),
});
export type LikeState = z.infer<typeof likeStateSchema>;

export const shareBodySchema = z.object({
  platform: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .transform((value): SharePlatform => {
      const key = value.toLowerCase().replace(/[\s-]+/g, '_');
      return (SHARE_PLATFORMS as readonly string[]).includes(key)
        ? (key as SharePlatform)
        : 'other';
    }),
});

export const shareStateSchema = z.object({
  shared: z.literal(true),
  share_count: z.number().int(),
});

export const bookmarkStateSchema = z.object({ bookmarked: z.boolean() });

export const bookmarksQuerySchema = z.object({ page, page_size: pageSize, lang });

export const shortListQuerySchema = z.object({ lang, device_id: deviceIdSchema.optional() });

export const recommendationsQuerySchema = z.object({
  /** Without it, articles for the visitor (by what they liked and who they are). */
  article_id: z.uuid().optional(),
  lang,
  device_id: deviceIdSchema.optional(),
});

export const articlesShortListSchema = z.object({ articles: z.array(articleSummarySchema) });

export const articleCategorySchema = z.object({
  id: z.enum(ARTICLE_CATEGORIES),
  name_th: z.string(),
  name_en: z.string(),
  /** Published articles in it. */
  article_count: z.number().int(),
});
export const articleCategoriesSchema = z.object({ categories: z.array(articleCategorySchema) });
export type ArticleCategoryInfo = z.infer<typeof articleCategorySchema>;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_MAX_QUERY_LENGTH)
    .refine((value) => value.trim().length > 0, 'q must not be empty'),
  page,
  lang,
  device_id: deviceIdSchema.optional(),
});

/** Names of the categories, Thai and English. */
export const ARTICLE_CATEGORY_NAMES: Record<ArticleCategory, { th: string; en: string }> = {
  'day-lore': { th: 'เรื่องของวัน', en: 'Day lore' },
  colours: { th: 'สีมงคล', en: 'Lucky colours' },
  numerology: { th: 'เลขศาสตร์', en: 'Numerology' },
  palmistry: { th: 'ลายมือ', en: 'Palmistry' },
  siamsi: { th: 'เซียมซี', en: 'Siamsi' },
  merit: { th: 'ทำบุญเสริมดวง', en: 'Merit-making' },
};

/** A like in the data export (PDPA right of access). */
export const exportedArticleLikeSchema = z.object({
  article_id: z.uuid(),
  article_slug: z.string(),
  /** Liked while signed in, or by a guest session that was carried into the account. */
  liked_as: z.enum(['account', 'guest']),
  created_at: z.string(),
});

/** A bookmark in the data export. */
export const exportedArticleBookmarkSchema = z.object({
  article_id: z.uuid(),
  article_slug: z.string(),
  created_at: z.string(),
});

/** A share made while signed in, in the data export. */
export const exportedArticleShareSchema = z.object({
  article_id: z.uuid(),
  article_slug: z.string(),
  platform: z.string(),
  created_at: z.string(),
});

/** What the feed keeps about a person, in the data export. */
export const exportedArticleActivitySchema = z.object({
  likes: z.array(exportedArticleLikeSchema),
  bookmarks: z.array(exportedArticleBookmarkSchema),
  shares: z.array(exportedArticleShareSchema),
});
export type ExportedArticleActivity = z.infer<typeof exportedArticleActivitySchema>;
