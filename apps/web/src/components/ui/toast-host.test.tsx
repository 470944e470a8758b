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
