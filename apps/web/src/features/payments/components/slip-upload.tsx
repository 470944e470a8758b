import { useId, useRef, useState, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { useUploadSlip } from '../api/upload-slip.ts';
import { checkSlipFile, SLIP_ACCEPT } from '../lib/slip-file.ts';

type SlipError = 'type' | 'size' | 'invalid' | 'used' | 'notPayable' | 'failed';

function uploadErrorOf(failure: unknown): SlipError {
  if (!(failure instanceof ApiError)) return 'failed';
  if (failure.code === 'INVALID_FILE') return 'invalid';
  if (failure.code === 'SLIP_ALREADY_USED') return 'used';
  if (failure.code === 'PAYMENT_NOT_PAYABLE') return 'notPayable';
  return 'failed';
}

/** Attach the bank slip of a PromptPay transfer; checked here before it is sent. */
export function SlipUpload({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<SlipError | null>(null);
  const upload = useUploadSlip(paymentId);
  const preview = useObjectUrl(file && file.type.startsWith('image/') ? file : null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    if (!picked) return;
    const problem = checkSlipFile(picked);
    if (problem) {
      setFile(null);
      setError(problem);
      // Let the same file be picked again after fixing it.
      event.target.value = '';
      return;
    }
    setError(null);
    setFile(picked);
  }

  async function send() {
    if (!file) return;
    setError(null);
    try {
      await upload.mutateAsync(file);
      toast.success(t('payments.slip.sent'));
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (failure) {
      setError(uploadErrorOf(failure));
    }
  }

  return (
    <Card className="flex flex-col gap-3" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="text-lg font-bold">
        {t('payments.slip.title')}
      </h2>
      <p className="text-slate-700 dark:text-indigo-200">{t('payments.slip.body')}</p>
      <div className="flex flex-col gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={SLIP_ACCEPT}
          onChange={choose}
          aria-describedby={error ? `${hintId}-error` : hintId}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={buttonClassName(
            'secondary',
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500',
          )}
        >
          {file ? t('payments.slip.change') : t('payments.slip.choose')}
        </label>
        {error ? (
          <p id={`${hintId}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t(`payments.slip.errors.${error}`)}
          </p>
        ) : (
          <p id={hintId} className="text-sm text-slate-600 dark:text-indigo-300">
            {t('payments.slip.hint')}
          </p>
        )}
      </div>
      {file ? (
        <div className="flex flex-col items-center gap-3">
          {preview ? (
            <img
              src={preview}
              alt={t('payments.slip.previewAlt')}
              className="max-h-72 w-auto rounded-xl ring-1 ring-amber-200 dark:ring-indigo-700"
            />
          ) : (
            <p className="w-full truncate rounded-xl bg-amber-50 px-3 py-2 text-sm dark:bg-indigo-950">
              {file.name}
            </p>
          )}
          <Button onClick={() => void send()} disabled={upload.isPending} className="w-full">
            {upload.isPending ? t('payments.slip.submitting') : t('payments.slip.submit')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
