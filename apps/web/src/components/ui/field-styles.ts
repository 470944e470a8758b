/** The look of text inputs, selects and text areas, so every form field matches `TextField`. */
export const fieldControlClassName =
  'min-h-11 w-full rounded-xl border border-indigo-200 bg-white px-3 py-2 text-base text-indigo-950 focus-visible:outline-2 focus-visible:outline-amber-500 aria-invalid:border-red-600 dark:border-indigo-600 dark:bg-indigo-950 dark:text-amber-50';

export const fieldErrorClassName = 'text-sm text-red-700 dark:text-red-300';

export const fieldHintClassName = 'text-sm text-indigo-700 dark:text-indigo-200';
