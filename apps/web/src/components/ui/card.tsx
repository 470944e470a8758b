import type { HTMLAttributes } from 'react';

export const cardClassName =
  'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800';

export function Card({ className = '', ...props }: HTMLAttributes<HTMLElement>) {
  return <section className={`${cardClassName} ${className}`.trim()} {...props} />;
}
