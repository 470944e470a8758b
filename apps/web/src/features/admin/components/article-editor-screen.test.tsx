import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import type { ArticlePreview } from '../types.ts';
import { ArticleEditorScreen } from './article-editor-screen.tsx';
import type { PreviewLanguage } from './article-preview.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = 'a6b75839-2e45-4a67-98b9-2a3b4c5d6e7f';
const PUBLISH = `POST /admin/articles/${ID}/publish`;
const UNPUBLISH = `POST /admin/articles/${ID}/unpublish`;

function stored(overrides: Record<string, unknown> = {}) {
  return {
    id: ID,
    slug: 'merit-3f2a1b0c9d',
    category: 'merit',
    title_th: 'ทำบุญวันเกิด',
    title_en: null,
    status: 'draft',
    is_featured: false,
    published_at: null,
    like_count: 0,
    share_count: 0,
    updated_at: '2026-11-28T05:00:00.000Z',
    summary_th: 'ทำบุญให้ตรงกับวันเกิด',
    summary_en: null,
    body_th: 'ย่อหน้าแรก\n\nย่อหน้าที่สอง',
    body_en: null,
    cover_image: null,
    tags: ['weekday:0'],
    sources: ['ตำราทักษา'],
    created_at: '2026-11-28T05:00:00.000Z',
    edited_at: '2026-11-28T05:00:00.000Z',
    ...overrides,
  };
}

/** The app's article view stands in: it shows what it was handed. */
const renderPreview = vi.fn((article: ArticlePreview, language: PreviewLanguage) => (
  <div data-testid={`preview-${language}`}>
    <h2>{article.title}</h2>
    <p>{article.body}</p>
    <p>{article.category}</p>
  </div>
));

function show(articleId?: string) {
  return renderRoute(
    <ArticleEditorScreen
      articleId={articleId}
      backPath="/admin/articles"
      articlePath={(id) => `/admin/articles/${id}`}
      renderPreview={renderPreview}
    />,
    articleId ? `/admin/articles/${articleId}` : '/admin/articles/new',
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** A Bangkok date `days` from now, YYYY-MM-DD. */
const bangkokDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

describe('the article editor', () => {
  it('checks the draft against the contract, then saves it and opens it', async () => {
    const server = stubServer({ 'POST /admin/articles': () => ok(stored(), 201) });
    const { router } = show();
    const save = screen.getByRole('button', { name: 'บันทึกเป็นฉบับร่าง' });
    fireEvent.click(save);
    expect(screen.getByText('กรุณาเลือกหมวด')).toBeTruthy();
    expect(screen.getAllByText('กรุณากรอกช่องนี้')).toHaveLength(3);
    expect(screen.getByText('กรุณาแก้ช่องที่มีปัญหาก่อนบันทึก')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('หมวด'), { target: { value: 'merit' } });
    type('ชื่อเรื่อง (ไทย)', ' ทำบุญวันเกิด ');
    type('คำโปรย (ไทย)', 'ทำบุญให้ตรงกับวันเกิด');
    type('เนื้อหา (ไทย)', 'ย่อหน้าแรก\n\nย่อหน้าที่สอง');
    type('ภาพปก (ไม่บังคับ)', 'http://example.com/a.png');
    type('แท็ก (บรรทัดละหนึ่งแท็ก)', 'weekday:0\nWeekday 1');
    type('แหล่งอ้างอิง (บรรทัดละหนึ่งแหล่ง)', 'ตำราทักษา\n\n');
    fireEvent.click(save);
    expect(screen.getByText(/ภาพปกต้องเป็น \/articles\//)).toBeTruthy();
    expect(screen.getByText(/แท็กใช้ได้เฉพาะ a–z/)).toBeTruthy();
    expect(server.posts()).toHaveLength(0);

    type('ภาพปก (ไม่บังคับ)', '');
    type('แท็ก (บรรทัดละหนึ่งแท็ก)', 'weekday:0\n');
    fireEvent.click(screen.getByRole('checkbox', { name: 'แสดงเป็นบทความแนะนำ' }));
    fireEvent.click(save);
    await waitFor(() => expect(server.callsTo('POST /admin/articles')).toHaveLength(1));
    expect(server.callsTo('POST /admin/articles')[0]?.parsedBody).toEqual({
      category: 'merit',
      title_th: 'ทำบุญวันเกิด',
      title_en: null,
      summary_th: 'ทำบุญให้ตรงกับวันเกิด',
      summary_en: null,
      body_th: 'ย่อหน้าแรก\n\nย่อหน้าที่สอง',
      body_en: null,
      cover_image: null,
      tags: ['weekday:0'],
      sources: ['ตำราทักษา'],
      is_featured: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/articles/${ID}`));
    expect(router.state.location.state).toEqual({ created: true });
  });

  it('previews the draft as typed, in Thai and in English (Thai where English is empty)', async () => {
    renderPreview.mockClear();
    stubServer({});
    show();
    expect(screen.getByTestId('article-preview').textContent).toBe(
      'กรอกชื่อเรื่องและเนื้อหาภาษาไทยเพื่อดูตัวอย่าง',
    );
    fireEvent.change(screen.getByLabelText('หมวด'), { target: { value: 'colours' } });
    type('ชื่อเรื่อง (ไทย)', 'สีมงคล');
    type('เนื้อหา (ไทย)', 'สีแดงเสริมพลัง');
    type('ภาพปก (ไม่บังคับ)', '/articles/red.svg');
    const thai = await screen.findByTestId('preview-th');
    expect(within(thai).getByRole('heading', { name: 'สีมงคล' })).toBeTruthy();
    expect(renderPreview).toHaveBeenLastCalledWith(
      {
        category: 'colours',
        title: 'สีมงคล',
        body: 'สีแดงเสริมพลัง',
        coverImage: '/articles/red.svg',
        sources: [],
        publishedAt: null,
      },
      'th',
    );

    type('ชื่อเรื่อง (อังกฤษ ไม่บังคับ)', 'Lucky colours');
    fireEvent.click(screen.getByRole('button', { name: 'ภาษาอังกฤษ' }));
    const english = await screen.findByTestId('preview-en');
    expect(within(english).getByRole('heading', { name: 'Lucky colours' })).toBeTruthy();
    expect(english.textContent).toContain('สีแดงเสริมพลัง');
    expect(screen.getByRole('button', { name: 'ภาษาอังกฤษ' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('publishes now only after the confirmation, and shows the article out', async () => {
    const server = stubServer({
      [`GET /admin/articles/${ID}`]: () => ok(stored()),
      [PUBLISH]: () =>
        ok(stored({ status: 'published', published_at: '2026-11-28T06:00:00.000Z' })),
    });
    show(ID);
    const panel = await screen.findByTestId('publishing');
    expect(panel.textContent).toContain('ฉบับร่าง');
    fireEvent.click(within(panel).getByRole('button', { name: 'เผยแพร่ทันที' }));
    const dialog = screen.getByRole('dialog', { name: 'เผยแพร่บทความนี้?' });
    expect(dialog.textContent).toContain('ผู้อ่านทุกคนจะเห็น “ทำบุญวันเกิด” ในหน้าบทความทันที');
    expect(server.callsTo(PUBLISH)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันเผยแพร่' }));
    await waitFor(() => expect(server.callsTo(PUBLISH)).toHaveLength(1));
    expect(server.callsTo(PUBLISH)[0]?.parsedBody).toEqual({});
    expect((await within(panel).findByRole('status')).textContent).toBe('เผยแพร่แล้ว');
    expect(panel.textContent).toContain('เผยแพร่ 28 พ.ย. 2569 13:00');
    expect(within(panel).getByRole('button', { name: 'เลิกเผยแพร่' })).toBeTruthy();
  });

  it('schedules at a Bangkok date and time, and refuses a time in the past', async () => {
    const day = bangkokDay(30);
    const server = stubServer({
      [`GET /admin/articles/${ID}`]: () => ok(stored()),
      [PUBLISH]: () => ok(stored({ status: 'scheduled', published_at: `${day}T01:30:00.000Z` })),
    });
    show(ID);
    const panel = await screen.findByTestId('publishing');
    fireEvent.change(within(panel).getByLabelText('วันที่ (เวลาไทย)'), {
      target: { value: bangkokDay(-2) },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'ตั้งเวลาเผยแพร่' }));
    expect(within(panel).getByRole('alert').textContent).toBe(
      'กรุณาเลือกวันและเวลาในอนาคต ไม่เกิน 366 วัน',
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(within(panel).getByLabelText('วันที่ (เวลาไทย)'), { target: { value: day } });
    fireEvent.change(within(panel).getByLabelText('เวลา'), { target: { value: '08:30' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'ตั้งเวลาเผยแพร่' }));
    const dialog = screen.getByRole('dialog', { name: 'เผยแพร่บทความนี้?' });
    expect(dialog.textContent).toContain('“ทำบุญวันเกิด” จะเผยแพร่เมื่อ');
    expect(dialog.textContent).toContain('08:30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันเผยแพร่' }));
    await waitFor(() => expect(server.callsTo(PUBLISH)).toHaveLength(1));
    expect(server.callsTo(PUBLISH)[0]?.parsedBody).toEqual({
      publish_at: `${day}T08:30:00+07:00`,
    });
    expect((await within(panel).findByRole('status')).textContent).toMatch(
      /^ตั้งเวลาเผยแพร่แล้ว: .+ 08:30$/,
    );
  });

  it('saves an edit first: publishing waits while there are unsaved changes', async () => {
    const server = stubServer({
      [`GET /admin/articles/${ID}`]: () => ok(stored()),
      [`PUT /admin/articles/${ID}`]: () => ok(stored({ title_en: 'Merit on your birthday' })),
    });
    show(ID);
    const panel = await screen.findByTestId('publishing');
    const save = screen.getByRole('button', { name: 'บันทึกการแก้ไข' });
    expect(save).toHaveProperty('disabled', true);
    type('ชื่อเรื่อง (อังกฤษ ไม่บังคับ)', 'Merit on your birthday');
    expect(within(panel).getByText('บันทึกการแก้ไขก่อนเผยแพร่')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'เผยแพร่ทันที' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(save);
    await waitFor(() => expect(server.callsTo(`PUT /admin/articles/${ID}`)).toHaveLength(1));
    expect(server.callsTo(`PUT /admin/articles/${ID}`)[0]?.parsedBody).toMatchObject({
      title_th: 'ทำบุญวันเกิด',
      title_en: 'Merit on your birthday',
      tags: ['weekday:0'],
    });
    expect(await screen.findByText('บันทึกการแก้ไขแล้ว')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'เผยแพร่ทันที' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says in Thai that an article is not out when unpublishing is refused (409)', async () => {
    const server = stubServer({
      [`GET /admin/articles/${ID}`]: () =>
        ok(stored({ status: 'published', published_at: '2026-11-20T01:00:00.000Z' })),
      [UNPUBLISH]: () => fail(409, 'CONFLICT', 'This article is not published'),
    });
    show(ID);
    const panel = await screen.findByTestId('publishing');
    fireEvent.click(within(panel).getByRole('button', { name: 'เลิกเผยแพร่' }));
    const dialog = screen.getByRole('dialog', { name: 'เลิกเผยแพร่บทความนี้?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันเลิกเผยแพร่' }));
    await waitFor(() => expect(server.callsTo(UNPUBLISH)).toHaveLength(1));
    expect((await within(panel).findByRole('alert')).textContent).toBe('บทความนี้ยังไม่ได้เผยแพร่');
  });
});
