import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, inTurn, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { CatalogueScreen } from './catalogue-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const costs = {
  items: [
    { kind: 'palm', cost: 600, updated_at: null },
    { kind: 'chat', cost: 10, updated_at: '2026-11-20T03:00:00.000Z' },
    { kind: 'love', cost: 50, updated_at: null },
  ],
};

const popular = {
  id: 'popular',
  name_th: 'ยอดนิยม',
  name_en: 'Popular',
  coins: 1_000,
  bonus_coins: 100,
  price_satang: 9_900,
  is_active: true,
  sort_order: 2,
  updated_at: '2026-11-01T00:00:00.000Z',
};

const show = () => renderRoute(<CatalogueScreen />, '/admin/catalogue');

describe('prices and packages', () => {
  it('lists each product’s price and each package', async () => {
    stubServer({
      'GET /admin/costs': () => ok(costs),
      'GET /admin/packages': () => ok({ items: [popular] }),
    });
    show();
    expect(await screen.findByLabelText('ราคา ดูลายมือ (เหรียญ)')).toHaveProperty('value', '600');
    expect(screen.getByLabelText('ราคา ข้อความแชท (ต่อข้อความ) (เหรียญ)')).toHaveProperty(
      'value',
      '10',
    );
    expect(screen.getByLabelText('ราคา ดวงความรัก (เหรียญ)')).toHaveProperty('value', '50');
    expect(screen.getByTestId('cost-palm').textContent).toContain('ราคาตั้งต้น ยังไม่เคยแก้');
    const pkg = await screen.findByTestId('package-popular');
    expect(within(pkg).getByLabelText('ราคา (บาท)')).toHaveProperty('value', '99');
    expect(within(pkg).getByLabelText('เหรียญโบนัส')).toHaveProperty('value', '100');
    expect(pkg.textContent).toContain('วางขายอยู่');
  });

  it('changes a price only after a confirmation that readings started keep theirs', async () => {
    const server = stubServer({
      'GET /admin/costs': inTurn(
        () => ok(costs),
        () => ok({ items: [costs.items[0], costs.items[1], { ...costs.items[2], cost: 65 }] }),
      ),
      'GET /admin/packages': () => ok({ items: [] }),
      'PUT /admin/costs/love': () =>
        ok({ kind: 'love', cost: 65, updated_at: '2026-11-28T05:00:00.000Z' }),
    });
    show();
    const field = await screen.findByLabelText('ราคา ดวงความรัก (เหรียญ)');
    const row = screen.getByTestId('cost-love');

    for (const bad of ['0', '1.5', '100001', 'ห้าสิบ']) {
      fireEvent.change(field, { target: { value: bad } });
      fireEvent.click(within(row).getByRole('button', { name: 'บันทึก' }));
      expect(within(row).getByText('กรุณาใส่จำนวนเต็ม 1–100,000')).toBeTruthy();
    }
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(field, { target: { value: '65' } });
    fireEvent.click(within(row).getByRole('button', { name: 'บันทึก' }));
    const dialog = screen.getByRole('dialog', { name: 'เปลี่ยนราคา?' });
    expect(dialog.textContent).toContain('เปลี่ยนราคา ดวงความรัก จาก 50 เป็น 65 เหรียญ');
    expect(dialog.textContent).toContain('การดูดวงที่เริ่มไปแล้วยังคงราคาเดิม');
    expect(server.callsTo('PUT /admin/costs/love')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันเปลี่ยนราคา' }));
    await waitFor(() => expect(server.callsTo('PUT /admin/costs/love')).toHaveLength(1));
    expect(server.callsTo('PUT /admin/costs/love')[0]?.parsedBody).toEqual({ cost: 65 });
    expect((await within(row).findByRole('status')).textContent).toBe(
      'บันทึกแล้ว: ดวงความรัก ราคา 65 เหรียญ',
    );
  });

  it('sends a package price typed in baht as exact satang, after confirming the change', async () => {
    const server = stubServer({
      'GET /admin/costs': () => ok({ items: [] }),
      'GET /admin/packages': () => ok({ items: [popular] }),
      'PUT /admin/packages/popular': () =>
        ok({ ...popular, price_satang: 435, updated_at: '2026-11-28T05:00:00.000Z' }),
    });
    show();
    const pkg = await screen.findByTestId('package-popular');
    const price = within(pkg).getByLabelText('ราคา (บาท)');

    fireEvent.change(price, { target: { value: '4.355' } });
    fireEvent.change(within(pkg).getByLabelText('เหรียญ'), { target: { value: '0' } });
    fireEvent.change(within(pkg).getByLabelText('เหรียญโบนัส'), { target: { value: '-1' } });
    fireEvent.click(within(pkg).getByRole('button', { name: 'บันทึก' }));
    expect(within(pkg).getByText(/ทศนิยมไม่เกิน 2 ตำแหน่ง \(0\.01/)).toBeTruthy();
    expect(within(pkg).getByText('กรุณาใส่จำนวนเต็ม 1–10,000,000')).toBeTruthy();
    expect(within(pkg).getByText('กรุณาใส่จำนวนเต็ม 0–10,000,000')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(within(pkg).getByLabelText('เหรียญ'), { target: { value: '1000' } });
    fireEvent.change(within(pkg).getByLabelText('เหรียญโบนัส'), { target: { value: '100' } });

    // 4.35 × 100 is 434.99999999999994 in floating point: the form must send 435.
    fireEvent.change(price, { target: { value: '4.35' } });
    fireEvent.change(within(pkg).getByLabelText('ลำดับในร้าน'), { target: { value: '-3' } });
    fireEvent.click(within(pkg).getByRole('checkbox', { name: 'วางขายอยู่' }));
    fireEvent.click(within(pkg).getByRole('button', { name: 'บันทึก' }));
    const dialog = screen.getByRole('dialog', { name: 'บันทึกแพ็กเกจ ยอดนิยม?' });
    expect(dialog.textContent).toContain('ราคาเปลี่ยนจาก 99 เป็น 4.35 บาท');
    expect(dialog.textContent).toContain('รายการชำระเงินที่เปิดไปแล้วยังคงยอดเดิม');
    expect(dialog.textContent).toContain('ไม่ได้วางขาย');
    expect(server.callsTo('PUT /admin/packages/popular')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันบันทึก' }));
    await waitFor(() => expect(server.callsTo('PUT /admin/packages/popular')).toHaveLength(1));
    expect(server.callsTo('PUT /admin/packages/popular')[0]?.parsedBody).toEqual({
      name_th: 'ยอดนิยม',
      name_en: 'Popular',
      coins: 1_000,
      bonus_coins: 100,
      price_satang: 435,
      is_active: false,
      sort_order: -3,
    });
    expect((await within(pkg).findByRole('status')).textContent).toBe('บันทึกแพ็กเกจ ยอดนิยม แล้ว');
  });

  it('says in Thai why a package was not saved', async () => {
    stubServer({
      'GET /admin/costs': () => ok({ items: [] }),
      'GET /admin/packages': () => ok({ items: [popular] }),
      'PUT /admin/packages/popular': () => fail(404, 'NOT_FOUND', 'Package not found'),
    });
    show();
    const pkg = await screen.findByTestId('package-popular');
    fireEvent.change(within(pkg).getByLabelText('เหรียญ'), { target: { value: '1200' } });
    fireEvent.click(within(pkg).getByRole('button', { name: 'บันทึก' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).not.toContain('ราคาเปลี่ยน');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันบันทึก' }));
    expect((await within(pkg).findByRole('alert')).textContent).toBe('ไม่พบรายการนี้ อาจถูกลบไปแล้ว');
  });
});
