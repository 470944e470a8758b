import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, inTurn, ok, png, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { PaymentsQueue } from './payments-queue.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAYMENT_ID = '5b0c4d2e-1f3a-4b5c-8d6e-7f8091a2b3c4';
const SLIP_ID = '6c1d5e3f-2a4b-4c6d-9e7f-8091a2b3c4d5';

const payment = {
  payment_id: PAYMENT_ID,
  status: 'verifying',
  provider: 'promptpay',
  method: 'promptpay',
  package_id: 'pkg_1000',
  amount_thb: 1_299,
  amount_satang: 129_900,
  coins: 1_500,
  payment_code: 'DD-7Q2K',
  qr_payload: null,
  qr_image_url: null,
  checkout_url: null,
  sandbox: false,
  expires_at: '2026-11-28T01:00:00.000Z',
  created_at: '2026-11-28T00:40:00.000Z',
  completed_at: null,
  failure_reason: null,
  user_id: '7d2e6f40-3b5c-4d7e-8f80-91a2b3c4d5e6',
  user_email: 'buyer@example.com',
  slips: [
    {
      id: SLIP_ID,
      sending_bank: 'KBANK',
      trans_ref: 'REF123',
      mime_type: 'image/png',
      created_at: '2026-11-28T00:45:00.000Z',
    },
  ],
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

describe('the slip review queue', () => {
  it('approves only after the confirmation, then fetches the queue again', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:slip', revokeObjectURL: () => undefined }),
    );
    const server = stubServer({
      'GET /admin/payments': inTurn(
        () => ok(page([payment])),
        () => ok(page([])),
      ),
      [`GET /admin/payments/${PAYMENT_ID}/slips/${SLIP_ID}/image`]: png,
      [`POST /admin/payments/${PAYMENT_ID}/approve`]: () => ok({ ...payment, status: 'success' }),
    });
    renderRoute(<PaymentsQueue />, '/admin/payments');

    const card = await screen.findByTestId('slip-review');
    expect(card.textContent).toContain('1,299 บาท');
    expect(card.textContent).toContain('1,500 เหรียญ');
    expect(card.textContent).toContain('buyer@example.com');
    await waitFor(() =>
      expect(within(card).getByRole('img').getAttribute('src')).toBe('blob:slip'),
    );
    expect(server.calls.find((c) => c.path.endsWith('/image'))?.search ?? '').toBe('');
    expect(
      new URLSearchParams(server.callsTo('GET /admin/payments')[0]?.search).get('status'),
    ).toBe('verifying');

    fireEvent.click(within(card).getByRole('button', { name: 'อนุมัติ' }));
    const dialog = screen.getByRole('dialog', { name: 'ยืนยันการอนุมัติ' });
    expect(dialog.textContent).toContain('1,500 เหรียญ');
    expect(server.callsTo(`POST /admin/payments/${PAYMENT_ID}/approve`)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันอนุมัติ' }));
    await waitFor(() =>
      expect(server.callsTo(`POST /admin/payments/${PAYMENT_ID}/approve`)).toHaveLength(1),
    );
    expect(await screen.findByText('ไม่มีสลิปรอตรวจแล้ว เยี่ยมมาก')).toBeTruthy();
    expect(server.callsTo('GET /admin/payments').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects with a reason of at least 3 characters; cancelling sends nothing', async () => {
    const server = stubServer({
      'GET /admin/payments': () => ok(page([payment])),
      [`GET /admin/payments/${PAYMENT_ID}/slips/${SLIP_ID}/image`]: () => fail(404, 'NOT_FOUND'),
      [`POST /admin/payments/${PAYMENT_ID}/reject`]: () => ok({ ...payment, status: 'failed' }),
    });
    renderRoute(<PaymentsQueue />, '/admin/payments');
    const card = await screen.findByTestId('slip-review');
    expect(await within(card).findByText('เปิดภาพสลิปไม่ได้')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'อนุมัติ' }));
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'ปฏิเสธ' }));
    const dialog = screen.getByRole('dialog', { name: 'ปฏิเสธสลิปนี้' });
    const confirm = within(dialog).getByRole('button', { name: 'ยืนยันปฏิเสธ' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'ยอดไม่ตรง' } });
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(server.callsTo(`POST /admin/payments/${PAYMENT_ID}/reject`)[0]?.parsedBody).toEqual({
        reason: 'ยอดไม่ตรง',
      }),
    );
    expect(server.callsTo(`POST /admin/payments/${PAYMENT_ID}/approve`)).toHaveLength(0);
  });

  it('finds other payments by status, method, buyer and days; only a slip under review has the buttons', async () => {
    const server = stubServer({
      'GET /admin/payments': inTurn(
        () => ok(page([payment])),
        () =>
          ok(
            page([
              {
                ...payment,
                status: 'failed',
                method: 'card',
                failure_reason: 'ยอดไม่ตรง',
                slips: [],
              },
            ]),
          ),
      ),
      [`GET /admin/payments/${PAYMENT_ID}/slips/${SLIP_ID}/image`]: () => fail(404, 'NOT_FOUND'),
    });
    renderRoute(<PaymentsQueue />, '/admin/payments');
    await screen.findByTestId('slip-review');
    expect((screen.getByLabelText('สถานะ') as HTMLSelectElement).value).toBe('verifying');

    fireEvent.change(screen.getByLabelText('สถานะ'), { target: { value: 'failed' } });
    fireEvent.change(screen.getByLabelText('ช่องทาง'), { target: { value: 'card' } });
    fireEvent.change(screen.getByLabelText('รหัสผู้ใช้'), { target: { value: payment.user_id } });
    fireEvent.change(screen.getByLabelText('ตั้งแต่วันที่'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('ถึงวันที่'), { target: { value: '2026-11-28' } });
    fireEvent.click(screen.getByRole('button', { name: 'กรอง' }));
    await waitFor(() => expect(server.callsTo('GET /admin/payments')).toHaveLength(2));
    expect(
      Object.fromEntries(new URLSearchParams(server.callsTo('GET /admin/payments')[1]?.search)),
    ).toEqual({
      status: 'failed',
      method: 'card',
      user_id: payment.user_id,
      from: '2026-11-01',
      to: '2026-11-28',
      page: '1',
      page_size: '20',
    });
    await waitFor(() => expect(screen.getByTestId('slip-review').textContent).toContain('ไม่สำเร็จ'));
    const card = screen.getByTestId('slip-review');
    expect(card.textContent).toContain('ยอดไม่ตรง');
    expect(card.textContent).toContain('บัตร');
    expect(within(card).queryByRole('button', { name: 'อนุมัติ' })).toBeNull();
  });

  it('says in Thai why a decision failed', async () => {
    const server = stubServer({
      'GET /admin/payments': () => ok(page([payment])),
      [`GET /admin/payments/${PAYMENT_ID}/slips/${SLIP_ID}/image`]: () => fail(404, 'NOT_FOUND'),
      [`POST /admin/payments/${PAYMENT_ID}/approve`]: () =>
        fail(409, 'PAYMENT_NOT_PAYABLE', 'Only a payment under review can be approved'),
    });
    const toastError = vi.spyOn(toast, 'error');
    renderRoute(<PaymentsQueue />, '/admin/payments');
    fireEvent.click(await screen.findByRole('button', { name: 'อนุมัติ' }));
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันอนุมัติ' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('ทำรายการไม่สำเร็จ: รายการชำระเงินนี้ไม่ได้รอตรวจแล้ว'),
    );
    expect(server.callsTo(`POST /admin/payments/${PAYMENT_ID}/approve`)).toHaveLength(1);
    toastError.mockRestore();
  });
});
