import { useId, type TextareaHTMLAttributes } from 'react';
import { fieldControlClassName, fieldErrorClassName, fieldHintClassName } from './field-styles.ts';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled multi-line input with its error announced to screen readers. */
export function TextAreaField({
  label,
  error,
  hint,
  className = '',
  rows = 3,
  ...props
}: TextAreaFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`.trim()}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${fieldControlClassName} resize-y leading-relaxed`}
        {...props}
      />
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
