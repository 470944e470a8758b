import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareSheet, type ShareContent } from './share-sheet.tsx';
import { ToastHost } from './ui/toast-host.tsx';

// An address and a message that only survive if they are encoded.
const CONTENT: ShareContent = {
  url: 'https://duangdee.example/fortune-results?share=Ab_12-x&lang=th#top',
  title: 'เซียมซีความรัก · คำทำนายจากดวงดี',
  text: 'มาอ่านคำทำนายเซียมซีความรักจากดวงดีด้วยกันนะ & ลองดู?',
};

const originalExecCommand = document.execCommand;

afterEach(() => {
  vi.unstubAllGlobals();
  document.execCommand = originalExecCommand;
  act(() => toast.remove());
});

function stubNavigator(options: {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}) {
  vi.stubGlobal('navigator', {
    ...navigator,
    share: options.share,
    clipboard: options.writeText ? { writeText: options.writeText } : undefined,
  });
}

function show(props: { onShared?: () => void; onClose?: () => void } = {}) {
  const onShared = vi.fn(props.onShared);
  const onClose = vi.fn(props.onClose);
  render(
    <>
      <ToastHost />
      <button type="button">ก่อนเปิด</button>
      <ShareSheet open onClose={onClose} onShared={onShared} content={CONTENT} />
    </>,
  );
  return { onShared, onClose, dialog: screen.getByRole('dialog', { name: 'แชร์ให้เพื่อน' }) };
}

/** A link the test clicks without jsdom trying to open a window. */
function stayOnPage(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault());
  return link;
}

describe('ShareSheet', () => {
  it('offers LINE first, then Facebook, X and copying, each link with the address and message encoded', () => {
    stubNavigator({ writeText: async () => {} });
    const { dialog } = show();
    const channels = [...dialog.querySelectorAll('[data-channel]')].map((el) =>
      el.getAttribute('data-channel'),
    );
    // No device share sheet here: it is not offered.
    expect(channels).toEqual(['line', 'facebook', 'x', 'copy']);

    const line = within(dialog).getByRole('link', { name: /แชร์ทาง LINE/ });
    const lineHref = new URL(line.getAttribute('href')!);
    expect(`${lineHref.origin}${lineHref.pathname}`).toBe('https://line.me/R/share');
    expect(lineHref.searchParams.get('text')).toBe(`${CONTENT.text}\n${CONTENT.url}`);
    expect([...lineHref.searchParams.keys()]).toEqual(['text']);

    const facebook = within(dialog).getByRole('link', { name: /แชร์ทาง Facebook/ });
    const facebookHref = new URL(facebook.getAttribute('href')!);
    expect(`${facebookHref.origin}${facebookHref.pathname}`).toBe(
      'https://www.facebook.com/sharer/sharer.php',
    );
    expect(facebookHref.searchParams.get('u')).toBe(CONTENT.url);
    expect([...facebookHref.searchParams.keys()]).toEqual(['u']);

    const x = within(dialog).getByRole('link', { name: /แชร์ทาง X/ });
    const xHref = new URL(x.getAttribute('href')!);
    expect(`${xHref.origin}${xHref.pathname}`).toBe('https://x.com/intent/post');
    expect(xHref.searchParams.get('url')).toBe(CONTENT.url);
    expect(xHref.searchParams.get('text')).toBe(CONTENT.text);
    expect(xHref.hash).toBe('');

    for (const link of [line, facebook, x]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      // Drawn icons, never emoji (an emoji font may be missing: an empty box).
      expect(link.querySelector('svg')).toBeTruthy();
      expect(link.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it('records where the link went and closes, for each platform', async () => {
    stubNavigator({ writeText: async () => {} });
    const user = userEvent.setup();
    const { dialog, onShared, onClose } = show();
    await user.click(stayOnPage(within(dialog).getByRole('link', { name: /LINE/ })));
    await user.click(stayOnPage(within(dialog).getByRole('link', { name: /Facebook/ })));
    await user.click(stayOnPage(within(dialog).getByRole('link', { name: /แชร์ทาง X/ })));
    expect(onShared.mock.calls).toEqual([['line'], ['facebook'], ['x']]);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('uses the device’s own share sheet where the browser has one', async () => {
    const share = vi.fn(async () => {});
    stubNavigator({ share, writeText: async () => {} });
    const user = userEvent.setup();
    const { dialog, onShared, onClose } = show();
    const channels = [...dialog.querySelectorAll('[data-channel]')].map((el) =>
      el.getAttribute('data-channel'),
    );
    expect(channels).toEqual(['line', 'facebook', 'x', 'copy', 'native']);
    await user.click(within(dialog).getByRole('button', { name: 'แชร์ผ่านแอปอื่นในเครื่อง' }));
    expect(share).toHaveBeenCalledWith({
      title: CONTENT.title,
      text: CONTENT.text,
      url: CONTENT.url,
    });
    expect(onShared).toHaveBeenCalledWith('native');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('counts nothing when the device’s sheet is closed without sharing', async () => {
    stubNavigator({ share: () => Promise.reject(new DOMException('closed', 'AbortError')) });
    const user = userEvent.setup();
    const { dialog, onShared, onClose } = show();
    await user.click(within(dialog).getByRole('button', { name: 'แชร์ผ่านแอปอื่นในเครื่อง' }));
    expect(onShared).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('copies the link to the clipboard, and records it', async () => {
    // user-event puts a clipboard of its own on the page: ours goes on after it.
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    stubNavigator({ writeText });
    const { dialog, onShared } = show();
    await user.click(within(dialog).getByRole('button', { name: 'คัดลอกลิงก์' }));
    expect(writeText).toHaveBeenCalledWith(CONTENT.url);
    expect(onShared).toHaveBeenCalledWith('copy');
    expect(await screen.findByText('คัดลอกลิงก์แล้ว ส่งต่อให้เพื่อนได้เลย')).toBeTruthy();
  });

  it('copies through the page when the clipboard refuses, and shows the link when nothing works', async () => {
    const user = userEvent.setup();
    stubNavigator({
      writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    const copied: string[] = [];
    document.execCommand = vi.fn((command: string) => {
      const field = document.querySelector('textarea');
      if (command === 'copy' && field) copied.push(field.value);
      return true;
    });
    const first = show();
    await user.click(within(first.dialog).getByRole('button', { name: 'คัดลอกลิงก์' }));
    expect(copied).toEqual([CONTENT.url]);
    expect(first.onShared).toHaveBeenCalledWith('copy');
    // The helper field is gone again.
    expect(document.querySelector('textarea')).toBeNull();

    first.dialog.ownerDocument.body.innerHTML = '';
    document.execCommand = vi.fn(() => false);
    const second = show();
    await user.click(within(second.dialog).getByRole('button', { name: 'คัดลอกลิงก์' }));
    expect(second.onShared).not.toHaveBeenCalled();
    expect(second.onClose).not.toHaveBeenCalled();
    const field = within(second.dialog).getByLabelText('ลิงก์สำหรับแชร์') as HTMLInputElement;
    expect(field.value).toBe(CONTENT.url);
    expect(field.readOnly).toBe(true);
  });

  it('is a dialog that keeps focus inside and closes on Escape', async () => {
    stubNavigator({ writeText: async () => {} });
    const user = userEvent.setup();
    const { dialog, onClose } = show();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
