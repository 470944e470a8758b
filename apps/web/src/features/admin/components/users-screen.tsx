import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useUsers } from '../api/get-users.ts';
import { formatDateTime } from '../lib/dates.ts';
import { Pager } from './pager.tsx';

/** `/admin/users`: accounts, newest first, searched by e-mail or name, 20 a page. */
export function UsersScreen({ userPath }: { userPath: (id: string) => string }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useUsers(q, page);

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  }

  return (
    <Screen title={t('admin.users.title')}>
      <form role="search" onSubmit={search} className="flex items-end gap-2">
        <TextField
          className="flex-1"
          type="search"
          label={t('admin.users.search')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">{t('admin.users.searchButton')}</Button>
      </form>
      {list.isLoading ? <p role="status">{t('admin.common.loading')}</p> : null}
      {list.isError ? <p role="alert">{t('admin.common.loadFailed')}</p> : null}
      {list.data?.items.length === 0 ? <Card>{t('admin.users.empty')}</Card> : null}
      <ul className="divide-y divide-indigo-100 overflow-hidden rounded-2xl bg-white ring-1 ring-amber-200 dark:divide-indigo-800 dark:bg-indigo-900/70 dark:ring-indigo-800">
        {list.data?.items.map((user) => (
          <li key={user.id}>
            <Link
              to={userPath(user.id)}
              className="flex flex-col gap-0.5 px-4 py-3 hover:bg-amber-50 dark:hover:bg-indigo-900"
            >
              <span className="font-semibold break-all">
                {user.email ?? user.displayName ?? t('admin.users.noName')}
                {user.role === 'admin' ? (
                  <span className="ms-2 rounded-full bg-amber-200 px-2 text-xs text-indigo-950">
                    {t('admin.users.admin')}
                  </span>
                ) : null}
                {user.isGuest ? (
                  <span className="ms-2 rounded-full bg-slate-200 px-2 text-xs text-indigo-950">
                    {t('admin.users.guest')}
                  </span>
                ) : null}
              </span>
              <span className="text-xs text-slate-600 dark:text-indigo-300">
                {user.displayName ? `${user.displayName} · ` : ''}
                {t('admin.users.joined', { date: formatDateTime(user.createdAt, i18n.language) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {list.data ? <Pager page={page} pages={list.data.totalPages} onPage={setPage} /> : null}
    </Screen>
  );
}
