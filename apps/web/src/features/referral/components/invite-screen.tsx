import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { REFERRAL_REWARD_COINS } from '@duangdee/contract/referral';
import { ShareSheet } from '../../../components/share-sheet.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { copyText } from '../../../lib/share-link.ts';
import { useClaimRewards } from '../api/claim-rewards.ts';
import { useReferralCode } from '../api/get-referral-code.ts';
import { useReferralHistory } from '../api/get-referral-history.ts';
import { useReferralStats } from '../api/get-referral-stats.ts';
import { recordShare } from '../api/share-referral.ts';
import { inviteSharePlatform } from '../lib/share-platform.ts';
import type { ClaimedRewards, ReferralActivity, ReferralCode, ReferralStats } from '../types.ts';
import { formatNumber } from '../../../lib/format-number.ts';

interface InviteScreenProps {
  /** The signed-in user, or null (a guest). */
  userId: string | null;
  checkingSignIn: boolean;
  onSignIn: () => void;
  /** After a claim: the app refreshes the wallet's balance. */
  onClaimed: (result: ClaimedRewards) => void;
}

function CodeCard({ code }: { code: ReferralCode }) {
  const { t } = useTranslation();
  const [sharing, setSharing] = useState(false);

  const copyCode = async () => {
    if (await copyText(code.referralCode)) toast.success(t('referral.code.copied'));
    else toast.error(t('referral.share.copyFailed'));
  };

  return (
    <Card className="flex flex-col items-center gap-4 text-center" aria-labelledby="invite-code">
      <h2 id="invite-code" className="text-sm font-semibold text-slate-700 dark:text-indigo-200">
        {t('referral.code.label')}
      </h2>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <p
          className="rounded-xl bg-amber-100 px-4 py-2 font-mono text-3xl font-bold tracking-[0.2em] text-indigo-950 select-all dark:bg-indigo-950 dark:text-amber-200"
          data-testid="invite-code"
        >
          {code.referralCode}
        </p>
        <Button variant="secondary" onClick={() => void copyCode()}>
          {t('referral.code.copy')}
        </Button>
      </div>
      <p className="max-w-full text-sm break-all text-slate-700 dark:text-indigo-200">
        {code.shareUrl}
      </p>
      <Button
        variant="primary"
        className="w-full"
        onClick={() => setSharing(true)}
        aria-haspopup="dialog"
      >
        {t('referral.share.open')}
      </Button>
      <ShareSheet
        open={sharing}
        onClose={() => setSharing(false)}
        // Recorded by where it went (needs the code, spec §5); a failure is swallowed.
        onShared={(channel) => void recordShare(inviteSharePlatform(channel), code.referralCode)}
        content={{
          url: code.shareUrl,
          title: t('referral.share.shareTitle'),
          text: t('referral.share.text'),
        }}
      />
    </Card>
  );
}

function StatTile({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-xl bg-amber-50 px-2 py-3 text-center dark:bg-indigo-950/60">
      <span className="text-xs font-medium text-slate-700 dark:text-indigo-200">{label}</span>
      <span
        className="text-xl font-bold text-indigo-950 tabular-nums dark:text-amber-100"
        data-testid={testId}
      >
        {value}
      </span>
    </div>
  );
}

function StatsCard({
  stats,
  claiming,
  onClaim,
}: {
  stats: ReferralStats;
  claiming: boolean;
  onClaim: () => void;
}) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => formatNumber(n, i18n.language);
  const next = stats.nextLevelRequirement;
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="invite-stats">
      <div className="flex items-center justify-between gap-2">
        <h2 id="invite-stats" className="text-lg font-bold text-indigo-950 dark:text-amber-100">
          {t('referral.stats.title')}
        </h2>
        <span className="rounded-full bg-indigo-100 px-3 py-1 text-sm font-semibold text-indigo-900 dark:bg-indigo-800 dark:text-amber-100">
          {t('referral.stats.level', { level: stats.currentLevel })}
        </span>
      </div>
      <div className="grid grid-cols-3 gap-2">
        <StatTile
          label={t('referral.stats.invited')}
          value={number(stats.successfulReferrals)}
          testId="invite-friends"
        />
        <StatTile
          label={t('referral.stats.earned')}
          value={number(stats.totalEarnings)}
          testId="invite-earned"
        />
        <StatTile
          label={t('referral.stats.pending')}
          value={number(stats.pendingRewards)}
          testId="invite-pending"
        />
      </div>
      {stats.pendingReferrals > 0 ? (
        <p className="text-sm text-slate-700 dark:text-indigo-200" data-testid="invite-waiting">
          {t('referral.stats.waiting', { count: stats.pendingReferrals })}
        </p>
      ) : null}
      <p className="text-sm text-slate-700 dark:text-indigo-200">
        {next === null
          ? t('referral.stats.topLevel')
          : t('referral.stats.nextLevel', {
              remaining: next - stats.successfulReferrals,
              level: stats.currentLevel + 1,
            })}
      </p>
      <Button
        variant="primary"
        className="w-full"
        disabled={claiming || stats.pendingRewards <= 0}
        onClick={onClaim}
      >
        {claiming
          ? t('referral.claim.claiming')
          : stats.pendingRewards > 0
            ? t('referral.claim.button')
            : t('referral.claim.nothing')}
      </Button>
    </Card>
  );
}

function ActivityRow({ activity }: { activity: ReferralActivity }) {
  const { t, i18n } = useTranslation();
  const when = new Date(activity.createdAt);
  const name = activity.referredUserName.name;
  const details = [activity.referredUserEmail.email, activity.referredUserPhone.phone].filter(
    (part): part is string => Boolean(part),
  );
  return (
    <li className="flex items-center gap-3 px-5 py-3" data-testid="invite-activity">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-indigo-950 dark:text-amber-50">
          {name ? t('referral.history.named', { name }) : t('referral.history.friend')}
        </p>
        {details.map((detail) => (
          <p key={detail} className="text-sm break-all text-slate-700 dark:text-indigo-200">
            {detail}
          </p>
        ))}
        <p className="text-xs text-slate-600 dark:text-indigo-300">
          {Number.isNaN(when.getTime())
            ? ''
            : when.toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'th-TH', {
                dateStyle: 'medium',
              })}
          {' · '}
          {t(`referral.history.status.${activity.status}`)}
        </p>
      </div>
      {activity.rewardAmount > 0 ? (
        <span className="shrink-0 font-semibold text-emerald-700 dark:text-emerald-300">
          {t('referral.history.reward', { coins: activity.rewardAmount })}
        </span>
      ) : null}
    </li>
  );
}

function HistoryCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useReferralHistory(userId, page);
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / data.pageSize)) : 1;
  return (
    <Card className="flex flex-col gap-3 p-0" aria-labelledby="invite-history">
      <div className="px-5 pt-5">
        <h2 id="invite-history" className="text-lg font-bold text-indigo-950 dark:text-amber-100">
          {t('referral.history.title')}
        </h2>
        <p className="text-xs text-slate-600 dark:text-indigo-300">
          {t('referral.history.privacy')}
        </p>
      </div>
      {history.isPending ? (
        <p role="status" className="px-5 pb-5">
          {t('referral.history.loading')}
        </p>
      ) : history.isError && !data ? (
        <div className="flex flex-col gap-3 px-5 pb-5">
          <p role="alert">{t('referral.history.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('referral.history.retry')}
          </Button>
        </div>
      ) : data && data.activities.length === 0 ? (
        <p className="px-5 pb-5 text-slate-700 dark:text-indigo-200">
          {t('referral.history.empty')}
        </p>
      ) : data ? (
        <>
          <ul className="divide-y divide-amber-100 dark:divide-indigo-800">
            {data.activities.map((activity) => (
              <ActivityRow key={activity.id} activity={activity} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="flex items-center justify-between gap-2 px-5 pb-5">
              <Button
                variant="secondary"
                disabled={!data.hasPrevious}
                onClick={() => setPage((p) => Math.max(1, p - 1))}
              >
                {t('referral.history.previous')}
              </Button>
              <span className="text-sm">{t('referral.history.pageOf', { page, pages })}</span>
              <Button
                variant="secondary"
                disabled={!data.hasNext}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('referral.history.next')}
              </Button>
            </nav>
          ) : (
            <div className="pb-2" />
          )}
        </>
      ) : null}
    </Card>
  );
}

function SignedInInvite({
  userId,
  onClaimed,
}: {
  userId: string;
  onClaimed: (result: ClaimedRewards) => void;
}) {
  const { t } = useTranslation();
  const code = useReferralCode(userId);
  const stats = useReferralStats(userId);
  const claim = useClaimRewards(userId, onClaimed);

  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (result) =>
        result.claimed > 0
          ? toast.success(t('referral.claim.done', { coins: result.claimed }))
          : toast(t('referral.claim.none')),
      onError: () => toast.error(t('referral.claim.failed')),
    });

  return (
    <>
      {code.data ? (
        <CodeCard code={code.data} />
      ) : code.isError ? (
        <Card className="flex flex-col gap-3">
          <p role="alert">{t('referral.code.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void code.refetch()}>
            {t('referral.code.retry')}
          </Button>
        </Card>
      ) : (
        <Card>
          <p role="status">{t('referral.code.loading')}</p>
        </Card>
      )}
      {stats.data ? (
        <StatsCard stats={stats.data} claiming={claim.isPending} onClaim={onClaim} />
      ) : stats.isError ? (
        <Card>
          <p role="alert">{t('referral.stats.loadFailed')}</p>
        </Card>
      ) : null}
      <HistoryCard userId={userId} />
      <p className="text-xs text-slate-600 dark:text-indigo-300">{t('referral.terms')}</p>
    </>
  );
}

/**
 * `/invite`: the user's code (big, copyable), sharing by LINE, the phone's share sheet or a
 * copied link, what their invites earned with a claim button (a friend earns the coins with their
 * first purchase; friends who joined and have not bought yet are counted apart), and the friends
 * who joined.
 */
export function InviteScreen({ userId, checkingSignIn, onSignIn, onClaimed }: InviteScreenProps) {
  const { t } = useTranslation();
  return (
    <Screen title={t('referral.title')} lead={t('referral.lead', { coins: REFERRAL_REWARD_COINS })}>
      {checkingSignIn ? (
        <p role="status">{t('referral.checkingSignIn')}</p>
      ) : !userId ? (
        <Card className="flex flex-col items-center gap-3 text-center">
          <h2 className="text-lg font-bold">{t('referral.signIn.title')}</h2>
          <p className="text-slate-700 dark:text-indigo-200">
            {t('referral.signIn.body', { coins: REFERRAL_REWARD_COINS })}
          </p>
          <Button onClick={onSignIn}>{t('referral.signIn.button')}</Button>
        </Card>
      ) : (
        <SignedInInvite userId={userId} onClaimed={onClaimed} />
      )}
    </Screen>
  );
}
