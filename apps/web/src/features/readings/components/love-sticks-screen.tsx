import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { useDrawStick } from '../api/draw-stick.ts';
import { readingResultsKey } from '../api/reading-results.ts';
import { useShakeSticks } from '../api/shake-sticks.ts';
import { usePaidStart } from '../hooks/use-paid-start.ts';
import { usePhoneShake } from '../hooks/use-phone-shake.ts';
import type { ReadingServices } from '../types.ts';
import { FreeDrawScreen } from './free-draw-screen.tsx';
import { loveSticksForm } from './forms/love-sticks-form.tsx';
import { PaidReadingScreen, ResultActions } from './paid-reading-screen.tsx';
import { PayFooter } from './pay-footer.tsx';
import { ReadingForm } from './reading-form.tsx';
import { ReadingOutcome } from './reading-outcome.tsx';
import { StickCylinder } from './stick-cylinder.tsx';
import { useShakeWait } from '../lib/shake-timing.ts';

interface LoveSticksOutcomeProps {
  sessionId: string;
  /** Just paid: shake at once rather than wait for a tap. */
  autoShake: boolean;
  onFinished: () => void;
  actions: ReactNode;
}

/**
 * A paid เซียมซี: until its stick is drawn, the cylinder and a shake button; the shake is
 * recorded, the server draws the stick, and the reading shows.
 */
export function LoveSticksOutcome({
  sessionId,
  autoShake,
  onFinished,
  actions,
}: LoveSticksOutcomeProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const shake = useShakeSticks();
  const draw = useDrawStick();
  const shakeWait = useShakeWait();
  const [phase, setPhase] = useState<'ready' | 'shaking' | 'failed'>('ready');
  const autoShaken = useRef(false);

  async function shakeAndDraw() {
    setPhase('shaking');
    try {
      await Promise.all([shake.mutateAsync(sessionId), shakeWait()]);
      await draw.mutateAsync(sessionId);
      // The finished reading (with its share link) comes from the results.
      await queryClient.invalidateQueries({
        queryKey: readingResultsKey('love-sticks', sessionId),
      });
    } catch {
      setPhase('failed');
    }
  }

  useEffect(() => {
    if (!autoShake || autoShaken.current) return;
    autoShaken.current = true;
    void shakeAndDraw();
    // Once, on arrival after paying.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoShake]);

  // Shaking the phone draws too, as one shakes the cylinder at the temple.
  const motion = usePhoneShake(phase !== 'shaking', () => void shakeAndDraw());

  const shaking = phase === 'shaking';
  const message =
    phase === 'shaking'
      ? t('readings.sticks.shaking')
      : phase === 'failed'
        ? t('readings.sticks.drawFailed')
        : t('readings.sticks.paid');

  return (
    <ReadingOutcome
      kind="love-sticks"
      sessionId={sessionId}
      onFinished={onFinished}
      actions={actions}
      waiting={
        <section
          data-testid="love-sticks-shake"
          className="flex flex-col items-center gap-4 rounded-2xl bg-gradient-to-b from-amber-100 to-amber-50 px-5 py-6 text-center ring-1 ring-amber-200 dark:from-indigo-900 dark:to-indigo-950 dark:ring-indigo-800"
        >
          <StickCylinder shaking={shaking} />
          <p
            role={phase === 'failed' ? 'alert' : 'status'}
            className="font-semibold text-indigo-950 dark:text-amber-100"
          >
            {message}
          </p>
          {shaking ? null : (
            <>
              <Button className="w-full max-w-xs text-lg" onClick={() => void shakeAndDraw()}>
                {t('readings.sticks.shakeNow')}
              </Button>
              {motion.needsPermission ? (
                <button
                  type="button"
                  className="min-h-11 text-sm font-semibold text-indigo-800 underline dark:text-amber-200"
                  onClick={() => void motion.ask()}
                >
                  {t('readings.sticks.allowMotion')}
                </button>
              ) : (
                <p className="text-sm text-slate-700 dark:text-indigo-200">
                  {t('readings.sticks.orShakePhone')}
                </p>
              )}
            </>
          )}
        </section>
      }
    />
  );
}

/** `/fortune/love-sticks`: a question, pay, shake the cylinder, and read the stick drawn. */
export function LoveSticksScreen({ services }: { services: ReadingServices }) {
  const { t } = useTranslation();
  const [justPaid, setJustPaid] = useState<string | null>(null);
  const { sessionId, startAgain, submit, busy, failure } = usePaidStart(
    'love-sticks',
    services,
    setJustPaid,
  );
  const title = t('readings.kinds.love-sticks');

  // Before signing in, a visitor gets a real slip free once a day.
  if (!sessionId && !services.signedIn && !services.checkingSignIn) {
    return <FreeDrawScreen services={services} />;
  }

  if (sessionId) {
    return (
      <PaidReadingScreen title={title} services={services}>
        <LoveSticksOutcome
          key={sessionId}
          sessionId={sessionId}
          autoShake={justPaid === sessionId}
          onFinished={services.onBalanceChanged}
          actions={<ResultActions onAnother={startAgain} />}
        />
      </PaidReadingScreen>
    );
  }

  return (
    <Screen title={title} lead={t('readings.leads.love-sticks')}>
      <div className="rounded-2xl bg-gradient-to-b from-amber-100 to-amber-50 py-5 ring-1 ring-amber-200 dark:from-indigo-900 dark:to-indigo-950 dark:ring-indigo-800">
        <StickCylinder shaking={false} />
      </div>
      <ReadingForm
        definition={loveSticksForm}
        onSubmit={submit}
        failure={failure}
        footer={
          <PayFooter
            services={services}
            cost={services.costs?.['love-sticks']}
            busy={busy}
            label={(amount) =>
              amount === undefined
                ? t('readings.sticks.pay')
                : t('readings.sticks.payWithPrice', { amount })
            }
          />
        }
      />
    </Screen>
  );
}
