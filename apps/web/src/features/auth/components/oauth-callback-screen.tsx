import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { takeReturnPath } from '../api/sign-in.ts';
import { useSession } from '../session-context.tsx';

type Status = 'processing' | 'success' | 'failure';
type FailureKey = 'invalidProvider' | 'callbackFailed' | 'missingToken' | 'missingParams';
const PROVIDERS = ['google', 'line', 'facebook'];

/**
 * The sign-in callback: the server puts the tokens in the URL fragment (never sent to a server,
 * never in a Referer); they are read once and removed from the address at once.
 */
export function OAuthCallbackScreen({ profilePath = '/profile' }: { profilePath?: string }) {
  const { t } = useTranslation();
  const { provider } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const [status, setStatus] = useState<Status>('processing');
  const [failure, setFailure] = useState<FailureKey | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const fail = (key: FailureKey) => {
      setFailure(key);
      setStatus('failure');
    };
    if (provider && !PROVIDERS.includes(provider)) return fail('invalidProvider');
    if (fragment.get('error')) return fail('callbackFailed');
    const accessToken = fragment.get('access_token');
    const refreshToken = fragment.get('refresh_token');
    const userId = fragment.get('user_id');
    if (!accessToken || !refreshToken) return fail('missingToken');
    if (!userId) return fail('missingParams');
    session
      .completeOAuth({ accessToken, refreshToken, userId })
      .then(() => {
        setStatus('success');
        navigate(takeReturnPath() ?? profilePath, { replace: true });
      })
      .catch(() => fail('callbackFailed'));
  }, [navigate, profilePath, provider, session]);

  return (
    <Screen title={t(`oauthCallback.${status}`)}>
      <Card aria-live="polite">
        {status === 'processing' ? <p>{t('oauthCallback.processing')}</p> : null}
        {status === 'success' ? <p>{t('oauthCallback.success')}</p> : null}
        {status === 'failure' ? (
          <div className="flex flex-col gap-4">
            <p>{t('oauthCallback.failureBody')}</p>
            {failure ? <p className="text-sm">{t(`oauthCallback.errors.${failure}`)}</p> : null}
            <Link to={profilePath} className={buttonClassName('primary')}>
              {t('oauthCallback.goBack')}
            </Link>
          </div>
        ) : null}
      </Card>
    </Screen>
  );
}
