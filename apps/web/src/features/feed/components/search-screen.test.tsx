import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { uuid, wireArticle, wirePage } from './feed-test-data.ts';
import { SearchScreen } from './search-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Search({ initial = '' }: { initial?: string }) {
  const [q, setQ] = useState(initial);
  return <SearchScreen q={q} onSearch={setQ} />;
}

describe('SearchScreen', () => {
  it('searches what is typed and lists what the server found', async () => {
    const server = stubServer({
      'GET /content/search': (call) => {
        const q = new URLSearchParams(call.search).get('q');
        return q === 'พระประจำวัน'
          ? ok(
              wirePage(
                [
                  wireArticle(uuid(1), { title: 'ไหว้พระประจำวันเกิด' }),
                  wireArticle(uuid(2), { title: 'ทำบุญวันเกิด' }),
                ],
                1,
                { total_count: 2 },
              ),
            )
          : ok(wirePage([]));
      },
    });
    renderRoute(<Search />, '/search');
    expect(screen.getByText('พิมพ์คำที่สนใจ แล้วเราจะหาบทความที่เกี่ยวข้องให้')).toBeTruthy();
    expect(server.calls).toHaveLength(0);

    await userEvent.type(screen.getByRole('searchbox', { name: 'คำที่อยากค้นหา' }), 'พระประจำวัน');
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(await screen.findByText('ไหว้พระประจำวันเกิด')).toBeTruthy();
    expect(screen.getByText('พบ 2 บทความ')).toBeTruthy();
    expect(screen.getAllByTestId('article-card')).toHaveLength(2);

    const search = screen.getByRole('searchbox', { name: 'คำที่อยากค้นหา' });
    await userEvent.clear(search);
    await userEvent.type(search, 'ไม่มีแน่นอน{enter}');
    expect(
      await screen.findByText('ไม่พบบทความที่ตรงกับ “ไม่มีแน่นอน” ลองใช้คำที่สั้นลงหรือคำอื่นดู'),
    ).toBeTruthy();
  });

  it('never asks the server about a blank query', async () => {
    const server = stubServer({});
    renderRoute(<Search initial="   " />, '/search');
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(server.calls).toHaveLength(0);
  });
});
