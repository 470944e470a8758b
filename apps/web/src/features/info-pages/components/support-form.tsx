import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_SUBJECT_MIN,
  type SupportCategory,
} from '@duangdee/contract/support';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useCreateSupportTicket, type CreatedSupportTicket } from '../api/create-support-ticket.ts';

type Field = 'category' | 'subject' | 'message' | 'email';
type Errors = Partial<Record<Field, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The server strips these (spec §5); the lengths are checked on what is left. */
const stripped = (text: string) =>
  text
    .replace(/[<>]/g, '')
    .replace(/javascript\s*:/gi, '')
    .replace(/\bon[a-z]+=/gi, '')
    .trim();
const length = (text: string) => [...stripped(text)].length;

export interface SupportAccount {
  userId: string;
  email: string | null;
}

/** The ticket form; after sending, a thank-you with the reference in its place. */
export function SupportForm({ account }: { account: SupportAccount | null }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<SupportCategory | ''>('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ ticket: CreatedSupportTicket; email: string | null } | null>(
    null,
  );
  const create = useCreateSupportTicket(account?.userId ?? null);
  // The thank-you replaces the form: brought into view and focus, as the form may be scrolled.
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!sent) return;
    const heading = sentHeading.current;
    heading?.scrollIntoView?.({ block: 'center' });
    heading?.focus({ preventScroll: true });
  }, [sent]);

  function validate(): Errors {
    const found: Errors = {};
    if (!category) found.category = t('support.errors.required');
    const subjectLength = length(subject);
    if (subjectLength === 0) found.subject = t('support.errors.required');
    else if (subjectLength < SUPPORT_SUBJECT_MIN)
      found.subject = t('support.errors.subjectShort', { min: SUPPORT_SUBJECT_MIN });
    else if (subjectLength > SUPPORT_SUBJECT_MAX)
      found.subject = t('support.errors.subjectLong', { max: SUPPORT_SUBJECT_MAX });
    const messageLength = length(message);
    if (messageLength === 0) found.message = t('support.errors.required');
    else if (messageLength < SUPPORT_MESSAGE_MIN)
      found.message = t('support.errors.messageShort', { min: SUPPORT_MESSAGE_MIN });
    else if (messageLength > SUPPORT_MESSAGE_MAX)
      found.message = t('support.errors.messageLong', { max: SUPPORT_MESSAGE_MAX });
    if (!account) {
      if (!email.trim()) found.email = t('support.errors.required');
      else if (!EMAIL.test(email.trim())) found.email = t('support.errors.email');
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || !category) return;
    try {
      const ticket = await create.mutateAsync({
        category,
        subject: subject.trim(),
        message: message.trim(),
        ...(account ? {} : { email: email.trim() }),
      });
      setSent({ ticket, email: account ? account.email : email.trim() });
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }

  function failureMessage(error: unknown): string {
    if (error instanceof ApiError && error.status === 429) return t('support.errors.rateLimited');
    if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
      // The form checks the same rules; should the server still disagree, say where.
      const paths = Array.isArray(error.details)
        ? (error.details as Array<{ path?: string }>).map((d) => d.path ?? '')
        : [];
      const serverErrors: Errors = {};
      if (paths.some((p) => p.endsWith('email'))) serverErrors.email = t('support.errors.email');
      if (paths.some((p) => p.endsWith('subject')))
        serverErrors.subject = t('support.errors.subjectShort', { min: SUPPORT_SUBJECT_MIN });
      if (paths.some((p) => p.endsWith('message')))
        serverErrors.message = t('support.errors.messageShort', { min: SUPPORT_MESSAGE_MIN });
      setErrors(serverErrors);
    }
    return t('support.errors.failed');
  }

  function startAgain() {
    setSent(null);
    setCategory('');
    setSubject('');
    setMessage('');
    setErrors({});
  }

  if (sent) {
    return (
      <Card data-testid="support-sent" role="status" className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-100 text-2xl font-bold text-emerald-800 dark:bg-emerald-400/20 dark:text-emerald-300"
        >
          ✓
        </span>
        <h2
          ref={sentHeading}
          tabIndex={-1}
          className="mt-2 text-lg font-semibold focus:outline-none"
        >
          {t('support.sent.title')}
        </h2>
        <p className="mt-2 leading-relaxed">
          {sent.email ? t('support.sent.bodyEmail', { email: sent.email }) : t('support.sent.body')}
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-indigo-300">
          {t('support.sent.reference', { id: sent.ticket.ticketId.slice(0, 8).toUpperCase() })}
        </p>
        <Button variant="secondary" className="mt-4" onClick={startAgain}>
          {t('support.sent.another')}
        </Button>
      </Card>
    );
  }

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('support.form.title')}</h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-4">
        <SelectField
          label={t('support.form.category')}
          value={category}
          onChange={setCategory}
          placeholder="—"
          options={SUPPORT_CATEGORIES.map((value) => ({
            value,
            label: t(`support.form.categories.${value}`),
          }))}
          error={errors.category}
        />
        <TextField
          label={t('support.form.subject')}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          placeholder={t('support.form.subjectPlaceholder')}
          maxLength={SUPPORT_SUBJECT_MAX * 2}
          error={errors.subject}
        />
        <TextAreaField
          label={t('support.form.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          rows={5}
          maxLength={SUPPORT_MESSAGE_MAX * 2}
          hint={t('support.form.messageHint')}
          error={errors.message}
        />
        {account ? (
          <p className="text-sm text-slate-700 dark:text-indigo-200">
            {account.email
              ? t('support.form.signedInAs', { email: account.email })
              : t('support.form.signedInNoEmail')}
          </p>
        ) : (
          <TextField
            label={t('support.form.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="you@example.com"
            hint={t('support.form.emailHint')}
            error={errors.email}
          />
        )}
        {failure ? (
          <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
            {failure}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={create.isPending}>
          {create.isPending ? t('support.form.sending') : t('support.form.send')}
        </Button>
      </form>
    </Card>
  );
}
