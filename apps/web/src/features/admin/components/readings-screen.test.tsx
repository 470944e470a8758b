import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { ReadingsScreen } from './readings-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const USER_ID = '7d2e6f40-3b5c-4d7e-8f80-91a2b3c4d5e6';
const SESSION_ID = '8e3f7051-4c6d-4e8f-9091-a2b3c4d5e6f7';

const session = {
  id: SESSION_ID,
  user_id: USER_ID,
  kind: 'love',
  status: 'completed',
  cost: 50,
  coins: 'charged',
  error: null,
  created_at: '2026-11-28T03:00:00.000Z',
  completed_at: '2026-11-28T03:01:30.000Z',
};

const page = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  items,
  page: 1,
  page_size: 20,
  total_count: items.length,
  total_pages: 1,
  has_next_page: false,
  has_previous_page: false,
  ...extra,
});

const show = (path = '/admin/readings') =>
  renderRoute(<ReadingsScreen readingPath={(id) => `/admin/readings/${id}`} />, path);

const queryOf = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search));

describe('the readings list', () => {
  it('lists what the server answers, each reading opening its detail', async () => {
    const server = stubServer({ 'GET /admin/fortune-sessions': () => ok(page([session])) });
    show();
    const row = await screen.findByTestId('reading-row');
    expect(row.textContent).toContain('ดวงความรัก');
    expect(row.textContent).toContain('เสร็จแล้ว');
    expect(row.textContent).toContain('50 เหรียญ');
    expect(row.textContent).toContain('ตัดเหรียญแล้ว');
    expect(row.textContent).toContain('7d2e6f40');
    expect(within(row).getByRole('link').getAttribute('href')).toBe(
      `/admin/readings/${SESSION_ID}`,
    );
    expect(queryOf(server.callsTo('GET /admin/fortune-sessions')[0]?.search)).toEqual({
      page: '1',
      page_size: '20',
    });
  });

  it('sends the filters as the query, and refuses a user id that is not one', async () => {
    const server = stubServer({ 'GET /admin/fortune-sessions': () => ok(page([session])) });
    show();
    await screen.findByTestId('reading-row');

    fireEvent.change(screen.getByLabelText('ประเภท'), { target: { value: 'phone-number' } });
    fireEvent.change(screen.getByLabelText('สถานะ'), { target: { value: 'failed' } });
    fireEvent.change(screen.getByLabelText('รหัสผู้ใช้'), { target: { value: 'not-an-id' } });
    fireEvent.click(screen.getByRole('button', { name: 'กรอง' }));
    expect(await screen.findByText(/รหัสผู้ใช้ต้องเป็นรูปแบบ UUID/)).toBeTruthy();
    expect(server.callsTo('GET /admin/fortune-sessions')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('รหัสผู้ใช้'), { target: { value: ` ${USER_ID} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'กรอง' }));
    await waitFor(() => expect(server.callsTo('GET /admin/fortune-sessions')).toHaveLength(2));
    expect(queryOf(server.callsTo('GET /admin/fortune-sessions')[1]?.search)).toEqual({
      kind: 'phone-number',
      status: 'failed',
      user_id: USER_ID,
      page: '1',
      page_size: '20',
    });
  });

  it('starts from the filters in the address and pages on', async () => {
    const server = stubServer({
      'GET /admin/fortune-sessions': () =>
        ok(page([session], { total_count: 45, total_pages: 3, has_next_page: true })),
    });
    show(`/admin/readings?userId=${USER_ID}`);
    await screen.findByTestId('reading-row');
    expect(queryOf(server.callsTo('GET /admin/fortune-sessions')[0]?.search).user_id).toBe(USER_ID);
    expect((screen.getByLabelText('รหัสผู้ใช้') as HTMLInputElement).value).toBe(USER_ID);

    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(server.callsTo('GET /admin/fortune-sessions')).toHaveLength(2));
    expect(queryOf(server.callsTo('GET /admin/fortune-sessions')[1]?.search)).toMatchObject({
      user_id: USER_ID,
      page: '2',
    });
  });

  it('says in Thai why the list could not be read, and when nothing matches', async () => {
    stubServer({
      'GET /admin/fortune-sessions': () => fail(400, 'VALIDATION_FAILED', 'querystring/kind'),
    });
    show();
    expect(
      await screen.findByText('โหลดข้อมูลไม่สำเร็จ: ข้อมูลที่ส่งไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง'),
    ).toBeTruthy();
    vi.unstubAllGlobals();

    stubServer({ 'GET /admin/fortune-sessions': () => ok(page([])) });
    fireEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByText('ไม่พบการดูดวงตามตัวกรองนี้')).toBeTruthy();
  });
});
