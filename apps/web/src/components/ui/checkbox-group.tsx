import { useId } from 'react';
import { fieldErrorClassName, fieldHintClassName } from './field-styles.ts';

export interface CheckboxOption<T extends string> {
  value: T;
  label: string;
}

interface CheckboxGroupProps<T extends string> {
  legend: string;
  name: string;
  values: readonly T[];
  options: readonly CheckboxOption<T>[];
  onChange: (values: T[]) => void;
  error?: string | null;
  hint?: string;
}

/** A fieldset of checkboxes drawn as chips that wrap; "choose any" or "at least one". */
export function CheckboxGroup<T extends string>({
  legend,
  name,
  values,
  options,
  onChange,
  error,
  hint,
}: CheckboxGroupProps<T>) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const toggle = (value: T, checked: boolean) =>
    // Kept in the options' order, whatever order they were ticked in.
    onChange(
      options
        .map((option) => option.value)
        .filter((v) => (v === value ? checked : values.includes(v))),
    );
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={describedBy}
      data-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-white px-3.5 py-2 text-sm font-medium text-indigo-900 ring-1 ring-indigo-200 transition-colors has-checked:bg-indigo-800 has-checked:text-amber-50 has-checked:ring-indigo-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-500 dark:bg-indigo-950 dark:text-indigo-100 dark:ring-indigo-600 dark:has-checked:bg-amber-400 dark:has-checked:text-indigo-950 dark:has-checked:ring-amber-400"
          >
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={values.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="size-4 shrink-0 accent-amber-500"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className={fieldErrorClassName}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={fieldHintClassName}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
