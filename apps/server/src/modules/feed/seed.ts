import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { SEED_ARTICLES } from './articles/index.ts';
import type { SeedArticle } from './articles/seed-article.ts';
import { createFeedRepo, type ArticleRow, type ArticleText } from './repo.ts';
import { searchText } from './search.ts';
import { bangkokDayStart } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Shipped articles count as published at 07:00 Bangkok time, when people read the morning feed. */
const PUBLISHED_AT_HOUR_MS = 7 * 60 * 60 * 1000;

/** What an article is written as: its text and the words search finds it by. */
export function articleText(article: SeedArticle): ArticleText {
  return {
    slug: article.slug,
    category: article.category,
    titleTh: article.titleTh,
    titleEn: article.titleEn,
    summaryTh: article.summaryTh,
    summaryEn: article.summaryEn,
    bodyTh: article.bodyTh,
    bodyEn: article.bodyEn,
    coverImage: null,
    tags: article.tags,
    sources: article.sources,
    isFeatured: article.isFeatured ?? false,
    isPublished: true,
    searchTitle: searchText(article.titleTh, article.titleEn),
    searchBody: searchText(article.summaryTh, article.summaryEn, article.bodyTh, article.bodyEn),
  };
}

/**
 * 07:00 in Bangkok, `daysAgo` days before the Thai calendar day of `now`, but never later than
 * `now`: a first start between midnight and 07:00 in Thailand shows today's articles at once
 * instead of scheduling them for the morning.
 */
export function seedPublishedAt(now: Date, daysAgo: number): Date {
  const today = new Date(now.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const morning = bangkokDayStart(today).getTime() - daysAgo * DAY_MS + PUBLISHED_AT_HOUR_MS;
  return new Date(Math.min(morning, now.getTime()));
}

const sameList = (a: readonly string[] | null, b: readonly string[]) =>
  a !== null && a.length === b.length && a.every((item, i) => item === b[i]);

/** Whether the stored article already says what the shipped one says (and is searchable). */
function isUnchanged(row: ArticleRow, article: SeedArticle): boolean {
  return (
    row.category === article.category &&
    row.titleTh === article.titleTh &&
    row.titleEn === article.titleEn &&
    row.summaryTh === article.summaryTh &&
    row.summaryEn === article.summaryEn &&
    row.bodyTh === article.bodyTh &&
    row.bodyEn === article.bodyEn &&
    sameList(row.tags, article.tags) &&
    sameList(row.sources, article.sources) &&
    row.isFeatured === (article.isFeatured ?? false) &&
    row.isPublished &&
    row.searchTitle !== '' &&
    row.searchBody !== ''
  );
}

/**
 * Writes the shipped articles at start-up, by slug, and dates those the build seeded undated. A
 * second start updates their text and keeps their likes, shares and first publication time.
 * Articles already stored as shipped, and articles an admin has edited since, are left alone: a
 * start after the first costs one read instead of cutting 36 articles into words, and never
 * undoes an admin's edit.
 */
export async function seedArticles(
  db: Db,
  list: readonly SeedArticle[] = SEED_ARTICLES,
  now: Date = new Date(),
): Promise<void> {
  const repo = createFeedRepo(db);
  const stored = new Map((await repo.bySlugs(list.map((a) => a.slug))).map((r) => [r.slug, r]));
  for (const article of list) {
    const row = stored.get(article.slug);
    // An admin's edit (or unpublishing) of a shipped article outlives the next start.
    if (row && (row.editedAt !== null || isUnchanged(row, article))) continue;
    await repo.upsertBySlug(articleText(article), seedPublishedAt(now, article.publishedDaysAgo));
  }
  // Articles from the build's snapshot, not dated yet: read above, so a start after they are
  // dated costs no statement more.
  const undated = [...stored.values()].some(
    (row) => row.editedAt === null && row.publishedAt !== null && row.publishedAt <= UNDATED,
  );
  if (undated) await redateShippedArticles(db, list, now);
}

/**
 * The day the build seeds the shipped articles as of (`build-snapshot.ts`): not a day anyone
 * published them, so an article dated on or before it has not been dated yet.
 */
export const UNDATED = new Date('2000-01-01T00:00:00Z');

/**
 * Dates the shipped articles still carrying the build's dates (on or before `UNDATED`) from `now`,
 * as a first seeding would have. `seedArticles` runs it at every start that finds any: the first
 * start from the build's snapshot, or the next one should that start have stopped before it
 * could. Once dated, an article is left alone, as is one an admin has edited. One statement.
 */
export async function redateShippedArticles(
  db: Db,
  list: readonly SeedArticle[] = SEED_ARTICLES,
  now: Date = new Date(),
): Promise<void> {
  if (list.length === 0) return;
  const dates = list.map(
    (article) =>
      sql`(${article.slug}, ${seedPublishedAt(now, article.publishedDaysAgo).toISOString()}::timestamptz)`,
  );
  await db.execute(sql`
    update articles set published_at = shipped.published_at
    from (values ${sql.join(dates, sql`, `)}) as shipped (slug, published_at)
    where articles.slug = shipped.slug and articles.edited_at is null
      and articles.published_at <= ${UNDATED.toISOString()}::timestamptz`);
}
