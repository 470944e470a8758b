import { act, render } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastHost } from './toast-host.tsx';

let visible = 0;

function VisibleCount() {
  visible = useToasterStore().toasts.filter((item) => item.visible).length;
  return null;
}

afterEach(() => {
  act(() => toast.remove());
});

describe('ToastHost', () => {
  it('shows toasts below the 60 px app header, clear of the balance chip', () => {
    render(<ToastHost />);
    act(() => void toast.success('ได้รับ 1,000 เหรียญต้อนรับแล้ว'));
    const container = document.querySelector<HTMLElement>('[data-rht-toaster]');
    expect(Number.parseInt(container?.style.top ?? '0', 10)).toBeGreaterThanOrEqual(60 + 8);
  });

  it('never shows more than 20 toasts', () => {
    const { container } = render(
      <>
        <ToastHost />
        <VisibleCount />
      </>,
    );
    act(() => {
      for (let i = 0; i < 25; i += 1) toast.loading(`toast ${i}`);
    });
    expect(visible).toBeLessThanOrEqual(20);
    expect(container.ownerDocument.body.textContent).toContain('toast 24');
    expect(container.ownerDocument.body.textContent).not.toContain('toast 0');
  });
});
