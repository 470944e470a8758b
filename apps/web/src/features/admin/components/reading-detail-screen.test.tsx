import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, inTurn, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { ReadingDetailScreen } from './reading-detail-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const USER_ID = '7d2e6f40-3b5c-4d7e-8f80-91a2b3c4d5e6';
const SESSION_ID = '8e3f7051-4c6d-4e8f-9091-a2b3c4d5e6f7';
const DETAIL = `GET /admin/fortune-sessions/${SESSION_ID}`;
const REFUND = `POST /admin/fortune-sessions/${SESSION_ID}/refund`;

function detail(overrides: Record<string, unknown> = {}) {
  return {
    id: SESSION_ID,
    user_id: USER_ID,
    kind: 'love',
    status: 'completed',
    cost: 50,
    coins: 'charged',
    error: null,
    created_at: '2026-11-28T03:00:00.000Z',
    completed_at: '2026-11-28T03:01:30.000Z',
    started_at: '2026-11-28T03:00:05.000Z',
    hold_id: '9f408162-5d7e-4f90-a1a2-b3c4d5e6f708',
    input: {
      status: 'single',
      birth_date: '1995-04-12',
      want_to_know: ['when', 'who'],
      partner: { nickname: 'ต้น' },
    },
    result: {
      kind: 'love',
      title_th: 'ความรักกำลังผลิบาน',
      title_en: 'Love in bloom',
      summary_th: 'ช่วงนี้ใจเปิดรับคนใหม่',
      summary_en: 'Your heart is open',
      sections: [
        {
          id: 'now',
          heading_th: 'ตอนนี้',
          heading_en: 'Now',
          body_th: 'ย่อหน้าแรกของตอนนี้\n\nย่อหน้าที่สองของตอนนี้',
          body_en: 'First\n\nSecond',
        },
      ],
      lucky_colours_th: ['ชมพู', 'ขาว'],
      lucky_numbers: [2, 9],
      advice_th: 'เปิดใจให้เพื่อนแนะนำ',
      advice_en: 'Let friends introduce',
    },
    ...overrides,
  };
}

const show = () =>
  renderRoute(
    <ReadingDetailScreen
      sessionId={SESSION_ID}
      backPath="/admin/readings"
      userPath={(id) => `/admin/users/${id}`}
    />,
    `/admin/readings/${SESSION_ID}`,
  );

describe('a reading in the admin area', () => {
  it('shows its coins, what was entered and the reading itself, readably', async () => {
    stubServer({ [DETAIL]: () => ok(detail()) });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'ดวงความรัก' })).toBeTruthy();
    const facts = screen.getByTestId('reading-facts');
    expect(facts.textContent).toContain('50 เหรียญ');
    expect(within(facts).getByRole('link', { name: USER_ID }).getAttribute('href')).toBe(
      `/admin/users/${USER_ID}`,
    );
    expect(screen.getByText('ตัดเหรียญแล้ว')).toBeTruthy();

    const input = screen.getByTestId('input');
    expect(input.textContent).toContain('birthDate1995-04-12');
    expect(input.textContent).toContain('wantToKnowwhen, who');
    expect(input.textContent).toContain('partner.nicknameต้น');

    const result = screen.getByTestId('result');
    expect(within(result).getByRole('heading', { name: 'ความรักกำลังผลิบาน' })).toBeTruthy();
    expect(within(result).getByRole('heading', { name: 'ตอนนี้' })).toBeTruthy();
    expect(within(result).getByText('ย่อหน้าแรกของตอนนี้')).toBeTruthy();
    expect(within(result).getByText('ย่อหน้าที่สองของตอนนี้')).toBeTruthy();
    expect(within(result).getByText('เปิดใจให้เพื่อนแนะนำ')).toBeTruthy();
    expect(result.textContent).toContain('ชมพู, ขาว');
    expect(result.textContent).toContain('2, 9');
  });

  it('refunds with the reason only after the confirmation, and shows what came back', async () => {
    const server = stubServer({
      [DETAIL]: inTurn(
        () => ok(detail()),
        () => ok(detail({ coins: 'refunded' })),
      ),
      [REFUND]: () =>
        ok({
          session_id: SESSION_ID,
          method: 'refund_transfer',
          coins: 50,
          transfer_id: 'a0519273-6e8f-4a01-b2b3-c4d5e6f70819',
          balance: 1_050,
        }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'คืนเหรียญ' }));
    const dialog = screen.getByRole('dialog', { name: 'คืนเหรียญของการดูดวงนี้?' });
    expect(dialog.textContent).toContain('เขียนรายการคืน 50 เหรียญที่ตัดไปแล้วให้');
    const confirm = within(dialog).getByRole('button', { name: 'ยืนยันคืนเหรียญ' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  คำทำนายไม่ตรง ' } });
    expect(server.callsTo(REFUND)).toHaveLength(0);

    fireEvent.click(confirm);
    await waitFor(() => expect(server.callsTo(REFUND)).toHaveLength(1));
    expect(server.callsTo(REFUND)[0]?.parsedBody).toEqual({ reason: 'คำทำนายไม่ตรง' });
    expect((await screen.findByRole('status')).textContent).toBe(
      'คืน 50 เหรียญแล้ว (รายการคืนเหรียญ) ยอดคงเหลือ 1,050 เหรียญ',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'คืนเหรียญ' })).toBeNull());
  });

  it('says in Thai that a reading was already refunded (409), and cancelling sends nothing', async () => {
    const server = stubServer({
      [DETAIL]: () => ok(detail({ coins: 'held', status: 'processing' })),
      [REFUND]: () => fail(409, 'CONFLICT', "This reading's coins were already given back"),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'คืนเหรียญ' }));
    expect(screen.getByRole('dialog').textContent).toContain(
      'ยกเลิกการดูดวงที่ยังค้างอยู่ และปล่อย 50 เหรียญที่กันไว้คืนให้',
    );
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo(REFUND)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'คืนเหรียญ' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'ค้างนานเกินไป' } });
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันคืนเหรียญ' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'การดูดวงนี้คืนเหรียญไปแล้ว หรือไม่มีเหรียญให้คืน',
    );
    expect(server.callsTo(REFUND)).toHaveLength(1);
  });

  it('offers no refund for coins already released, and says why', async () => {
    stubServer({
      [DETAIL]: () => ok(detail({ coins: 'released', status: 'failed', result: null })),
    });
    show();
    expect(await screen.findByText('ระบบปล่อยเหรียญคืนให้แล้วเมื่อการดูดวงไม่สำเร็จ')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'คืนเหรียญ' })).toBeNull();
    expect(screen.getByText('ยังไม่มีคำทำนาย')).toBeTruthy();
  });
});
