/** The feed's categories, in the order the feed shows them (the server's `ARTICLE_CATEGORIES`). */
export const ARTICLE_CATEGORIES = [
  'day-lore',
  'colours',
  'numerology',
  'palmistry',
  'siamsi',
  'merit',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export function isArticleCategory(value: string | null): value is ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** An article in a list (camelCased from the wire). */
export interface ArticleSummary {
  id: string;
  slug: string;
  category: string;
  title: string;
  summary: string;
  /** A path under the web app or an absolute URL. */
  coverImage: string;
  publishedAt: string | null;
  likeCount: number;
  shareCount: number;
  liked: boolean;
  bookmarked: boolean;
  tags: string[];
}

/** An article in full. */
export interface Article extends ArticleSummary {
  body: string[];
  sources: string[];
  bodyLanguage: 'th' | 'en';
}

export interface ArticleList {
  articles: ArticleSummary[];
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export interface ArticleShortList {
  articles: ArticleSummary[];
}

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

export interface ShareState {
  shared: true;
  shareCount: number;
}

export interface BookmarkState {
  bookmarked: boolean;
}
