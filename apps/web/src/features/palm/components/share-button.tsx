import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { palmSharePath } from '../lib/share-link.ts';

/**
 * Shares the public link of a reading: the phone's share sheet where there is one, otherwise the
 * link is copied. The link shows only the reading (no photo, no personal data).
 */
export function ShareButton({ sessionId, shareToken }: { sessionId: string; shareToken: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function share() {
    const url = `${window.location.origin}${palmSharePath(sessionId, shareToken)}`;
    setBusy(true);
    try {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: t('palm.share.title'), url });
          return;
        } catch (error) {
          // The user closed the share sheet: nothing to tell.
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      await navigator.clipboard.writeText(url);
      toast.success(t('palm.share.copied'));
    } catch {
      toast.error(t('palm.share.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Button variant="secondary" onClick={() => void share()} disabled={busy}>
        <ShareIcon />
        {t('palm.share.button')}
      </Button>
      <p className="text-center text-xs text-slate-600 dark:text-indigo-300">
        {t('palm.share.note')}
      </p>
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
