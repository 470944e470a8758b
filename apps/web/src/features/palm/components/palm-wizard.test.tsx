import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverEvents } from '../../../lib/server-events.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { chooseDate } from '../../../test/choose-date.ts';
import {
  fail,
  liveEventsStream,
  ok,
  png,
  renderRoute,
  stubServer,
} from '../../../test/stub-server.tsx';
import { RESULT_POLL_MS } from '../api/palm-result.ts';
import {
  jpeg,
  processing,
  SESSION_ID,
  UPLOAD_ID,
  wireFinished,
  wireSession,
  wireStarted,
  wireUpload,
} from '../testing.ts';
import { PalmWizard, type PalmWizardProps } from './palm-wizard.tsx';

const routes = {
  upload: 'POST /upload/image',
  create: 'POST /fortune/sessions',
  start: `POST /fortune/sessions/${SESSION_ID}/start`,
  session: `GET /fortune/sessions/${SESSION_ID}`,
  result: `GET /fortune/sessions/${SESSION_ID}/result`,
  photo: `GET /uploads/${UPLOAD_ID}`,
  thumbnail: `GET /uploads/${UPLOAD_ID}/thumbnail`,
};

function props(overrides: Partial<PalmWizardProps> = {}): PalmWizardProps {
  return {
    signedIn: true,
    checkingSignIn: false,
    onSignIn: vi.fn(),
    costs: { palm: 600, chatMessage: 10 },
    spendableCoins: vi.fn(async () => 1000),
    confirmSpend: vi.fn(async () => true),
    showInsufficient: vi.fn(),
    onBalanceChanged: vi.fn(),
    renderFollowUp: ({ sessionId, messageCost }) => (
      <p data-testid="follow-up">
        chat {sessionId} {messageCost}
      </p>
    ),
    cameraEnvironment: { isSecureContext: true, mediaDevices: { getUserMedia: vi.fn() } },
    ...overrides,
  };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:palm');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  serverEvents.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const started = wireSession({
  status: 'processing',
  started_at: new Date().toISOString(),
  image: {
    original_path: `/api/v1/uploads/${UPLOAD_ID}`,
    thumbnail_path: `/api/v1/uploads/${UPLOAD_ID}/thumbnail`,
  },
});

/** Welcome → capture → details, with a photo from the device. */
async function reachDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'เริ่มดูลายมือ' }));
  expect(screen.getByRole('heading', { level: 2, name: 'ถ่ายรูปฝ่ามือ' })).toBeTruthy();
  expect(screen.getByTestId('palm-step').textContent).toContain('ขั้นตอนที่ 1 จาก 4');
  await user.upload(screen.getByLabelText('เลือกรูปจากเครื่อง'), jpeg());
  // Uploaded and checked at once; a readable palm moves on to the details.
  expect(
    await screen.findByRole('heading', { level: 2, name: 'ตรวจรูปและข้อมูลเพิ่มเติม' }),
  ).toBeTruthy();
  expect((await screen.findByRole('img', { name: 'รูปฝ่ามือที่เลือก' })).getAttribute('src')).toBe(
    'blob:palm',
  );
}

describe('PalmWizard', () => {
  it('welcomes with the cost and the time, and asks a signed-out user to sign in first', async () => {
    const onSignIn = vi.fn();
    renderRoute(<PalmWizard {...props({ signedIn: false, onSignIn })} />, '/fortune-telling');
    const welcome = screen.getByTestId('palm-welcome');
    expect(within(welcome).getByText('ค่าดูลายมือ 600 เหรียญ')).toBeTruthy();
    expect(within(welcome).getByText('ใช้เวลาไม่นาน บอกเวลารอโดยประมาณให้ทราบตอนเริ่มอ่าน')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบเพื่อเริ่ม' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('palm-capture')).toBeNull();
  });

  it('asks for consent, then on 402 opens the insufficient-coins modal without losing the photo', async () => {
    const server = stubServer({
      [routes.upload]: () => ok(wireUpload(), 201),
      [routes.create]: () => ok(wireSession(), 201),
      [routes.start]: () =>
        fail(402, 'INSUFFICIENT_COINS', 'Insufficient coins', { required: 600, current: 150 }),
    });
    const p = props();
    renderRoute(<PalmWizard {...p} />, '/fortune-telling');
    const user = userEvent.setup();
    await reachDetails(user);
    await user.type(screen.getByLabelText('อยากรู้เรื่องอะไรเป็นพิเศษ'), 'การเงินปีนี้');
    await user.click(screen.getByRole('button', { name: 'ดูลายมือ · 600 เหรียญ' }));

    await waitFor(() => expect(p.showInsufficient).toHaveBeenCalledWith(600, 150));
    expect(p.confirmSpend).toHaveBeenCalledWith([{ label: 'ดูลายมือ', coins: 600 }]);
    const [start] = server.callsTo(routes.start);
    expect(JSON.parse(String(start?.body))).toEqual({
      image_path: `/api/v1/uploads/${UPLOAD_ID}`,
      additional_context: 'การเงินปีนี้',
      // The hand asked on the capture step (the left, Thai practice's default with no gender known).
      hand: 'left',
    });
    // Still on the details step, photo kept, nothing charged.
    expect(screen.getByRole('img', { name: 'รูปฝ่ามือที่เลือก' })).toBeTruthy();
    expect(p.onBalanceChanged).not.toHaveBeenCalled();
  });

  it('with too few spendable coins, opens the insufficient-coins modal before any consent', async () => {
    const server = stubServer({ [routes.upload]: () => ok(wireUpload(), 201) });
    const p = props({ spendableCoins: vi.fn(async () => 5) });
    renderRoute(<PalmWizard {...p} />, '/fortune-telling');
    const user = userEvent.setup();
    await reachDetails(user);
    await user.click(screen.getByRole('button', { name: 'ดูลายมือ · 600 เหรียญ' }));

    await waitFor(() => expect(p.showInsufficient).toHaveBeenCalledWith(600, 5));
    expect(p.confirmSpend).not.toHaveBeenCalled();
    // Only the photo's upload (and palm check) when it was chosen.
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([routes.upload]);
    expect(screen.getByRole('img', { name: 'รูปฝ่ามือที่เลือก' })).toBeTruthy();
  });

  it('does nothing when the consent is declined', async () => {
    const server = stubServer({ [routes.upload]: () => ok(wireUpload(), 201) });
    const p = props({ confirmSpend: vi.fn(async () => false) });
    renderRoute(<PalmWizard {...p} />, '/fortune-telling');
    const user = userEvent.setup();
    await reachDetails(user);
    await user.click(screen.getByRole('button', { name: 'ดูลายมือ · 600 เหรียญ' }));
    await waitFor(() => expect(p.confirmSpend).toHaveBeenCalled());
    // Only the photo's upload (and palm check) when it was chosen.
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([routes.upload]);
  });

  it('uploads, creates and starts (once each on a retry), polls the 202 result and shows the reading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let startAnswer = () =>
      fail(402, 'INSUFFICIENT_COINS', 'Insufficient coins', { required: 600, current: 0 });
    let resultReady = false;
    const server = stubServer({
      [routes.upload]: () => ok(wireUpload(), 201),
      [routes.create]: () => ok(wireSession(), 201),
      [routes.start]: () => startAnswer(),
      [routes.session]: () => ok(resultReady ? { ...started, status: 'completed' } : started),
      [routes.result]: () => (resultReady ? ok(wireFinished()) : ok(processing, 202)),
      [routes.photo]: png,
      [routes.thumbnail]: png,
    });
    const p = props();
    const { router } = renderRoute(<PalmWizard {...p} />, '/fortune-telling');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await reachDetails(user);
    chooseDate('วันเกิด', '1995-03-14');
    await user.click(screen.getByRole('button', { name: 'ดูลายมือ · 600 เหรียญ' }));
    await waitFor(() => expect(p.showInsufficient).toHaveBeenCalled());

    // Topped up: the second try reuses the uploaded photo and the created session.
    startAnswer = () => ok(wireStarted(), 202);
    await user.click(screen.getByRole('button', { name: 'ดูลายมือ · 600 เหรียญ' }));
    await screen.findByTestId('palm-processing');
    expect(router.state.location.search).toBe(`?session=${SESSION_ID}`);
    expect(server.callsTo(routes.upload)).toHaveLength(1);
    expect(server.callsTo(routes.create)).toHaveLength(1);
    expect(JSON.parse(String(server.callsTo(routes.create)[0]?.body))).toEqual({
      title: 'ดูลายมือ',
      kind: 'palm',
    });
    const body = JSON.parse(String(server.callsTo(routes.start)[1]?.body)) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      birth_date: '1995-03-14',
      additional_context: 'สนใจเรื่องการงานและความรัก',
    });
    expect(p.onBalanceChanged).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'หมอดูกำลังอ่านลายมือของคุณ' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'ความคืบหน้าการอ่านลายมือ' })).toBeTruthy();
    expect(screen.getByTestId('palm-step').textContent).toContain('ขั้นตอนที่ 3 จาก 4');

    // Still processing: asked again every 3 s.
    const polls = server.callsTo(routes.result).length;
    await act(() => vi.advanceTimersByTimeAsync(RESULT_POLL_MS));
    await waitFor(() => expect(server.callsTo(routes.result).length).toBeGreaterThan(polls));
    expect(screen.queryByTestId('palm-reading')).toBeNull();

    resultReady = true;
    await act(() => vi.advanceTimersByTimeAsync(RESULT_POLL_MS));
    const reading = await screen.findByTestId('palm-reading');
    expect(
      within(reading).getByRole('heading', { level: 2, name: 'ลายมือของผู้มีความมุ่งมั่น' }),
    ).toBeTruthy();
    expect(within(reading).getByRole('heading', { name: 'เส้นชีวิต' })).toBeTruthy();
    expect(within(reading).getByText('ตั้งใจทำงานที่รัก แล้วโชคจะตามมา')).toBeTruthy();
    expect(within(reading).getByText('เส้นวาสนา').closest('li')?.textContent).toContain('ไม่พบ');
    expect(screen.getByRole('button', { name: 'แชร์ผลคำทำนาย' })).toBeTruthy();
    expect(screen.getByTestId('follow-up').textContent).toBe(`chat ${SESSION_ID} 10`);
    // Charged: the balance is fetched again (once after the start, once when it finished).
    await waitFor(() => expect(p.onBalanceChanged).toHaveBeenCalledTimes(2));
    // The reading is final: no more polling.
    const finalPolls = server.callsTo(routes.result).length;
    await act(() => vi.advanceTimersByTimeAsync(RESULT_POLL_MS * 2));
    expect(server.callsTo(routes.result).length).toBe(finalPolls);
  });

  it('shows the Thai reason of a failed reading, the refund, and retakes the photo', async () => {
    stubServer({
      [routes.session]: () => ok({ ...started, status: 'failed' }),
      [routes.result]: () =>
        ok(
          wireFinished({
            status: 'failed',
            result: null,
            share_token: null,
            coins_charged: 0,
            error: 'ไม่พบฝ่ามือในรูป กรุณาถ่ายใหม่ให้เห็นฝ่ามือชัด ๆ',
          }),
        ),
      [routes.thumbnail]: png,
    });
    const p = props();
    const { router } = renderRoute(<PalmWizard {...p} />, `/fortune-telling?session=${SESSION_ID}`);
    const failed = await screen.findByTestId('palm-failed');
    expect(within(failed).getByRole('alert').textContent).toBe(
      'ไม่พบฝ่ามือในรูป กรุณาถ่ายใหม่ให้เห็นฝ่ามือชัด ๆ',
    );
    expect(within(failed).getByText('ไม่ต้องห่วง เหรียญคืนเข้ากระเป๋าของคุณแล้ว')).toBeTruthy();
    await userEvent.click(within(failed).getByRole('button', { name: 'ถ่ายรูปใหม่' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByTestId('palm-capture')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ถ่ายรูปฝ่ามือ' })).toBe(
      document.activeElement,
    );
  });

  it('asks a signed-out visitor of a reading address to sign in', () => {
    stubServer({});
    renderRoute(
      <PalmWizard {...props({ signedIn: false })} />,
      `/fortune-telling?session=${SESSION_ID}`,
    );
    expect(screen.getByTestId('palm-sign-in')).toBeTruthy();
  });

  it('tells about a photo the server refuses, on the capture step', async () => {
    stubServer({ [routes.upload]: () => fail(400, 'INVALID_FILE', 'Invalid image file') });
    const p = props();
    renderRoute(<PalmWizard {...p} />, '/fortune-telling');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'เริ่มดูลายมือ' }));
    await user.upload(screen.getByLabelText('เลือกรูปจากเครื่อง'), jpeg());
    expect((await screen.findByRole('alert')).textContent).toBe('ไฟล์รูปภาพไม่ถูกต้อง กรุณาเลือกรูปอื่น');
    expect(screen.getByLabelText('เลือกรูปใหม่')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'ตรวจรูปและข้อมูลเพิ่มเติม' })).toBeNull();
    expect(p.confirmSpend).not.toHaveBeenCalled();
  });

  it('asks for a better photo as soon as the palm check refuses one, before any coin consent', async () => {
    const TOO_DARK_TH = 'ภาพมืดเกินไปจนมองไม่เห็นลายมือ กรุณาถ่ายใหม่ในที่ที่มีแสงสว่างเพียงพอ';
    const upload = vi.fn(() =>
      ok(
        {
          ...wireUpload('too_dark'),
          palm_check: {
            usable: false,
            reason: 'too_dark',
            message_th: TOO_DARK_TH,
            message_en: 'The photo is too dark.',
          },
        },
        201,
      ),
    );
    const server = stubServer({ [routes.upload]: upload });
    const p = props();
    renderRoute(<PalmWizard {...p} />, '/fortune-telling');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'เริ่มดูลายมือ' }));
    await user.upload(screen.getByLabelText('เลือกรูปจากเครื่อง'), jpeg('dark.jpg'));

    // Still on the capture step: the reason in Thai, the photo, and the two ways to try again.
    const check = await screen.findByTestId('palm-photo-check');
    expect(within(check).getByRole('alert').textContent).toContain('รูปนี้ยังอ่านลายมือไม่ได้');
    expect(within(check).getByRole('alert').textContent).toContain(TOO_DARK_TH);
    expect(within(check).getByRole('img', { name: 'รูปที่อ่านลายมือไม่ได้' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ถ่ายใหม่' })).toBeTruthy();
    expect(screen.getByLabelText('เลือกรูปใหม่')).toBeTruthy();
    expect(screen.getByTestId('palm-step').textContent).toContain('ขั้นตอนที่ 1 จาก 4');
    expect(screen.queryByRole('button', { name: 'ดูลายมือ · 600 เหรียญ' })).toBeNull();
    expect(p.confirmSpend).not.toHaveBeenCalled();

    // A better photo passes and goes on to the details, uploaded once more, nothing else asked.
    upload.mockImplementation(() => ok(wireUpload(), 201));
    await user.upload(screen.getByLabelText('เลือกรูปใหม่'), jpeg('bright.jpg'));
    await screen.findByRole('heading', { level: 2, name: 'ตรวจรูปและข้อมูลเพิ่มเติม' });
    expect(screen.queryByTestId('palm-photo-check')).toBeNull();
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      routes.upload,
      routes.upload,
    ]);
  });

  it('says the wait the server estimates, in words people use', async () => {
    stubServer({
      [routes.session]: () => ok({ ...started, estimated_completion_time: 10 }),
      [routes.result]: () => ok(processing, 202),
      [routes.thumbnail]: png,
    });
    const { unmount } = renderRoute(
      <PalmWizard {...props()} />,
      `/fortune-telling?session=${SESSION_ID}`,
    );
    expect((await screen.findByTestId('palm-wait')).textContent).toContain('ใช้เวลาประมาณ 10 วินาที');
    unmount();

    stubServer({
      [routes.session]: () => ok({ ...started, estimated_completion_time: 65 }),
      [routes.result]: () => ok(processing, 202),
      [routes.thumbnail]: png,
    });
    renderRoute(<PalmWizard {...props()} />, `/fortune-telling?session=${SESSION_ID}`);
    expect((await screen.findByTestId('palm-wait')).textContent).toContain('ใช้เวลาประมาณ 1 นาที');
  });

  it('moves the progress on live events and shows the reading as soon as it is done', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
    const live = liveEventsStream();
    let resultReady = false;
    const server = stubServer({
      'GET /events': () => live.respond(),
      [routes.session]: () => ok(started),
      [routes.result]: () => (resultReady ? ok(wireFinished()) : ok(processing, 202)),
      [routes.photo]: png,
      [routes.thumbnail]: png,
    });
    renderRoute(<PalmWizard {...props()} />, `/fortune-telling?session=${SESSION_ID}`);
    await screen.findByTestId('palm-processing');
    serverEvents.start();
    await waitFor(() => expect(live.connected).toBe(true));
    const authorization = server.callsTo('GET /events')[0]?.headers.Authorization;
    expect(authorization).toBe('Bearer header.payload.signature');

    live.send('reading.progress', { session_id: SESSION_ID, kind: 'palm', progress: 55 });
    const bar = screen.getByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('55'));
    expect(screen.getByTestId('palm-stage').textContent).toBe('กำลังหาเส้นลายมือ');
    // Another session's progress is not ours.
    live.send('reading.progress', {
      session_id: '11111111-2222-4333-8444-555555555555',
      kind: 'palm',
      progress: 90,
    });

    resultReady = true;
    const polls = server.callsTo(routes.result).length;
    live.send('reading.done', { session_id: SESSION_ID, kind: 'palm', status: 'completed' });
    // Well before the next 3 s poll.
    expect(await screen.findByTestId('palm-reading', {}, { timeout: 1500 })).toBeTruthy();
    expect(server.callsTo(routes.result).length).toBeGreaterThan(polls);
  });
});
