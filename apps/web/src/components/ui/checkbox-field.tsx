interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}

/** One labelled checkbox, large enough to tap. */
export function CheckboxField({ label, checked, onChange, name }: CheckboxFieldProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 accent-indigo-800 dark:accent-amber-400"
      />
      <span>{label}</span>
    </label>
  );
}
