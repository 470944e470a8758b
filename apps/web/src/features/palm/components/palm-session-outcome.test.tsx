import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, png, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { SESSION_ID, UPLOAD_ID, wireFinished, wireResult, wireSession } from '../testing.ts';
import type { PalmSession } from '../types.ts';
import { PalmSessionList } from './palm-session-list.tsx';
import { PalmSessionOutcome } from './palm-session-outcome.tsx';

const image = {
  original_path: `/api/v1/uploads/${UPLOAD_ID}`,
  thumbnail_path: `/api/v1/uploads/${UPLOAD_ID}/thumbnail`,
};

const session = (status: PalmSession['status']): PalmSession => ({
  sessionId: SESSION_ID,
  kind: 'palm',
  title: 'ดูลายมือ',
  description: null,
  status,
  cost: { coinsRequired: 600, readingType: 'palm', messageCost: 10 },
  image: { originalPath: image.original_path, thumbnailPath: image.thumbnail_path },
  messageCount: 0,
  createdAt: '2025-03-14T09:00:00.000Z',
  startedAt: '2025-03-14T09:00:05.000Z',
  completedAt: '2025-03-14T09:01:30.000Z',
  error: null,
  shareToken: null,
  estimatedCompletionTime: 90,
});

const REFUSAL = 'เห็นเส้นลายมือชัดไม่ถึงสองเส้น ลองถ่ายใหม่ในที่สว่าง ให้ฝ่ามือเต็มกรอบ';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:palm');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PalmSessionOutcome', () => {
  it('says a refused reading charged nothing, with the server’s reason and a new photo', async () => {
    stubServer({
      [`GET /fortune/sessions/${SESSION_ID}/result`]: () =>
        ok(
          wireFinished({
            status: 'failed',
            result: null,
            share_token: null,
            coins_charged: 0,
            error: REFUSAL,
          }),
        ),
      [`GET /uploads/${UPLOAD_ID}/thumbnail`]: png,
    });
    const onRetake = vi.fn();
    renderRoute(
      <PalmSessionOutcome
        session={session('failed')}
        onRetake={onRetake}
        onBalanceChanged={vi.fn()}
      />,
      '/palm-analysis',
    );
    const failed = await screen.findByTestId('palm-failed');
    expect(within(failed).getByRole('alert').textContent).toBe(REFUSAL);
    expect(within(failed).getByTestId('palm-refunded').textContent).toBe(
      'ไม่ต้องห่วง เหรียญคืนเข้ากระเป๋าของคุณแล้ว' +
        'ครั้งนี้ไม่เสียเหรียญเลย 600 เหรียญที่กันไว้ตอนเริ่มอ่านกลับเข้ากระเป๋าครบแล้ว',
    );
    expect(within(failed).queryByText(/อ่านเสร็จแล้ว/)).toBeNull();
    await userEvent.click(within(failed).getByRole('button', { name: 'ถ่ายรูปใหม่' }));
    expect(onRetake).toHaveBeenCalledOnce();
  });

  it('does not claim a refund for a failed reading that was charged', async () => {
    stubServer({
      [`GET /fortune/sessions/${SESSION_ID}/result`]: () =>
        ok(wireFinished({ status: 'failed', result: null, coins_charged: 600, error: REFUSAL })),
      [`GET /uploads/${UPLOAD_ID}/thumbnail`]: png,
    });
    renderRoute(
      <PalmSessionOutcome
        session={session('failed')}
        onRetake={vi.fn()}
        onBalanceChanged={vi.fn()}
      />,
      '/palm-analysis',
    );
    const failed = await screen.findByTestId('palm-failed');
    expect(within(failed).queryByTestId('palm-refunded')).toBeNull();
  });

  it('shows the lines on the photo, instead of the photo alone, when they have a course', async () => {
    const result = wireResult();
    const withCourse = {
      ...result,
      lines: [
        {
          ...result.lines[0],
          path: [
            [0.4, 0.6],
            [0.42, 0.7],
            [0.46, 0.8],
          ],
        },
        result.lines[1],
      ],
    };
    stubServer({
      [`GET /fortune/sessions/${SESSION_ID}/result`]: () =>
        ok(wireFinished({ result: withCourse })),
      [`GET /uploads/${UPLOAD_ID}`]: png,
    });
    renderRoute(
      <PalmSessionOutcome
        session={session('completed')}
        onRetake={vi.fn()}
        onBalanceChanged={vi.fn()}
      />,
      '/palm-analysis',
    );
    const figure = await screen.findByTestId('palm-lines-figure');
    expect(
      within(figure).getByRole('img', { name: 'รูปฝ่ามือของคุณ พร้อมเส้นลายมือที่หมอดูพบ: เส้นชีวิต' }),
    ).toBeTruthy();
    // One picture of the palm, not the photo twice.
    expect(screen.getAllByRole('img', { name: /^รูปฝ่ามือของคุณ/ })).toHaveLength(1);
    expect(within(figure).getByTestId('palm-lines-missing').textContent).toBe(
      'เส้นที่ยังไม่เห็นในรูปนี้: เส้นวาสนา',
    );
  });
});

describe('PalmSessionList', () => {
  it('shows a refused reading as refunded, not completed', async () => {
    stubServer({
      'GET /fortune/sessions': () =>
        ok({
          items: [
            wireSession({ status: 'failed', image }),
            wireSession({
              session_id: '6b1f2c3d-4e5f-4a6b-8c7d-000000000001',
              status: 'completed',
              image,
            }),
          ],
          page: 1,
          page_size: 20,
          total_count: 2,
          total_pages: 1,
          has_next_page: false,
          has_previous_page: false,
        }),
      [`GET /uploads/${UPLOAD_ID}/thumbnail`]: png,
    });
    renderRoute(<PalmSessionList />, '/palm-analysis');
    const rows = within(await screen.findByTestId('palm-sessions')).getAllByTestId(
      'palm-session-row',
    );
    expect(within(rows[0]!).getByText('ไม่สำเร็จ · คืนเหรียญแล้ว')).toBeTruthy();
    expect(rows[0]!.getAttribute('aria-label')).toMatch(/ · ไม่สำเร็จ · คืนเหรียญแล้ว$/);
    expect(within(rows[1]!).getByText('อ่านเสร็จแล้ว')).toBeTruthy();
  });
});
