import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, png, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import {
  SESSION_ID,
  SHARE_TOKEN,
  UPLOAD_ID,
  wireFinished,
  wireResult,
  wireSession,
} from '../testing.ts';
import { PalmAnalysisScreen, type PalmAnalysisScreenProps } from './palm-analysis-screen.tsx';

const image = {
  original_path: `/api/v1/uploads/${UPLOAD_ID}`,
  thumbnail_path: `/api/v1/uploads/${UPLOAD_ID}/thumbnail`,
};

function props(overrides: Partial<PalmAnalysisScreenProps> = {}): PalmAnalysisScreenProps {
  return {
    signedIn: true,
    checkingSignIn: false,
    onSignIn: vi.fn(),
    onBalanceChanged: vi.fn(),
    renderFollowUp: ({ sessionId }) => <p data-testid="follow-up">chat {sessionId}</p>,
    ...overrides,
  };
}

function paged(items: unknown[], page = 1, total = items.length) {
  return ok({
    items,
    page,
    page_size: 20,
    total_count: total,
    total_pages: Math.max(1, Math.ceil(total / 20)),
    has_next_page: page * 20 < total,
    has_previous_page: page > 1,
  });
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:thumb');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.remove();
});

describe('PalmAnalysisScreen', () => {
  it('lists the palm readings with thumbnails and status, 20 a page', async () => {
    const sessions = Array.from({ length: 21 }, (_, i) =>
      wireSession({
        session_id: `6b1f2c3d-4e5f-4a6b-8c7d-${String(i).padStart(12, '0')}`,
        status: i === 0 ? 'processing' : 'completed',
        image,
      }),
    );
    const server = stubServer({
      'GET /fortune/sessions': (call) => {
        const query = new URLSearchParams(call.search);
        const page = Number(query.get('page'));
        return paged(sessions.slice((page - 1) * 20, page * 20), page, sessions.length);
      },
      [`GET /uploads/${UPLOAD_ID}/thumbnail`]: png,
    });
    renderRoute(<PalmAnalysisScreen {...props()} />, '/palm-analysis');
    const list = await screen.findByTestId('palm-sessions');
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    expect(server.calls[0]?.search).toBe('?kind=palm&page=1&page_size=20');
    expect(within(list).getAllByText('กำลังอ่าน')).toHaveLength(1);
    expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toBe(
      `/palm-analysis?session=${sessions[0]?.session_id}`,
    );
    await waitFor(() => expect(list.querySelector('img[src="blob:thumb"]')).toBeTruthy());

    await userEvent.click(screen.getByRole('button', { name: 'โหลดเพิ่ม' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(21));
    expect(screen.queryByRole('button', { name: 'โหลดเพิ่ม' })).toBeNull();
  });

  it('opens one reading with its photo, the reading by line, a share link and the chat', async () => {
    stubServer({
      [`GET /fortune/sessions/${SESSION_ID}`]: () =>
        ok(wireSession({ status: 'completed', image, share_token: SHARE_TOKEN })),
      [`GET /fortune/sessions/${SESSION_ID}/result`]: () => ok(wireFinished()),
      [`GET /uploads/${UPLOAD_ID}`]: png,
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
    renderRoute(<PalmAnalysisScreen {...props()} />, `/palm-analysis?session=${SESSION_ID}`);
    const reading = await screen.findByTestId('palm-reading');
    expect(within(reading).getByRole('heading', { name: 'เส้นใจ' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'รูปฝ่ามือของคุณ' })).toBeTruthy();
    expect(screen.getByTestId('follow-up').textContent).toBe(`chat ${SESSION_ID}`);

    await userEvent.click(screen.getByRole('button', { name: 'แชร์ผลคำทำนาย' }));
    const sheet = screen.getByRole('dialog', { name: 'แชร์ให้เพื่อน' });
    // What the link shows, said where the choice is made.
    expect(sheet.textContent).toContain('ไม่มีรูปฝ่ามือและข้อมูลส่วนตัวของคุณ');
    const url = `${window.location.origin}/palm-analysis?share=${SHARE_TOKEN}&session=${SESSION_ID}`;
    const facebook = within(sheet).getByRole('link', { name: /Facebook/ });
    expect(new URL(facebook.getAttribute('href')!).searchParams.get('u')).toBe(url);
    await userEvent.click(within(sheet).getByRole('button', { name: 'คัดลอกลิงก์' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
  });

  it('shows a shared reading to a signed-out visitor, without asking to sign in', async () => {
    const server = stubServer({
      [`GET /fortune/sessions/${SESSION_ID}/result/shared`]: () =>
        ok({ kind: 'palm', result: wireResult(), completed_at: '2025-03-14T09:01:30.000Z' }),
    });
    // A shared link's first screen: no Intl date (its first Thai date loads the Buddhist calendar).
    const toLocaleString = vi.spyOn(Date.prototype, 'toLocaleString');
    renderRoute(
      <PalmAnalysisScreen {...props({ signedIn: false })} />,
      `/palm-analysis?share=${SHARE_TOKEN}&session=${SESSION_ID}`,
    );
    const shared = await screen.findByTestId('palm-shared');
    expect(within(shared).getByText('ผลที่แชร์มา')).toBeTruthy();
    expect(within(shared).getByRole('heading', { name: 'ลายมือของผู้มีความมุ่งมั่น' })).toBeTruthy();
    // 09:01 UTC is 16:01 in Thailand.
    expect(within(shared).getByText('อ่านเมื่อ 14 มีนาคม พ.ศ. 2568 เวลา 16:01 น.')).toBeTruthy();
    expect(toLocaleString).not.toHaveBeenCalled();
    expect(server.calls[0]?.search).toBe(`?token=${SHARE_TOKEN}`);
    expect(screen.queryByTestId('palm-sign-in')).toBeNull();
  });

  it('shows the shared view to a signed-in user who is not the owner', async () => {
    stubServer({
      [`GET /fortune/sessions/${SESSION_ID}`]: () => fail(404, 'NOT_FOUND'),
      [`GET /fortune/sessions/${SESSION_ID}/result/shared`]: () =>
        ok({ kind: 'palm', result: wireResult(), completed_at: '2025-03-14T09:01:30.000Z' }),
    });
    renderRoute(
      <PalmAnalysisScreen {...props()} />,
      `/palm-analysis?share=${SHARE_TOKEN}&session=${SESSION_ID}`,
    );
    expect(await screen.findByTestId('palm-shared')).toBeTruthy();
    expect(screen.queryByTestId('follow-up')).toBeNull();
  });

  it('says a broken share link no longer works', async () => {
    stubServer({
      [`GET /fortune/sessions/${SESSION_ID}/result/shared`]: () => fail(404, 'NOT_FOUND'),
    });
    renderRoute(
      <PalmAnalysisScreen {...props({ signedIn: false })} />,
      `/palm-analysis?share=${SHARE_TOKEN}&session=${SESSION_ID}`,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ลิงก์นี้ใช้ไม่ได้แล้ว หรือผลคำทำนายถูกลบไปแล้ว',
    );
  });

  it('asks a signed-out user to sign in for their own readings', async () => {
    const onSignIn = vi.fn();
    stubServer({});
    renderRoute(<PalmAnalysisScreen {...props({ signedIn: false, onSignIn })} />, '/palm-analysis');
    await userEvent.click(
      within(screen.getByTestId('palm-sign-in')).getByRole('button', { name: 'เข้าสู่ระบบ' }),
    );
    expect(onSignIn).toHaveBeenCalled();
  });
});
