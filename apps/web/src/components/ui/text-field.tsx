import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled input with its error announced to screen readers. */
export function TextField({ label, error, hint, className = '', ...props }: TextFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`.trim()}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="min-h-11 rounded-xl border border-indigo-200 bg-white px-3 py-2 text-base text-indigo-950 focus-visible:outline-2 focus-visible:outline-amber-500 aria-invalid:border-red-600 dark:border-indigo-600 dark:bg-indigo-950 dark:text-amber-50"
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-indigo-700 dark:text-indigo-200">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
