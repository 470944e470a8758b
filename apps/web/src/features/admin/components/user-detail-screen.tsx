import { useState, type ReactNode } from 'react';
import { TRANSFER_KINDS, type TransferKind } from '@duangdee/contract/coins';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { useAdminUser } from '../api/get-user.ts';
import { useUserTransfers } from '../api/get-user-transfers.ts';
import { formatBaht, formatDateTime } from '../lib/dates.ts';
import { useAdminErrorText } from '../lib/server-error.ts';
import { useKindLabel } from '../lib/session-words.ts';
import { AdjustCoinsForm } from './adjust-coins-form.tsx';
import { Pager } from './pager.tsx';
import { SuspensionCard } from './suspension-card.tsx';
import { formatNumber } from '../../../lib/format-number.ts';

function Rows({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card className="space-y-2">
      <h2 className="text-lg font-bold">{title}</h2>
      {empty ? (
        <p className="text-sm">{t('admin.users.nothing')}</p>
      ) : (
        <ul className="divide-y divide-indigo-100 text-sm dark:divide-indigo-800">{children}</ul>
      )}
    </Card>
  );
}

function Row({
  left,
  right,
  note,
  to,
}: {
  left: string;
  right: string;
  note?: string;
  /** Where the row's name leads, when it can be opened. */
  to?: string;
}) {
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <span className="min-w-0">
        {to ? (
          <Link
            to={to}
            className="block font-medium break-all text-indigo-800 underline dark:text-amber-300"
          >
            {left}
          </Link>
        ) : (
          <span className="block font-medium break-all">{left}</span>
        )}
        {note ? (
          <span className="block text-xs text-slate-600 dark:text-indigo-300">{note}</span>
        ) : null}
      </span>
      <span className="shrink-0 text-end tabular-nums">{right}</span>
    </li>
  );
}

const isTransferKind = (kind: string): kind is TransferKind =>
  (TRANSFER_KINDS as readonly string[]).includes(kind);

interface UserDetailProps {
  userId: string;
  backPath: string;
  readingPath: (id: string) => string;
  /** The readings list filtered to this user. */
  readingsOfPath: (id: string) => string;
}

/**
 * `/admin/users/:id`: the account, its suspension, its wallet, readings, payments and coin
 * movements.
 */
export function UserDetailScreen({
  userId,
  backPath,
  readingPath,
  readingsOfPath,
}: UserDetailProps) {
  const { t, i18n } = useTranslation();
  const errorText = useAdminErrorText();
  const kindLabel = useKindLabel();
  const transferKind = (kind: string) =>
    isTransferKind(kind) ? t(`admin.users.transferKinds.${kind}`) : kind;
  const user = useAdminUser(userId);
  const [page, setPage] = useState(1);
  const transfers = useUserTransfers(userId, page);
  const n = (value: number) => formatNumber(value, i18n.language);
  const when = (iso: string | null) => formatDateTime(iso, i18n.language);
  const data = user.data;
  const label = data?.profile.email ?? data?.profile.displayName ?? userId;

  return (
    <Screen title={label}>
      <Link
        to={backPath}
        className="text-sm font-semibold text-indigo-800 underline dark:text-amber-300"
      >
        ← {t('admin.users.back')}
      </Link>
      {user.isLoading ? <p role="status">{t('admin.common.loading')}</p> : null}
      {user.isError ? (
        <p role="alert">{t('admin.common.loadFailedBecause', { reason: errorText(user.error) })}</p>
      ) : null}
      {data ? (
        <>
          <Card className="space-y-1 text-sm">
            <h2 className="text-lg font-bold">{t('admin.users.profile')}</h2>
            <Row
              left={t('admin.users.email')}
              right={data.profile.email ?? t('admin.common.none')}
            />
            <Row
              left={t('admin.users.phone')}
              right={data.profile.phoneNumber ?? t('admin.common.none')}
            />
            <Row left={t('admin.users.role')} right={data.profile.role} />
            <Row left={t('admin.users.language')} right={data.profile.language} />
            <Row left={t('admin.users.lastLogin')} right={when(data.profile.lastLoginAt)} />
            {data.profile.erasedAt ? (
              <p className="font-semibold text-red-700 dark:text-red-300">
                {t('admin.users.erased', { date: when(data.profile.erasedAt) })}
              </p>
            ) : null}
          </Card>
          <Card className="space-y-2">
            <h2 className="text-lg font-bold">{t('admin.users.wallet')}</h2>
            <dl className="grid grid-cols-3 gap-2 text-center" data-testid="wallet">
              {(['balance', 'held', 'available'] as const).map((k) => (
                <div key={k}>
                  <dt className="text-xs text-slate-600 dark:text-indigo-300">
                    {t(`admin.users.${k}`)}
                  </dt>
                  <dd className="text-xl font-bold tabular-nums">{n(data.wallet[k])}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <SuspensionCard userId={userId} userLabel={label} />
          <AdjustCoinsForm userId={userId} userLabel={label} />
          <Rows title={t('admin.users.readings')} empty={data.readings.length === 0}>
            {data.readings.map((r) => (
              <Row
                key={r.id}
                to={readingPath(r.id)}
                left={`${kindLabel(r.kind)} · ${t(`admin.readings.statuses.${r.status}`)}`}
                note={when(r.createdAt)}
                right={`${n(r.cost)} · ${t(`admin.readings.coinStates.${r.coins}`)}`}
              />
            ))}
          </Rows>
          {data.readings.length > 0 ? (
            <Link
              to={readingsOfPath(userId)}
              className="text-sm font-semibold text-indigo-800 underline dark:text-amber-300"
            >
              {t('admin.users.openReadings')}
            </Link>
          ) : null}
          <Rows title={t('admin.users.payments')} empty={data.payments.length === 0}>
            {data.payments.map((p) => (
              <Row
                key={p.paymentId}
                left={`${p.paymentCode} · ${t(`admin.payments.statuses.${p.status}`)}`}
                note={when(p.createdAt)}
                right={t('admin.common.baht', { amount: formatBaht(p.amountThb, i18n.language) })}
              />
            ))}
          </Rows>
          <Rows title={t('admin.users.transfers')} empty={transfers.data?.items.length === 0}>
            {transfers.data?.items.map((tr) => (
              <Row
                key={tr.transferId}
                left={transferKind(tr.kind)}
                note={[
                  when(tr.createdAt),
                  tr.reason ? t('admin.common.reasonShown', { reason: tr.reason }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                right={`${tr.amount > 0 ? '+' : ''}${n(tr.amount)} → ${n(tr.balanceAfter)}`}
              />
            ))}
          </Rows>
          {transfers.data ? (
            <Pager page={page} pages={transfers.data.totalPages} onPage={setPage} />
          ) : null}
        </>
      ) : null}
    </Screen>
  );
}
