export type ButtonVariant = 'primary' | 'secondary' | 'gold' | 'danger';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-indigo-800 text-amber-50 hover:bg-indigo-700 dark:bg-amber-400 dark:text-indigo-950 dark:hover:bg-amber-300',
  /** For dark (indigo) surfaces in both themes. */
  gold: 'bg-amber-400 text-indigo-950 hover:bg-amber-300',
  secondary:
    'bg-white text-indigo-900 ring-1 ring-indigo-300 hover:bg-indigo-50 dark:bg-transparent dark:text-amber-50 dark:ring-indigo-400 dark:hover:bg-indigo-900',
  /** The one step that cannot be undone (deleting the account). */
  danger:
    'bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-indigo-950 dark:hover:bg-red-300',
};

/** Button look for <button> and for links that act as buttons. */
export function buttonClassName(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
