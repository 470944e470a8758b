import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { usePayForReading } from '../hooks/use-pay-for-reading.ts';
import type { PayErrorKey } from '../lib/server-errors.ts';
import type { ReadingKind, ReadingServices } from '../types.ts';
import { PayFooter } from './pay-footer.tsx';
import { ReadingForm, type ReadingFormDefinition, type SubmitOutcome } from './reading-form.tsx';
import { ReadingOutcome } from './reading-outcome.tsx';
import { SignInCard } from './sign-in-card.tsx';

/** The search parameter that holds the paid reading, so a reload comes back to it. */
export const SESSION_PARAM = 'session';

interface ReadingFlowProps<K extends ReadingKind, V> {
  definition: ReadingFormDefinition<K, V>;
  services: ReadingServices;
}

/**
 * Every topic reading goes the same way: its form → the session is created and priced → consent
 * to spend (unless remembered) → start (coins held; too few opens the app's prompt) → the
 * reading is polled while it is made → the result, to share or to start again.
 */
export function ReadingFlow<K extends ReadingKind, V>({
  definition,
  services,
}: ReadingFlowProps<K, V>) {
  const { t } = useTranslation();
  const { kind } = definition;
  const [params, setParams] = useSearchParams();
  const sessionId = params.get(SESSION_PARAM);
  const { pay, busy } = usePayForReading(kind, services);
  const [failure, setFailure] = useState<PayErrorKey | null>(null);
  const title = t(`readings.kinds.${kind}`);

  if (sessionId) {
    return (
      <Screen title={title}>
        {services.signedIn ? (
          <ReadingOutcome
            kind={kind}
            sessionId={sessionId}
            onFinished={services.onBalanceChanged}
            actions={
              <>
                <Button variant="secondary" onClick={() => setParams({})}>
                  {t('readings.result.another')}
                </Button>
                <Link to={paths.history} className={buttonClassName('secondary')}>
                  {t('readings.result.history')}
                </Link>
              </>
            }
          />
        ) : services.checkingSignIn ? null : (
          <SignInCard
            title={t('readings.results.signInTitle')}
            body={t('readings.results.signInBody')}
            action={t('readings.pay.signIn')}
            onSignIn={services.onSignIn}
          />
        )}
      </Screen>
    );
  }

  async function submit(body: Parameters<typeof pay>[0]): Promise<SubmitOutcome> {
    setFailure(null);
    const result = await pay(body);
    if (result.status === 'started') setParams({ [SESSION_PARAM]: result.sessionId });
    else if (result.status === 'invalid') return { fields: result.fields };
    else if (result.status === 'failed') setFailure(result.reason);
  }

  return (
    <Screen title={title} lead={t(`readings.leads.${kind}`)}>
      <ReadingForm
        definition={definition}
        onSubmit={submit}
        failure={failure ? t(`readings.pay.errors.${failure}`) : null}
        footer={
          <PayFooter
            services={services}
            cost={services.costs?.[kind]}
            busy={busy}
            label={(amount) =>
              amount === undefined
                ? t('readings.pay.submit')
                : t('readings.pay.submitWithPrice', { amount })
            }
          />
        }
      />
    </Screen>
  );
}
