import type { ReactNode } from 'react';
import type { PaymentStatus } from '../types.ts';

const TONES: Record<PaymentStatus, string> = {
  pending:
    'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-900/40 dark:text-amber-200 dark:ring-amber-700',
  verifying:
    'bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-900/40 dark:text-sky-200 dark:ring-sky-700',
  success:
    'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-900/40 dark:text-emerald-200 dark:ring-emerald-700',
  failed:
    'bg-red-100 text-red-900 ring-red-300 dark:bg-red-900/40 dark:text-red-200 dark:ring-red-700',
  expired:
    'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800/60 dark:text-slate-200 dark:ring-slate-600',
  cancelled:
    'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800/60 dark:text-slate-200 dark:ring-slate-600',
};

/** A payment status as a coloured pill; the text (from the catalogue) carries the meaning. */
export function PaymentStatusBadge({
  status,
  children,
  large = false,
}: {
  status: PaymentStatus;
  children: ReactNode;
  large?: boolean;
}) {
  const size = large ? 'px-3 py-1 text-sm' : 'px-2.5 py-0.5 text-xs';
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full font-semibold whitespace-nowrap ring-1 ${size} ${TONES[status]}`}
    >
      {status === 'pending' || status === 'verifying' ? (
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-current" />
      ) : null}
      {children}
    </span>
  );
}
