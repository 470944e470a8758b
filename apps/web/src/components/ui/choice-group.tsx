import { useId } from 'react';

interface Choice<T extends string> {
  value: T;
  label: string;
  lang?: string;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  hint?: string;
}

/** A labelled group of radio buttons drawn as a segmented control. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  hint,
}: ChoiceGroupProps<T>) {
  const hintId = useId();
  return (
    <fieldset className="space-y-3" aria-describedby={hint ? hintId : undefined}>
      <legend className="text-lg font-semibold text-indigo-950 dark:text-amber-100">
        {legend}
      </legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-full bg-amber-100 p-1 dark:bg-indigo-950">
        {choices.map((choice) => (
          <label
            key={choice.value}
            lang={choice.lang}
            className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-full px-3 text-center font-semibold text-indigo-900 transition-colors has-checked:bg-indigo-800 has-checked:text-amber-50 has-focus-visible:outline-2 has-focus-visible:outline-amber-500 dark:text-indigo-100 dark:has-checked:bg-amber-400 dark:has-checked:text-indigo-950"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              // Transparent but full size over its label: clicks and taps land on the radio itself.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700 dark:text-indigo-200">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
