import type { ReactNode } from 'react';

const TONES = {
  gold: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-indigo-800 dark:text-amber-200 dark:ring-indigo-600',
  success:
    'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-900/60 dark:text-emerald-100 dark:ring-emerald-700',
} as const;

export function Badge({
  children,
  tone = 'gold',
}: {
  children: ReactNode;
  tone?: keyof typeof TONES;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
