import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  canShareNatively,
  copyText,
  facebookShareUrl,
  lineShareUrl,
  xShareUrl,
  type ShareChannel,
  type ShareContent,
} from '../lib/share-link.ts';
import { Modal } from './ui/modal.tsx';

export type { ShareChannel, ShareContent };

interface ShareSheetProps {
  open: boolean;
  onClose: () => void;
  content: ShareContent;
  /** Each time the link went out, and where (features count it with their own API). */
  onShared?: (channel: ShareChannel) => void;
  /** A line under the heading: what the link shows, what it keeps private. */
  note?: string;
}

const tileClass =
  'flex min-h-11 w-full flex-col items-center gap-1.5 rounded-2xl px-1 py-2 text-center text-sm leading-tight font-semibold text-indigo-950 transition-colors hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:text-amber-50 dark:hover:bg-indigo-800';

const badgeClass = 'flex size-14 items-center justify-center rounded-full';

function Glyph({ children, filled = false }: { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={28}
      height={28}
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

// Drawn, not emoji or brand fonts: a phone without a colour-emoji font shows an empty box.
function LineGlyph() {
  return (
    <Glyph filled>
      <path d="M12 3.5c5 0 9 3.2 9 7.2 0 3.9-3.7 6.4-7.6 8.9-.6.4-1.4.9-1.2-.2l.2-1.3c.1-.4-.2-.5-.5-.5C7 17.4 3 14.4 3 10.7c0-4 4-7.2 9-7.2Z" />
      <path
        d="M7.3 8.6v4h2M11 8.6v4M13.2 12.6v-4l2.6 4v-4M19.4 8.6h-2v4h2M17.4 10.6h1.8"
        fill="none"
        stroke="#06C755"
        strokeWidth={1.3}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Glyph>
  );
}

function FacebookGlyph() {
  return (
    <Glyph filled>
      <path d="M13.4 21v-7.3h2.5l.4-2.9h-2.9V9c0-.8.3-1.4 1.4-1.4h1.6V5.1a20 20 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v1.9H7.8v2.9h2.5V21h3.1Z" />
    </Glyph>
  );
}

function XGlyph() {
  return (
    <Glyph>
      <path d="M4.5 4h4.2l10.8 16h-4.2Z" fill="currentColor" stroke="none" />
      <path d="M19 4.2 13.2 10.8M10.8 13.4 5 19.8" />
    </Glyph>
  );
}

function LinkGlyph() {
  return (
    <Glyph>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Glyph>
  );
}

function MoreGlyph() {
  return (
    <Glyph>
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
    </Glyph>
  );
}

/**
 * The share sheet of every result, article and invite: LINE first (Thai users share there
 * before anywhere else), then Facebook, X and copying the link, and the device's own share
 * sheet where the browser has one. A bottom sheet on a phone, a dialog on a wider screen
 * (focus kept inside, Escape closes).
 */
export function ShareSheet({ open, onClose, content, onShared, note }: ShareSheetProps) {
  const { t } = useTranslation();
  const [copyFailed, setCopyFailed] = useState(false);
  const native = canShareNatively();

  function close() {
    setCopyFailed(false);
    onClose();
  }

  function shared(channel: ShareChannel) {
    onShared?.(channel);
    close();
  }

  async function copy() {
    if (await copyText(content.url)) {
      toast.success(t('shareSheet.copied'));
      shared('copy');
    } else {
      setCopyFailed(true);
      toast.error(t('shareSheet.copyFailed'));
    }
  }

  async function shareWithDevice() {
    try {
      await navigator.share({ title: content.title, text: content.text, url: content.url });
      shared('native');
    } catch (error) {
      // Closing the device's sheet is a change of mind, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(t('shareSheet.shareFailed'));
    }
  }

  const newWindow = t('shareSheet.newWindow');
  const links: {
    channel: ShareChannel;
    href: string;
    name: string;
    label: string;
    badge: string;
    glyph: ReactNode;
  }[] = [
    {
      channel: 'line',
      href: lineShareUrl(content),
      name: t('shareSheet.line'),
      label: t('shareSheet.lineLabel'),
      badge: 'bg-[#06C755] text-white',
      glyph: <LineGlyph />,
    },
    {
      channel: 'facebook',
      href: facebookShareUrl(content.url),
      name: t('shareSheet.facebook'),
      label: t('shareSheet.facebookLabel'),
      badge: 'bg-[#1877F2] text-white',
      glyph: <FacebookGlyph />,
    },
    {
      channel: 'x',
      href: xShareUrl(content),
      name: t('shareSheet.x'),
      label: t('shareSheet.xLabel'),
      badge: 'bg-black text-white ring-1 ring-white/30',
      glyph: <XGlyph />,
    },
  ];

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('shareSheet.title')}
      closeLabel={t('shareSheet.close')}
    >
      <div className="flex flex-col gap-4" data-testid="share-sheet">
        {note ? <p className="-mt-2 text-sm text-slate-700 dark:text-indigo-200">{note}</p> : null}
        <ul
          aria-label={t('shareSheet.channels')}
          className={`grid gap-1 ${native ? 'grid-cols-5' : 'grid-cols-4'}`}
        >
          {links.map((link) => (
            <li key={link.channel}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${link.name} (${newWindow})`}
                className={tileClass}
                onClick={() => shared(link.channel)}
                data-channel={link.channel}
              >
                <span className={`${badgeClass} ${link.badge}`}>{link.glyph}</span>
                <span aria-hidden="true">{link.label}</span>
              </a>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={tileClass}
              onClick={() => void copy()}
              aria-label={t('shareSheet.copy')}
              data-channel="copy"
            >
              <span className={`${badgeClass} bg-amber-100 text-indigo-900 dark:bg-amber-300`}>
                <LinkGlyph />
              </span>
              <span aria-hidden="true">{t('shareSheet.copyLabel')}</span>
            </button>
          </li>
          {native ? (
            <li>
              <button
                type="button"
                className={tileClass}
                onClick={() => void shareWithDevice()}
                aria-label={t('shareSheet.more')}
                data-channel="native"
              >
                <span className={`${badgeClass} bg-indigo-100 text-indigo-900 dark:bg-indigo-200`}>
                  <MoreGlyph />
                </span>
                <span aria-hidden="true">{t('shareSheet.moreLabel')}</span>
              </button>
            </li>
          ) : null}
        </ul>
        {copyFailed ? (
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t('shareSheet.link')}
            <input
              readOnly
              value={content.url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 rounded-xl border border-indigo-200 bg-white px-3 font-normal text-indigo-950 dark:border-indigo-600 dark:bg-indigo-950 dark:text-amber-50"
            />
          </label>
        ) : null}
      </div>
    </Modal>
  );
}
