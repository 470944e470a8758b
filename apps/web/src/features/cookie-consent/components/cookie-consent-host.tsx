import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../../../lib/cookie-settings.ts';
import type { CookieConsent } from '../cookie-consent.ts';
import {
  acceptAllChoices,
  defaultChoices,
  type ConsentChoices,
  type StoredConsent,
} from '../lib/consent-choice.ts';
import { CookieSettingsDialog } from './cookie-settings-dialog.tsx';

/** Spec §4, §9: the banner appears 1 s after start when no choice is stored… */
export const BANNER_DELAY_MS = 1000;
/** …and closes 300 ms after a choice. */
export const BANNER_CLOSE_MS = 300;

interface CookieConsentHostProps {
  consent: CookieConsent;
  /** Whether nothing else is in the way (the PDPA consent, the first-visit welcome). */
  allowed: boolean;
  privacyPath: string;
  /** Changes when who the visitor is may have changed: a choice not yet sent is tried again. */
  identityKey: string;
}

/**
 * The cookie banner (until a choice is stored) and the cookie settings, which open from the
 * banner's "เลือกเอง" and from anywhere through `openCookieSettings()`.
 */
export function CookieConsentHost({
  consent,
  allowed,
  privacyPath,
  identityKey,
}: CookieConsentHostProps) {
  const { t } = useTranslation();
  const [stored, setStored] = useState<StoredConsent | null>(consent.current);
  const [due, setDue] = useState(false);
  const [checked, setChecked] = useState(false);
  const [closing, setClosing] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (consent.current()) return;
    const timer = setTimeout(() => setDue(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [consent]);

  // Once identity is known: a choice this user or guest made elsewhere is taken over, not asked.
  useEffect(() => {
    if (!allowed || checked) return;
    let live = true;
    void consent.adoptFromServer().then((adopted) => {
      if (!live) return;
      if (adopted) setStored(adopted);
      setChecked(true);
    });
    return () => {
      live = false;
    };
  }, [allowed, checked, consent]);

  useEffect(() => {
    void consent.syncPending();
  }, [consent, identityKey]);

  useEffect(() => {
    const open = () => setSettingsOpen(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const bannerShown = closing || (!stored && due && checked && allowed);

  async function decide(choices: ConsentChoices, from: 'banner' | 'settings') {
    const wasBanner = bannerShown;
    setSettingsOpen(false);
    await consent.choose(choices);
    if (from === 'settings' && !wasBanner) toast.success(t('cookieConsent.saved'));
    if (!wasBanner) {
      setStored(consent.current());
      return;
    }
    setClosing(true);
    setStored(consent.current());
    closeTimer.current = setTimeout(() => setClosing(false), BANNER_CLOSE_MS);
  }

  return (
    <>
      {bannerShown ? (
        <section
          role="region"
          aria-label={t('cookieConsent.title')}
          data-testid="cookie-banner"
          data-closing={closing}
          className={`fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom)+0.5rem)] z-30 mx-auto w-full max-w-[820px] px-3 transition-all duration-300 ${
            closing ? 'pointer-events-none translate-y-2 opacity-0' : 'opacity-100'
          }`}
        >
          <div className="rounded-2xl bg-white p-3.5 text-indigo-950 shadow-[0_-4px_24px_rgb(30_27_75/0.18)] ring-1 ring-amber-200 dark:bg-indigo-900 dark:text-amber-50 dark:ring-indigo-700">
            <p className="text-sm leading-relaxed">
              <span className="font-semibold">{t('cookieConsent.title')}</span>{' '}
              {t('cookieConsent.body')}{' '}
              <Link
                to={privacyPath}
                className="font-semibold whitespace-nowrap text-indigo-800 underline dark:text-amber-300"
              >
                {t('cookieConsent.policyLink')}
              </Link>
            </p>
            <div className="mt-2.5 flex gap-2">
              <Button
                variant="secondary"
                className="min-h-10 flex-1 px-2 text-sm whitespace-nowrap"
                disabled={closing}
                onClick={() => void decide(defaultChoices(), 'banner')}
              >
                {t('cookieConsent.reject')}
              </Button>
              <Button
                variant="secondary"
                className="min-h-10 flex-1 px-2 text-sm whitespace-nowrap"
                disabled={closing}
                onClick={() => setSettingsOpen(true)}
              >
                {t('cookieConsent.choose')}
              </Button>
              <Button
                className="min-h-10 flex-[1.3] px-2 text-sm whitespace-nowrap"
                disabled={closing}
                onClick={() => void decide(acceptAllChoices(), 'banner')}
              >
                {t('cookieConsent.acceptAll')}
              </Button>
            </div>
          </div>
        </section>
      ) : null}
      <CookieSettingsDialog
        open={settingsOpen}
        initial={stored?.choices ?? defaultChoices()}
        onSave={(choices) => void decide(choices, 'settings')}
        onClose={() => setSettingsOpen(false)}
      />
    </>
  );
}
