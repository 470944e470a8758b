import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, inTurn, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { READING_POLL_MS } from '../api/reading-results.ts';
import {
  created,
  fakeServices,
  finished,
  SESSION_ID,
  SHARE_TOKEN,
  started,
  stillProcessing,
  useFakePollTimers,
} from '../testing.ts';
import { TopicReadingScreen } from './topic-reading-screen.tsx';

const base = `/fortune/phone-number/sessions/${SESSION_ID}`;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function fillPhoneForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('เบอร์โทรศัพท์'), '0812345678');
  await user.click(screen.getByRole('checkbox', { name: 'การงาน' }));
  await user.click(screen.getByRole('button', { name: 'ดูดวงเลย · 60 เหรียญ' }));
}

describe('the reading flow', () => {
  it('asks before spending, and on 402 opens the not-enough-coins prompt', async () => {
    const user = userEvent.setup();
    const server = stubServer({
      'POST /fortune/phone-number/sessions': () => created('phone-number', 60),
      [`POST ${base}/start`]: () =>
        fail(402, 'INSUFFICIENT_COINS', 'Insufficient coins', { required: 60, current: 20 }),
    });
    const services = fakeServices();
    const { router } = renderRoute(
      <TopicReadingScreen kind="phone-number" services={services} />,
      '/fortune/phone-number',
    );
    await fillPhoneForm(user);

    await waitFor(() => expect(services.onInsufficientCoins).toHaveBeenCalledWith(60, 20));
    expect(services.confirmSpend).toHaveBeenCalledWith([{ label: 'เบอร์มงคล', coins: 60 }]);
    expect(server.posts()[1]?.parsedBody).toEqual({
      confirm_payment: true,
    });
    // Still on the form, nothing paid, no balance change.
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'ดูดวงเลย · 60 เหรียญ' })).toBeTruthy();
    expect(services.onBalanceChanged).not.toHaveBeenCalled();

    // Topped up elsewhere, the same request pays for the same (still unpaid) session.
    await user.click(screen.getByRole('button', { name: 'ดูดวงเลย · 60 เหรียญ' }));
    await waitFor(() => expect(services.onInsufficientCoins).toHaveBeenCalledTimes(2));
    expect(server.calls.filter((c) => c.path === '/fortune/phone-number/sessions')).toHaveLength(1);
  });

  it('with too few spendable coins, opens the not-enough-coins prompt before any consent', async () => {
    const user = userEvent.setup();
    const server = stubServer({
      'POST /fortune/phone-number/sessions': () => created('phone-number', 60),
    });
    const services = fakeServices({ spendableCoins: vi.fn(async () => 5) });
    renderRoute(
      <TopicReadingScreen kind="phone-number" services={services} />,
      '/fortune/phone-number',
    );
    await fillPhoneForm(user);

    await waitFor(() => expect(services.onInsufficientCoins).toHaveBeenCalledWith(60, 5));
    expect(services.confirmSpend).not.toHaveBeenCalled();
    expect(server.calls.some((c) => c.path.endsWith('/start'))).toBe(false);
    expect(screen.getByRole('button', { name: 'ดูดวงเลย · 60 เหรียญ' })).toBeTruthy();
  });

  it('says no to the consent: nothing is started', async () => {
    const user = userEvent.setup();
    const server = stubServer({
      'POST /fortune/phone-number/sessions': () => created('phone-number', 60),
    });
    const services = fakeServices({ confirmSpend: vi.fn(async () => false) });
    renderRoute(
      <TopicReadingScreen kind="phone-number" services={services} />,
      '/fortune/phone-number',
    );
    await fillPhoneForm(user);
    await waitFor(() => expect(services.confirmSpend).toHaveBeenCalledOnce());
    expect(server.calls.some((c) => c.path.endsWith('/start'))).toBe(false);
    expect(screen.getByRole('button', { name: 'ดูดวงเลย · 60 เหรียญ' })).toBeTruthy();
  });

  it('polls every 2 s while the reading is made (202), then shows it with a share link', async () => {
    useFakePollTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const server = stubServer({
      'POST /fortune/phone-number/sessions': () => created('phone-number', 60),
      [`POST ${base}/start`]: () => started(60),
      [`GET ${base}/results`]: inTurn(stillProcessing, stillProcessing, () =>
        finished('phone-number'),
      ),
      [`GET ${base}/progress`]: () =>
        ok({
          session_id: SESSION_ID,
          status: 'processing',
          progress_percent: 40,
          estimated_wait_time: 10,
        }),
    });
    const services = fakeServices();
    const { router } = renderRoute(
      <TopicReadingScreen kind="phone-number" services={services} />,
      '/fortune/phone-number',
    );
    await fillPhoneForm(user);

    const processing = await screen.findByTestId('reading-processing');
    expect(within(processing).getByText('หมอดูกำลังเปิดดวงให้คุณ')).toBeTruthy();
    expect(router.state.location.search).toBe(`?session=${SESSION_ID}`);
    // Paid: the wallet asks again (the coins are held).
    expect(services.onBalanceChanged).toHaveBeenCalledTimes(1);
    const bar = await screen.findByRole('progressbar', { name: 'ความคืบหน้าการดูดวง' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    // The server's estimate, not a fixed promise.
    expect(
      within(processing).getByText('ใช้เวลาประมาณ 10 วินาที ออกจากหน้านี้ได้ คำทำนายจะรออยู่ในประวัติการดูดวง'),
    ).toBeTruthy();

    // Two more polls: the second 202, then the finished reading. The API client's request queue
    // spaces calls by the real clock, so on a busy machine a poll may land a little later.
    await act(() => vi.advanceTimersByTimeAsync(2 * READING_POLL_MS + 100));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'ความหมายเบอร์ 081-234-5678 (ดีมาก)' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(server.calls.filter((c) => c.path === `${base}/results`)).toHaveLength(3);
    expect(screen.getByTestId('reading-summary').textContent).toBe(
      'เบอร์นี้ส่งเสริมการงานและการเงินเป็นพิเศษ',
    );
    expect(screen.getByRole('heading', { name: 'การงาน' })).toBeTruthy();
    expect(screen.getByText('เงินไหลมาเทมา')).toBeTruthy();
    expect(screen.getByTestId('reading-score').textContent).toContain('82/100');
    expect(screen.getByText('เขียว')).toBeTruthy();
    expect(screen.getByText('ใช้เบอร์นี้ต่อได้อย่างมั่นใจ')).toBeTruthy();
    // Finished: spent for good, the wallet asks again.
    await waitFor(() => expect(services.onBalanceChanged).toHaveBeenCalledTimes(2));

    // No polling once finished.
    await act(() => vi.advanceTimersByTimeAsync(READING_POLL_MS * 3));
    expect(server.calls.filter((c) => c.path === `${base}/results`)).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'แชร์คำทำนาย' }));
    const sheet = screen.getByRole('dialog', { name: 'แชร์ให้เพื่อน' });
    await user.click(within(sheet).getByRole('button', { name: 'คัดลอกลิงก์' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/fortune-results?share=${SHARE_TOKEN}`,
    );
    expect(screen.queryByRole('dialog', { name: 'แชร์ให้เพื่อน' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'ดูดวงอีกครั้ง' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toBeTruthy();
    // Let the request queue settle before the real timers come back (its wake-ups are timers).
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  });

  it('shares on LINE first, or with the device’s own sheet, naming only the kind', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    stubServer({ [`GET ${base}/results`]: () => finished('phone-number') });
    renderRoute(
      <TopicReadingScreen kind="phone-number" services={fakeServices()} />,
      `/fortune/phone-number?session=${SESSION_ID}`,
    );
    // The owner's own view keeps the number; the shared words name only the kind.
    await screen.findByRole('heading', { name: 'ความหมายเบอร์ 081-234-5678 (ดีมาก)' });
    const url = `${window.location.origin}/fortune-results?share=${SHARE_TOKEN}`;
    await user.click(screen.getByRole('button', { name: 'แชร์คำทำนาย' }));
    const sheet = screen.getByRole('dialog', { name: 'แชร์ให้เพื่อน' });
    const line = within(sheet).getAllByRole('link')[0]!;
    expect(line.getAttribute('aria-label')).toContain('LINE');
    const message = new URL(line.getAttribute('href')!).searchParams.get('text');
    expect(message).toBe(`มาอ่านคำทำนายเบอร์มงคลจากดวงดีด้วยกันนะ\n${url}`);
    expect(sheet.textContent).not.toContain('081-234-5678');

    await user.click(within(sheet).getByRole('button', { name: 'แชร์ผ่านแอปอื่นในเครื่อง' }));
    expect(share).toHaveBeenCalledWith({
      title: 'เบอร์มงคล · คำทำนายจากดวงดี',
      text: 'มาอ่านคำทำนายเบอร์มงคลจากดวงดีด้วยกันนะ',
      url,
    });
  });

  it('a failed reading says so in Thai (coins refunded), with no share button', async () => {
    stubServer({
      [`GET ${base}/results`]: () =>
        finished('phone-number', {
          status: 'failed',
          result: null,
          share_token: null,
          coins_charged: 0,
          error: 'ขออภัย ดูดวงไม่สำเร็จ ระบบคืนเหรียญให้คุณแล้ว กรุณาลองใหม่อีกครั้ง',
        }),
    });
    const services = fakeServices();
    renderRoute(
      <TopicReadingScreen kind="phone-number" services={services} />,
      `/fortune/phone-number?session=${SESSION_ID}`,
    );
    const failed = await screen.findByTestId('reading-failed');
    expect(within(failed).getByRole('heading', { name: 'ดูดวงไม่สำเร็จ' })).toBeTruthy();
    expect(within(failed).getByRole('alert').textContent).toContain('ระบบคืนเหรียญให้คุณแล้ว');
    expect(screen.queryByRole('button', { name: 'แชร์คำทำนาย' })).toBeNull();
    await waitFor(() => expect(services.onBalanceChanged).toHaveBeenCalledOnce());
  });

  it('a network failure on paying is told in Thai', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderRoute(
      <TopicReadingScreen kind="phone-number" services={fakeServices()} />,
      '/fortune/phone-number',
    );
    await fillPhoneForm(user);
    expect(
      await screen.findByText('เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่'),
    ).toBeTruthy();
  });
});
