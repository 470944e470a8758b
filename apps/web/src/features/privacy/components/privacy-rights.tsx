import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { downloadDataArchive } from '../api/data-archive.ts';
import { deleteAccount } from '../api/delete-account.ts';
import {
  useDecidePdpaConsent,
  usePdpaConsent,
  type PdpaConsentStatus,
} from '../api/pdpa-consent.ts';

export interface PrivacyRightsProps {
  /** The consent was given (with its time) or withdrawn; the browser's memory of it follows. */
  onConsentChanged: (given: boolean, at: string | null) => void;
  /** The account is erased: whatever signing out means is the caller's to do. */
  onAccountDeleted: () => Promise<void> | void;
}

function formatWhen(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language === 'en' ? 'en-US' : 'th-TH', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

const WITHDRAW_MEANS = ['recorded', 'askAgain', 'kept', 'past'] as const;
const DELETE_MEANS = ['personal', 'coins', 'accounting', 'final'] as const;

/**
 * A signed-in user's PDPA rights in one place: their consent (seen, given, withdrawn), a copy of
 * everything kept about them, and the deletion of their account. Shown on /privacy and /profile.
 */
export function PrivacyRights({ onConsentChanged, onAccountDeleted }: PrivacyRightsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card className="flex flex-col gap-5" aria-labelledby={titleId} data-testid="privacy-rights">
      <h2 id={titleId} className="text-lg font-bold">
        {t('privacyRights.title')}
      </h2>
      <ConsentSection onConsentChanged={onConsentChanged} />
      <DownloadSection />
      <DeleteSection onAccountDeleted={onAccountDeleted} />
    </Card>
  );
}

function ConsentState({ status }: { status: PdpaConsentStatus }) {
  const { t, i18n } = useTranslation();
  if (status.consentGiven) {
    return (
      <div className="flex flex-col items-start gap-1">
        <Badge tone="success">{t('privacyRights.consent.given')}</Badge>
        {status.consentAt ? (
          <p className="text-sm text-slate-700 dark:text-indigo-200">
            {t('privacyRights.consent.givenAt', {
              when: formatWhen(status.consentAt, i18n.language),
            })}
          </p>
        ) : null}
      </div>
    );
  }
  if (status.decidedAt) {
    return (
      <div className="flex flex-col items-start gap-1">
        <Badge>{t('privacyRights.consent.withdrawn')}</Badge>
        <p className="text-sm text-slate-700 dark:text-indigo-200">
          {t('privacyRights.consent.withdrawnAt', {
            when: formatWhen(status.decidedAt, i18n.language),
          })}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge>{t('privacyRights.consent.never')}</Badge>
    </div>
  );
}

function ConsentSection({ onConsentChanged }: Pick<PrivacyRightsProps, 'onConsentChanged'>) {
  const { t } = useTranslation();
  const status = usePdpaConsent(true);
  const decide = useDecidePdpaConsent();
  const [confirming, setConfirming] = useState(false);

  async function record(consent: boolean) {
    try {
      const decided = await decide.mutateAsync(consent);
      onConsentChanged(decided.consentGiven, decided.consentAt);
      setConfirming(false);
      toast.success(
        t(consent ? 'privacyRights.consent.givenToast' : 'privacyRights.consent.withdrawnToast'),
      );
    } catch {
      toast.error(t('privacyRights.consent.failed'));
    }
  }

  return (
    <section className="flex flex-col gap-3" data-testid="pdpa-consent">
      <h3 className="font-semibold">{t('privacyRights.consent.title')}</h3>
      {status.isPending ? <p>{t('privacyRights.consent.loading')}</p> : null}
      {status.isError && !status.data ? (
        <div className="flex flex-col gap-2">
          <p role="alert">{t('privacyRights.consent.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void status.refetch()}>
            {t('privacyRights.consent.retry')}
          </Button>
        </div>
      ) : null}
      {status.data ? (
        <>
          <div role="status" aria-live="polite">
            <ConsentState status={status.data} />
          </div>
          <p className="text-sm leading-relaxed">{t('privacyRights.consent.what')}</p>
          {status.data.consentGiven ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('privacyRights.consent.withdraw')}
            </Button>
          ) : (
            <Button disabled={decide.isPending} onClick={() => void record(true)}>
              {decide.isPending
                ? t('privacyRights.consent.giving')
                : t('privacyRights.consent.give')}
            </Button>
          )}
        </>
      ) : null}
      <Modal
        open={confirming}
        title={t('privacyRights.consent.withdrawTitle')}
        onClose={decide.isPending ? undefined : () => setConfirming(false)}
        closeLabel={t('privacyRights.consent.close')}
      >
        <div className="flex flex-col gap-4">
          <p>{t('privacyRights.consent.withdrawIntro')}</p>
          <ul className="list-disc space-y-2 ps-6 leading-relaxed">
            {WITHDRAW_MEANS.map((key) => (
              <li key={key}>{t(`privacyRights.consent.withdrawMeans.${key}`)}</li>
            ))}
          </ul>
          <Button disabled={decide.isPending} onClick={() => void record(false)}>
            {decide.isPending
              ? t('privacyRights.consent.withdrawing')
              : t('privacyRights.consent.withdrawConfirm')}
          </Button>
          <Button
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => setConfirming(false)}
          >
            {t('privacyRights.consent.cancel')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}

function DownloadSection() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadDataArchive();
      toast.success(t('privacyRights.download.done'));
    } catch {
      toast.error(t('privacyRights.download.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="flex flex-col gap-3 border-t border-amber-100 pt-4 dark:border-indigo-800">
      <h3 className="font-semibold">{t('privacyRights.download.title')}</h3>
      <p className="text-sm leading-relaxed">{t('privacyRights.download.body')}</p>
      <Button variant="secondary" disabled={busy} onClick={() => void download()}>
        {busy ? t('privacyRights.download.preparing') : t('privacyRights.download.action')}
      </Button>
    </section>
  );
}

function DeleteSection({ onAccountDeleted }: Pick<PrivacyRightsProps, 'onAccountDeleted'>) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);

  function close() {
    setConfirming(false);
    setUnderstood(false);
  }

  async function erase() {
    setBusy(true);
    try {
      await deleteAccount();
    } catch {
      setBusy(false);
      toast.error(t('privacyRights.delete.failed'));
      return;
    }
    close();
    setBusy(false);
    toast.success(t('privacyRights.delete.done'));
    await onAccountDeleted();
  }

  return (
    <section className="flex flex-col gap-3 border-t border-amber-100 pt-4 dark:border-indigo-800">
      <h3 className="font-semibold">{t('privacyRights.delete.title')}</h3>
      <p className="text-sm leading-relaxed">{t('privacyRights.delete.body')}</p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('privacyRights.delete.action')}
      </Button>
      <Modal
        open={confirming}
        title={t('privacyRights.delete.confirmTitle')}
        onClose={busy ? undefined : close}
        closeLabel={t('privacyRights.delete.close')}
      >
        <div className="flex flex-col gap-4">
          <p>{t('privacyRights.delete.confirmIntro')}</p>
          <ul className="list-disc space-y-2 ps-6 leading-relaxed">
            {DELETE_MEANS.map((key) => (
              <li key={key}>{t(`privacyRights.delete.means.${key}`)}</li>
            ))}
          </ul>
          <CheckboxField
            label={t('privacyRights.delete.understood')}
            checked={understood}
            onChange={setUnderstood}
          />
          <Button variant="danger" disabled={!understood || busy} onClick={() => void erase()}>
            {busy ? t('privacyRights.delete.deleting') : t('privacyRights.delete.confirm')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={close}>
            {t('privacyRights.delete.cancel')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
