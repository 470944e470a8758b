import { useState } from 'react';
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
}

/** The personal-data consent a guest gives or declines before using the app (PDPA). */
export function PdpaModal({ open, onDecide, privacyPath }: PdpaModalProps) {
  const { t } = useTranslation();
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
