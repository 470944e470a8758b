/** How an admin action ended, in words: a success is a status, a failure an alert. */
export interface Outcome {
  ok: boolean;
  text: string;
}

export function OutcomeLine({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <p
      role={outcome.ok ? 'status' : 'alert'}
      className={
        outcome.ok
          ? 'font-semibold text-emerald-700 dark:text-emerald-300'
          : 'font-semibold text-red-700 dark:text-red-300'
      }
    >
      {outcome.text}
    </p>
  );
}
