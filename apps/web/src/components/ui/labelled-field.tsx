import { useId, type ReactNode } from 'react';
import { fieldErrorClassName, fieldHintClassName } from './field-styles.ts';

/** What a form control needs to be tied to its label, error and hint. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface LabelledFieldProps {
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label above a control, and below it the error (announced to screen readers) or else the
 * hint; the control is described by whichever is shown.
 */
export function LabelledField({
  label,
  error,
  hint,
  className = '',
  children,
}: LabelledFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`.trim()}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p id={`${id}-error`} role="alert" className={fieldErrorClassName}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={fieldHintClassName}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
