import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../../components/ui/screen.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSessions, type SessionFilters } from '../api/get-sessions.ts';
import { formatDateTime } from '../lib/dates.ts';
import { isUuid, shortId } from '../lib/ids.ts';
import {
  COINS_TONE,
  SESSION_KINDS,
  SESSION_STATUSES,
  STATUS_TONE,
  useKindLabel,
  type SessionKind,
} from '../lib/session-words.ts';
import { useFilterDraft, useListParams } from '../lib/use-list-params.ts';
import type { SessionStatus } from '../types.ts';
import { FilterForm } from './filter-form.tsx';
import { ListState } from './list-state.tsx';
import { Pager } from './pager.tsx';
import { Pill } from './pill.tsx';

const DEFAULT_FILTERS: SessionFilters = { kind: '', status: '', userId: '' };

function ReadingFilters({
  filters,
  onApply,
  onClear,
}: {
  filters: SessionFilters;
  onApply: (next: SessionFilters) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const { draft, set } = useFilterDraft(filters);
  const [checked, setChecked] = useState(false);
  const userId = draft.userId.trim();
  const userIdOk = userId === '' || isUuid(userId);

  function apply() {
    setChecked(true);
    if (!userIdOk) return;
    setChecked(false);
    onApply({ ...draft, userId });
  }

  return (
    <FilterForm onApply={apply} onClear={onClear}>
      <SelectField
        label={t('admin.readings.kind')}
        value={draft.kind as SessionKind | ''}
        placeholder={t('admin.common.all')}
        options={SESSION_KINDS.map((value) => ({ value, label: kindLabel(value) }))}
        onChange={(value) => set('kind', value)}
      />
      <SelectField
        label={t('admin.readings.status')}
        value={draft.status as SessionStatus | ''}
        placeholder={t('admin.common.all')}
        options={SESSION_STATUSES.map((value) => ({
          value,
          label: t(`admin.readings.statuses.${value}`),
        }))}
        onChange={(value) => set('status', value)}
      />
      <TextField
        className="col-span-2"
        label={t('admin.common.userId')}
        value={draft.userId}
        spellCheck={false}
        autoComplete="off"
        error={checked && !userIdOk ? t('admin.common.userIdInvalid') : null}
        onChange={(e) => set('userId', e.target.value)}
      />
    </FilterForm>
  );
}

/** `/admin/readings`: readings and chats, newest first, by kind, status and user. */
export function ReadingsScreen({ readingPath }: { readingPath: (id: string) => string }) {
  const { t, i18n } = useTranslation();
  const kindLabel = useKindLabel();
  const { filters, page, apply, setPage, clear } = useListParams(DEFAULT_FILTERS);
  const list = useSessions(filters, page);

  return (
    <Screen title={t('admin.readings.title')} lead={t('admin.readings.lead')}>
      <ReadingFilters filters={filters} onApply={apply} onClear={clear} />
      <ListState query={list} empty={t('admin.readings.empty')} />
      {list.data && list.data.items.length > 0 ? (
        <>
          <p className="text-sm text-slate-600 dark:text-indigo-300">
            {t('admin.common.total', { count: list.data.totalCount })}
          </p>
          <ul className="divide-y divide-indigo-100 overflow-hidden rounded-2xl bg-white ring-1 ring-amber-200 dark:divide-indigo-800 dark:bg-indigo-900/70 dark:ring-indigo-800">
            {list.data.items.map((session) => (
              <li key={session.id} data-testid="reading-row">
                <Link
                  to={readingPath(session.id)}
                  className="grid gap-1 px-4 py-3 hover:bg-amber-50 sm:grid-cols-[2fr_1fr_1fr_1fr] sm:items-center sm:gap-3 dark:hover:bg-indigo-900"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold">{kindLabel(session.kind)}</span>
                    <span className="block text-xs text-slate-600 dark:text-indigo-300">
                      {formatDateTime(session.createdAt, i18n.language)}
                    </span>
                  </span>
                  <span className="flex flex-wrap gap-1">
                    <Pill tone={STATUS_TONE[session.status]}>
                      {t(`admin.readings.statuses.${session.status}`)}
                    </Pill>
                  </span>
                  <span className="flex flex-wrap items-center gap-2 text-sm tabular-nums">
                    {t('admin.common.coins', { count: session.cost })}
                    <Pill tone={COINS_TONE[session.coins]}>
                      {t(`admin.readings.coinStates.${session.coins}`)}
                    </Pill>
                  </span>
                  <span className="text-xs text-slate-600 sm:text-end dark:text-indigo-300">
                    {t('admin.readings.user')} {shortId(session.userId)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {list.data ? <Pager page={page} pages={list.data.totalPages} onPage={setPage} /> : null}
    </Screen>
  );
}
