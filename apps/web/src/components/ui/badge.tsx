import type { ReactNode } from 'react';

export function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 dark:bg-indigo-800 dark:text-amber-200 dark:ring-indigo-600">
      {children}
    </span>
  );
}
