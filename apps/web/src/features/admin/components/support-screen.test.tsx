import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, inTurn, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { SupportScreen } from './support-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TICKET_ID = 'b1620384-7f90-4b12-83c4-d5e6f708192a';
const USER_ID = '7d2e6f40-3b5c-4d7e-8f80-91a2b3c4d5e6';
const REPLY = `POST /admin/support/tickets/${TICKET_ID}/reply`;

const ticket = {
  id: TICKET_ID,
  category: 'coins',
  subject: 'เติมเหรียญแล้วยังไม่เข้า',
  message: 'โอนไปเมื่อเช้า\nยอด 99 บาท',
  status: 'open',
  answer: null,
  answered_at: null,
  created_at: '2026-11-28T02:00:00.000Z',
  user_id: USER_ID,
  email: 'buyer@example.com',
};

const page = (items: unknown[]) => ({
  items,
  page: 1,
  page_size: 20,
  total_count: items.length,
  total_pages: 1,
  has_next_page: false,
  has_previous_page: false,
});

const show = () =>
  renderRoute(<SupportScreen userPath={(id) => `/admin/users/${id}`} />, '/admin/support');

const statusOf = (search: string | undefined) => new URLSearchParams(search).get('status');

describe('the support tickets', () => {
  it('lists the tickets waiting first, and a filter changes the status asked for', async () => {
    const server = stubServer({ 'GET /admin/support/tickets': () => ok(page([ticket])) });
    show();
    const card = await screen.findByTestId('ticket');
    expect(within(card).getByRole('heading', { name: 'เติมเหรียญแล้วยังไม่เข้า' })).toBeTruthy();
    expect(card.textContent).toContain('เหรียญ');
    expect(card.textContent).toContain('รอตอบ');
    expect(card.textContent).toContain('โอนไปเมื่อเช้า');
    expect(
      within(card).getByRole('link', { name: 'จาก buyer@example.com' }).getAttribute('href'),
    ).toBe(`/admin/users/${USER_ID}`);
    expect(statusOf(server.callsTo('GET /admin/support/tickets')[0]?.search)).toBe('open');

    fireEvent.change(screen.getByLabelText('สถานะ'), { target: { value: 'answered' } });
    fireEvent.click(screen.getByRole('button', { name: 'กรอง' }));
    await waitFor(() => expect(server.callsTo('GET /admin/support/tickets')).toHaveLength(2));
    expect(statusOf(server.callsTo('GET /admin/support/tickets')[1]?.search)).toBe('answered');

    fireEvent.change(screen.getByLabelText('สถานะ'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'กรอง' }));
    await waitFor(() => expect(server.callsTo('GET /admin/support/tickets')).toHaveLength(3));
    expect(statusOf(server.callsTo('GET /admin/support/tickets')[2]?.search)).toBeNull();
  });

  it('sends the answer only after the confirmation, and says it went', async () => {
    const server = stubServer({
      'GET /admin/support/tickets': inTurn(
        () => ok(page([ticket])),
        () => ok(page([])),
      ),
      [REPLY]: () => ok({ ...ticket, status: 'answered', answer: 'เติมให้แล้วครับ' }),
    });
    show();
    const card = await screen.findByTestId('ticket');
    fireEvent.click(within(card).getByRole('button', { name: 'ตอบกลับ' }));
    fireEvent.click(within(card).getByRole('button', { name: 'ส่งคำตอบ' }));
    expect(within(card).getByText('กรุณาเขียนคำตอบ')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(within(card).getByLabelText('คำตอบ (ผู้ใช้จะเห็นข้อความนี้)'), {
      target: { value: ' เติมให้แล้วครับ \n' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'ส่งคำตอบ' }));
    const dialog = screen.getByRole('dialog', { name: 'ส่งคำตอบนี้?' });
    expect(dialog.textContent).toContain('เติมให้แล้วครับ');
    expect(server.callsTo(REPLY)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันส่งคำตอบ' }));
    await waitFor(() => expect(server.callsTo(REPLY)).toHaveLength(1));
    expect(server.callsTo(REPLY)[0]?.parsedBody).toEqual({ message: 'เติมให้แล้วครับ' });
    expect((await screen.findByRole('status')).textContent).toBe('ส่งคำตอบแล้ว');
    expect(await screen.findByText('ไม่มีข้อความตามตัวกรองนี้')).toBeTruthy();
  });

  it('refuses an answer over the contract’s length, and says in Thai that a closed ticket cannot be answered', async () => {
    const server = stubServer({
      'GET /admin/support/tickets': () => ok(page([ticket])),
      [REPLY]: () => fail(409, 'CONFLICT', 'This ticket is closed'),
    });
    show();
    const card = await screen.findByTestId('ticket');
    fireEvent.click(within(card).getByRole('button', { name: 'ตอบกลับ' }));
    const field = within(card).getByLabelText('คำตอบ (ผู้ใช้จะเห็นข้อความนี้)');
    expect(field.getAttribute('maxlength')).toBe('4000');
    fireEvent.change(field, { target: { value: 'ก'.repeat(4001) } });
    fireEvent.click(within(card).getByRole('button', { name: 'ส่งคำตอบ' }));
    expect(within(card).getByText('คำตอบยาวเกิน 4,000 ตัวอักษร')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(field, { target: { value: 'ขอบคุณที่แจ้งครับ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'ส่งคำตอบ' }));
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันส่งคำตอบ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ข้อความนี้ปิดไปแล้ว ตอบไม่ได้');
    expect(server.callsTo(REPLY)).toHaveLength(1);
  });
});
