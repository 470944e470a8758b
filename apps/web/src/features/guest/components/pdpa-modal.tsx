import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

interface PdpaModalProps {
  open: boolean;
  /** Resolves once the decision is stored (locally if the server cannot be reached). */
  onDecide: (consent: boolean) => Promise<unknown>;
  privacyPath: string;
  /**
   * `modal` (the default) asks before anything else; `sheet` asks at the foot of the page
   * without a backdrop or taking focus, for a visitor reading what someone shared with them.
   */
  presentation?: 'modal' | 'sheet';
}

/** The personal-data consent a guest gives or declines before using the app (PDPA). */
export function PdpaModal({ open, onDecide, privacyPath, presentation = 'modal' }: PdpaModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [busy, setBusy] = useState(false);

  async function decide(consent: boolean) {
    setBusy(true);
    try {
      await onDecide(consent);
      if (!consent) toast(t('pdpa.declined'));
    } finally {
      setBusy(false);
    }
  }

  if (presentation === 'sheet') {
    if (!open) return null;
    // In the page's flow and sticky at its foot: the reading above stays readable and scrolls
    // clear of the sheet, and nothing is blocked while the visitor makes up their mind.
    return (
      <section
        role="dialog"
        aria-labelledby={titleId}
        data-testid="pdpa-sheet"
        className="sticky bottom-0 z-30 mx-auto flex w-full max-w-[820px] flex-col gap-2.5 rounded-t-3xl bg-white px-5 pt-4 pb-[calc(1rem+env(safe-area-inset-bottom))] text-indigo-950 shadow-[0_-8px_24px_rgb(30_27_75/0.18)] ring-1 ring-amber-200 dark:bg-indigo-900 dark:text-amber-50 dark:ring-indigo-700"
      >
        <h2 id={titleId} className="text-base font-bold">
          {t('pdpa.title')}
        </h2>
        <p className="text-sm leading-relaxed">{t('pdpa.body')}</p>
        <Link to={privacyPath} className="text-sm font-semibold underline">
          {t('pdpa.readPolicy')}
        </Link>
        <div className="mt-1 flex gap-2">
          <Button
            variant="secondary"
            className="shrink-0"
            disabled={busy}
            onClick={() => void decide(false)}
          >
            {t('pdpa.decline')}
          </Button>
          <Button className="flex-1" disabled={busy} onClick={() => void decide(true)}>
            {t('pdpa.accept')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <Modal open={open} title={t('pdpa.title')}>
      <div className="flex flex-col gap-4">
        <p className="leading-relaxed">{t('pdpa.body')}</p>
        <Link to={privacyPath} className="font-semibold underline">
          {t('pdpa.readPolicy')}
        </Link>
        <Button disabled={busy} onClick={() => void decide(true)}>
          {t('pdpa.accept')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void decide(false)}>
          {t('pdpa.decline')}
        </Button>
      </div>
    </Modal>
  );
}
