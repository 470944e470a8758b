import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import type { ReadingServices } from '../types.ts';
import { SignInCard } from './sign-in-card.tsx';

/** A paid reading's screen: its outcome to the signed-in owner, else a prompt to sign in. */
export function PaidReadingScreen({
  title,
  services,
  children,
}: {
  title: string;
  services: ReadingServices;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Screen title={title}>
      {services.signedIn ? (
        children
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

/** Under a finished reading: start another, or go to the history. */
export function ResultActions({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" onClick={onAnother}>
        {t('readings.result.another')}
      </Button>
      <Link to={paths.history} className={buttonClassName('secondary')}>
        {t('readings.result.history')}
      </Link>
    </>
  );
}
