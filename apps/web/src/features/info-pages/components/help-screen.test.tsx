import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/stub-server.tsx';
import { FAQ_SECTIONS, HelpScreen } from './help-screen.tsx';

const ALL = Object.values(FAQ_SECTIONS).flat().length;

describe('HelpScreen', () => {
  it('lists every question by section, at least 15 in all', () => {
    renderRoute(<HelpScreen />, '/help');
    expect(ALL).toBeGreaterThanOrEqual(15);
    expect(screen.getAllByTestId('faq-item')).toHaveLength(ALL);
    for (const name of ['เหรียญ', 'การชำระเงิน', 'สลิปโอนเงิน', 'การดูดวง', 'บัญชีและข้อมูลส่วนตัว']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
  });

  it('filters questions and answers as the visitor types', () => {
    renderRoute(<HelpScreen />, '/help');
    const search = screen.getByRole('searchbox', { name: 'ค้นหาคำถาม' });

    fireEvent.change(search, { target: { value: 'สลิป' } });
    const found = screen.getAllByTestId('faq-item');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(ALL);
    for (const item of found) expect(item.textContent).toContain('สลิป');
    expect(found.every((item) => (item as HTMLDetailsElement).open)).toBe(true);
    expect(screen.getByText(`พบ ${found.length} คำถาม`)).toBeTruthy();

    // Matched in an answer only: the welcome coins are 1,000.
    fireEvent.change(search, { target: { value: '1,000' } });
    expect(
      screen.getAllByTestId('faq-item').map((i) => i.querySelector('summary')?.textContent),
    ).toEqual(['สมาชิกใหม่ได้เหรียญฟรีไหม+']);

    fireEvent.change(search, { target: { value: 'ไดโนเสาร์' } });
    expect(screen.queryAllByTestId('faq-item')).toHaveLength(0);
    expect(screen.getByText(/ไม่พบคำถามที่ตรงกับ “ไดโนเสาร์”/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'ล้างคำค้นหา' }));
    expect(screen.getAllByTestId('faq-item')).toHaveLength(ALL);
  });
});
