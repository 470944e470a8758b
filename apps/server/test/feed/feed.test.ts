import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleList, ArticleSummary, DailyFortune } from '@duangdee/contract/feed';
import { SEED_ARTICLES } from '../../src/modules/feed/articles/index.ts';
import type { SeedArticle } from '../../src/modules/feed/articles/seed-article.ts';
import { createFeedRepo } from '../../src/modules/feed/repo.ts';
import { articleText, seedArticles } from '../../src/modules/feed/seed.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';

const ctx = useTestApp({ ADMIN_EMAILS: 'feed-admin@example.com' });

let shippedAtStart = 0;
/** The shipped articles are written at start-up; these tests count on their own articles only. */
beforeAll(async () => {
  const rows = await ctx.database.db.execute(sql`select count(*)::int as n from articles`);
  shippedAtStart = (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
  await ctx.database.db.execute(sql`delete from articles`);
});

interface Envelope<T> {
  success: boolean;
  data: T;
  error: { code: string; message: string };
}

/** Small articles of our own (the shipped ones are written elsewhere and may change). */
function fixture(slug: string, over: Partial<SeedArticle> = {}): SeedArticle {
  return {
    slug,
    category: 'merit',
    titleTh: `บทความ ${slug}`,
    titleEn: `Article ${slug}`,
    summaryTh: 'สรุปสั้น ๆ ของบทความ',
    summaryEn: 'A short summary',
    bodyTh: 'ย่อหน้าแรก\n\nย่อหน้าที่สอง',
    bodyEn: null,
    tags: [],
    sources: ['ตำราทักษา'],
    publishedDaysAgo: 0,
    ...over,
  };
}

async function insert(article: SeedArticle, publishedAt = new Date(), published = true) {
  const repo = createFeedRepo(ctx.database.db);
  return repo.upsertBySlug({ ...articleText(article), isPublished: published }, publishedAt);
}

const get = <T>(url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers }).then((res) => ({
    res,
    body: res.json<Envelope<T>>(),
  }));

function like(id: string, payload?: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/feed/articles/${id}/like`,
    headers,
    ...(payload ? { payload } : {}),
  });
}

async function newGuest(): Promise<Record<string, string>> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/guest',
    payload: { accept_pdpa: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    'x-guest-session':
      res.json<Envelope<{ session: { session_id: string } }>>().data.session.session_id,
  };
}

describe('GET /feed/daily/{date}', () => {
  it('answers the day in Thai with the Buddhist year, the same each time', async () => {
    const a = await get<DailyFortune>('/api/v1/feed/daily/2026-11-25');
    expect(a.res.statusCode, a.res.body).toBe(200);
    expect(a.body.data.thai_date).toBe('วันพุธที่ 25 พฤศจิกายน พ.ศ. 2569');
    expect(a.body.data.weekday).toBe('วันพุธ');
    expect(a.body.data.colour_of_day.name).toBe('สีเขียว');
    expect(a.body.data.colors.avoid).toContain('สีชมพู');
    expect(a.body.data.tips).toHaveLength(3);
    expect(a.body.data.personalized).toBe(false);
    const again = await get<DailyFortune>('/api/v1/feed/daily/2026-11-25');
    expect(again.body.data).toEqual(a.body.data);
    const other = await get<DailyFortune>('/api/v1/feed/daily/2026-11-26');
    expect(other.body.data.reading).not.toBe(a.body.data.reading);
  });

  it('answers in English when asked', async () => {
    const byQuery = await get<DailyFortune>('/api/v1/feed/daily/2026-11-25?lang=en');
    expect(byQuery.body.data.thai_date).toBe('Wednesday, 25 November 2026');
    expect(byQuery.body.data.colour_of_day.name).toBe('green');
    const byHeader = await get<DailyFortune>('/api/v1/feed/daily/2026-11-25', {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(byHeader.body.data).toEqual(byQuery.body.data);
  });

  it('refuses a date that is not a day', async () => {
    for (const date of ['2026-02-30', '2026-13-01', 'tomorrow', '26-11-25', '1800-01-01']) {
      const { res, body } = await get(`/api/v1/feed/daily/${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('reads the day for a signed-in user by their birth date', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'daily-feed@example.com');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: user.auth,
      payload: { birth_date: '1984-06-01' }, // a Friday, ปีชวด
    });
    expect(put.statusCode, put.body).toBe(200);
    const mine = await get<DailyFortune>('/api/v1/feed/daily/2026-11-25', user.auth);
    const anyone = await get<DailyFortune>('/api/v1/feed/daily/2026-11-25');
    expect(mine.body.data.personalized).toBe(true);
    expect(mine.body.data.birth_weekday).toBe('วันศุกร์');
    // 2026 (มะเมีย) is a head-on clash with the rat.
    expect(mine.body.data.year_note).toContain('ชงตรง');
    expect(mine.body.data.reading).not.toBe(anyone.body.data.reading);
    // Friday's กาลกิณี is Rahu's grey (the day itself, a Wednesday, adds pink).
    expect(mine.body.data.colors.avoid).toEqual(expect.arrayContaining(['สีเทา', 'สีชมพู']));
    expect(anyone.body.data.colors.avoid).not.toContain('สีเทา');
  });
});

describe('articles', () => {
  it('lists published articles ten a page, by either spelling of page size', async () => {
    const base = Date.parse('2026-01-10T00:00:00Z');
    for (let i = 0; i < 12; i++) {
      await insert(fixture(`list-${i}`, { category: 'numerology' }), new Date(base + i * 60_000));
    }
    await insert(fixture('list-draft', { category: 'numerology' }), new Date(base), false);

    const first = await get<ArticleList>('/api/v1/feed/articles?category=numerology');
    expect(first.res.statusCode, first.res.body).toBe(200);
    expect(first.body.data.articles).toHaveLength(10);
    expect(first.body.data).toMatchObject({
      page: 1,
      page_size: 10,
      total_count: 12,
      total_pages: 2,
      has_next_page: true,
      has_previous_page: false,
    });
    expect(first.body.data.articles[0]?.slug).toBe('list-11');
    expect(first.body.data.articles[0]?.cover_image).toBe('/articles/numerology.webp');

    for (const query of ['pageSize=5', 'page_size=5', 'PageSize=5']) {
      const { body } = await get<ArticleList>(
        `/api/v1/feed/articles?category=numerology&page=3&${query}`,
      );
      expect(body.data.articles, query).toHaveLength(2);
      expect(body.data.has_next_page).toBe(false);
    }
    expect((await get('/api/v1/feed/articles?pageSize=51')).res.statusCode).toBe(400);
    expect((await get('/api/v1/feed/articles?category=gossip')).res.statusCode).toBe(400);
  });

  it('shows drafts to admins who ask, and to nobody else', async () => {
    const hidden = (body: ArticleList) => body.articles.some((a) => a.slug === 'list-draft');
    const visitor = await get<ArticleList>(
      '/api/v1/feed/articles?isPublished=false&category=numerology&pageSize=50',
    );
    expect(hidden(visitor.body.data)).toBe(false);
    const member = await signInWithOutbox(ctx.app, ctx.database, 'feed-member@example.com');
    const asMember = await get<ArticleList>(
      '/api/v1/feed/articles?isPublished=false&category=numerology&pageSize=50',
      member.auth,
    );
    expect(hidden(asMember.body.data)).toBe(false);
    const admin = await signInWithOutbox(ctx.app, ctx.database, 'feed-admin@example.com');
    const asAdmin = await get<ArticleList>(
      '/api/v1/feed/articles?isPublished=false&category=numerology&pageSize=50',
      admin.auth,
    );
    expect(hidden(asAdmin.body.data)).toBe(true);
  });

  it('lists the articles of a Bangkok calendar day', async () => {
    // 23:30 UTC on 1 March is 06:30 on 2 March in Bangkok.
    await insert(fixture('day-early', { category: 'colours' }), new Date('2026-03-01T23:30:00Z'));
    await insert(fixture('day-before', { category: 'colours' }), new Date('2026-03-01T16:59:00Z'));
    const { body } = await get<ArticleList>('/api/v1/feed/articles/2026-03-02');
    expect(body.data.articles.map((a) => a.slug)).toEqual(['day-early']);
    const before = await get<ArticleList>('/api/v1/feed/articles/2026-03-01');
    expect(before.body.data.articles.map((a) => a.slug)).toContain('day-before');
    expect((await get('/api/v1/feed/articles/2026-03-32')).res.statusCode).toBe(400);
  });

  it('gives a published article in full, in English where written, else Thai', async () => {
    const row = await insert(
      fixture('full-article', {
        bodyTh: 'ย่อหน้าหนึ่ง\n\nย่อหน้าสอง\n\nย่อหน้าสาม',
        bodyEn: 'One.\n\nTwo.',
      }),
    );
    const th = await get<{ body: string[]; sources: string[]; title: string }>(
      `/api/v1/content/articles/${row.id}`,
    );
    expect(th.res.statusCode, th.res.body).toBe(200);
    expect(th.body.data.body).toEqual(['ย่อหน้าหนึ่ง', 'ย่อหน้าสอง', 'ย่อหน้าสาม']);
    expect(th.body.data.sources).toEqual(['ตำราทักษา']);
    const en = await get<{ body: string[]; title: string }>(
      `/api/v1/content/articles/${row.id}?lang=en`,
    );
    expect(en.body.data.body).toEqual(['One.', 'Two.']);
    expect(en.body.data.title).toBe('Article full-article');
    const noEnglish = await insert(fixture('thai-only', { titleEn: '', summaryEn: '' }));
    const fallback = await get<{ title: string; body_language: string }>(
      `/api/v1/content/articles/${noEnglish.id}?lang=en`,
    );
    expect(fallback.body.data.title).toBe('บทความ thai-only');
    expect(fallback.body.data.body_language).toBe('th');

    const draft = await insert(fixture('draft-article'), new Date(), false);
    expect((await get(`/api/v1/content/articles/${draft.id}`)).res.statusCode).toBe(404);
    expect(
      (await get('/api/v1/content/articles/00000000-0000-4000-8000-000000000000')).res.statusCode,
    ).toBe(404);
    expect((await get('/api/v1/content/articles/not-a-uuid')).res.statusCode).toBe(400);
  });
});

describe('likes, shares and bookmarks', () => {
  it('likes once per device, answers a repeat the same, and takes it back', async () => {
    const row = await insert(fixture('like-device'));
    const first = await like(row.id, { device_id: 'device-aaaa-1111' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Envelope<unknown>>().data).toEqual({ liked: true, like_count: 1 });
    const repeat = await like(row.id, { deviceId: 'device-aaaa-1111' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json<Envelope<unknown>>().data).toEqual({ liked: true, like_count: 1 });

    const seen = await get<ArticleSummary>(
      `/api/v1/content/articles/${row.id}?device_id=device-aaaa-1111`,
    );
    expect(seen.body.data.liked).toBe(true);
    expect(seen.body.data.like_count).toBe(1);

    for (let i = 0; i < 2; i++) {
      const unlike = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/feed/articles/${row.id}/like?device_id=device-aaaa-1111`,
      });
      expect(unlike.statusCode, unlike.body).toBe(200);
      expect(unlike.json<Envelope<unknown>>().data).toEqual({ liked: false, like_count: 0 });
    }
  });

  it('needs a user, a guest session or a device id to like', async () => {
    const row = await insert(fixture('like-nobody'));
    const res = await like(row.id);
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<unknown>>().error.code).toBe('VALIDATION_FAILED');
    expect((await like(row.id, { device_id: 'x' })).statusCode).toBe(400);
    const missing = await like('00000000-0000-4000-8000-000000000000', {
      device_id: 'dev-12345678',
    });
    expect(missing.statusCode).toBe(404);
    const draft = await insert(fixture('like-draft'), new Date(), false);
    expect((await like(draft.id, { device_id: 'dev-12345678' })).statusCode).toBe(404);
  });

  it('likes once per user and once per guest session', async () => {
    const row = await insert(fixture('like-people'));
    const user = await signInWithOutbox(ctx.app, ctx.database, 'liker@example.com');
    const guest = await newGuest();
    expect((await like(row.id, undefined, user.auth)).json<Envelope<unknown>>().data).toEqual({
      liked: true,
      like_count: 1,
    });
    // A device id beside a token changes nothing: the like is the user's.
    expect(
      (await like(row.id, { device_id: 'other-device-1' }, user.auth)).json<Envelope<unknown>>()
        .data,
    ).toEqual({ liked: true, like_count: 1 });
    expect((await like(row.id, undefined, guest)).json<Envelope<unknown>>().data).toEqual({
      liked: true,
      like_count: 2,
    });
    expect((await like(row.id, undefined, guest)).json<Envelope<unknown>>().data).toEqual({
      liked: true,
      like_count: 2,
    });
    const list = await get<ArticleSummary>(`/api/v1/content/articles/${row.id}`, guest);
    expect(list.body.data.liked).toBe(true);
    const stranger = await get<ArticleSummary>(`/api/v1/content/articles/${row.id}`);
    expect(stranger.body.data.liked).toBe(false);
    const stale = await like(row.id, undefined, { authorization: 'Bearer not.a.token' });
    expect(stale.statusCode).toBe(401);
  });

  it('counts concurrent likes exactly: 10 from one device are 1, from 10 devices are 10', async () => {
    const one = await insert(fixture('like-race-one'));
    await Promise.all(
      Array.from({ length: 10 }, () => like(one.id, { device_id: 'racing-device-1' })),
    );
    const many = await insert(fixture('like-race-many'));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => like(many.id, { device_id: `racing-device-${i}x` })),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const counts = await ctx.database.db.execute(
      sql`select slug, like_count, (select count(*)::int from article_likes l where l.article_id = a.id) as rows
          from articles a where slug in ('like-race-one', 'like-race-many') order by slug`,
    );
    expect((counts as unknown as { rows: unknown[] }).rows).toEqual([
      { slug: 'like-race-many', like_count: 10, rows: 10 },
      { slug: 'like-race-one', like_count: 1, rows: 1 },
    ]);
  });

  it('counts shares without a token', async () => {
    const row = await insert(fixture('share-me'));
    for (const [platform, count] of [
      ['line', 1],
      ['Copy link', 2],
      ['somewhere-new', 3],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/feed/articles/${row.id}/share`,
        payload: { Platform: platform },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Envelope<unknown>>().data).toEqual({ shared: true, share_count: count });
    }
    const platforms = await ctx.database.db.execute(
      sql`select platform from article_shares where article_id = ${row.id} order by created_at, platform`,
    );
    expect(
      (platforms as unknown as { rows: { platform: string }[] }).rows.map((r) => r.platform).sort(),
    ).toEqual(['copy_link', 'line', 'other']);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/feed/articles/${row.id}/share`,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('bookmarks only with a token, and lists them', async () => {
    const row = await insert(fixture('bookmark-me'));
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/feed/articles/${row.id}/bookmark`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get('/api/v1/feed/bookmarks')).res.statusCode).toBe(401);

    const user = await signInWithOutbox(ctx.app, ctx.database, 'bookmarker@example.com');
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/feed/articles/${row.id}/bookmark`,
        headers: user.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Envelope<unknown>>().data).toEqual({ bookmarked: true });
    }
    const list = await get<ArticleList>('/api/v1/feed/bookmarks', user.auth);
    expect(list.body.data.articles.map((a) => [a.slug, a.bookmarked])).toEqual([
      ['bookmark-me', true],
    ]);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/feed/articles/${row.id}/bookmark`,
      headers: user.auth,
    });
    expect(removed.json<Envelope<unknown>>().data).toEqual({ bookmarked: false });
    expect(
      (await get<ArticleList>('/api/v1/feed/bookmarks', user.auth)).body.data.total_count,
    ).toBe(0);
  });
});

describe('content lists', () => {
  it('gives categories with Thai names and counts of published articles', async () => {
    const { body } = await get<{
      categories: { id: string; name_th: string; article_count: number }[];
    }>('/api/v1/content/categories');
    const numerology = body.data.categories.find((c) => c.id === 'numerology');
    expect(numerology).toMatchObject({ name_th: 'เลขศาสตร์', article_count: 12 });
    expect(body.data.categories.map((c) => c.id)).toEqual([
      'day-lore',
      'colours',
      'numerology',
      'palmistry',
      'siamsi',
      'merit',
    ]);
  });

  it('recommends articles of the same category or tags, never the article itself', async () => {
    const a = await insert(fixture('rec-a', { category: 'siamsi', tags: ['topic:love'] }));
    await insert(fixture('rec-b', { category: 'siamsi' }));
    await insert(fixture('rec-c', { category: 'palmistry', tags: ['topic:love'] }));
    await insert(fixture('rec-d', { category: 'palmistry' }));
    const { res, body } = await get<{ articles: ArticleSummary[] }>(
      `/api/v1/content/recommendations?article_id=${a.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const slugs = body.data.articles.map((x) => x.slug);
    expect(slugs).toContain('rec-b');
    expect(slugs).toContain('rec-c');
    expect(slugs).not.toContain('rec-a');
    expect(slugs).not.toContain('rec-d');
    expect(slugs.indexOf('rec-b')).toBeLessThan(slugs.indexOf('rec-c'));
  });

  it('recommends for the visitor without an article: like what they liked, never it again', async () => {
    const liked = await insert(
      fixture('rec-liked', { category: 'colours', tags: ['topic:rare-blue'] }),
      new Date('2019-01-01'),
    );
    await insert(fixture('rec-kin', { tags: ['topic:rare-blue'] }), new Date('2019-01-02'));
    const device = 'device-recs-0001';
    expect((await like(liked.id, { device_id: device })).statusCode).toBe(200);

    const mine = await get<{ articles: ArticleSummary[] }>(
      `/api/v1/content/recommendations?device_id=${device}`,
    );
    expect(mine.res.statusCode, mine.res.body).toBe(200);
    const slugs = mine.body.data.articles.map((x) => x.slug);
    expect(slugs[0]).toBe('rec-kin');
    expect(slugs).not.toContain('rec-liked');
    expect(slugs.length).toBeGreaterThan(1);

    // A visitor who liked nothing gets their personal list: the old articles are not in it.
    const anyone = await get<{ articles: ArticleSummary[] }>('/api/v1/content/recommendations');
    expect(anyone.res.statusCode, anyone.res.body).toBe(200);
    const personal = await get<{ articles: ArticleSummary[] }>('/api/v1/content/personalized');
    expect(anyone.body.data.articles.map((x) => x.slug)).toEqual(
      personal.body.data.articles.map((x) => x.slug),
    );
    expect(anyone.body.data.articles.map((x) => x.slug)).not.toContain('rec-kin');
  });

  it('puts featured articles first, and personalises by birth weekday and reading kinds', async () => {
    await insert(fixture('featured-one', { category: 'colours', isFeatured: true }));
    const featured = await get<{ articles: ArticleSummary[] }>('/api/v1/content/featured');
    expect(featured.body.data.articles[0]?.slug).toBe('featured-one');

    await insert(fixture('for-mondays', { tags: ['weekday:1'] }), new Date('2020-01-01'));
    const user = await signInWithOutbox(ctx.app, ctx.database, 'monday@example.com');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: user.auth,
      payload: { birth_date: '1990-01-01' }, // a Monday
    });
    const mine = await get<{ articles: ArticleSummary[] }>(
      '/api/v1/content/personalized',
      user.auth,
    );
    expect(mine.body.data.articles[0]?.slug).toBe('for-mondays');
    const anyone = await get<{ articles: ArticleSummary[] }>('/api/v1/content/personalized');
    expect(anyone.body.data.articles[0]?.slug).toBe('featured-one');
    expect(anyone.body.data.articles.map((x) => x.slug)).not.toContain('for-mondays');
  });
});

describe('GET /content/search', () => {
  it('finds a Thai word inside a run of text written without spaces', async () => {
    await insert(
      fixture('search-body', {
        titleTh: 'ทำบุญให้ถูกวัน',
        titleEn: 'Merit on the right day',
        bodyTh: 'ทำบุญวันเกิดตามพระประจำวันช่วยให้ใจสงบ',
      }),
    );
    const { res, body } = await get<ArticleList>(
      `/api/v1/content/search?q=${encodeURIComponent('พระประจำวัน')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(body.data.articles.map((a) => a.slug)).toContain('search-body');
    expect(body.data.page_size).toBe(10);
    const english = await get<ArticleList>('/api/v1/content/search?q=RIGHT%20day');
    expect(english.body.data.articles.map((a) => a.slug)).toContain('search-body');
  });

  it('ranks title matches above body matches', async () => {
    await insert(
      fixture('rank-body', {
        titleTh: 'เรื่องทั่วไปของวัน',
        bodyTh: 'ย่อหน้านี้พูดถึงเลขมงคลของวันเกิดอย่างละเอียด เลขมงคลช่วยเสริมดวง',
      }),
      new Date('2026-02-02T00:00:00Z'),
    );
    await insert(
      fixture('rank-title', { titleTh: 'เลขมงคลประจำตัว', bodyTh: 'ย่อหน้าสั้น ๆ' }),
      new Date('2026-01-01T00:00:00Z'),
    );
    const { body } = await get<ArticleList>(
      `/api/v1/content/search?q=${encodeURIComponent('เลขมงคล')}`,
    );
    const slugs = body.data.articles.map((a) => a.slug);
    expect(slugs.indexOf('rank-title')).toBeGreaterThanOrEqual(0);
    expect(slugs.indexOf('rank-body')).toBeGreaterThan(slugs.indexOf('rank-title'));
  });

  it('matches a partial last word as a prefix', async () => {
    await insert(fixture('prefix', { titleTh: 'ลายมือบอกนิสัย', bodyTh: 'เส้นชีวิตและเส้นสมอง' }));
    const { body } = await get<ArticleList>('/api/v1/content/search?q=Article%20pref');
    expect(body.data.articles.map((a) => a.slug)).toContain('prefix');
  });

  it('finds nothing unpublished, and refuses an empty query', async () => {
    await insert(fixture('search-draft', { titleTh: 'ความลับสุดยอดของดวงดาว' }), new Date(), false);
    const { body } = await get<ArticleList>(
      `/api/v1/content/search?q=${encodeURIComponent('ความลับสุดยอด')}`,
    );
    expect(body.data.total_count).toBe(0);
    for (const q of ['', '%20%20', '%09']) {
      const { res, body: refused } = await get(`/api/v1/content/search?q=${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(refused.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await get('/api/v1/content/search')).res.statusCode).toBe(400);
    const symbols = await get<ArticleList>('/api/v1/content/search?q=%21%21%21');
    expect(symbols.res.statusCode).toBe(200);
    expect(symbols.body.data.total_count).toBe(0);
  });
});

describe('seeding', () => {
  it('wrote every shipped article at start-up', () => {
    expect(shippedAtStart).toBe(SEED_ARTICLES.length);
  });

  it('writes shipped articles by slug, updating text and keeping counts and dates', async () => {
    const now = new Date('2026-05-10T03:00:00Z'); // 10:00 in Bangkok
    const article = fixture('seeded', { publishedDaysAgo: 2, category: 'palmistry' });
    await seedArticles(ctx.database.db, [article], now);
    const first = await get<ArticleList>('/api/v1/feed/articles/2026-05-08');
    const seeded = first.body.data.articles.find((a) => a.slug === 'seeded');
    expect(seeded?.published_at).toBe('2026-05-08T00:00:00.000Z'); // 07:00 Bangkok
    await like(seeded!.id, { device_id: 'seed-liker-1' });

    await seedArticles(
      ctx.database.db,
      [{ ...article, titleTh: 'หัวข้อใหม่', publishedDaysAgo: 0 }],
      new Date('2026-06-01T03:00:00Z'),
    );
    const again = await get<ArticleSummary>(`/api/v1/content/articles/${seeded!.id}`);
    expect(again.body.data.title).toBe('หัวข้อใหม่');
    expect(again.body.data.like_count).toBe(1);
    expect(again.body.data.published_at).toBe('2026-05-08T00:00:00.000Z');
    const found = await get<ArticleList>(
      `/api/v1/content/search?q=${encodeURIComponent('หัวข้อใหม่')}`,
    );
    expect(found.body.data.articles.map((a) => a.slug)).toContain('seeded');
  });

  it('leaves an article stored as shipped alone on the next start', async () => {
    const article = fixture('seeded-unchanged', { publishedDaysAgo: 1, category: 'merit' });
    await seedArticles(ctx.database.db, [article]);
    const updatedAt = async () =>
      (
        (await ctx.database.db.execute(
          sql`select updated_at::text as at from articles where slug = 'seeded-unchanged'`,
        )) as unknown as { rows: Array<{ at: string }> }
      ).rows[0]?.at;
    const before = await updatedAt();
    expect(before).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await seedArticles(ctx.database.db, [article]);
    expect(await updatedAt()).toBe(before);
    // A changed tag is a change: the article is written again.
    await seedArticles(ctx.database.db, [{ ...article, tags: ['weekday:1'] }]);
    expect(await updatedAt()).not.toBe(before);
  });
});
