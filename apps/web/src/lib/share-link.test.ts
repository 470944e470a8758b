import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canShareNatively,
  copyText,
  facebookShareUrl,
  lineShareUrl,
  xShareUrl,
} from './share-link.ts';

const url = 'https://duangdee.app/fortune-results?share=a_b-1&x=1#top';
const text = 'มาดูดวงด้วยกันนะ & ดูสิ?';
const originalExecCommand = document.execCommand;

afterEach(() => {
  vi.unstubAllGlobals();
  document.execCommand = originalExecCommand;
});

describe('share addresses', () => {
  it('carry the link and the message whole, encoded, to LINE, Facebook and X', () => {
    const line = new URL(lineShareUrl({ url, text }));
    expect(line.href.startsWith('https://line.me/R/share?text=')).toBe(true);
    expect(line.searchParams.get('text')).toBe(`${text}\n${url}`);
    expect([...line.searchParams.keys()]).toEqual(['text']);

    const facebook = new URL(facebookShareUrl(url));
    expect(facebook.href.startsWith('https://www.facebook.com/sharer/sharer.php?u=')).toBe(true);
    expect(facebook.searchParams.get('u')).toBe(url);
    expect([...facebook.searchParams.keys()]).toEqual(['u']);

    const x = new URL(xShareUrl({ url, text }));
    expect(x.href.startsWith('https://x.com/intent/post?')).toBe(true);
    expect(x.searchParams.get('url')).toBe(url);
    expect(x.searchParams.get('text')).toBe(text);
    expect(x.hash).toBe('');
  });
});

describe('the device share sheet', () => {
  it('is offered only where the browser has one', () => {
    vi.stubGlobal('navigator', { share: undefined });
    expect(canShareNatively()).toBe(false);
    vi.stubGlobal('navigator', { share: () => Promise.resolve() });
    expect(canShareNatively()).toBe(true);
  });
});

describe('copyText', () => {
  it('uses the clipboard, else the page, and says when neither works', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyText(url)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith(url);

    const copied: string[] = [];
    document.execCommand = vi.fn(() => {
      copied.push(document.querySelector('textarea')?.value ?? '');
      return true;
    });
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('no')) } });
    await expect(copyText(url)).resolves.toBe(true);
    vi.stubGlobal('navigator', {});
    await expect(copyText(url)).resolves.toBe(true);
    expect(copied).toEqual([url, url]);
    expect(document.querySelector('textarea')).toBeNull();

    document.execCommand = vi.fn(() => false);
    await expect(copyText(url)).resolves.toBe(false);
  });
});
