import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { PAYMENT_ID, wirePayment } from '../testing.ts';
import { SlipUpload } from './slip-upload.tsx';

afterEach(() => vi.unstubAllGlobals());

const MB = 1024 * 1024;
const slipPath = `/payments/${PAYMENT_ID}/slip`;

function slip(name: string, type: string, size: number) {
  return new File([new Uint8Array(size)], name, { type });
}

describe('SlipUpload', () => {
  it('rejects a 6 MB slip on the phone, without calling the server', async () => {
    const user = userEvent.setup();
    const server = stubServer({});
    renderRoute(<SlipUpload paymentId={PAYMENT_ID} />, '/payment');

    await user.upload(screen.getByLabelText('เลือกไฟล์สลิป'), slip('slip.png', 'image/png', 6 * MB));
    expect(screen.getByRole('alert').textContent).toBe('ไฟล์ใหญ่เกิน 5 MB กรุณาเลือกไฟล์ที่เล็กลง');
    expect(screen.queryByRole('button', { name: 'ส่งสลิป' })).toBeNull();
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a file that is not an image or PDF', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const server = stubServer({});
    renderRoute(<SlipUpload paymentId={PAYMENT_ID} />, '/payment');
    await user.upload(screen.getByLabelText('เลือกไฟล์สลิป'), slip('slip.gif', 'image/gif', 1000));
    expect(screen.getByRole('alert').textContent).toBe('รองรับเฉพาะไฟล์ JPG, PNG หรือ PDF เท่านั้น');
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('sends a good slip as multipart field "slip"', async () => {
    const user = userEvent.setup();
    const server = stubServer({
      [`POST ${slipPath}`]: () =>
        ok({
          payment: wirePayment({ status: 'verifying' }),
          slip: { id: PAYMENT_ID, sending_bank: '004', trans_ref: 'T1' },
        }),
    });
    const { client } = renderRoute(<SlipUpload paymentId={PAYMENT_ID} />, '/payment');
    await user.upload(
      screen.getByLabelText('เลือกไฟล์สลิป'),
      slip('slip.pdf', 'application/pdf', 4 * MB),
    );
    expect(screen.getByText('slip.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ส่งสลิป' }));

    await waitFor(() => expect(server.calls).toHaveLength(1));
    const body = server.calls[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('slip')).toHaveProperty('name', 'slip.pdf');
    await waitFor(() =>
      expect(client.getQueryData(['payments', 'status', PAYMENT_ID])).toMatchObject({
        status: 'verifying',
      }),
    );
  });

  it('tells a slip that was already used, in Thai', async () => {
    const user = userEvent.setup();
    stubServer({ [`POST ${slipPath}`]: () => fail(409, 'SLIP_ALREADY_USED') });
    renderRoute(<SlipUpload paymentId={PAYMENT_ID} />, '/payment');
    await user.upload(screen.getByLabelText('เลือกไฟล์สลิป'), slip('slip.jpg', 'image/jpeg', 1000));
    await user.click(screen.getByRole('button', { name: 'ส่งสลิป' }));
    expect((await screen.findByRole('alert')).textContent).toBe('สลิปนี้เคยใช้ชำระรายการอื่นไปแล้ว');
  });
});
