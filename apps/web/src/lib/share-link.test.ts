import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link.ts';

const url = 'https://duangdee.app/articles/1';

function setNavigator(
  share?: (data: ShareData) => Promise<void>,
  copy?: (text: string) => Promise<void>,
) {
  vi.stubGlobal('navigator', {
    ...(share ? { share } : {}),
    clipboard: { writeText: copy ?? (() => Promise.reject(new Error('denied'))) },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('shareLink', () => {
  it('opens the share sheet with the title and link', async () => {
    const share = vi.fn(() => Promise.resolve());
    setNavigator(share);
    await expect(shareLink(url, 'ดวงดี')).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'ดวงดี', url });
  });

  it('counts a closed share sheet as cancelled, not as a share or a copy', async () => {
    const copy = vi.fn(() => Promise.resolve());
    setNavigator(() => Promise.reject(new DOMException('closed', 'AbortError')), copy);
    await expect(shareLink(url, 'x')).resolves.toBe('cancelled');
    expect(copy).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet or it refuses, and says when both fail', async () => {
    const copy = vi.fn(() => Promise.resolve());
    setNavigator(undefined, copy);
    await expect(shareLink(url, 'x')).resolves.toBe('copied');
    expect(copy).toHaveBeenCalledWith(url);

    setNavigator(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')), copy);
    await expect(shareLink(url, 'x')).resolves.toBe('copied');

    setNavigator();
    await expect(shareLink(url, 'x')).resolves.toBe('failed');
  });
});
