import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { rememberAnswer } from '../../../lib/remember-answer.ts';
import {
  fetchVapidPublicKey,
  forgetPushSubscription,
  pushPreferencesKey,
  savePushPreferences,
  savePushSubscription,
  usePushPreferences,
  type PushPreferences,
} from '../api/daily-push.ts';
import { browserPush as realBrowserPush, type BrowserPush } from '../lib/browser-push.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DEFAULT_HOUR = 7;
const timeOf = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

type Notice = 'blocked' | 'declined' | 'unsupported' | 'failed';

interface DailyFortunePushProps {
  /** The signed-in user; null for a guest (the daily fortune by push is for accounts). */
  userId: string | null;
  checkingSignIn?: boolean;
  onSignIn: () => void;
  /** The browser's Push API (a test plays it). */
  browser?: BrowserPush;
}

/**
 * The daily fortune by push: a switch and the hour it comes. Turning it on asks the browser for
 * permission (only then), subscribes this browser and saves the choice; turning it off stops it
 * and unsubscribes this browser. A browser that blocks notifications, or has no Web Push, says so.
 */
export function DailyFortunePush({
  userId,
  checkingSignIn = false,
  onSignIn,
  browser = realBrowserPush,
}: DailyFortunePushProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const queryClient = useQueryClient();
  const preferences = usePushPreferences(userId);
  const [permission, setPermission] = useState(() => browser.permission());
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(
    permission === 'unsupported' ? 'unsupported' : null,
  );

  useEffect(() => {
    if (!userId || permission === 'unsupported') return;
    let live = true;
    browser.subscription().then(
      (subscription) => live && setSubscribed(subscription !== null),
      () => live && setSubscribed(false),
    );
    return () => {
      live = false;
    };
  }, [browser, userId, permission]);

  const wanted = preferences.data?.dailyFortune === true;
  const hour = preferences.data?.hour ?? DEFAULT_HOUR;
  const on = wanted && subscribed === true && permission === 'granted';
  // Wanted, but the browser has blocked it since: say why nothing arrives.
  const shownNotice: Notice | null =
    notice ?? (wanted && permission === 'denied' ? 'blocked' : null);

  async function save(next: PushPreferences) {
    if (!userId) return;
    const saved = await savePushPreferences(next);
    await rememberAnswer(queryClient, pushPreferencesKey(userId), saved);
  }

  async function turnOn() {
    if (permission === 'unsupported') return setNotice('unsupported');
    if (permission === 'denied') return setNotice('blocked');
    const answer = permission === 'granted' ? permission : await browser.requestPermission();
    setPermission(answer);
    if (answer === 'denied') return setNotice('blocked');
    if (answer !== 'granted') return setNotice('declined');
    await savePushSubscription(await browser.subscribe(await fetchVapidPublicKey()));
    setSubscribed(true);
    await save({ dailyFortune: true, hour });
  }

  async function turnOff() {
    await save({ dailyFortune: false, hour });
    const endpoint = await browser.unsubscribe().catch(() => null);
    setSubscribed(false);
    if (endpoint) await forgetPushSubscription(endpoint).catch(() => undefined);
  }

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } catch {
      setNotice('failed');
    } finally {
      setBusy(false);
    }
  }

  if (!userId) {
    return (
      <Card>
        <h2 className="font-semibold">{t('dailyPush.title')}</h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-indigo-200">{t('dailyPush.intro')}</p>
        {checkingSignIn ? null : (
          <>
            <p className="mt-3 text-sm">{t('dailyPush.signInTitle')}</p>
            <Button variant="secondary" className="mt-3" onClick={onSignIn}>
              {t('dailyPush.signIn')}
            </Button>
          </>
        )}
      </Card>
    );
  }

  const loading = preferences.isPending || (permission !== 'unsupported' && subscribed === null);
  return (
    <Card aria-busy={busy || loading}>
      <h2 className="font-semibold">{t('dailyPush.title')}</h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-indigo-200">{t('dailyPush.intro')}</p>
      <div className="mt-4 flex items-center justify-between gap-4">
        <span id={labelId} className="font-medium">
          {t('dailyPush.switchLabel')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          disabled={busy || loading || permission === 'unsupported'}
          onClick={() => void run(on ? turnOff : turnOn)}
          className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400 disabled:opacity-50 ${
            on ? 'bg-indigo-700 dark:bg-amber-400' : 'bg-slate-300 dark:bg-indigo-700'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${
              on ? 'translate-x-7' : 'translate-x-1'
            }`}
          />
        </button>
      </div>
      <SelectField
        className="mt-4"
        label={t('dailyPush.hourLabel')}
        value={String(hour)}
        options={HOURS.map((h) => ({
          value: String(h),
          label: t('dailyPush.hourOption', { time: timeOf(h) }),
        }))}
        disabled={busy || preferences.isPending}
        onChange={(value) => {
          if (value === '') return;
          void run(() => save({ dailyFortune: wanted, hour: Number(value) }));
        }}
      />
      <p className="mt-3 text-sm" role="status">
        {busy
          ? t('dailyPush.working')
          : on
            ? t('dailyPush.onStatus', { time: timeOf(hour) })
            : null}
      </p>
      {shownNotice ? (
        <p role="alert" className="mt-2 text-sm text-rose-700 dark:text-rose-300">
          {t(`dailyPush.${shownNotice}`)}
        </p>
      ) : null}
    </Card>
  );
}
