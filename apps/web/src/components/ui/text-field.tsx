import type { InputHTMLAttributes } from 'react';
import { fieldControlClassName } from './field-styles.ts';
import { LabelledField } from './labelled-field.tsx';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled input with its error announced to screen readers. */
export function TextField({ label, error, hint, className, ...props }: TextFieldProps) {
  return (
    <LabelledField label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} className={fieldControlClassName} {...props} />}
    </LabelledField>
  );
}
