import type { TextareaHTMLAttributes } from 'react';
import { fieldControlClassName } from './field-styles.ts';
import { LabelledField } from './labelled-field.tsx';

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
  className,
  rows = 3,
  ...props
}: TextAreaFieldProps) {
  return (
    <LabelledField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={`${fieldControlClassName} resize-y leading-relaxed`}
          {...props}
        />
      )}
    </LabelledField>
  );
}
