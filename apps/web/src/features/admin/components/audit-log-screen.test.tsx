import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { AuditLogScreen } from './audit-log-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADMIN_ID = 'c2731495-8a01-4c23-94d5-e6f708192a3b';
const SESSION_ID = '8e3f7051-4c6d-4e8f-9091-a2b3c4d5e6f7';

const refund = {
  id: 'd3842506-9b12-4d34-a5e6-f708192a3b4c',
  actor_id: ADMIN_ID,
  actor_email: 'admin@example.com',
  action: 'session.refund',
  target_type: 'fortune_session',
  target_id: SESSION_ID,
  reason: 'คำทำนายไม่ครบ',
  before: { status: 'completed', hold_status: 'posted' },
  after: { method: 'refund_transfer', coins: 50, balance: 1_050 },
  created_at: '2026-11-28T05:30:00.000Z',
};

const packageEdit = {
  id: 'e4953617-0c23-4e45-b6f7-08192a3b4c5d',
  actor_id: null,
  actor_email: null,
  action: 'package.update',
  target_type: 'coin_package',
  target_id: 'popular',
  reason: null,
  before: { price_satang: 9_900, is_active: true, name_th: 'ยอดนิยม' },
  after: { price_satang: 12_950, is_active: false, name_th: 'ยอดนิยม' },
  created_at: '2026-11-27T17:05:00.000Z',
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
  renderRoute(
    <AuditLogScreen
      paths={{
        userPath: (id) => `/admin/users/${id}`,
        readingPath: (id) => `/admin/readings/${id}`,
        articlePath: (id) => `/admin/articles/${id}`,
      }}
    />,
    '/admin/audit',
  );

const queryOf = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search));

describe('the audit log', () => {
  it('shows who did what to which target, when, why, and the change before → after', async () => {
    stubServer({ 'GET /admin/audit-log': () => ok(page([refund, packageEdit])) });
    show();
    const [first, second] = await screen.findAllByTestId('audit-entry');

    expect(first!.textContent).toContain('คืนเหรียญการดูดวง');
    expect(first!.textContent).toContain('โดย admin@example.com');
    expect(first!.textContent).toContain('28 พ.ย. 2569 12:30');
    expect(first!.textContent).toContain('เหตุผล: คำทำนายไม่ครบ');
    expect(within(first!).getByRole('link', { name: SESSION_ID }).getAttribute('href')).toBe(
      `/admin/readings/${SESSION_ID}`,
    );
    const change = within(first!).getByTestId('audit-change');
    expect(change.textContent).toContain('สถานะ:เสร็จแล้ว');
    expect(change.textContent).toContain('สถานะการกันเหรียญ:ตัดแล้ว');
    expect(change.textContent).toContain('วิธีคืน:รายการคืนเหรียญ');
    expect(change.textContent).toContain('ยอดคงเหลือ:1,050');

    expect(second!.textContent).toContain('แก้ไขแพ็กเกจเหรียญ');
    expect(second!.textContent).toContain('โดย ระบบ');
    expect(second!.textContent).toContain('ไม่ได้ระบุเหตุผล');
    expect(second!.textContent).toContain('แพ็กเกจเหรียญ: popular');
    const edit = within(second!).getByTestId('audit-change');
    expect(edit.textContent).toContain('ราคา (บาท):99 บาท → 129.50 บาท');
    expect(edit.textContent).toContain('วางขาย:ใช่ → ไม่ใช่');
    expect(edit.textContent).toContain('ชื่อ (ไทย):ยอดนิยม → ยอดนิยม');
  });

  it('asks for the action, target and Bangkok days chosen', async () => {
    const server = stubServer({ 'GET /admin/audit-log': () => ok(page([refund])) });
    show();
    await screen.findByTestId('audit-entry');
    const action = screen.getByLabelText('การกระทำ');
    expect(within(action).getByRole('option', { name: 'ระงับบัญชี' })).toBeTruthy();
    expect(within(action).getByRole('option', { name: 'เผยแพร่บทความ' })).toBeTruthy();

    fireEvent.change(action, { target: { value: 'session.refund' } });
    fireEvent.change(screen.getByLabelText('รหัสเป้าหมาย'), { target: { value: SESSION_ID } });
    fireEvent.change(screen.getByLabelText('ตั้งแต่วันที่'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('ถึงวันที่'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'กรอง' }));
    expect(await screen.findByText('วันเริ่มต้องไม่เลยวันสิ้นสุด')).toBeTruthy();
    expect(server.callsTo('GET /admin/audit-log')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('ตั้งแต่วันที่'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('ถึงวันที่'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'กรอง' }));
    await waitFor(() => expect(server.callsTo('GET /admin/audit-log')).toHaveLength(2));
    expect(queryOf(server.callsTo('GET /admin/audit-log')[1]?.search)).toEqual({
      action: 'session.refund',
      target_id: SESSION_ID,
      from: '2026-11-01',
      to: '2026-11-30',
      page: '1',
      page_size: '20',
    });

    fireEvent.click(screen.getByRole('button', { name: 'ล้างตัวกรอง' }));
    await waitFor(() => expect(server.callsTo('GET /admin/audit-log')).toHaveLength(3));
    expect(queryOf(server.callsTo('GET /admin/audit-log')[2]?.search)).toEqual({
      page: '1',
      page_size: '20',
    });
    expect((screen.getByLabelText('การกระทำ') as HTMLSelectElement).value).toBe('');
  });

  it('says in Thai why it could not be read', async () => {
    stubServer({ 'GET /admin/audit-log': () => fail(403, 'FORBIDDEN') });
    show();
    expect(await screen.findByText('โหลดข้อมูลไม่สำเร็จ: บัญชีนี้ไม่มีสิทธิ์ทำรายการนี้')).toBeTruthy();
  });
});
