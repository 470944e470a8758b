import { ARTICLE_CATEGORIES, type ArticleCategory } from '@duangdee/contract/feed';

/**
 * An article shipped with the product and written into the database at start-up (by `slug`: a
 * second start updates it, never adds a copy). Thai is the article; English is given for the
 * title and summary, and for the body where it has been written.
 */
export interface SeedArticle {
  /** Stable, kebab-case, ASCII: `wednesday-day-and-night`. */
  slug: string;
  category: ArticleCategory;
  titleTh: string;
  titleEn: string;
  /** One or two sentences shown in the list. */
  summaryTh: string;
  summaryEn: string;
  /** Paragraphs separated by a blank line ("\n\n"); plain text, no markup. */
  bodyTh: string;
  /** Paragraphs separated by a blank line, or null where no English body is written. */
  bodyEn: string | null;
  /**
   * Who the article speaks to, for personalised lists: `weekday:0` (Sunday) … `weekday:6`
   * (Saturday), `weekday:3n` (Wednesday night, ราหู), `kind:<reading kind id>` (e.g. `kind:palm`,
   * `kind:love-sticks`, `kind:phone-number`), `topic:love|career|finance|luck`.
   */
  tags: string[];
  /** Where the lore it states comes from: the same sources as the oracle's lore tables. */
  sources: string[];
  isFeatured?: boolean;
  /** Days before the seeding day that the article counts as published (spreads the feed by date). */
  publishedDaysAgo: number;
}

export { ARTICLE_CATEGORIES, type ArticleCategory };
