import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedArticles } from '../../src/modules/feed/seed.ts';
import { SEED_ARTICLES } from '../../src/modules/feed/articles/index.ts';
import { useTestApp } from '../test-app.ts';
import { ADMIN_EMAIL, adminOf, type Envelope } from './helpers.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, WORKERS_ENABLED: 'false' });
const admin = adminOf(ctx);

interface AdminArticle {
  id: string;
  slug: string;
  status: 'draft' | 'scheduled' | 'published';
  title_th: string;
  title_en: string | null;
  published_at: string | null;
  edited_at: string | null;
}
interface AuditRow {
  action: string;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const draft = {
  category: 'merit',
  title_th: 'ทำบุญวันเกิดด้วยการถวายสังฆทานยามเช้า',
  summary_th: 'วันเกิดปีนี้ลองเริ่มเช้าด้วยบุญง่าย ๆ ที่วัดใกล้บ้าน',
  body_th: 'คนไทยนิยมทำบุญในวันเกิดเพื่อเป็นสิริมงคล\n\nจะถวายสังฆทานหรือใส่บาตรก็ได้ตามสะดวก',
  tags: ['weekday:3'],
  sources: ['พระไตรปิฎก ทานสูตร'],
};

const data = <T>(res: { json: <U>() => U }) => res.json<Envelope<T>>().data;

async function create(body: Record<string, unknown> = draft) {
  const res = await admin.call('POST', '/admin/articles', body);
  expect(res.statusCode, res.body).toBe(201);
  return data<AdminArticle>(res);
}

const publicArticle = (id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/content/articles/${id}` });

async function publicIds(): Promise<string[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/feed/articles?category=merit&page_size=50',
  });
  return data<{ articles: Array<{ id: string }> }>(res).articles.map((a) => a.id);
}

async function auditOf(id: string): Promise<AuditRow[]> {
  const res = await admin.call('GET', `/admin/audit-log?target_id=${id}`);
  return data<{ items: AuditRow[] }>(res).items;
}

async function articleCount(): Promise<number> {
  const result = await ctx.database.db.execute(sql`select count(*)::int as n from articles`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1;
}

describe('writing articles', () => {
  it('a new article is a draft nobody else sees, audited', async () => {
    const created = await create();
    expect(created).toMatchObject({ status: 'draft', published_at: null, title_en: null });
    expect(created.slug).toMatch(/^merit-[0-9a-f]{10}$/);
    expect((await publicArticle(created.id)).statusCode).toBe(404);
    expect(await publicIds()).not.toContain(created.id);

    const drafts = await admin.call('GET', '/admin/articles?status=draft');
    expect(data<{ items: AdminArticle[] }>(drafts).items.map((a) => a.id)).toContain(created.id);
    expect(await auditOf(created.id)).toEqual([
      expect.objectContaining({ action: 'article.create', after: expect.any(Object) }),
    ]);
  });

  it('refuses what is not an article, and keeps nothing', async () => {
    const before = await articleCount();
    for (const body of [
      { ...draft, title_th: '   ' },
      { ...draft, category: 'horoscope' },
      { ...draft, body_th: 'x'.repeat(30_001) },
      { ...draft, cover_image: 'javascript:alert(1)' },
      { ...draft, cover_image: 'http://example.com/a.png' },
      { ...draft, tags: ['Weekday 3'] },
      { ...draft, sources: Array.from({ length: 21 }, (_, i) => `source ${i}`) },
    ]) {
      const res = await admin.call('POST', '/admin/articles', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    expect(await articleCount()).toBe(before);
    const missing = await admin.call('PUT', `/admin/articles/${crypto.randomUUID()}`, draft);
    expect(missing.statusCode).toBe(404);
  });

  it('an edit changes the text, not the state; the audit keeps only what changed', async () => {
    const created = await create();
    const edited = await admin.call('PUT', `/admin/articles/${created.id}`, {
      ...draft,
      title_th: 'ทำบุญวันเกิดด้วยการปล่อยปลาคืนสู่ธรรมชาติ',
      title_en: 'Birthday merit: setting fish free',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(data<AdminArticle>(edited)).toMatchObject({
      status: 'draft',
      title_th: 'ทำบุญวันเกิดด้วยการปล่อยปลาคืนสู่ธรรมชาติ',
      title_en: 'Birthday merit: setting fish free',
    });
    const [update] = await auditOf(created.id);
    expect(update).toMatchObject({
      action: 'article.update',
      before: { title_th: draft.title_th, title_en: null },
      after: { title_en: 'Birthday merit: setting fish free' },
    });
    expect(Object.keys(update?.after ?? {}).sort()).toEqual(['title_en', 'title_th']);
  });
});

describe('publishing', () => {
  it('publish puts it out (and search finds it); again is 409; unpublish takes it down', async () => {
    const created = await create({ ...draft, title_th: 'บุญกฐินสามัคคีกับความหมายของผ้าไตร' });
    const published = await admin.call('POST', `/admin/articles/${created.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(data<AdminArticle>(published)).toMatchObject({ status: 'published' });
    expect((await publicArticle(created.id)).statusCode).toBe(200);
    expect(await publicIds()).toContain(created.id);
    const search = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/content/search?q=${encodeURIComponent('กฐิน')}`,
    });
    expect(JSON.stringify(search.json())).toContain(created.id);

    const again = await admin.call('POST', `/admin/articles/${created.id}/publish`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'CONFLICT' } });

    const down = await admin.call('POST', `/admin/articles/${created.id}/unpublish`);
    expect(down.statusCode).toBe(200);
    expect(data<AdminArticle>(down)).toMatchObject({ status: 'draft' });
    expect((await publicArticle(created.id)).statusCode).toBe(404);
    expect((await admin.call('POST', `/admin/articles/${created.id}/unpublish`)).statusCode).toBe(
      409,
    );
    expect((await auditOf(created.id)).map((a) => a.action)).toEqual([
      'article.unpublish',
      'article.publish',
      'article.create',
    ]);
  });

  it('a scheduled article stays hidden until its time; past or far-off times are refused', async () => {
    const created = await create();
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const scheduled = await admin.call('POST', `/admin/articles/${created.id}/publish`, {
      publish_at: tomorrow,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(data<AdminArticle>(scheduled)).toMatchObject({ status: 'scheduled' });
    expect((await publicArticle(created.id)).statusCode).toBe(404);
    expect(await publicIds()).not.toContain(created.id);
    const listed = await admin.call('GET', '/admin/articles?status=scheduled');
    expect(data<{ items: AdminArticle[] }>(listed).items.map((a) => a.id)).toEqual([created.id]);

    for (const publishAt of [
      new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      new Date(Date.now() + 400 * 24 * 60 * 60 * 1000).toISOString(),
      'tomorrow',
    ]) {
      const res = await admin.call('POST', `/admin/articles/${created.id}/publish`, {
        publish_at: publishAt,
      });
      expect(res.statusCode, publishAt).toBe(400);
    }

    // Its time comes.
    await ctx.database.db.execute(
      sql`update articles set published_at = now() - interval '1 minute' where id = ${created.id}`,
    );
    expect((await publicArticle(created.id)).statusCode).toBe(200);
    expect(await publicIds()).toContain(created.id);
  });
});

describe('shipped articles', () => {
  it('seeding again leaves an admin’s edit and an unpublished shipped article alone', async () => {
    const [first, second] = SEED_ARTICLES;
    if (!first || !second) throw new Error('no shipped articles');
    const all = await admin.call('GET', '/admin/articles?page_size=100');
    const rows = data<{ items: AdminArticle[] }>(all).items;
    const edited = rows.find((a) => a.slug === first.slug);
    const hidden = rows.find((a) => a.slug === second.slug);
    if (!edited || !hidden) throw new Error('shipped articles not seeded');
    const full = data<Record<string, unknown>>(
      await admin.call('GET', `/admin/articles/${edited.id}`),
    );
    expect(full.edited_at).toBeNull();
    const put = await admin.call('PUT', `/admin/articles/${edited.id}`, {
      category: full.category,
      title_th: 'หัวข้อที่ทีมงานแก้ใหม่',
      summary_th: full.summary_th,
      body_th: full.body_th,
      tags: full.tags,
      sources: full.sources,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await admin.call('POST', `/admin/articles/${hidden.id}/unpublish`)).statusCode).toBe(
      200,
    );

    await seedArticles(ctx.database.db);

    const after = data<AdminArticle>(await admin.call('GET', `/admin/articles/${edited.id}`));
    expect(after.title_th).toBe('หัวข้อที่ทีมงานแก้ใหม่');
    expect(after.edited_at).not.toBeNull();
    expect((await publicArticle(hidden.id)).statusCode).toBe(404);
  });
});
