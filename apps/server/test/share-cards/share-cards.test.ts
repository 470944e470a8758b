import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { articles } from '../../src/db/schema/feed.ts';
import {
  readingPreview,
  type SharedReadingView,
} from '../../src/modules/share-cards/card-content.ts';
import { renderCardPng } from '../../src/modules/share-cards/card-image.ts';
import { prepareCardFonts } from '../../src/modules/share-cards/thai-fonts.ts';
import { handJpeg } from '../support/palm-images.ts';
import { signInWithOutbox, type SignedIn } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { PALM_TEST_TIMEOUT } from '../support/palm-timeout.ts';
import {
  ADMIN_EMAIL,
  BODIES,
  createdId,
  funding,
  startSession,
  uploadImage,
  waitForResult,
  type Envelope,
} from '../readings/helpers.ts';

const PUBLIC_URL = 'https://duangdee.example';

/** A built web app: its page, with a marker so "still the SPA" can be checked. */
const webDist = mkdtempSync(path.join(tmpdir(), 'duangdee-web-cards-'));
mkdirSync(path.join(webDist, 'assets'));
const INDEX_HTML = [
  '<!doctype html>',
  '<html lang="th">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <title>ดวงดี</title>',
  '  </head>',
  '  <body>',
  '    <div id="root" data-spa="duangdee"></div>',
  '    <script type="module" src="/assets/index-abc123.js"></script>',
  '  </body>',
  '</html>',
  '',
].join('\n');
writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, PUBLIC_URL }, { webDistDir: webDist });
const money = funding(ctx);

// What the asker typed about themselves and others: none of it may reach a tag or a card.
const ASKER = { first_name: 'ประภาพร', last_name: 'วงศ์สุวรรณ', birth_date: '1990-05-17' };
const QUESTION = 'กนกวรรณจะได้แต่งงานกับธนพัฒน์ที่เชียงใหม่ไหม';
const PALM_TITLE = 'ลายมือของกนกวรรณ';
const PALM_STORY = 'กนกวรรณอยากย้ายไปทำงานที่ภูเก็ตกับธนพัฒน์';
// The son's name is a name and nothing else: 'ต้นกล้า' (a seedling) is also in a stick's verse,
// so a draw of that stick looked like a leak.
const CONTEXT = 'ลูกชายชื่อปุณณวิชจะสอบติดคณะแพทย์ไหม';
const SECRETS = [
  ASKER.first_name,
  ASKER.last_name,
  'กนกวรรณ',
  'ธนพัฒน์',
  'ปุณณวิช',
  'เชียงใหม่',
  'ภูเก็ต',
  QUESTION,
  PALM_TITLE,
  PALM_STORY,
  CONTEXT,
  '1990-05-17',
];

// --- reading the page's tags -------------------------------------------------------------------

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The page's meta tags, `property` or `name` → content, checking each tag is well formed. */
function tagsOf(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    const match = /^<meta (property|name)="([\w:]+)" content="([^"<>]*)" \/>$/.exec(tag);
    if (!match) continue;
    expect(match[3], tag).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    tags.set(
      match[2]!,
      match[3]!.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!),
    );
  }
  return tags;
}

async function page(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/^text\/html/);
  return { html: res.body, tags: tagsOf(res.body) };
}

/** The page is the SPA's own, with the tags added to its head and nothing else changed. */
function expectSpaShell(html: string) {
  const headEnd = INDEX_HTML.indexOf('  </head>');
  expect(html.startsWith(INDEX_HTML.slice(0, headEnd))).toBe(true);
  expect(html.endsWith(INDEX_HTML.slice(headEnd))).toBe(true);
  const added = html.slice(headEnd, html.length - (INDEX_HTML.length - headEnd));
  expect(
    added
      .trim()
      .split(/\n\s*/)
      .every((line) => /^<meta (property|name)=|^<link rel="preload" as="fetch" /.test(line)),
  ).toBe(true);
}

/** The API answers the page asks for with itself (`<link rel="preload" as="fetch">`). */
function preloadedData(html: string): string[] {
  return [
    ...html.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)"/g),
  ].map((match) => match[1]!);
}

/** Every tag a link preview needs, with absolute addresses and the card's size. */
function expectCompleteTags(tags: Map<string, string>) {
  for (const name of [
    'og:title',
    'og:description',
    'og:image',
    'og:url',
    'og:type',
    'twitter:title',
    'twitter:description',
    'twitter:image',
  ]) {
    expect(tags.get(name)?.trim(), name).toBeTruthy();
  }
  expect(tags.get('og:site_name')).toBe('ดวงดี');
  expect(tags.get('og:locale')).toBe('th_TH');
  expect(tags.get('og:image:width')).toBe('1200');
  expect(tags.get('og:image:height')).toBe('630');
  expect(tags.get('twitter:card')).toBe('summary_large_image');
  expect(tags.get('twitter:title')).toBe(tags.get('og:title'));
  expect(tags.get('twitter:description')).toBe(tags.get('og:description'));
  expect(tags.get('twitter:image')).toBe(tags.get('og:image'));
  expect(new URL(tags.get('og:image')!).origin).toBe(PUBLIC_URL);
  expect(new URL(tags.get('og:url')!).origin).toBe(PUBLIC_URL);
  expect(tags.get('og:description')).toMatch(/[\u0E00-\u0E7F]/);
}

function leaks(text: string): string[] {
  return SECRETS.filter((secret) => text.includes(secret));
}

// --- making things to share --------------------------------------------------------------------

let asker: SignedIn | undefined;

async function signedInAsker(): Promise<SignedIn> {
  if (asker) return asker;
  const user = await signInWithOutbox(ctx.app, ctx.database, 'share-cards@example.com');
  await money.fund(user.userId, 2000);
  const profile = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/user/profile',
    headers: user.auth,
    payload: ASKER,
  });
  expect(profile.statusCode, profile.body).toBe(200);
  asker = user;
  return user;
}

/** A love-stick draw asked with a personal question: its share token and the owner's result. */
async function sharedLoveSticks() {
  const user = await signedInAsker();
  const id = await createdId(ctx.app, user, 'love-sticks', { question: QUESTION });
  const started = await startSession(ctx.app, user, 'love-sticks', id, {
    confirm_payment: true,
    additional_context: CONTEXT,
  });
  expect(started.statusCode, started.body).toBeLessThan(300);
  for (const action of ['shake', 'draw']) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/love-sticks/sessions/${id}/${action}`,
      headers: user.auth,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const done = await waitForResult(ctx.app, user, 'love-sticks', id);
  expect(done.status).toBe('completed');
  return { token: done.share_token!, own: done.result! };
}

/** A topic reading of `kind` asked with `body`: its share token. */
async function sharedTopic(kind: string, body: Record<string, unknown>) {
  const user = await signedInAsker();
  const id = await createdId(ctx.app, user, kind, body);
  const started = await startSession(ctx.app, user, kind, id);
  expect(started.statusCode, started.body).toBeLessThan(300);
  const done = await waitForResult(ctx.app, user, kind, id);
  expect(done.status).toBe('completed');
  return { token: done.share_token!, own: done.result! };
}

/** The words a reading's card is drawn with, as the public (redacted) view gives them. */
async function cardWordsOf(token: string) {
  const shared = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/fortune/readings/shared/${token}`,
  });
  expect(shared.statusCode, shared.body).toBe(200);
  return readingPreview(shared.json<Envelope<SharedReadingView>>().data).card;
}

/** A palm reading asked with a title, a story and a question about named people. */
async function sharedPalm() {
  const user = await signedInAsker();
  const photo = await uploadImage(ctx.app, user, await handJpeg());
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/fortune/sessions',
    headers: user.auth,
    payload: { Title: PALM_TITLE, Description: PALM_STORY },
  });
  const sessionId = created.json<Envelope<{ session_id: string }>>().data.session_id;
  const started = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/fortune/sessions/${sessionId}/start`,
    headers: user.auth,
    payload: {
      ImagePath: photo.original_path,
      BirthDate: ASKER.birth_date,
      AdditionalContext: CONTEXT,
    },
  });
  expect(started.statusCode, started.body).toBe(202);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/fortune/sessions/${sessionId}/result`,
      headers: user.auth,
    });
    if (res.statusCode === 200) {
      const data = res.json<Envelope<{ status: string; share_token: string | null }>>().data;
      expect(data.status).toBe('completed');
      return { sessionId, token: data.share_token! };
    }
    if (Date.now() > deadline) throw new Error('the palm reading did not finish in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A published article whose words need escaping in HTML. */
async function trickyArticle() {
  const [row] = await ctx.database.db
    .insert(articles)
    .values({
      slug: `tricky-${randomUUID()}`,
      category: 'siamsi',
      titleTh: 'เซียมซี "ใบดี" <script>alert(1)</script> & ดวง\'ดี\'',
      summaryTh: 'คำกลอน <b>เก่า</b> & ความหมาย "ใหม่" ที่อ่านแล้วอุ่นใจ',
      bodyTh: 'ย่อหน้าแรก\n\nย่อหน้าสอง',
      isPublished: true,
      publishedAt: new Date(),
    })
    .returning();
  return row!;
}

async function publishedArticleId(): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/feed/articles?page=1' });
  const id = res.json<Envelope<{ articles: { id: string }[] }>>().data.articles[0]?.id;
  expect(id).toBeTruthy();
  return id!;
}

async function png(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  const meta = await sharp(res.rawPayload).metadata();
  expect(meta.format).toBe('png');
  expect([meta.width, meta.height]).toEqual([1200, 630]);
  // Not blank: the picture has light words on a dark sky, not one flat colour.
  const stats = await sharp(res.rawPayload).stats();
  expect(stats.isOpaque).toBe(true);
  expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(20);
  expect(Math.max(...stats.channels.map((c) => c.max)) - stats.channels[2]!.min).toBeGreaterThan(
    150,
  );
  return res.rawPayload;
}

// --- the tests ---------------------------------------------------------------------------------

describe('a shared love-stick draw', () => {
  it('has complete, escaped tags naming the stick, and nothing the asker typed', async () => {
    const { token, own } = await sharedLoveSticks();
    // Not vacuous: the owner's own result does hold what was asked.
    expect(leaks(JSON.stringify(own)).length).toBeGreaterThan(0);

    const { html, tags } = await page(`/fortune-results?share=${token}`);
    expectSpaShell(html);
    expectCompleteTags(tags);
    const stick = own.stick as { number: number };
    expect(tags.get('og:type')).toBe('article');
    expect(tags.get('og:title')).toContain('เซียมซีความรัก');
    expect(tags.get('og:title')).toContain(`ใบที่ ${stick.number}`);
    expect(tags.get('og:url')).toBe(`${PUBLIC_URL}/fortune-results?share=${token}`);
    expect(tags.get('og:image')).toBe(`${PUBLIC_URL}/api/v1/og/readings/${token}.png`);
    expect(leaks(html)).toEqual([]);
    // The reading the screen is drawn from comes with the page, and is the redacted one.
    expect(preloadedData(html)).toEqual([`/api/v1/fortune/readings/shared/${token}`]);
    const data = await ctx.app.inject({ method: 'GET', url: preloadedData(html)[0]! });
    expect(data.statusCode).toBe(200);
    expect(leaks(data.body)).toEqual([]);
  }, 60_000);

  it('has a 1200×630 card drawn only from the redacted reading', async () => {
    const { token } = await sharedLoveSticks();
    const card = await png(`/api/v1/og/readings/${token}.png`);

    // The card's words come from the public (redacted) view of the reading, and hold nothing
    // the asker typed; the picture is exactly the one drawn from those words.
    const words = await cardWordsOf(token);
    expect(words.badge).toBe('เซียมซีความรัก');
    expect(leaks(JSON.stringify(words))).toEqual([]);
    const fonts = prepareCardFonts(path.join(mkdtempSync(path.join(tmpdir(), 'fonts-')), 'f'));
    const drawn = await renderCardPng(words, {
      fonts,
      siteLabel: new URL(PUBLIC_URL).host,
      appName: 'ดวงดี',
    });
    expect(card.equals(drawn)).toBe(true);

    // Drawn once: the next request is the kept picture.
    const again = await ctx.app.inject({ method: 'GET', url: `/api/v1/og/readings/${token}.png` });
    expect(again.rawPayload.equals(card)).toBe(true);
  }, 60_000);
});

describe('a shared reading that names people in its first sentence', () => {
  it('keeps the names (theirs and the asker’s) out of the tags and the card', async () => {
    const readings = [
      await sharedTopic('compatibility', {
        person_a: { name: 'กนกวรรณ', birth_date: '1991-08-09' },
        person_b: { name: 'ธนพัฒน์', birth_date: '1989-12-24', gender: 'male' },
        relationship_type: 'romantic',
      }),
      // The asker's own name (from the profile) opens a career reading.
      await sharedTopic('career', { ...BODIES.career, question: QUESTION }),
    ];
    for (const { token, own } of readings) {
      // Not vacuous: the owner's summary opens with the names.
      expect(leaks(own.summary_th.slice(0, 40)).length, own.summary_th).toBeGreaterThan(0);
      const { html, tags } = await page(`/fortune-results?share=${token}`);
      expectCompleteTags(tags);
      expect(leaks(html), own.summary_th).toEqual([]);
      const words = await cardWordsOf(token);
      expect(leaks(JSON.stringify(words))).toEqual([]);
      // And no mask left in them either: the card speaks in whole sentences.
      expect(JSON.stringify(words)).not.toContain('•••');
      expect(tags.get('og:description')).not.toContain('•••');
    }
  }, 60_000);
});

describe('a shared palm reading', { timeout: PALM_TEST_TIMEOUT }, () => {
  it('has complete tags of a palm reading and its own address, with nothing personal', async () => {
    const { sessionId, token } = await sharedPalm();
    const { html, tags } = await page(`/palm-analysis?share=${token}&session=${sessionId}`);
    expectSpaShell(html);
    expectCompleteTags(tags);
    expect(tags.get('og:title')).toContain('ดูลายมือ');
    expect(tags.get('og:url')).toBe(
      `${PUBLIC_URL}/palm-analysis?share=${token}&session=${sessionId}`,
    );
    expect(tags.get('og:image')).toBe(`${PUBLIC_URL}/api/v1/og/readings/${token}.png`);
    expect(leaks(html)).toEqual([]);
    expect(preloadedData(html)).toEqual([]);
    await png(`/api/v1/og/readings/${token}.png`);
    // The topic readings' share address does not serve it (it used to answer 500).
    const topicAddress = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/fortune/readings/shared/${token}`,
    });
    expect(topicAddress.statusCode).toBe(404);
    expect(topicAddress.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  }, 60_000);
});

describe('an article', () => {
  it('has complete tags with its title and summary, escaped', async () => {
    const article = await trickyArticle();
    const { html, tags } = await page(`/articles/${article.id}`);
    expectSpaShell(html);
    expectCompleteTags(tags);
    expect(tags.get('og:type')).toBe('article');
    expect(tags.get('og:title')).toBe(`${article.titleTh} · ดวงดี`);
    expect(tags.get('og:description')).toBe(article.summaryTh);
    expect(tags.get('og:url')).toBe(`${PUBLIC_URL}/articles/${article.id}`);
    expect(tags.get('og:image')).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/v1/og/articles/${article.id}\\.png\\?v=\\w+$`),
    );
    // The title's markup is text in the page, never markup.
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>เก่า</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; ดวง&#39;ดี&#39;');
    await png(new URL(tags.get('og:image')!).pathname);
  });

  it('of the shipped ones has a card too', async () => {
    const id = await publishedArticleId();
    const { tags } = await page(`/articles/${id}`);
    expectCompleteTags(tags);
    await png(`/api/v1/og/articles/${id}.png`);
  });
});

describe('any other page, or a link that shows nothing', () => {
  async function expectDefault(url: string, ownUrl: string) {
    const { html, tags } = await page(url);
    expectSpaShell(html);
    expectCompleteTags(tags);
    expect(tags.get('og:type')).toBe('website');
    expect(tags.get('og:title')).toBe('ดวงดี · ดูดวงออนไลน์');
    expect(tags.get('og:image')).toBe(`${PUBLIC_URL}/api/v1/og/default.png`);
    expect(tags.get('og:url')).toBe(ownUrl);
    expect(preloadedData(html), url).toEqual([]);
  }

  it('has the app’s own tags: home, a screen, an unknown token or article', async () => {
    await expectDefault('/', `${PUBLIC_URL}/`);
    await expectDefault('/fortune/love', `${PUBLIC_URL}/fortune/love`);
    await expectDefault(
      '/fortune-results?share=NoSuchShareToken_12345',
      `${PUBLIC_URL}/fortune-results`,
    );
    await expectDefault('/fortune-results?share=x', `${PUBLIC_URL}/fortune-results`);
    await expectDefault(
      '/palm-analysis?share=NoSuchShareToken_12345',
      `${PUBLIC_URL}/palm-analysis`,
    );
    const missing = randomUUID();
    await expectDefault(`/articles/${missing}`, `${PUBLIC_URL}/articles/${missing}`);
  });

  it('never fails the page for a malformed address', async () => {
    for (const url of [
      '/articles/not-a-uuid',
      '/articles/%E0%B8',
      '/fortune-results?share=%00%ZZ',
      '/fortune-results?share=' + 'a'.repeat(3000),
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode === 200)
        expect(tagsOf(res.body).get('og:title'), url).toBe('ดวงดี · ดูดวงออนไลน์');
    }
  });

  it('is compressed like the build’s own copies', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/fortune' });
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/fortune',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('has its pictures described in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, { get?: { produces?: string[] } }>;
    }>();
    for (const path of [
      '/api/v1/og/readings/{token}.png',
      '/api/v1/og/articles/{id}.png',
      '/api/v1/og/default.png',
    ]) {
      expect(doc.paths[path]?.get, path).toBeTruthy();
    }
  });

  it('has the app’s card, and unknown cards are 404 (malformed ones 400)', async () => {
    await png('/api/v1/og/default.png');
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/og/readings/NoSuchShareToken_12345.png',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    const noArticle = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/og/articles/${randomUUID()}.png`,
    });
    expect(noArticle.statusCode).toBe(404);
    for (const url of ['/api/v1/og/readings/short.png', '/api/v1/og/articles/nope.png']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
  });
});
