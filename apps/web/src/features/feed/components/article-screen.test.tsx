import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { ArticleScreen } from './article-screen.tsx';
import { uuid, wireArticle } from './feed-test-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = uuid(7);

function article(overrides: Record<string, unknown> = {}) {
  return {
    ...wireArticle(ID, { title: 'พระประจำวันเกิด', like_count: 1_234 }),
    body: ['ย่อหน้าแรกของบทความ', 'ย่อหน้าที่สอง'],
    sources: ['ตำราทักษา — ราชบัณฑิตยสภา'],
    body_language: 'th',
    ...overrides,
  };
}

describe('ArticleScreen', () => {
  it('shows the article, and a like toggles the count through the server', async () => {
    let likes = 1_234;
    const server = stubServer({
      'GET /content/articles/00000000-0000-4000-8000-000000000007': () =>
        ok(article({ like_count: likes })),
      'GET /content/recommendations': () =>
        ok({ articles: [wireArticle(uuid(8), { title: 'สีมงคลประจำวัน' })] }),
      'POST /feed/articles/00000000-0000-4000-8000-000000000007/like': () => {
        likes += 1;
        return ok({ liked: true, like_count: likes });
      },
      'DELETE /feed/articles/00000000-0000-4000-8000-000000000007/like': () => {
        likes -= 1;
        return ok({ liked: false, like_count: likes });
      },
    });
    renderRoute(<ArticleScreen id={ID} signedIn={false} onSignIn={() => {}} />, `/articles/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'พระประจำวันเกิด' })).toBeTruthy();
    expect(screen.getByText('ย่อหน้าที่สอง')).toBeTruthy();
    expect(screen.getByText('ตำราทักษา — ราชบัณฑิตยสภา')).toBeTruthy();
    expect(screen.getByText('2 มีนาคม พ.ศ. 2569')).toBeTruthy();
    expect(await screen.findByText('สีมงคลประจำวัน')).toBeTruthy();
    const count = () => screen.getByTestId('like-count').getAttribute('aria-label');
    expect(count()).toContain('1,234 คนถูกใจ');

    const likeButton = screen.getByRole('button', { name: /ถูกใจ/ });
    expect(likeButton.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(likeButton);
    await waitFor(() => expect(count()).toContain('1,235 คนถูกใจ'));
    expect(screen.getByTestId('like-count').textContent).toBe('· 1,235');
    expect(screen.getByRole('button', { name: /ถูกใจแล้ว/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const like = server.callsTo('POST /feed/articles/00000000-0000-4000-8000-000000000007/like');
    expect(like).toHaveLength(1);
    expect((like[0]!.parsedBody as { device_id: string }).device_id).toMatch(/^[\w-]{8,}$/);

    await userEvent.click(screen.getByRole('button', { name: /ถูกใจแล้ว/ }));
    await waitFor(() => expect(count()).toContain('1,234 คนถูกใจ'));
    expect(
      server.callsTo('DELETE /feed/articles/00000000-0000-4000-8000-000000000007/like'),
    ).toHaveLength(1);
  });

  it('asks a visitor to sign in to bookmark, and counts a copied link as a share', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const onSignIn = vi.fn();
    const server = stubServer({
      'GET /content/articles/00000000-0000-4000-8000-000000000007': () => ok(article()),
      'GET /content/recommendations': () => ok({ articles: [] }),
      'POST /feed/articles/00000000-0000-4000-8000-000000000007/share': () =>
        ok({ shared: true, share_count: 1 }),
    });
    renderRoute(<ArticleScreen id={ID} signedIn={false} onSignIn={onSignIn} />, `/articles/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'บันทึก' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(server.posts()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'แชร์' }));
    let sheet = screen.getByRole('dialog', { name: 'แชร์ให้เพื่อน' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'คัดลอกลิงก์' }));
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/articles/${ID}`);
    expect(server.posts()[0]!.parsedBody).toEqual({ platform: 'copy_link' });

    // LINE, first in the sheet, is counted as LINE.
    await userEvent.click(screen.getByRole('button', { name: 'แชร์' }));
    sheet = screen.getByRole('dialog', { name: 'แชร์ให้เพื่อน' });
    const line = within(sheet).getAllByRole('link')[0]!;
    expect(line.getAttribute('aria-label')).toContain('LINE');
    line.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(line);
    await waitFor(() => expect(server.posts()).toHaveLength(2));
    expect(server.posts()[1]!.parsedBody).toEqual({ platform: 'line' });
  });

  it('says so when the article is not there', async () => {
    stubServer({
      'GET /content/articles/00000000-0000-4000-8000-000000000007': () => fail(404, 'NOT_FOUND'),
    });
    renderRoute(<ArticleScreen id={ID} signedIn={false} onSignIn={() => {}} />, `/articles/${ID}`);
    expect(await screen.findByText('ไม่พบบทความนี้ อาจถูกย้ายหรือยังไม่เผยแพร่')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'กลับไปหน้าบทความ' }).getAttribute('href')).toBe('/feed');
  });
});
