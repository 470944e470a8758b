import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { ArticlesScreen } from './articles-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ARTICLE_ID = 'a6b75839-2e45-4a67-98b9-2a3b4c5d6e7f';

const row = {
  id: ARTICLE_ID,
  slug: 'colours-3f2a1b0c9d',
  category: 'colours',
  title_th: 'สีมงคลประจำวันเกิด',
  title_en: null,
  status: 'scheduled',
  is_featured: true,
  published_at: '2026-12-01T02:00:00.000Z',
  like_count: 1_234,
  share_count: 5,
  updated_at: '2026-11-28T05:00:00.000Z',
};

const page = (items: unknown[]) => ({
  items,
  page: 1,
  page_size: 20,
  total_count: items.length,
  total_pages: 1,
  has_next_page: false,
  has_previous_page: false,
});

describe('the articles list', () => {
  it('lists articles with their state, and the filters change the query', async () => {
    const server = stubServer({ 'GET /admin/articles': () => ok(page([row])) });
    renderRoute(
      <ArticlesScreen
        articlePath={(id) => `/admin/articles/${id}`}
        newArticlePath="/admin/articles/new"
      />,
      '/admin/articles',
    );
    const item = await screen.findByTestId('article-row');
    expect(item.textContent).toContain('สีมงคลประจำวันเกิด');
    expect(item.textContent).toContain('ยังไม่มีฉบับภาษาอังกฤษ');
    expect(item.textContent).toContain('ตั้งเวลาไว้');
    expect(item.textContent).toContain('สีมงคล');
    expect(item.textContent).toContain('บทความแนะนำ');
    expect(item.textContent).toContain('จะเผยแพร่ 1 ธ.ค. 2569 09:00');
    expect(item.textContent).toContain('1,234 ถูกใจ · 5 แชร์');
    expect(within(item).getByRole('link').getAttribute('href')).toBe(
      `/admin/articles/${ARTICLE_ID}`,
    );
    expect(screen.getByRole('link', { name: '+ เขียนบทความใหม่' }).getAttribute('href')).toBe(
      '/admin/articles/new',
    );

    fireEvent.change(screen.getByLabelText('สถานะ'), { target: { value: 'draft' } });
    fireEvent.change(screen.getByLabelText('หมวด'), { target: { value: 'merit' } });
    fireEvent.change(screen.getByLabelText('ค้นหาชื่อเรื่อง'), { target: { value: ' ทำบุญ ' } });
    fireEvent.click(screen.getByRole('button', { name: 'กรอง' }));
    await waitFor(() => expect(server.callsTo('GET /admin/articles')).toHaveLength(2));
    expect(
      Object.fromEntries(new URLSearchParams(server.callsTo('GET /admin/articles')[1]?.search)),
    ).toEqual({ status: 'draft', category: 'merit', q: 'ทำบุญ', page: '1', page_size: '20' });
  });
});
