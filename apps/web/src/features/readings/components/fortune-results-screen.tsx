import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { isReadingKind, readingKindPath } from '../lib/reading-links.ts';
import type { ReadingKind, ReadingServices } from '../types.ts';
import { LoveSticksOutcome } from './love-sticks-screen.tsx';
import { ReadingOutcome } from './reading-outcome.tsx';
import { SharedReadingView } from './shared-reading-view.tsx';
import { SignInCard } from './sign-in-card.tsx';

type ResultsServices = Pick<
  ReadingServices,
  'signedIn' | 'checkingSignIn' | 'onSignIn' | 'onBalanceChanged'
>;

function OwnReading({
  kind,
  sessionId,
  services,
}: {
  kind: ReadingKind;
  sessionId: string;
  services: ResultsServices;
}) {
  const { t } = useTranslation();
  if (services.checkingSignIn) return null;
  if (!services.signedIn) {
    return (
      <SignInCard
        title={t('readings.results.signInTitle')}
        body={t('readings.results.signInBody')}
        action={t('readings.pay.signIn')}
        onSignIn={services.onSignIn}
      />
    );
  }
  const actions = (
    <>
      <Link to={readingKindPath(kind)} className={buttonClassName('secondary')}>
        {t('readings.result.another')}
      </Link>
      <Link to={paths.history} className={buttonClassName('secondary')}>
        {t('readings.result.history')}
      </Link>
    </>
  );
  return kind === 'love-sticks' ? (
    <LoveSticksOutcome
      sessionId={sessionId}
      autoShake={false}
      onFinished={services.onBalanceChanged}
      actions={actions}
    />
  ) : (
    <ReadingOutcome
      kind={kind}
      sessionId={sessionId}
      onFinished={services.onBalanceChanged}
      actions={actions}
    />
  );
}

/**
 * `/fortune-results`: `?share=<token>` is a reading anyone may open (signed out too);
 * `?kind=<kind>&session=<id>` is one of the user's own.
 */
export function FortuneResultsScreen({ services }: { services: ResultsServices }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const share = params.get('share');
  const kind = params.get('kind');
  const sessionId = params.get('session');

  let content;
  if (share) content = <SharedReadingView key={share} token={share} />;
  else if (isReadingKind(kind) && sessionId) {
    content = (
      <OwnReading
        key={`${kind}:${sessionId}`}
        kind={kind}
        sessionId={sessionId}
        services={services}
      />
    );
  } else {
    content = (
      <Card className="flex flex-col gap-4">
        <p className="text-slate-700 dark:text-indigo-200">{t('readings.results.pick')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.history} className={buttonClassName('primary')}>
            {t('readings.results.toHistory')}
          </Link>
          <Link to={paths.fortune} className={buttonClassName('secondary')}>
            {t('readings.results.toHub')}
          </Link>
        </div>
      </Card>
    );
  }
  return <Screen title={t('readings.results.title')}>{content}</Screen>;
}
