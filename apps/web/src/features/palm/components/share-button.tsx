import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareSheet } from '../../../components/share-sheet.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { palmSharePath } from '../lib/share-link.ts';

/**
 * Shares the public link of a reading through the share sheet (LINE first). The link shows only
 * the reading (no photo, no personal data). Shares of a reading are not counted: the server has
 * no record of them.
 */
export function ShareButton({ sessionId, shareToken }: { sessionId: string; shareToken: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <div className="flex flex-col gap-1.5">
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <ShareIcon />
        {t('palm.share.button')}
      </Button>
      <p className="text-center text-xs text-slate-600 dark:text-indigo-300">
        {t('palm.share.note')}
      </p>
      <ShareSheet
        open={open}
        onClose={() => setOpen(false)}
        note={t('palm.share.note')}
        content={{
          url: `${window.location.origin}${palmSharePath(sessionId, shareToken)}`,
          title: t('palm.share.title'),
          text: t('palm.share.text'),
        }}
      />
    </div>
  );
}

function ShareIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
    </svg>
  );
}
