import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareSheet } from '../../../components/share-sheet.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { shareUrl } from '../lib/share-reading.ts';

/**
 * Shares `/fortune-results?share=<token>` through the share sheet (LINE first). Shares of a
 * reading are not counted: the server has no record of them.
 */
export function ShareButton({
  shareToken,
  title,
  kindLabel,
}: {
  shareToken: string;
  title: string;
  /** The reading's kind, named in the message sent with the link. */
  kindLabel: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="gold" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <svg
          viewBox="0 0 24 24"
          width={20}
          height={20}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="18" cy="5" r="2.5" />
          <circle cx="6" cy="12" r="2.5" />
          <circle cx="18" cy="19" r="2.5" />
          <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
        </svg>
        {t('readings.result.share')}
      </Button>
      <ShareSheet
        open={open}
        onClose={() => setOpen(false)}
        content={{
          url: shareUrl(shareToken),
          title,
          text: t('readings.result.shareText', { kind: kindLabel }),
        }}
      />
    </>
  );
}
