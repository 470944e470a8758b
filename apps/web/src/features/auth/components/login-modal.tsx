import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  oauthLoginUrl,
  rememberReturnPath,
  requestOtp,
  useOAuthProviders,
  verifyOtp,
  type OtpRequest,
} from '../api/sign-in.ts';
import { signInErrorMessage } from '../lib/sign-in-errors.ts';
import { useSession } from '../session-context.tsx';
import { useLoginModal } from '../stores/login-modal-store.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail → one-time code, plus a button per configured OAuth provider. */
export function LoginModal() {
  const { t } = useTranslation();
  const open = useLoginModal((s) => s.open);
  const hide = useLoginModal((s) => s.hide);
  const session = useSession();
  // Asked for when the modal opens, not on every page the modal waits behind.
  const providers = useOAuthProviders(open);

  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<OtpRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendIn, setResendIn] = useState(0);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  useEffect(() => {
    if (!open) {
      setCode('');
      setError(null);
      setPending(null);
    }
  }, [open]);

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return setError(t('auth.errors.required'));
    if (!EMAIL.test(trimmed)) return setError(t('auth.errors.email'));
    setBusy(true);
    setError(null);
    try {
      const sent = await requestOtp(trimmed);
      setPending(sent);
      setCode('');
      setResendIn(sent.resendAfterS);
    } catch (failure) {
      setError(signInErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!pending) return;
    const digits = code.trim();
    if (!new RegExp(`^\\d{${pending.codeLength}}$`).test(digits)) {
      return setError(t('auth.errors.codeLength', { length: pending.codeLength }));
    }
    setBusy(true);
    setError(null);
    try {
      const result = await verifyOtp({
        requestId: pending.requestId,
        email: email.trim(),
        otpCode: digits,
      });
      session.completeLogin(result);
      toast.success(t('auth.welcomeBack'));
      hide();
    } catch (failure) {
      setError(signInErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={t('auth.signInTitle')} onClose={hide} closeLabel={t('auth.close')}>
      {!pending ? (
        <form onSubmit={sendCode} noValidate className="flex flex-col gap-4">
          <p className="text-indigo-800 dark:text-indigo-100">{t('auth.signInIntro')}</p>
          <TextField
            label={t('auth.emailLabel')}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('auth.emailPlaceholder')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
          />
          <Button type="submit" disabled={busy}>
            {busy ? t('auth.sending') : t('auth.sendCode')}
          </Button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate className="flex flex-col gap-4">
          <p className="text-indigo-800 dark:text-indigo-100">
            {t('auth.codeSentTo', { length: pending.codeLength, email: email.trim() })}
          </p>
          <TextField
            label={t('auth.codeLabel', { length: pending.codeLength })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={pending.codeLength}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            error={error}
            className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          />
          <Button type="submit" disabled={busy}>
            {busy ? t('auth.verifying') : t('auth.verify')}
          </Button>
          <div className="flex items-center justify-between text-sm">
            <button type="button" className="underline" onClick={() => setPending(null)}>
              {t('auth.changeEmail')}
            </button>
            {resendIn > 0 ? (
              <span aria-live="polite">{t('auth.resendIn', { seconds: resendIn })}</span>
            ) : (
              <button
                type="button"
                className="font-semibold underline"
                disabled={busy}
                onClick={() => void sendCode()}
              >
                {t('auth.resend')}
              </button>
            )}
          </div>
        </form>
      )}
      {providers.data && providers.data.length > 0 ? (
        <div className="mt-6 flex flex-col gap-3">
          <p className="text-center text-sm text-indigo-700 dark:text-indigo-200">
            {t('auth.orContinueWith')}
          </p>
          {providers.data.map((provider) => (
            <a
              key={provider}
              href={oauthLoginUrl(provider)}
              onClick={() => rememberReturnPath()}
              className={buttonClassName('secondary')}
            >
              {t('auth.continueWith', { provider: t(`auth.providers.${provider}`) })}
            </a>
          ))}
        </div>
      ) : null}
    </Modal>
  );
}
