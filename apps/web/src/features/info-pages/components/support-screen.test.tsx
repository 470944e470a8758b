import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { SupportScreen } from './support-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TICKET_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  fields: { category?: string; subject?: string; message?: string; email?: string },
) {
  if (fields.category)
    await user.selectOptions(screen.getByLabelText('เรื่องที่ติดต่อ'), fields.category);
  if (fields.subject) await user.type(screen.getByLabelText('หัวข้อ'), fields.subject);
  if (fields.message) await user.type(screen.getByLabelText('รายละเอียด'), fields.message);
  if (fields.email) await user.type(screen.getByLabelText('อีเมลสำหรับตอบกลับ'), fields.email);
}

describe('SupportScreen', () => {
  it('checks the form before sending anything', async () => {
    const server = stubServer({});
    const user = userEvent.setup();
    renderRoute(<SupportScreen />, '/support');

    await user.click(screen.getByRole('button', { name: 'ส่งคำถาม' }));
    expect(screen.getAllByText('กรุณากรอกข้อมูลนี้')).toHaveLength(4);

    await fill(user, { category: 'coins', subject: 'ab', message: 'สั้น', email: 'not-mail' });
    await user.click(screen.getByRole('button', { name: 'ส่งคำถาม' }));
    expect(screen.getByText('หัวข้อสั้นไป อย่างน้อย 3 ตัวอักษร')).toBeTruthy();
    expect(screen.getByText('เล่าเพิ่มอีกนิด อย่างน้อย 10 ตัวอักษร')).toBeTruthy();
    expect(screen.getByText('กรุณากรอกอีเมลให้ถูกต้อง')).toBeTruthy();
    expect(server.posts()).toHaveLength(0);
  });

  it('sends an anonymous ticket with the e-mail and thanks the writer', async () => {
    const server = stubServer({
      'POST /support/tickets': () => ok({ ticket_id: TICKET_ID, status: 'open' }, 201),
    });
    const user = userEvent.setup();
    renderRoute(<SupportScreen />, '/support');
    await fill(user, {
      category: 'payment',
      subject: 'เติมเหรียญแล้วไม่เข้า',
      message: 'โอนพร้อมเพย์ไปเมื่อเช้าแล้วค่ะ',
      email: 'somsri@example.com',
    });
    await user.click(screen.getByRole('button', { name: 'ส่งคำถาม' }));

    const sent = await screen.findByTestId('support-sent');
    expect(within(sent).getByText('ได้รับคำถามของคุณแล้ว')).toBeTruthy();
    expect(within(sent).getByText(/somsri@example\.com/)).toBeTruthy();
    expect(within(sent).getByText('หมายเลขอ้างอิง 6F1C2B3A')).toBeTruthy();
    expect(server.callsTo('POST /support/tickets').map((c) => c.parsedBody)).toEqual([
      {
        category: 'payment',
        subject: 'เติมเหรียญแล้วไม่เข้า',
        message: 'โอนพร้อมเพย์ไปเมื่อเช้าแล้วค่ะ',
        email: 'somsri@example.com',
      },
    ]);

    await user.click(within(sent).getByRole('button', { name: 'ส่งอีกเรื่อง' }));
    expect(screen.getByRole('button', { name: 'ส่งคำถาม' })).toBeTruthy();
  });

  it('says so when the hourly limit is reached', async () => {
    stubServer({ 'POST /support/tickets': () => fail(429, 'RATE_LIMITED') });
    const user = userEvent.setup();
    renderRoute(<SupportScreen />, '/support');
    await fill(user, {
      category: 'other',
      subject: 'อีกเรื่องหนึ่ง',
      message: 'ขอสอบถามเพิ่มเติมอีกนิดค่ะ',
      email: 'a@example.com',
    });
    await user.click(screen.getByRole('button', { name: 'ส่งคำถาม' }));
    expect(await screen.findByText('คุณส่งคำถามหลายครั้งแล้วในชั่วโมงนี้ กรุณารอสักครู่แล้วลองใหม่')).toBeTruthy();
    expect(screen.queryByTestId('support-sent')).toBeNull();
  });

  it('signed in: no e-mail asked, and their questions show with the answers', async () => {
    let tickets = [
      {
        id: TICKET_ID,
        category: 'coins',
        subject: 'เหรียญหายไป',
        message: 'ดูดวงไม่สำเร็จแต่เหรียญไม่คืน',
        status: 'answered',
        answer: 'ตรวจแล้ว เหรียญคืนเข้ากระเป๋าเรียบร้อยค่ะ',
        answered_at: '2025-11-02T03:00:00.000Z',
        created_at: '2025-11-01T03:00:00.000Z',
      },
    ];
    const server = stubServer({
      'GET /support/tickets': () =>
        ok({
          items: tickets,
          page: 1,
          page_size: 20,
          total_count: tickets.length,
          total_pages: 1,
          has_next_page: false,
          has_previous_page: false,
        }),
      'POST /support/tickets': () => {
        tickets = [
          {
            ...tickets[0]!,
            id: '00000000-0000-4000-8000-000000000001',
            subject: 'เรื่องใหม่',
            status: 'open',
            answer: null as unknown as string,
            answered_at: null as unknown as string,
          },
          ...tickets,
        ];
        return ok({ ticket_id: '00000000-0000-4000-8000-000000000001', status: 'open' }, 201);
      },
    });
    const user = userEvent.setup();
    renderRoute(
      <SupportScreen account={{ userId: 'u1', email: 'mali@example.com' }} />,
      '/support',
    );
    expect(screen.queryByLabelText('อีเมลสำหรับตอบกลับ')).toBeNull();
    expect(screen.getByText('เราจะตอบคุณในแอปและทางอีเมล mali@example.com')).toBeTruthy();

    const [first] = await screen.findAllByTestId('support-ticket');
    expect(within(first!).getByText('ตอบแล้ว')).toBeTruthy();
    expect(within(first!).getByText('ตรวจแล้ว เหรียญคืนเข้ากระเป๋าเรียบร้อยค่ะ')).toBeTruthy();

    await fill(user, { category: 'account', subject: 'เรื่องใหม่', message: 'ขอเปลี่ยนชื่อที่แสดงค่ะ' });
    await user.click(screen.getByRole('button', { name: 'ส่งคำถาม' }));
    await screen.findByTestId('support-sent');
    expect(server.callsTo('POST /support/tickets')[0]?.parsedBody).not.toHaveProperty('email');
    await waitFor(() => expect(screen.getAllByTestId('support-ticket')).toHaveLength(2));
    expect(within(screen.getAllByTestId('support-ticket')[0]!).getByText('รอตอบ')).toBeTruthy();
  });
});
