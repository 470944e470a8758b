import { useState, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { dateProblem, ThaiDateField } from '../../../components/ui/thai-date-field.tsx';
import { useProfile, useUpdateProfile, type Gender, type Profile } from '../api/profile.ts';
import { useSession } from '../session-context.tsx';
import { useAuthStore } from '../stores/auth-store.ts';
import { useLoginModal } from '../stores/login-modal-store.ts';

const GENDERS: Gender[] = ['unspecified', 'female', 'male', 'other'];
/** The name field, which the "add your name" invitation in the header focuses. */
const DISPLAY_NAME_FIELD = 'displayName';

/**
 * The signed-in user's details for readings and sign-out; a sign-in prompt for guests. The route
 * composes the rest: `children` under the header (the wallet), `privacy` (the PDPA rights)
 * before sign-out.
 */
export function ProfileScreen({
  children,
  privacy,
}: {
  children?: ReactNode;
  privacy?: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const showLogin = useLoginModal((s) => s.show);
  const session = useSession();
  const profile = useProfile(isAuthenticated);
  // A name that is only spaces is no name: the e-mail is then the heading, shown once.
  const displayName = user?.displayName?.trim() || null;

  if (!isAuthenticated) {
    return (
      <Screen title={t('profile.title')}>
        <Card className="flex flex-col gap-4">
          <h2 className="text-lg font-bold">{t('profile.guestTitle')}</h2>
          <p>{t('profile.guestBody')}</p>
          <Button onClick={showLogin}>{t('auth.signIn')}</Button>
        </Card>
        {children}
      </Screen>
    );
  }

  return (
    <Screen title={t('profile.title')}>
      <Card className="flex items-center gap-4">
        <div
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-amber-300 text-2xl font-bold text-indigo-950"
        >
          {(displayName ?? user?.email ?? '?').slice(0, 1).toUpperCase()}
        </div>
        <div className="min-w-0" data-testid="profile-identity">
          <p className="truncate text-lg font-bold">
            {displayName ?? user?.email ?? t('profile.noName')}
          </p>
          {displayName && user?.email ? (
            <p className="truncate text-sm text-indigo-700 dark:text-indigo-200">{user.email}</p>
          ) : (
            <p className="text-sm text-indigo-700 dark:text-indigo-200">
              {t('profile.noNameYet')}{' '}
              <button
                type="button"
                onClick={() =>
                  document
                    .querySelector<HTMLInputElement>(`input[name="${DISPLAY_NAME_FIELD}"]`)
                    ?.focus()
                }
                className="font-semibold underline underline-offset-4 hover:text-indigo-500 dark:text-amber-300"
              >
                {t('profile.addName')}
              </button>
            </p>
          )}
          {user?.role === 'admin' ? (
            <p className="text-sm font-semibold">{t('profile.adminBadge')}</p>
          ) : null}
        </div>
      </Card>
      {children}
      <Card>
        {profile.data ? (
          // Mounted once the saved details are here, so a late answer never overwrites typing.
          <ProfileDetailsForm key={profile.data.id} initial={profile.data} />
        ) : profile.isError ? (
          <div className="flex flex-col gap-3">
            <p role="alert">{t('profile.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              {t('profile.retry')}
            </Button>
          </div>
        ) : (
          <p>{t('profile.loading')}</p>
        )}
      </Card>
      {privacy}
      <Card className="flex flex-col gap-3">
        <Button
          variant="secondary"
          onClick={() => void session.logout().then(() => toast.success(t('auth.signedOut')))}
        >
          {t('profile.signOut')}
        </Button>
      </Card>
    </Screen>
  );
}

/** The details used for readings, edited from the saved profile it was mounted with. */
function ProfileDetailsForm({ initial }: { initial: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [displayName, setDisplayName] = useState(initial.displayName ?? '');
  const [birthDate, setBirthDate] = useState(initial.birthDate ?? '');
  const [birthTime, setBirthTime] = useState(initial.birthTime ?? '');
  const [gender, setGender] = useState<Gender>(initial.gender ?? 'unspecified');
  const [error, setError] = useState<{
    field: 'displayName' | 'birthDate';
    message: string;
  } | null>(null);
  const [checked, setChecked] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setChecked(true);
    if (displayName.length > 100) {
      return setError({ field: 'displayName', message: t('profile.errors.displayNameLong') });
    }
    // The date field itself says what is wrong (unfinished, no such day, in the future).
    if (dateProblem(birthDate)) return;
    try {
      const saved = await update.mutateAsync({
        displayName: displayName.trim(),
        birthDate: birthDate || null,
        birthTime: birthTime || null,
        gender,
      });
      useAuthStore.setState((state) => ({
        user: state.user ? { ...state.user, displayName: saved.displayName } : null,
      }));
      toast.success(t('profile.saved'));
    } catch {
      toast.error(t('profile.saveFailed'));
    }
  }

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4">
      <h2 className="text-lg font-bold">{t('profile.details')}</h2>
      <TextField
        name={DISPLAY_NAME_FIELD}
        label={t('profile.displayName')}
        placeholder={t('profile.displayNamePlaceholder')}
        value={displayName}
        autoComplete="name"
        onChange={(e) => setDisplayName(e.target.value)}
        error={error?.field === 'displayName' ? error.message : null}
      />
      <ThaiDateField
        label={t('profile.birthDate')}
        value={birthDate}
        onChange={setBirthDate}
        showIncomplete={checked}
        error={error?.field === 'birthDate' ? error.message : null}
      />
      <TextField
        label={t('profile.birthTime')}
        type="time"
        value={birthTime}
        onChange={(e) => setBirthTime(e.target.value)}
      />
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t('profile.gender')}
        <select
          value={gender}
          onChange={(e) => setGender(e.target.value as Gender)}
          className="min-h-11 rounded-xl border border-indigo-200 bg-white px-3 text-base font-normal text-indigo-950 dark:border-indigo-600 dark:bg-indigo-950 dark:text-amber-50"
        >
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`profile.genders.${g}`)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? t('profile.saving') : t('profile.save')}
      </Button>
    </form>
  );
}
