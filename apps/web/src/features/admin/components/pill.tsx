import type { ReactNode } from 'react';

const TONES = {
  neutral:
    'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-indigo-950 dark:text-indigo-100 dark:ring-indigo-700',
  gold: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-indigo-800 dark:text-amber-200 dark:ring-indigo-600',
  success:
    'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-900/60 dark:text-emerald-100 dark:ring-emerald-700',
  danger:
    'bg-red-100 text-red-900 ring-red-300 dark:bg-red-900/50 dark:text-red-100 dark:ring-red-700',
  info: 'bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-900/50 dark:text-sky-100 dark:ring-sky-700',
} as const;

export type PillTone = keyof typeof TONES;

/** A small state label (a status, a coin state), coloured by how it stands. */
export function Pill({ tone = 'neutral', children }: { tone?: PillTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
