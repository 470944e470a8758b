import { QUESTION_MAX } from '@duangdee/contract/reading-kinds';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { CoinIcon } from '../../../components/ui/icons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { dateProblem, ThaiDateField } from '../../../components/ui/thai-date-field.tsx';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { todayIso } from '../lib/format.ts';
import { HandOutline } from './hand-outline.tsx';
import type { PhotoOutline } from './palm-capture.tsx';

export interface PalmDetails {
  birthDate: string;
  birthTime: string;
  question: string;
}

/** The photo was uploaded (and checked) when it was chosen; only the start is left. */
export type SubmitStage = 'starting';

interface PalmDetailsFormProps {
  file: File;
  cost: number;
  stage: SubmitStage | null;
  /** Already translated. */
  error: string | null;
  initial?: PalmDetails;
  /** The hand the checks found on the photo, drawn over it. */
  outline?: PhotoOutline | null;
  onRetake: () => void;
  onSubmit: (details: PalmDetails) => void;
}

/** The chosen photo, optional birth date and time and a question, then "read my palm". */
export function PalmDetailsForm({
  file,
  cost,
  stage,
  error,
  initial,
  outline = null,
  onRetake,
  onSubmit,
}: PalmDetailsFormProps) {
  const { t } = useTranslation();
  const questionId = useId();
  const preview = useObjectUrl(file);
  const [birthDate, setBirthDate] = useState(initial?.birthDate ?? '');
  const [birthTime, setBirthTime] = useState(initial?.birthTime ?? '');
  const [question, setQuestion] = useState(initial?.question ?? '');
  const [checked, setChecked] = useState(false);

  const today = todayIso();
  // The date field says what is wrong with it (unfinished, no such day, in the future).
  const birthDateError = dateProblem(birthDate, { max: today }) !== null;
  const questionError =
    question.trim().length > QUESTION_MAX
      ? t('palm.details.errors.questionLong', { max: QUESTION_MAX })
      : null;
  const busy = stage !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (birthDateError || questionError || busy) return;
    onSubmit({ birthDate, birthTime, question: question.trim() });
  }

  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="flex flex-col items-center gap-3">
        {preview ? (
          <div className="relative max-w-full overflow-hidden rounded-2xl shadow-md ring-1 ring-amber-200 dark:ring-indigo-700">
            <img
              src={preview}
              alt={t('palm.details.previewAlt')}
              className="block max-h-80 w-auto max-w-full"
            />
            {outline ? (
              <HandOutline
                landmarks={outline.landmarks}
                source={outline.source}
                tone="found"
                label={t('palm.handCheck.outlineLabel')}
              />
            ) : null}
          </div>
        ) : null}
        {outline ? (
          <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">
            {t('palm.handCheck.foundNote')}
          </p>
        ) : null}
        <Button variant="secondary" onClick={onRetake} disabled={busy}>
          {t('palm.details.retake')}
        </Button>
      </div>

      <fieldset className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800">
        <legend className="sr-only">{t('palm.details.optionalTitle')}</legend>
        <div aria-hidden="true">
          <p className="font-semibold text-indigo-950 dark:text-amber-100">
            {t('palm.details.optionalTitle')}
          </p>
          <p className="text-sm text-slate-600 dark:text-indigo-300">
            {t('palm.details.optionalHint')}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <ThaiDateField
            className="col-span-2"
            label={t('palm.details.birthDate')}
            max={today}
            value={birthDate}
            onChange={setBirthDate}
            showIncomplete={checked}
            disabled={busy}
          />
          <TextField
            label={t('palm.details.birthTime')}
            type="time"
            value={birthTime}
            onChange={(e) => setBirthTime(e.target.value)}
            disabled={busy}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={questionId} className="text-sm font-semibold">
            {t('palm.details.question')}
          </label>
          <textarea
            id={questionId}
            rows={3}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            placeholder={t('palm.details.questionPlaceholder')}
            aria-describedby={`${questionId}-hint`}
            aria-invalid={questionError ? true : undefined}
            disabled={busy}
            className="rounded-xl border border-indigo-200 bg-white px-3 py-2 text-base text-indigo-950 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-amber-500 aria-invalid:border-red-600 dark:border-indigo-600 dark:bg-indigo-950 dark:text-amber-50 dark:placeholder:text-indigo-300"
          />
          <p
            id={`${questionId}-hint`}
            role={questionError ? 'alert' : undefined}
            className={
              questionError
                ? 'text-sm text-red-700 dark:text-red-300'
                : 'text-sm text-indigo-700 dark:text-indigo-200'
            }
          >
            {questionError ?? t('palm.details.questionHint')}
          </p>
        </div>
      </fieldset>

      {error ? (
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 text-red-900 ring-1 ring-red-200 dark:bg-red-950/40 dark:text-red-100 dark:ring-red-900"
        >
          {error}
        </p>
      ) : null}

      <Button type="submit" disabled={busy} className="min-h-14 w-full text-lg">
        {stage === 'starting' ? (
          t('palm.details.starting')
        ) : (
          <>
            <CoinIcon className="size-6" />
            {t('palm.details.submit', { count: cost })}
          </>
        )}
      </Button>
    </form>
  );
}
