import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../../../test/match-media.ts';
import { fail, inTurn, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
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
import { SHAKE_MS } from '../lib/shake-timing.ts';
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

/** The free-draw button, once today's check has answered: until then it is disabled and a click does nothing. */
async function enabledFreeDrawButton(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'เขย่าเซียมซีฟรี' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return button;
}

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
    expect(await screen.findByTestId('love-stick')).toBeTruthy();
  });

  it('signed out: a free slip of the day, drawn by the server, with the question sent', async () => {
    const user = userEvent.setup();
    window.matchMedia = fakeMatchMedia((query) => query.includes('reduce'));
    const server = stubServer({
      'GET /fortune/love-sticks/free-draw': () => ok({ available: true, today: null }),
      'POST /fortune/love-sticks/free-draw': drawn,
    });
    const onSignIn = vi.fn();
    renderRoute(
      <TopicReadingScreen
        kind="love-sticks"
        services={fakeServices({ signedIn: false, onSignIn })}
      />,
      '/fortune/love-sticks',
    );
    await user.type(await screen.findByLabelText('ตั้งคำถามในใจ (ไม่บังคับ)'), 'ความรักปีนี้จะสมหวังไหม');
    await user.click(await enabledFreeDrawButton());
    const result = await screen.findByTestId('free-draw-result');
    expect(within(result).getByTestId('stick-number').textContent).toBe('ใบที่ 7');
    const post = server.calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({ question: 'ความรักปีนี้จะสมหวังไหม' });
    // No coins were asked for; signing in keeps the slip.
    expect(screen.queryByText(/เหรียญ ·/)).toBeNull();
    await user.click(within(result).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('signed out, the day’s free slip drawn: shows it again; a used draw says come back tomorrow', async () => {
    window.matchMedia = fakeMatchMedia((query) => query.includes('reduce'));
    stubServer({
      'GET /fortune/love-sticks/free-draw': () =>
        ok({
          available: false,
          today: {
            session_id: SESSION_ID,
            status: 'completed',
            stick: WIRE_STICK,
            result: stickResult(),
          },
        }),
    });
    renderRoute(
      <TopicReadingScreen kind="love-sticks" services={fakeServices({ signedIn: false })} />,
      '/fortune/love-sticks',
    );
    const result = await screen.findByTestId('free-draw-result');
    expect(within(result).getByTestId('stick-number').textContent).toBe('ใบที่ 7');
    expect(screen.queryByRole('button', { name: 'เขย่าเซียมซีฟรี' })).toBeNull();
  });

  it('signed out without consent: says the consent comes first', async () => {
    const user = userEvent.setup();
    window.matchMedia = fakeMatchMedia((query) => query.includes('reduce'));
    stubServer({
      // Asked before the consent modal was answered: the form still shows.
      'GET /fortune/love-sticks/free-draw': () => fail(403, 'FORBIDDEN'),
      'POST /fortune/love-sticks/free-draw': () => fail(403, 'FORBIDDEN'),
    });
    renderRoute(
      <TopicReadingScreen kind="love-sticks" services={fakeServices({ signedIn: false })} />,
      '/fortune/love-sticks',
    );
    await user.click(await enabledFreeDrawButton());
    expect(
      await screen.findByText('กรุณายอมรับนโยบายคุ้มครองข้อมูลส่วนบุคคลก่อน จึงจะเสี่ยงเซียมซีฟรีได้'),
    ).toBeTruthy();
  });

  it('a paid but undrawn session also draws when the phone is shaken', async () => {
    window.matchMedia = fakeMatchMedia((query) => query.includes('reduce'));
    const server = stubServer({
      [`POST ${base}/shake`]: () => ok({ session_id: SESSION_ID, shaking: true }),
      [`POST ${base}/draw`]: drawn,
      [`GET ${base}/results`]: inTurn(stillProcessing, done),
    });
    vi.stubGlobal('DeviceMotionEvent', class {});
    renderRoute(
      <TopicReadingScreen kind="love-sticks" services={fakeServices()} />,
      `/fortune/love-sticks?session=${SESSION_ID}`,
    );
    const panel = await screen.findByTestId('love-sticks-shake');
    expect(within(panel).getByText('หรือจับโทรศัพท์เขย่าเบา ๆ เหมือนเขย่ากระบอกเซียมซีก็ได้')).toBeTruthy();
    const jolt = (timeStamp: number) => {
      const event = new Event('devicemotion') as Event & Record<string, unknown>;
      Object.defineProperty(event, 'timeStamp', { value: timeStamp });
      event.acceleration = { x: 18, y: 4, z: 2 };
      act(() => void window.dispatchEvent(event));
    };
    // Two jolts are not yet a shake; a third within the second is.
    jolt(100);
    jolt(400);
    expect(server.callsTo(`POST ${base}/shake`)).toHaveLength(0);
    jolt(700);
    await waitFor(() => expect(server.callsTo(`POST ${base}/draw`)).toHaveLength(1));
    expect(await screen.findByTestId('love-stick')).toBeTruthy();
  });
});
