import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDraft, takeDraft } from '../lib/form-draft.ts';
import { hasErrors, type FieldError, type FieldErrors } from '../lib/form-rules.ts';
import type { ServerFieldError } from '../lib/server-errors.ts';
import type { ReadingBody, ReadingKind } from '../types.ts';

/** What a kind's fields get: the values, their errors (by field path) and the setter. */
export interface FieldsProps<V> {
  values: V;
  set: <F extends keyof V>(field: F, value: V[F]) => void;
  /** The Thai (or English) message of a field, by its path (`number`, `self.birthDate`). */
  errorOf: (path: string) => string | undefined;
}

/**
 * One kind's form: its starting values, its checks (spec §5), how its values become the request
 * body the contract accepts, its fields, and where the server's field paths land in it.
 */
export interface ReadingFormDefinition<K extends ReadingKind, V> {
  kind: K;
  initial: () => V;
  validate: (values: V) => FieldErrors;
  toBody: (values: V) => ReadingBody<K>;
  Fields: (props: FieldsProps<V>) => ReactNode;
  /** The body path the server names (`phone_number.number`) → the form's field path. */
  serverFields?: Record<string, string>;
}

export type SubmitOutcome = { fields: ServerFieldError[] } | void;

interface ReadingFormProps<K extends ReadingKind, V> {
  definition: ReadingFormDefinition<K, V>;
  onSubmit: (body: ReadingBody<K>) => Promise<SubmitOutcome>;
  /** The pay button, or the sign-in prompt. */
  footer: ReactNode;
  /** A failure that belongs to no field (network, server). */
  failure?: string | null;
  /**
   * Signed out: a checked form keeps its answers in this tab and asks to sign in, so the asker
   * comes back to the same reading, answers filled in, whichever way they sign in.
   */
  signInFirst?: (() => void) | undefined;
}

export function useErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: FieldError | undefined) =>
      error ? t(`readings.errors.${error.key}`, error.values ?? {}) : undefined,
    [t],
  );
}

/** Drops the errors of `field` and of everything inside it (`self` clears `self.birthDate`). */
function withoutErrorsOf(errors: FieldErrors, field: string): FieldErrors {
  const keys = Object.keys(errors).filter((key) => key === field || key.startsWith(`${field}.`));
  if (keys.length === 0) return errors;
  const next = { ...errors };
  for (const key of keys) delete next[key];
  return next;
}

/**
 * The form of a reading: checks every answer on submit, shows the messages in the user's language
 * beside their fields and moves focus to the first, then hands the cleaned body on.
 */
export function ReadingForm<K extends ReadingKind, V>({
  definition,
  onSubmit,
  footer,
  failure,
  signInFirst,
}: ReadingFormProps<K, V>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [values, setValues] = useState<V>(() => {
    const draft = takeDraft<Partial<V>>(definition.kind);
    return draft ? { ...definition.initial(), ...draft } : definition.initial();
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const { Fields } = definition;

  useEffect(() => {
    if (attempt === 0) return;
    form.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input')
      ?.focus();
  }, [attempt]);

  const set = useCallback(<F extends keyof V>(field: F, value: V[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutErrorsOf(current, String(field)));
  }, []);

  const errorOf = useCallback((path: string) => errorText(errors[path]), [errorText, errors]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = definition.validate(values);
    setErrors(found);
    if (hasErrors(found)) {
      setAttempt((n) => n + 1);
      return;
    }
    if (signInFirst) {
      saveDraft(definition.kind, values);
      signInFirst();
      return;
    }
    // Signed in without leaving the page: the kept answers are these; do not bring them back.
    takeDraft(definition.kind);
    const outcome = await onSubmit(definition.toBody(values));
    if (outcome && outcome.fields.length > 0) {
      const fromServer: FieldErrors = {};
      for (const { path, error } of outcome.fields) {
        fromServer[definition.serverFields?.[path] ?? path] = error;
      }
      setErrors(fromServer);
      setAttempt((n) => n + 1);
    }
  }

  const invalid = hasErrors(errors);
  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <Fields values={values} set={set} errorOf={errorOf} />
      {invalid ? (
        <p
          role="alert"
          className="text-center text-sm font-semibold text-red-700 dark:text-red-300"
        >
          {t('readings.errors.form')}
        </p>
      ) : null}
      {failure && !invalid ? (
        <p
          role="alert"
          className="text-center text-sm font-semibold text-red-700 dark:text-red-300"
        >
          {failure}
        </p>
      ) : null}
      {footer}
    </form>
  );
}
