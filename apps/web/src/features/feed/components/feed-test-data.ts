/** Articles as the server sends them (snake_case), for the feed's tests. */
export function wireArticle(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    slug: `slug-${id}`,
    category: 'colours',
    title: `บทความที่ ${id}`,
    summary: 'สรุปสั้น ๆ',
    cover_image: '/articles/colours.webp',
    published_at: '2026-03-02T00:00:00.000Z',
    like_count: 12,
    share_count: 0,
    liked: false,
    bookmarked: false,
    tags: [],
    ...overrides,
  };
}

export function wirePage(articles: unknown[], page = 1, overrides: Record<string, unknown> = {}) {
  return {
    articles,
    page,
    page_size: 10,
    total_count: articles.length,
    total_pages: 1,
    has_next_page: false,
    has_previous_page: page > 1,
    ...overrides,
  };
}

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
