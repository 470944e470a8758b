import type { ReactNode } from 'react';

/** One label and its value, side by side (a `<dl>` row). */
export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 text-sm">
      <dt className="text-slate-600 dark:text-indigo-300">{label}</dt>
      <dd className="min-w-0 text-end font-medium break-all">{value}</dd>
    </div>
  );
}
