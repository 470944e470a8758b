import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../../../test/match-media.ts';
import { inTurn, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import {
  created,
  fakeServices,
  SESSION_ID,
  SHARE_TOKEN,
  started,
  stickResult,
  stillProcessing,
  useFakePollTimers,
  WIRE_STICK,
} from '../testing.ts';
import { SHAKE_MS } from './love-sticks-screen.tsx';
import { TopicReadingScreen } from './topic-reading-screen.tsx';

const base = `/fortune/love-sticks/sessions/${SESSION_ID}`;

const drawn = () =>
  ok({ session_id: SESSION_ID, status: 'completed', stick: WIRE_STICK, result: stickResult() });

const done = () =>
  ok({
    session_id: SESSION_ID,
    kind: 'love-sticks',
    status: 'completed',
    result: stickResult(),
    error: null,
    completed_at: new Date().toISOString(),
    share_token: SHARE_TOKEN,
    coins_charged: 50,
  });

const systemMotion = window.matchMedia;

afterEach(() => {
  window.matchMedia = systemMotion;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('love sticks (เซียมซี)', () => {
  it('question → pay → the cylinder shakes → shake and draw → the stick, its verse and meanings', async () => {
    useFakePollTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const server = stubServer({
      'POST /fortune/love-sticks/sessions': () => created('love-sticks', 50),
      [`POST ${base}/start`]: () => started(50, 'started'),
      [`POST ${base}/shake`]: () => ok({ session_id: SESSION_ID, shaking: true }),
      [`POST ${base}/draw`]: drawn,
      [`GET ${base}/results`]: inTurn(stillProcessing, done),
    });
    const services = fakeServices();
    renderRoute(
      <TopicReadingScreen kind="love-sticks" services={services} />,
      '/fortune/love-sticks',
    );

    expect(screen.getByRole('img', { name: 'กระบอกเซียมซี' })).toBeTruthy();
    await user.type(screen.getByLabelText('ตั้งคำถามในใจ (ไม่บังคับ)'), 'ความรักปีนี้จะเป็นอย่างไร');
    await user.click(screen.getByRole('button', { name: 'เขย่าเซียมซี · 50 เหรียญ' }));

    const shaking = await screen.findByTestId('love-sticks-shake');
    expect(within(shaking).getByRole('status').textContent).toBe('กำลังเขย่าเซียมซี… ตั้งจิตให้มั่น');
    const cylinder = within(shaking).getByRole('img', { name: 'กระบอกเซียมซี' });
    expect(cylinder.getAttribute('data-shaking')).toBe('true');
    expect(cylinder.className).toContain('motion-safe:animate-stick-shake');
    // The draw waits for the shake to be seen.
    expect(server.calls.some((c) => c.path.endsWith('/draw'))).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(SHAKE_MS + 50));
    const stick = await screen.findByTestId('love-stick');
    expect(within(stick).getByTestId('stick-number').textContent).toBe('ใบที่ 7');
    expect(within(stick).getByRole('heading', { name: 'ดอกบัวบาน' })).toBeTruthy();
    expect(within(stick).getByText('บัวบานรับแสงอรุณใหม่')).toBeTruthy();
    expect(within(stick).getByText('หัวใจสดใสดังฝันหวาน')).toBeTruthy();
    const aspects = within(stick)
      .getAllByRole('term')
      .map((node) => node.textContent);
    expect(aspects).toEqual(['ความรัก', 'การงาน', 'การเงิน', 'สุขภาพ', 'การเดินทาง']);
    expect(within(stick).getByText('เดินทางปลอดภัย')).toBeTruthy();
    expect(screen.getByText('ความรักปีนี้จะเป็นอย่างไร')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'แชร์คำทำนาย' })).toBeTruthy();

    expect(server.posts().map((c) => c.path)).toEqual([
      '/fortune/love-sticks/sessions',
      `${base}/start`,
      `${base}/shake`,
      `${base}/draw`,
    ]);
    expect(server.posts()[0]?.parsedBody).toEqual({ question: 'ความรักปีนี้จะเป็นอย่างไร' });
    // Held when paid, spent when drawn: the wallet asks both times.
    await waitFor(() => expect(services.onBalanceChanged).toHaveBeenCalledTimes(2));
    // Let the request queue settle before the real timers come back (its wake-ups are timers).
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  });

  it('a paid but undrawn session waits for a tap to shake', async () => {
    const user = userEvent.setup();
    window.matchMedia = fakeMatchMedia((query) => query.includes('reduce'));
    const server = stubServer({
      [`POST ${base}/shake`]: () => ok({ session_id: SESSION_ID, shaking: true }),
      [`POST ${base}/draw`]: drawn,
      [`GET ${base}/results`]: inTurn(stillProcessing, done),
    });
    renderRoute(
      <TopicReadingScreen kind="love-sticks" services={fakeServices()} />,
      `/fortune/love-sticks?session=${SESSION_ID}`,
    );
    const panel = await screen.findByTestId('love-sticks-shake');
    expect(within(panel).getByRole('status').textContent).toBe(
      'ชำระเหรียญแล้ว ตั้งจิตอธิษฐาน แล้วเขย่าเซียมซีได้เลย',
    );
    expect(server.calls.some((c) => c.path.endsWith('/shake'))).toBe(false);
    await user.click(within(panel).getByRole('button', { name: 'เขย่าเซียมซี' }));
    // Reduced motion: a short pause, no rocking.
    expect(
      within(screen.getByTestId('love-sticks-shake')).getByRole('img').getAttribute('data-shaking'),
    ).toBe('true');
    expect(await screen.findByTestId('love-stick', {}, { timeout: 3000 })).toBeTruthy();
  });
});
