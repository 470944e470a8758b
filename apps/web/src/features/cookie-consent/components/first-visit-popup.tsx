import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

interface FirstVisitPopupProps {
  open: boolean;
  /** "เสี่ยงเซียมซีฟรีเลย": to the free daily draw. */
  onStart: () => void;
  /** "ดูดวงวันนี้ก่อน", Escape or the backdrop: to today's fortune. */
  onLater: () => void;
}

/** A short welcome for a browser's first visit (spec §2 overlays): what the app offers, free. */
export function FirstVisitPopup({ open, onStart, onLater }: FirstVisitPopupProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('firstVisit.title')}
      onClose={onLater}
      closeLabel={t('cookieConsent.close')}
    >
      <div data-testid="first-visit-popup" className="flex flex-col gap-4">
        <p className="leading-relaxed">{t('firstVisit.body')}</p>
        <div className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 dark:bg-indigo-950/60 dark:ring-indigo-800">
          <h3 className="font-semibold">{t('firstVisit.dailyTitle')}</h3>
          <ul className="mt-2 space-y-1.5 text-sm leading-relaxed">
            <li className="flex gap-2.5">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-amber-500" />
              {t('firstVisit.daily')}
            </li>
            <li className="flex gap-2.5">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-amber-500" />
              {t('firstVisit.sticks')}
            </li>
          </ul>
        </div>
        <Button onClick={onStart}>{t('firstVisit.start')}</Button>
        <Button variant="secondary" onClick={onLater}>
          {t('firstVisit.later')}
        </Button>
      </div>
    </Modal>
  );
}
