import { useId, type SelectHTMLAttributes } from 'react';
import { fieldControlClassName, fieldErrorClassName, fieldHintClassName } from './field-styles.ts';

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
  className = '',
  ...props
}: SelectFieldProps<T>) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`.trim()}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
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
