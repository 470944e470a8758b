import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import type { ArticleCategory } from '../types.ts';
import { FeedScreen } from './feed-screen.tsx';
import { uuid, wireArticle, wirePage } from './feed-test-data.ts';

/** jsdom has no IntersectionObserver: this one lets the test scroll the sentinel into view. */
const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
class FakeIntersectionObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    observers.push(callback);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
});

function Feed() {
  const [category, setCategory] = useState<ArticleCategory | null>(null);
  return <FeedScreen category={category} onCategoryChange={setCategory} />;
}

describe('FeedScreen', () => {
  it('lists articles, loads the next page as the end scrolls into view, and filters by category', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const server = stubServer({
      'GET /feed/articles': (call) => {
        const query = new URLSearchParams(call.search);
        if (query.get('category') === 'palmistry') {
          return ok(
            wirePage([wireArticle(uuid(99), { title: 'ลายมือบอกนิสัย', category: 'palmistry' })]),
          );
        }
        const page = Number(query.get('page'));
        const articles = Array.from({ length: page === 1 ? 10 : 3 }, (_, i) =>
          wireArticle(uuid(page * 100 + i), { title: `หน้า ${page} เรื่อง ${i}` }),
        );
        return ok(
          wirePage(articles, page, {
            total_count: 13,
            total_pages: 2,
            has_next_page: page === 1,
          }),
        );
      },
    });
    renderRoute(<Feed />, '/feed');

    expect(await screen.findByText('หน้า 1 เรื่อง 0')).toBeTruthy();
    expect(screen.getAllByTestId('article-card')).toHaveLength(10);
    expect(screen.getAllByText('สีมงคล').length).toBeGreaterThan(1);
    expect(screen.getAllByText('2 มีนาคม พ.ศ. 2569').length).toBe(10);
    const first = new URLSearchParams(server.callsTo('GET /feed/articles')[0]!.search);
    expect(first.get('page_size')).toBe('10');
    expect(first.get('lang')).toBe('th');
    expect(first.get('device_id')).toMatch(/^[\w-]{8,}$/);

    // The end of the list comes into view: the next page follows.
    await waitFor(() => expect(observers.length).toBeGreaterThan(0));
    observers.at(-1)!([{ isIntersecting: true }]);
    expect(await screen.findByText('หน้า 2 เรื่อง 2')).toBeTruthy();
    expect(screen.getAllByTestId('article-card')).toHaveLength(13);
    expect(screen.getByText('อ่านครบทุกบทความแล้ว')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'ลายมือ' }));
    expect(await screen.findByText('ลายมือบอกนิสัย')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ลายมือ' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('article-card')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /ลายมือบอกนิสัย/ }).getAttribute('href')).toBe(
      `/articles/${uuid(99)}`,
    );
  });

  it('says when it cannot load, and tries again', async () => {
    let fail = true;
    stubServer({
      'GET /feed/articles': () =>
        fail
          ? new Response('{}', { status: 400 })
          : ok(wirePage([wireArticle(uuid(1), { title: 'กลับมาแล้ว' })])),
    });
    renderRoute(<Feed />, '/feed');
    expect(await screen.findByText('โหลดบทความไม่สำเร็จ')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByText('กลับมาแล้ว')).toBeTruthy();
  });
});
