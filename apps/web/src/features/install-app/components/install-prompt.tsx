import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import {
  heldInstallPrompt,
  onInstallPromptChange,
  takeInstallPrompt,
} from '../../../lib/install-prompt-event.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useInstallMoment } from '../stores/install-moment.ts';

/** After a reading comes out, the user reads its start before anything else appears. */
export const INSTALL_PROMPT_DELAY_MS = 3000;

interface InstallPromptProps {
  delayMs?: number;
}

/**
 * The offer to add ดวงดี to the home screen, made once, at a good moment: a few seconds after a
 * reading of the user's comes out (never on the first screens), when the browser offers an
 * install at all. Turned down — here or in the browser's own dialog — it is never offered again
 * on this browser. A card above the bottom bar, not a modal: the reading stays readable.
 */
export function InstallPrompt({ delayMs = INSTALL_PROMPT_DELAY_MS }: InstallPromptProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const offer = useSyncExternalStore(onInstallPromptChange, heldInstallPrompt, () => null);
  const readingCompleted = useInstallMoment((s) => s.readingCompleted);
  const [dismissed, setDismissed] = useState(
    () => readStorage(STORAGE_KEYS.installPromptDismissed) === 'true',
  );
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!readingCompleted || !offer || dismissed || due) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [readingCompleted, offer, dismissed, due, delayMs]);

  function dismiss() {
    writeStorage(STORAGE_KEYS.installPromptDismissed, 'true');
    setDismissed(true);
  }

  async function install() {
    const taken = takeInstallPrompt();
    if (!taken) return;
    await taken.prompt();
    const choice = await taken.userChoice;
    // Turned down in the browser's own dialog counts as turned down here.
    if (choice.outcome === 'dismissed') dismiss();
  }

  if (!due || !offer || dismissed) return null;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 mx-auto max-w-[560px] rounded-2xl bg-white p-4 shadow-xl ring-1 ring-amber-200 dark:bg-indigo-900 dark:ring-indigo-700"
    >
      <div className="flex items-start gap-3">
        <img src="/icons/icon-192.png" alt="" width="48" height="48" className="rounded-xl" />
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold">
            {t('installApp.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-indigo-200">{t('installApp.body')}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row-reverse">
        <Button onClick={() => void install()}>{t('installApp.install')}</Button>
        <Button variant="secondary" onClick={dismiss}>
          {t('installApp.later')}
        </Button>
      </div>
    </section>
  );
}
