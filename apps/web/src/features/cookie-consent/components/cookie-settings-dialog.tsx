import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import {
  choicesFor,
  isCategoryOn,
  OPTIONAL_CATEGORIES,
  type ConsentCategory,
  type ConsentChoices,
  type OptionalCategory,
} from '../lib/consent-choice.ts';

interface CookieSettingsDialogProps {
  open: boolean;
  /** What the switches start at: the stored choice, or the defaults (all off). */
  initial: ConsentChoices;
  onSave: (choices: ConsentChoices) => void;
  onClose: () => void;
}

const onOf = (choices: ConsentChoices) =>
  Object.fromEntries(
    OPTIONAL_CATEGORIES.map((category) => [category, isCategoryOn(choices, category)]),
  ) as Record<OptionalCategory, boolean>;

/** "เลือกเอง": one switch per category; the necessary one is shown on and cannot be changed. */
export function CookieSettingsDialog({
  open,
  initial,
  onSave,
  onClose,
}: CookieSettingsDialogProps) {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState(() => onOf(initial));
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the choice as it then stands.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setEnabled(onOf(initial));
  }

  return (
    <Modal
      open={open}
      title={t('cookieConsent.settingsTitle')}
      onClose={onClose}
      closeLabel={t('cookieConsent.close')}
    >
      <p className="text-sm leading-relaxed text-slate-700 dark:text-indigo-100">
        {t('cookieConsent.settingsIntro')}
      </p>
      <ul className="mt-4 space-y-3">
        <CategoryRow category="necessary" checked disabled onChange={() => undefined} />
        {OPTIONAL_CATEGORIES.map((category) => (
          <CategoryRow
            key={category}
            category={category}
            checked={enabled[category]}
            onChange={(on) => setEnabled((current) => ({ ...current, [category]: on }))}
          />
        ))}
      </ul>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
        <Button className="sm:flex-1" onClick={() => onSave(choicesFor(enabled))}>
          {t('cookieConsent.save')}
        </Button>
        <Button variant="secondary" className="sm:flex-1" onClick={onClose}>
          {t('cookieConsent.cancel')}
        </Button>
      </div>
    </Modal>
  );
}

function CategoryRow({
  category,
  checked,
  disabled = false,
  onChange,
}: {
  category: ConsentCategory;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const bodyId = useId();
  return (
    <li className="rounded-2xl bg-amber-50 p-3 ring-1 ring-amber-200 dark:bg-indigo-950/60 dark:ring-indigo-800">
      <label className="flex cursor-pointer items-start gap-3">
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">
            {t(`cookieConsent.categories.${category}.title`)}
          </span>
          <span id={bodyId} className="mt-0.5 block text-sm text-slate-700 dark:text-indigo-200">
            {t(`cookieConsent.categories.${category}.body`)}
          </span>
          {disabled ? (
            <span className="mt-1 block text-xs font-semibold text-emerald-800 dark:text-emerald-300">
              {t('cookieConsent.alwaysOn')}
            </span>
          ) : null}
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-describedby={bodyId}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-indigo-800 disabled:opacity-60 dark:accent-amber-400"
        />
      </label>
    </li>
  );
}
