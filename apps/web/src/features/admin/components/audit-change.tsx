import { useTranslation } from 'react-i18next';
import type { Catalogue } from '../../../i18n/th.ts';
import { useCategoryLabel } from '../lib/article-words.ts';
import { formatSatang } from '../lib/baht.ts';
import { formatDateTime } from '../lib/dates.ts';
import { formatNumber } from '../../../lib/format-number.ts';

type FieldKey = keyof Catalogue['admin']['audit']['fields'];
type ValueKey = keyof Catalogue['admin']['audit']['values'];

/** Fields whose recorded value is a state or method with a name in the catalogue. */
const WORDED_FIELDS = new Set(['status', 'holdStatus', 'method']);

const LONG_TEXT = 160;

function isField(key: string, fields: object): key is FieldKey {
  return Object.hasOwn(fields, key);
}

function isValue(value: string, values: object): value is ValueKey {
  return Object.hasOwn(values, value);
}

/**
 * One recorded value as words: dates in Bangkok time, prices in baht, yes or no, states and
 * categories by name, lists.
 */
function useValueText() {
  const { t, i18n } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const values = t('admin.audit.values', { returnObjects: true });
  const text = (key: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('admin.common.none');
    if (typeof value === 'string' && WORDED_FIELDS.has(key) && isValue(value, values)) {
      return t(`admin.audit.values.${value}`);
    }
    if (key === 'category' && typeof value === 'string') return categoryLabel(value);
    if (typeof value === 'boolean') return value ? t('admin.common.yes') : t('admin.common.no');
    if (key === 'priceSatang' && typeof value === 'number') {
      return t('admin.common.baht', { amount: formatSatang(value, i18n.language) });
    }
    if (typeof value === 'number') {
      return formatNumber(value, i18n.language);
    }
    if (key.endsWith('At') && typeof value === 'string') {
      return formatDateTime(value, i18n.language);
    }
    if (Array.isArray(value)) {
      return value.length === 0 ? t('admin.common.none') : value.map((v) => text('', v)).join(', ');
    }
    const plain = typeof value === 'string' ? value : JSON.stringify(value);
    return plain.length > LONG_TEXT ? `${plain.slice(0, LONG_TEXT)}…` : plain;
  };
  return text;
}

/**
 * What an admin write changed, field by field: `before → after` where both were recorded, the
 * value alone where only one side was (a creation, a reply).
 */
export function AuditChange({
  before,
  after,
}: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}) {
  const { t } = useTranslation();
  const text = useValueText();
  const fields = t('admin.audit.fields', { returnObjects: true });
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) {
    return <p className="text-sm">{t('admin.audit.noChange')}</p>;
  }
  return (
    <dl className="space-y-1 text-sm" data-testid="audit-change">
      {keys.map((key) => {
        const label = isField(key, fields) ? t(`admin.audit.fields.${key}`) : key;
        const had = before !== null && Object.hasOwn(before, key);
        const has = after !== null && Object.hasOwn(after, key);
        return (
          <div key={key} className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{label}:</dt>
            <dd className="min-w-0 break-words">
              {had && has ? (
                <>
                  <del className="text-slate-600 dark:text-indigo-300">
                    {text(key, before[key])}
                  </del>
                  {' → '}
                  <ins className="no-underline">{text(key, after[key])}</ins>
                </>
              ) : (
                text(key, has ? after?.[key] : before?.[key])
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
