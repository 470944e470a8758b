import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useFreeDraw, useFreeDrawToday } from '../api/free-draw.ts';
import type { ReadingServices } from '../types.ts';
import { loveSticksForm } from './forms/love-sticks-form.tsx';
import { ReadingForm } from './reading-form.tsx';
import { ReadingResultView } from './reading-result-view.tsx';
import { StickCylinder } from './stick-cylinder.tsx';
import { useShakeWait } from '../lib/shake-timing.ts';

type Problem = 'consent' | 'failed' | null;

function problemOf(error: unknown): Problem {
  if (error instanceof ApiError && (error.code === 'FORBIDDEN' || error.code === 'AUTH_REQUIRED')) {
    return 'consent';
  }
  return error ? 'failed' : null;
}

/** Signing in keeps the slip (it moves into the account's history) and opens paid draws. */
function KeepItCard({ services, used }: { services: ReadingServices; used: boolean }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3" data-testid="free-draw-sign-in">
      <h2 className="text-lg font-bold">
        {used ? t('readings.freeDraw.usedTitle') : t('readings.freeDraw.keepTitle')}
      </h2>
      <p className="text-slate-700 dark:text-indigo-200">
        {used ? t('readings.freeDraw.usedBody') : t('readings.freeDraw.keepBody')}
      </p>
      <Button onClick={services.onSignIn}>{t('readings.pay.signIn')}</Button>
    </Card>
  );
}

/**
 * `/fortune/love-sticks` before signing in: a real เซียมซี, free once a Thai day. The visitor asks
 * their question, the cylinder rocks, the server draws the slip; a reload shows the same slip.
 */
export function FreeDrawScreen({ services }: { services: ReadingServices }) {
  const { t } = useTranslation();
  const today = useFreeDrawToday(true);
  const draw = useFreeDraw();
  const shakeWait = useShakeWait();
  const [shaking, setShaking] = useState(false);
  const title = t('readings.kinds.love-sticks');

  async function shakeAndDraw(question: string | undefined) {
    setShaking(true);
    try {
      await Promise.all([draw.mutateAsync(question), shakeWait()]);
    } catch {
      // Shown from the mutation's error below; a used draw refetches today's slip.
    } finally {
      setShaking(false);
    }
  }

  const drawn = today.data?.today ?? null;
  if (drawn && !shaking) {
    return (
      <Screen title={title} lead={t('readings.freeDraw.drawnLead')}>
        <div className="space-y-5" data-testid="free-draw-result">
          <ReadingResultView result={drawn.result} />
          <KeepItCard services={services} used={false} />
        </div>
      </Screen>
    );
  }

  // Only the draw's own answer counts: today's check may have run before the consent was given.
  const problem = problemOf(draw.error);
  return (
    <Screen title={title} lead={t('readings.freeDraw.lead')}>
      <div className="rounded-2xl bg-gradient-to-b from-amber-100 to-amber-50 py-5 ring-1 ring-amber-200 dark:from-indigo-900 dark:to-indigo-950 dark:ring-indigo-800">
        <StickCylinder shaking={shaking} />
        {shaking ? (
          <p
            role="status"
            className="mt-3 text-center font-semibold text-indigo-950 dark:text-amber-100"
          >
            {t('readings.sticks.shaking')}
          </p>
        ) : null}
      </div>
      {problem === 'consent' ? (
        <p role="alert" className="text-center font-semibold text-red-700 dark:text-red-300">
          {t('readings.freeDraw.needsConsent')}
        </p>
      ) : null}
      {today.data && !today.data.available && !drawn ? (
        <KeepItCard services={services} used />
      ) : (
        <ReadingForm
          definition={loveSticksForm}
          onSubmit={(body) => shakeAndDraw(body.question)}
          failure={problem === 'failed' ? t('readings.sticks.drawFailed') : null}
          footer={
            <div className="flex flex-col gap-2">
              <Button
                type="submit"
                disabled={shaking || today.isLoading}
                className="w-full text-lg"
                data-testid="free-draw"
              >
                {t('readings.freeDraw.submit')}
              </Button>
              <p className="text-center text-sm text-slate-700 dark:text-indigo-200">
                {t('readings.freeDraw.note')}
              </p>
            </div>
          }
        />
      )}
    </Screen>
  );
}
