import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { shareReading } from '../lib/share-reading.ts';

/** Shares `/fortune-results?share=<token>`: the share sheet where there is one, else a copy. */
export function ShareButton({ shareToken, title }: { shareToken: string; title: string }) {
  const { t } = useTranslation();
  const [sharing, setSharing] = useState(false);
  async function share() {
    setSharing(true);
    const outcome = await shareReading(shareToken, title);
    setSharing(false);
    if (outcome === 'copied') toast.success(t('readings.result.copied'));
    else if (outcome === 'failed') toast.error(t('readings.result.shareFailed'));
  }
  return (
    <Button variant="gold" onClick={() => void share()} disabled={sharing}>
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
  );
}
