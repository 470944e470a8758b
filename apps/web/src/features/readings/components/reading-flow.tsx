import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen.tsx';
import { usePaidStart } from '../hooks/use-paid-start.ts';
import type { ReadingKind, ReadingServices } from '../types.ts';
import { PaidReadingScreen, ResultActions } from './paid-reading-screen.tsx';
import { PayFooter } from './pay-footer.tsx';
import { ReadingForm, type ReadingFormDefinition } from './reading-form.tsx';
import { ReadingOutcome } from './reading-outcome.tsx';

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
  const { sessionId, startAgain, submit, busy, failure } = usePaidStart(kind, services);
  const title = t(`readings.kinds.${kind}`);

  if (sessionId) {
    return (
      <PaidReadingScreen title={title} services={services}>
        <ReadingOutcome
          kind={kind}
          sessionId={sessionId}
          onFinished={services.onBalanceChanged}
          actions={<ResultActions onAnother={startAgain} />}
        />
      </PaidReadingScreen>
    );
  }

  return (
    <Screen title={title} lead={t(`readings.leads.${kind}`)}>
      <ReadingForm
        definition={definition}
        onSubmit={submit}
        failure={failure}
        signInFirst={services.signedIn || services.checkingSignIn ? undefined : services.onSignIn}
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
