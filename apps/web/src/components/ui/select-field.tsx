import type { SelectHTMLAttributes } from 'react';
import { fieldControlClassName } from './field-styles.ts';
import { LabelledField } from './labelled-field.tsx';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectFieldProps<T extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  label: string;
  value: T | '';
  options: readonly SelectOption<T>[];
  onChange: (value: T | '') => void;
  /** The first, empty choice ("not specified"); leave out when a choice is required. */
  placeholder?: string;
  error?: string | null;
  hint?: string;
}

/** A labelled native select (the phone's own picker), its error announced. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  placeholder,
  error,
  hint,
  className,
  ...props
}: SelectFieldProps<T>) {
  return (
    <LabelledField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => {
            const next = options.find((option) => option.value === event.target.value);
            onChange(next ? next.value : '');
          }}
          className={fieldControlClassName}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
