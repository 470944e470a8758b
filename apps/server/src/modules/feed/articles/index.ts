/**
 * Every article shipped with the product, in the feed's category order (`ARTICLE_CATEGORIES`).
 * Written for Duangdee; the lore each one states agrees with the oracle's lore tables
 * (`packages/oracle/src/lore/`), checked by `apps/server/test/feed/seed-articles.test.ts`.
 */
import { colourArticles } from './colours.ts';
import { dayLoreArticles } from './day-lore.ts';
import { meritArticles } from './merit.ts';
import { numerologyArticles } from './numerology.ts';
import { palmistryArticles } from './palmistry.ts';
import type { SeedArticle } from './seed-article.ts';
import { siamsiArticles } from './siamsi.ts';

export { ARTICLE_CATEGORIES, type ArticleCategory, type SeedArticle } from './seed-article.ts';

export const SEED_ARTICLES: SeedArticle[] = [
  ...dayLoreArticles,
  ...colourArticles,
  ...numerologyArticles,
  ...palmistryArticles,
  ...siamsiArticles,
  ...meritArticles,
];
