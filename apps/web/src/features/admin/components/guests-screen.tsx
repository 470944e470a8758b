import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../../components/ui/screen.tsx';
import { useGuests } from '../api/get-guests.ts';
import { formatDateTime } from '../lib/dates.ts';
import { shortId } from '../lib/ids.ts';
import { useListParams } from '../lib/use-list-params.ts';
import { Fact } from './facts.tsx';
import { ListState } from './list-state.tsx';
import { Pager } from './pager.tsx';
import { formatNumber } from '../../../lib/format-number.ts';

const linkClass = 'font-semibold text-indigo-800 underline dark:text-amber-300';
const NO_FILTERS = {};

interface GuestsScreenProps {
  userPath: (id: string) => string;
  /** The readings list filtered to one user (or guest). */
  readingsOfPath: (id: string) => string;
}

/** `/admin/guests`: people using the app without an account, newest first, with coins and readings. */
export function GuestsScreen({ userPath, readingsOfPath }: GuestsScreenProps) {
  const { t, i18n } = useTranslation();
  const { page, setPage } = useListParams(NO_FILTERS);
  const list = useGuests(page);
  const n = (value: number) => formatNumber(value, i18n.language);
  const when = (iso: string | null) => formatDateTime(iso, i18n.language);

  return (
    <Screen title={t('admin.guests.title')} lead={t('admin.guests.lead')}>
      <ListState query={list} empty={t('admin.guests.empty')} />
      {list.data && list.data.items.length > 0 ? (
        <p className="text-sm text-slate-600 dark:text-indigo-300">
          {t('admin.common.total', { count: list.data.totalCount })}
        </p>
      ) : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {list.data?.items.map((guest) => (
          <li
            key={guest.id}
            data-testid="guest"
            className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800"
          >
            <p className="font-mono text-xs break-all" title={guest.id}>
              {t('admin.guests.id')} {shortId(guest.id)}
            </p>
            <dl className="space-y-1">
              <Fact label={t('admin.guests.createdAt')} value={when(guest.createdAt)} />
              <Fact label={t('admin.guests.lastActive')} value={when(guest.lastActiveAt)} />
              <Fact label={t('admin.guests.balance')} value={n(guest.balance)} />
              <Fact
                label={t('admin.guests.readings')}
                value={t('admin.guests.readingsCount', { count: guest.readings })}
              />
              {guest.retiredInto ? (
                <Fact
                  label={t('admin.guests.retiredInto')}
                  value={
                    <Link to={userPath(guest.retiredInto)} className={linkClass}>
                      {t('admin.guests.openAccount')}
                    </Link>
                  }
                />
              ) : null}
            </dl>
            {guest.readings > 0 ? (
              <Link to={readingsOfPath(guest.id)} className={`text-sm ${linkClass}`}>
                {t('admin.guests.openReadings')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      {list.data ? <Pager page={page} pages={list.data.totalPages} onPage={setPage} /> : null}
    </Screen>
  );
}
