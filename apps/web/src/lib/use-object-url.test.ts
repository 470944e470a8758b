import { renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('keeps a replaced URL valid until the image has moved to the new one, then releases it', () => {
  vi.useFakeTimers();
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++n}`);
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const first = new Blob(['a']);
  const second = new Blob(['b']);
  const { result, rerender, unmount } = renderHook(({ blob }) => useObjectUrl(blob), {
    initialProps: { blob: first },
  });
  expect(result.current).toBe('blob:test/1');

  rerender({ blob: second });
  expect(result.current).toBe('blob:test/2');
  // Not yet: the page may still be asking for the first one.
  expect(revoke).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1000);
  expect(revoke).toHaveBeenCalledWith('blob:test/1');

  unmount();
  vi.advanceTimersByTime(1000);
  expect(revoke).toHaveBeenCalledWith('blob:test/2');
});
