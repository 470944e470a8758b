import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { InviteScreen } from './invite-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CODE = 'K7QM4XPA';
const LINK = `https://duangdee.example/?ref=${CODE}`;

function stats(pending: number, claimed: number, waiting = 0) {
  return {
    total_invites: 1 + waiting,
    successful_referrals: 1,
    pending_referrals: waiting,
    total_earnings: pending + claimed,
    pending_rewards: pending,
    current_level: 2,
    next_level_requirement: 5,
    click_count: 3,
    conversion_rate: 0.3333,
  };
}

const HISTORY = {
  activities: [
    {
      id: '4a0f1f7e-8f0b-4d7a-9a57-3c1c2f0b6e11',
      referred_user_email: { email: 'so***@g***.com' },
      referred_user_phone: { phone: 'xxx-xxx-5678' },
      referred_user_name: { name: 'ส.' },
      status: 'completed',
      created_at: '2025-03-01T10:00:00.000Z',
      reward_amount: 200,
      platform: 'line',
    },
  ],
  total_count: 1,
  page: 1,
  page_size: 20,
  has_next: false,
  has_previous: false,
};

const show = (
  props: Partial<Parameters<typeof InviteScreen>[0]> = {},
): ReturnType<typeof renderRoute> =>
  renderRoute(
    <InviteScreen
      userId="user-1"
      checkingSignIn={false}
      onSignIn={() => undefined}
      onClaimed={() => undefined}
      {...props}
    />,
    '/invite',
  );

describe('InviteScreen', () => {
  it('claims the pending coins once, tells the app, and shows nothing left to claim', async () => {
    let claimed = false;
    const server = stubServer({
      'GET /referral/code': () => ok({ referral_code: CODE, share_url: LINK }),
      'GET /referral/stats': () => ok(claimed ? stats(0, 200) : stats(200, 0)),
      'GET /referral/history': () => ok(HISTORY),
      'POST /referral/claim-rewards': () => {
        claimed = true;
        return ok({ claimed: 200, claimed_rewards: 1, balance: 1200 });
      },
    });
    const onClaimed = vi.fn();
    show({ onClaimed });

    expect((await screen.findByTestId('invite-code')).textContent).toBe(CODE);
    expect((await screen.findByTestId('invite-pending')).textContent).toBe('200');
    expect(screen.getByTestId('invite-friends').textContent).toBe('1');
    expect(screen.queryByTestId('invite-waiting')).toBeNull();
    expect(screen.getByText('ชวนเพื่อนอีก 4 คน เลื่อนเป็นระดับ 3')).toBeTruthy();
    // The friend is shown masked, as the server sent it.
    expect(await screen.findByText('คุณ ส.')).toBeTruthy();
    expect(screen.getByText('so***@g***.com')).toBeTruthy();
    expect(screen.getByText('xxx-xxx-5678')).toBeTruthy();
    expect(screen.getByText('+200 เหรียญ')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'รับเหรียญ' }));
    await waitFor(() => expect(onClaimed).toHaveBeenCalledTimes(1));
    expect(onClaimed).toHaveBeenCalledWith({ claimed: 200, claimedRewards: 1, balance: 1200 });
    expect(server.callsTo('POST /referral/claim-rewards')).toHaveLength(1);

    // The stats are read again: nothing to claim, and the button says so.
    await waitFor(() => expect(screen.getByTestId('invite-pending').textContent).toBe('0'));
    expect(screen.getByTestId('invite-earned').textContent).toBe('200');
    const button = (await screen.findByRole('button', {
      name: 'ยังไม่มีเหรียญรอรับ',
    })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('does not tell the app of a claim that failed', async () => {
    stubServer({
      'GET /referral/code': () => ok({ referral_code: CODE, share_url: LINK }),
      'GET /referral/stats': () => ok(stats(200, 0)),
      'GET /referral/history': () => ok(HISTORY),
      'POST /referral/claim-rewards': () => fail(503, 'SERVICE_UNAVAILABLE'),
    });
    const onClaimed = vi.fn();
    show({ onClaimed });
    await userEvent.click(await screen.findByRole('button', { name: 'รับเหรียญ' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'รับเหรียญ' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect(onClaimed).not.toHaveBeenCalled();
  });

  it('shares by LINE with the link in the message, and records each share with its platform', async () => {
    const server = stubServer({
      'GET /referral/code': () => ok({ referral_code: CODE, share_url: LINK }),
      'GET /referral/stats': () => ok(stats(0, 0)),
      'GET /referral/history': () => ok({ ...HISTORY, activities: [], total_count: 0 }),
      'POST /referral/share': () => ok({ recorded: true }),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'ส่งลิงก์ชวนเพื่อน' }));
    let sheet = screen.getByRole('dialog', { name: 'แชร์ให้เพื่อน' });
    const line = within(sheet).getAllByRole('link')[0]!;
    expect(line.getAttribute('aria-label')).toContain('LINE');
    const href = new URL(line.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://line.me/R/share');
    expect(href.searchParams.get('text')).toBe(`มาดูดวงด้วยกันที่ดวงดีนะ สมัครผ่านลิงก์นี้ได้เลย\n${LINK}`);
    line.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(line);
    await waitFor(() => expect(server.callsTo('POST /referral/share')).toHaveLength(1));
    expect(server.callsTo('POST /referral/share')[0]?.parsedBody).toMatchObject({
      platform: 'line',
      referral_code: CODE,
    });

    // X is recorded under the platform the server knows it by.
    await userEvent.click(screen.getByRole('button', { name: 'ส่งลิงก์ชวนเพื่อน' }));
    sheet = screen.getByRole('dialog', { name: 'แชร์ให้เพื่อน' });
    const x = within(sheet).getByRole('link', { name: /แชร์ทาง X/ });
    x.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(x);
    await waitFor(() => expect(server.callsTo('POST /referral/share')).toHaveLength(2));
    expect(server.callsTo('POST /referral/share')[1]?.parsedBody).toMatchObject({
      platform: 'twitter',
    });
    expect(screen.getByText('ยังไม่มีเพื่อนสมัครผ่านรหัสของคุณ ลองส่งลิงก์ให้เพื่อนดูนะ')).toBeTruthy();
  });

  it('says the coins come with a friend’s first purchase, and who is still to buy', async () => {
    stubServer({
      'GET /referral/code': () => ok({ referral_code: CODE, share_url: LINK }),
      'GET /referral/stats': () => ok(stats(0, 200, 2)),
      'GET /referral/history': () =>
        ok({
          ...HISTORY,
          activities: [
            {
              ...HISTORY.activities[0],
              id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
              status: 'pending',
              reward_amount: 0,
            },
            ...HISTORY.activities,
          ],
          total_count: 2,
        }),
    });
    show();
    expect(
      screen.getByText(
        'ส่งรหัสหรือลิงก์ให้เพื่อนสมัครใช้ดวงดี เมื่อเพื่อนเติมเหรียญครั้งแรก คุณรับ 200 เหรียญต่อเพื่อนหนึ่งคน',
      ),
    ).toBeTruthy();
    expect((await screen.findByTestId('invite-waiting')).textContent).toBe(
      'มีเพื่อนสมัครแล้วอีก 2 คน รับเหรียญได้เมื่อเพื่อนเติมเหรียญครั้งแรก',
    );
    expect(screen.getByText('เพื่อนที่เติมเหรียญแล้ว')).toBeTruthy();
    const rows = await screen.findAllByTestId('invite-activity');
    expect(rows[0]?.textContent).toContain('รอเพื่อนเติมเหรียญครั้งแรก');
    expect(rows[0]?.textContent).not.toContain('+');
    expect(rows[1]?.textContent).toContain('เติมเหรียญแล้ว');
    expect(rows[1]?.textContent).toContain('+200 เหรียญ');
    expect(screen.getByText(/คุณรับเหรียญเมื่อเพื่อนเติมเหรียญครั้งแรก/)).toBeTruthy();
  });

  it('asks a guest to sign in, and asks the server nothing', async () => {
    const server = stubServer({});
    const onSignIn = vi.fn();
    show({ userId: null, onSignIn });
    expect(screen.getByText(/เมื่อเพื่อนเติมเหรียญครั้งแรก คุณรับ 200 เหรียญ$/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(0);
  });
});
