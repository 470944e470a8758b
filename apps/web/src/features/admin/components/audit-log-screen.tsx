import { AUDIT_ACTIONS } from '@duangdee/contract/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { Catalogue } from '../../../i18n/th.ts';
import { useAuditLog, type AuditFilters } from '../api/get-audit-log.ts';
import { formatDateTime } from '../lib/dates.ts';
import { useFilterDraft, useListParams } from '../lib/use-list-params.ts';
import type { AuditEntry } from '../types.ts';
import { AuditChange } from './audit-change.tsx';
import { FilterForm } from './filter-form.tsx';
import { ListState } from './list-state.tsx';
import { Pager } from './pager.tsx';

type AuditAction = (typeof AUDIT_ACTIONS)[number];
type TargetType = keyof Catalogue['admin']['audit']['targets'];

const TARGET_TYPES: readonly TargetType[] = [
  'user',
  'payment',
  'fortune_session',
  'support_ticket',
  'coin_cost',
  'coin_package',
  'article',
];

const DEFAULT_FILTERS: AuditFilters = { action: '', targetId: '', from: '', to: '' };

function isAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

function isTargetType(type: string): type is TargetType {
  return (TARGET_TYPES as readonly string[]).includes(type);
}

/** Where each kind of target can be opened in the admin area. */
export interface AuditTargetPaths {
  userPath: (id: string) => string;
  readingPath: (id: string) => string;
  articlePath: (id: string) => string;
}

function targetPath(entry: AuditEntry, paths: AuditTargetPaths): string | null {
  if (entry.targetType === 'user') return paths.userPath(entry.targetId);
  if (entry.targetType === 'fortune_session') return paths.readingPath(entry.targetId);
  if (entry.targetType === 'article') return paths.articlePath(entry.targetId);
  return null;
}

function AuditFiltersForm({
  filters,
  onApply,
  onClear,
}: {
  filters: AuditFilters;
  onApply: (next: AuditFilters) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { draft, set } = useFilterDraft(filters);
  const [checked, setChecked] = useState(false);
  const rangeOk = !draft.from || !draft.to || draft.from <= draft.to;

  function apply() {
    setChecked(true);
    if (!rangeOk) return;
    setChecked(false);
    onApply({ ...draft, targetId: draft.targetId.trim() });
  }

  return (
    <FilterForm onApply={apply} onClear={onClear}>
      <SelectField
        label={t('admin.audit.action')}
        value={draft.action as AuditAction | ''}
        placeholder={t('admin.common.all')}
        options={AUDIT_ACTIONS.map((value) => ({
          value,
          label: t(`admin.audit.actions.${value}`),
        }))}
        onChange={(value) => set('action', value)}
      />
      <TextField
        label={t('admin.audit.targetId')}
        value={draft.targetId}
        maxLength={100}
        spellCheck={false}
        autoComplete="off"
        onChange={(e) => set('targetId', e.target.value)}
      />
      <TextField
        type="date"
        label={t('admin.common.from')}
        value={draft.from}
        max={draft.to || undefined}
        onChange={(e) => set('from', e.target.value)}
      />
      <TextField
        type="date"
        label={t('admin.common.to')}
        value={draft.to}
        min={draft.from || undefined}
        error={checked && !rangeOk ? t('admin.common.rangeInvalid') : null}
        onChange={(e) => set('to', e.target.value)}
      />
    </FilterForm>
  );
}

function Entry({ entry, paths }: { entry: AuditEntry; paths: AuditTargetPaths }) {
  const { t, i18n } = useTranslation();
  const path = targetPath(entry, paths);
  const who = entry.actorEmail ?? entry.actorId ?? t('admin.audit.system');
  const target = isTargetType(entry.targetType)
    ? t(`admin.audit.targets.${entry.targetType}`)
    : entry.targetType;
  return (
    <Card className="grid gap-3 p-4 md:grid-cols-2" data-testid="audit-entry">
      <div className="min-w-0 space-y-1">
        <p className="font-bold">
          {isAuditAction(entry.action) ? t(`admin.audit.actions.${entry.action}`) : entry.action}
        </p>
        <p className="text-sm break-all">{t('admin.audit.by', { who })}</p>
        <p className="text-sm">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
        </p>
        <p className="text-sm break-all">
          {target}:{' '}
          {path ? (
            <Link to={path} className="font-semibold text-indigo-800 underline dark:text-amber-300">
              {entry.targetId}
            </Link>
          ) : (
            <span className="font-mono text-xs">{entry.targetId}</span>
          )}
        </p>
        <p className="text-sm">
          {entry.reason
            ? t('admin.common.reasonShown', { reason: entry.reason })
            : t('admin.audit.noReason')}
        </p>
      </div>
      <div className="min-w-0 space-y-1">
        <h3 className="text-sm font-semibold text-slate-600 dark:text-indigo-300">
          {t('admin.audit.change')}
        </h3>
        <AuditChange before={entry.before} after={entry.after} />
      </div>
    </Card>
  );
}

/** `/admin/audit`: every admin write, newest first, by action, target and Bangkok days. */
export function AuditLogScreen({ paths }: { paths: AuditTargetPaths }) {
  const { t } = useTranslation();
  const { filters, page, apply, setPage, clear } = useListParams(DEFAULT_FILTERS);
  const list = useAuditLog(filters, page);
  return (
    <Screen title={t('admin.audit.title')} lead={t('admin.audit.lead')}>
      <AuditFiltersForm filters={filters} onApply={apply} onClear={clear} />
      <ListState query={list} empty={t('admin.audit.empty')} />
      <ul className="space-y-3">
        {list.data?.items.map((entry) => (
          <li key={entry.id}>
            <Entry entry={entry} paths={paths} />
          </li>
        ))}
      </ul>
      {list.data ? <Pager page={page} pages={list.data.totalPages} onPage={setPage} /> : null}
    </Screen>
  );
}
