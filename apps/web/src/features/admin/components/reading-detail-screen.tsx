import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { useSession } from '../api/get-session.ts';
import { formatDateTime } from '../lib/dates.ts';
import { useAdminErrorText } from '../lib/server-error.ts';
import { COINS_TONE, STATUS_TONE, useKindLabel } from '../lib/session-words.ts';
import { Fact } from './facts.tsx';
import { Pill } from './pill.tsx';
import { RawJson, ReadingInput, ReadingResult } from './reading-result.tsx';
import { RefundReading } from './refund-reading.tsx';

const linkClass = 'font-semibold text-indigo-800 underline dark:text-amber-300';

interface ReadingDetailProps {
  sessionId: string;
  backPath: string;
  userPath: (id: string) => string;
}

/** `/admin/readings/:id`: one reading's coins, what was asked and what was read; the refund. */
export function ReadingDetailScreen({ sessionId, backPath, userPath }: ReadingDetailProps) {
  const { t, i18n } = useTranslation();
  const kindLabel = useKindLabel();
  const errorText = useAdminErrorText();
  const query = useSession(sessionId);
  const session = query.data;
  const when = (iso: string | null) => formatDateTime(iso, i18n.language);

  return (
    <Screen title={session ? kindLabel(session.kind) : t('admin.readings.title')}>
      <Link to={backPath} className={`text-sm ${linkClass}`}>
        ← {t('admin.readings.back')}
      </Link>
      {query.isLoading ? <p role="status">{t('admin.common.loading')}</p> : null}
      {query.isError ? (
        <p role="alert">
          {t('admin.common.loadFailedBecause', { reason: errorText(query.error) })}
        </p>
      ) : null}
      {session ? (
        <>
          <Card className="space-y-3">
            <div className="flex flex-wrap gap-2">
              <Pill tone={STATUS_TONE[session.status]}>
                {t(`admin.readings.statuses.${session.status}`)}
              </Pill>
              <Pill tone={COINS_TONE[session.coins]}>
                {t(`admin.readings.coinStates.${session.coins}`)}
              </Pill>
            </div>
            <dl className="space-y-1" data-testid="reading-facts">
              <Fact
                label={t('admin.readings.user')}
                value={
                  <Link to={userPath(session.userId)} className={linkClass}>
                    {session.userId}
                  </Link>
                }
              />
              <Fact
                label={t('admin.readings.cost')}
                value={t('admin.common.coins', { count: session.cost })}
              />
              <Fact label={t('admin.readings.createdAt')} value={when(session.createdAt)} />
              <Fact label={t('admin.readings.startedAt')} value={when(session.startedAt)} />
              <Fact label={t('admin.readings.completedAt')} value={when(session.completedAt)} />
              <Fact
                label={t('admin.readings.holdId')}
                value={session.holdId ?? t('admin.common.none')}
              />
              {session.error ? (
                <Fact label={t('admin.readings.error')} value={session.error} />
              ) : null}
            </dl>
            <RefundReading session={session} />
          </Card>
          <Card className="space-y-3">
            <h2 className="text-lg font-bold">{t('admin.readings.input')}</h2>
            <ReadingInput input={session.input} />
            <RawJson value={session.input} />
          </Card>
          <Card className="space-y-3">
            <h2 className="text-lg font-bold">{t('admin.readings.result')}</h2>
            {session.result ? (
              <>
                <ReadingResult result={session.result} />
                <RawJson value={session.result} />
              </>
            ) : (
              <p className="text-sm">{t('admin.readings.noResult')}</p>
            )}
          </Card>
        </>
      ) : null}
    </Screen>
  );
}
