import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import {
  fakeServices,
  finished,
  SESSION_ID,
  SHARE_TOKEN,
  stickResult,
  wireResult,
} from '../testing.ts';
import { FortuneResultsScreen } from './fortune-results-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FortuneResultsScreen', () => {
  it('opens a shared reading signed out, from the public endpoint, without personal data', async () => {
    const server = stubServer({
      [`GET /fortune/readings/shared/${SHARE_TOKEN}`]: () =>
        ok({
          kind: 'luck',
          result: wireResult({ kind: 'luck', title_th: 'ดวงโชคลาภของคุณวันนี้' }),
          completed_at: new Date().toISOString(),
        }),
    });
    const services = fakeServices({ signedIn: false });
    renderRoute(
      <FortuneResultsScreen services={services} />,
      `/fortune-results?share=${SHARE_TOKEN}`,
    );
    const shared = await screen.findByTestId('shared-reading');
    expect(screen.getByRole('heading', { level: 1, name: 'ผลคำทำนาย' })).toBeTruthy();
    expect(within(shared).getByText('คำทำนายที่มีคนแชร์ให้คุณ')).toBeTruthy();
    expect(within(shared).getByRole('heading', { name: 'ดวงโชคลาภของคุณวันนี้' })).toBeTruthy();
    expect(within(shared).getByText('เบอร์นี้ส่งเสริมการงานและการเงินเป็นพิเศษ')).toBeTruthy();
    expect(within(shared).getByRole('link', { name: 'ดูดวงของคุณเองบ้าง' }).getAttribute('href')).toBe(
      '/fortune/luck',
    );
    expect(screen.queryByTestId('readings-sign-in')).toBeNull();
    expect(server.calls.map((c) => c.path)).toEqual([`/fortune/readings/shared/${SHARE_TOKEN}`]);
  });

  it('words the reading’s day as Thai dates are written, without Intl (decision 047)', async () => {
    stubServer({
      [`GET /fortune/readings/shared/${SHARE_TOKEN}`]: () =>
        ok({
          kind: 'luck',
          result: wireResult({ kind: 'luck', date: '2026-12-02' }),
          completed_at: '2026-12-01T17:30:00Z',
        }),
    });
    // The first Thai date Intl formats on a page loads the Buddhist calendar: a long task.
    const formatters = vi.spyOn(Intl, 'DateTimeFormat');
    const toLocale = vi.spyOn(Date.prototype, 'toLocaleDateString');
    const toLocaleString = vi.spyOn(Date.prototype, 'toLocaleString');
    renderRoute(
      <FortuneResultsScreen services={fakeServices({ signedIn: false })} />,
      `/fortune-results?share=${SHARE_TOKEN}`,
    );
    const shared = await screen.findByTestId('shared-reading');
    expect(within(shared).getByText('ดูดวงเมื่อ 2 ธันวาคม พ.ศ. 2569')).toBeTruthy();
    expect(formatters).not.toHaveBeenCalled();
    expect(toLocale).not.toHaveBeenCalled();
    expect(toLocaleString).not.toHaveBeenCalled();
  });

  it('says so when a shared link is unknown', async () => {
    stubServer({
      [`GET /fortune/readings/shared/${SHARE_TOKEN}`]: () => fail(404, 'NOT_FOUND'),
    });
    renderRoute(
      <FortuneResultsScreen services={fakeServices({ signedIn: false })} />,
      `/fortune-results?share=${SHARE_TOKEN}`,
    );
    expect(await screen.findByText('ไม่พบคำทำนายนี้ ลิงก์อาจไม่ถูกต้องหรือถูกลบไปแล้ว')).toBeTruthy();
  });

  it('shows the user’s own reading by kind and session, with another-reading and history', async () => {
    stubServer({
      [`GET /fortune/phone-number/sessions/${SESSION_ID}/results`]: () => finished('phone-number'),
    });
    renderRoute(
      <FortuneResultsScreen services={fakeServices()} />,
      `/fortune-results?kind=phone-number&session=${SESSION_ID}`,
    );
    expect(
      await screen.findByRole('heading', { name: 'ความหมายเบอร์ 081-234-5678 (ดีมาก)' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ดูดวงอีกครั้ง' }).getAttribute('href')).toBe(
      '/fortune/phone-number',
    );
    expect(screen.getByRole('link', { name: 'ประวัติการดูดวง' }).getAttribute('href')).toBe(
      '/history',
    );
  });

  it('shows every section, the lucky one with its colours to avoid and its note, chips inside', async () => {
    const lucky = {
      id: 'lucky',
      heading_th: 'สีและเลขมงคล',
      heading_en: 'Lucky colours and numbers',
      body_th: 'สีที่ควรเลี่ยง: ดำ เลขมงคลเป็นเคล็ดเสริมกำลังใจ ไม่ใช่เลขสำหรับเสี่ยงโชค',
      body_en: 'Colours to avoid: black.',
    };
    const result = wireResult({ kind: 'luck' });
    stubServer({
      [`GET /fortune/luck/sessions/${SESSION_ID}/results`]: () =>
        finished('luck', { result: { ...result, sections: [...result.sections, lucky] } }),
    });
    renderRoute(
      <FortuneResultsScreen services={fakeServices()} />,
      `/fortune-results?kind=luck&session=${SESSION_ID}`,
    );
    const heading = await screen.findByRole('heading', { name: 'สีและเลขมงคล' });
    const card = heading.closest('section') as HTMLElement;
    expect(within(card).getByText(lucky.body_th)).toBeTruthy();
    expect(within(card).getByTestId('lucky-chips').textContent).toContain('เขียว');
    expect(screen.getAllByTestId('lucky-chips')).toHaveLength(1);
  });

  it.each(['their-feelings', 'thinking-person'])(
    'puts no score on another person’s feelings (%s)',
    async (kind) => {
      stubServer({
        [`GET /fortune/${kind}/sessions/${SESSION_ID}/results`]: () => finished(kind),
      });
      renderRoute(
        <FortuneResultsScreen services={fakeServices()} />,
        `/fortune-results?kind=${kind}&session=${SESSION_ID}`,
      );
      await screen.findByTestId('reading-summary');
      expect(screen.queryByTestId('reading-score')).toBeNull();
    },
  );

  it('shows the score of a reading about the asker', async () => {
    stubServer({
      [`GET /fortune/luck/sessions/${SESSION_ID}/results`]: () => finished('luck'),
    });
    renderRoute(
      <FortuneResultsScreen services={fakeServices()} />,
      `/fortune-results?kind=luck&session=${SESSION_ID}`,
    );
    expect(await screen.findByTestId('reading-score')).toBeTruthy();
  });

  it('shows a drawn เซียมซี slip', async () => {
    stubServer({
      [`GET /fortune/love-sticks/sessions/${SESSION_ID}/results`]: () =>
        finished('love-sticks', { result: stickResult() }),
    });
    renderRoute(
      <FortuneResultsScreen services={fakeServices()} />,
      `/fortune-results?kind=love-sticks&session=${SESSION_ID}`,
    );
    expect((await screen.findByTestId('stick-number')).textContent).toBe('ใบที่ 7');
  });

  it('shows a เซียมซี slip read against the question asked', async () => {
    const answer = {
      id: 'answer',
      heading_th: 'ตอบคำถามเรื่องการเปลี่ยนงาน',
      heading_en: 'Your question: changing jobs',
      body_th: 'ใบนี้บอกให้ตรวจข้อเสนองานใหม่ให้ละเอียดก่อนตัดสินใจ',
      body_en: 'Check the new offer carefully.',
    };
    const result = stickResult();
    stubServer({
      [`GET /fortune/love-sticks/sessions/${SESSION_ID}/results`]: () =>
        finished('love-sticks', { result: { ...result, sections: [answer, ...result.sections] } }),
    });
    renderRoute(
      <FortuneResultsScreen services={fakeServices()} />,
      `/fortune-results?kind=love-sticks&session=${SESSION_ID}`,
    );
    const card = await screen.findByTestId('stick-answer');
    expect(within(card).getByRole('heading', { name: answer.heading_th })).toBeTruthy();
    expect(within(card).getByText(answer.body_th)).toBeTruthy();
  });

  it('asks to sign in for an own reading when signed out', async () => {
    const server = stubServer({});
    renderRoute(
      <FortuneResultsScreen services={fakeServices({ signedIn: false })} />,
      `/fortune-results?kind=luck&session=${SESSION_ID}`,
    );
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบเพื่อดูคำทำนาย' })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('without a reading, points to the history and the hub', () => {
    stubServer({});
    renderRoute(<FortuneResultsScreen services={fakeServices()} />, '/fortune-results');
    expect(screen.getByRole('link', { name: 'ไปที่ประวัติการดูดวง' }).getAttribute('href')).toBe(
      '/history',
    );
  });
});
