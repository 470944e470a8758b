import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { usePalmSession } from '../api/palm-session.ts';
import type { SignInState } from '../types.ts';
import { PalmSessionList } from './palm-session-list.tsx';
import { PalmSessionOutcome, type PalmFollowUp } from './palm-session-outcome.tsx';
import { SharedPalmView } from './shared-palm-view.tsx';

export interface PalmAnalysisScreenProps extends SignInState {
  onBalanceChanged: () => void;
  renderFollowUp?: (followUp: PalmFollowUp) => ReactNode;
}

function SignInCard({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3" data-testid="palm-sign-in">
      <h2 className="text-lg font-bold">{t('palm.list.signInTitle')}</h2>
      <p className="text-slate-700 dark:text-indigo-200">{t('palm.list.signInBody')}</p>
      <Button onClick={onSignIn}>{t('palm.list.signIn')}</Button>
    </Card>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.palmAnalysis}
      className="inline-flex min-h-11 items-center gap-1 self-start font-semibold text-indigo-800 hover:underline dark:text-amber-300"
    >
      <span aria-hidden="true">‹</span> {t('palm.list.back')}
    </Link>
  );
}

/** One of the user's readings; with a share token, someone else's (or a failed lookup) falls back to the public view. */
function SessionDetail({
  sessionId,
  shareToken,
  onBalanceChanged,
  renderFollowUp,
}: {
  sessionId: string;
  shareToken: string | null;
  onBalanceChanged: () => void;
  renderFollowUp: PalmAnalysisScreenProps['renderFollowUp'];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = usePalmSession(sessionId);
  if (session.isPending) {
    return <p className="text-slate-700 dark:text-indigo-200">{t('palm.loading')}</p>;
  }
  if (session.isError) {
    if (shareToken) return <SharedPalmView sessionId={sessionId} token={shareToken} />;
    return (
      <Card className="flex flex-col gap-3 text-center">
        <p role="alert">{t('palm.list.notFound')}</p>
        <BackLink />
      </Card>
    );
  }
  return (
    <div className="-mt-3 flex flex-col gap-4" data-testid="palm-session-detail">
      <BackLink />
      {session.data.status === 'created' ? (
        <Card className="text-center">{t('palm.list.notStarted')}</Card>
      ) : (
        <PalmSessionOutcome
          key={session.data.sessionId}
          session={session.data}
          onRetake={() => navigate(paths.fortuneTelling)}
          onBalanceChanged={onBalanceChanged}
          renderFollowUp={renderFollowUp}
        />
      )}
    </div>
  );
}

/**
 * `/palm-analysis`: the user's palm readings; `?session=<id>` opens one (photo, reading by line,
 * share, follow-up chat); `?share=<token>&session=<id>` shows the public view to anyone who is not
 * the owner, signed in or not.
 */
export function PalmAnalysisScreen({
  signedIn,
  checkingSignIn,
  onSignIn,
  onBalanceChanged,
  renderFollowUp,
}: PalmAnalysisScreenProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const shareToken = params.get('share');

  let body: ReactNode;
  if (checkingSignIn && !signedIn) {
    body = <p className="text-slate-700 dark:text-indigo-200">{t('palm.loading')}</p>;
  } else if (sessionId && shareToken && !signedIn) {
    body = <SharedPalmView sessionId={sessionId} token={shareToken} />;
  } else if (!signedIn) {
    body = <SignInCard onSignIn={onSignIn} />;
  } else if (sessionId) {
    body = (
      <SessionDetail
        key={sessionId}
        sessionId={sessionId}
        shareToken={shareToken}
        onBalanceChanged={onBalanceChanged}
        renderFollowUp={renderFollowUp}
      />
    );
  } else {
    body = <PalmSessionList />;
  }

  return (
    <Screen
      title={t('palm.list.title')}
      lead={sessionId || !signedIn ? undefined : t('palm.list.lead')}
    >
      {body}
    </Screen>
  );
}
