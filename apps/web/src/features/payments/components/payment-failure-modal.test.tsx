import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { renderRoute } from '../../../test/stub-server.tsx';
import { PaymentFailureModal } from './payment-failure-modal.tsx';

describe('PaymentFailureModal', () => {
  it('explains an expired QR, with "try again" back to the packages and a close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderRoute(<PaymentFailureModal open reason="qrExpired" onClose={onClose} />, '/payment');

    const dialog = screen.getByRole('dialog', { name: 'ชำระเงินไม่สำเร็จ' });
    expect(within(dialog).getByText('QR หมดอายุแล้ว')).toBeTruthy();
    expect(dialog.textContent).toContain('QR แต่ละรายการใช้ได้ 15 นาที');
    expect(dialog.textContent).not.toContain('ยอดเงินไม่เพียงพอ');
    expect(within(dialog).getByRole('link', { name: 'ลองใหม่' }).getAttribute('href')).toBe(
      '/wallet',
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it.each([
    ['insufficientBalance', 'ยอดเงินไม่เพียงพอ', 'Insufficient balance'],
    ['connection', 'การเชื่อมต่อไม่เสถียร', 'Unstable connection'],
    ['wrongInformation', 'ข้อมูลการชำระเงินไม่ถูกต้อง', 'Wrong payment information'],
    ['qrExpired', 'QR หมดอายุแล้ว', 'QR expired'],
  ] as const)('names the %s reason in Thai and English', async (reason, thai, english) => {
    const { unmount } = renderRoute(
      <PaymentFailureModal open reason={reason} onClose={vi.fn()} />,
      '/payment',
    );
    expect(screen.getByRole('dialog').textContent).toContain(thai);
    unmount();
    await i18n.changeLanguage('en');
    renderRoute(<PaymentFailureModal open reason={reason} onClose={vi.fn()} />, '/payment');
    expect(screen.getByRole('dialog', { name: 'Payment failed' }).textContent).toContain(english);
  });

  it('shows nothing while closed', () => {
    renderRoute(
      <PaymentFailureModal open={false} reason="connection" onClose={vi.fn()} />,
      '/payment',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
