import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  deleteMyAccount,
  downloadMyData,
  useProfile,
  useUpdateProfile,
  type Gender,
} from '../api/profile.ts';
import { useSession } from '../session-context.tsx';
import { useAuthStore } from '../stores/auth-store.ts';
import { useLoginModal } from '../stores/login-modal-store.ts';

const GENDERS: Gender[] = ['unspecified', 'female', 'male', 'other'];

/** The signed-in user's details for readings, PDPA rights, sign-out; a sign-in prompt for guests. */
export function ProfileScreen({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const showLogin = useLoginModal((s) => s.show);
  const session = useSession();
  const profile = useProfile(isAuthenticated);
  const update = useUpdateProfile();

  const [displayName, setDisplayName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [birthTime, setBirthTime] = useState('');
  const [gender, setGender] = useState<Gender>('unspecified');
  const [error, setError] = useState<{
    field: 'displayName' | 'birthDate';
    message: string;
  } | null>(null);

  useEffect(() => {
    if (!profile.data) return;
    setDisplayName(profile.data.displayName ?? '');
    setBirthDate(profile.data.birthDate ?? '');
    setBirthTime(profile.data.birthTime ?? '');
    setGender(profile.data.gender ?? 'unspecified');
  }, [profile.data]);

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

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (displayName.length > 100) {
      return setError({ field: 'displayName', message: t('profile.errors.displayNameLong') });
    }
    if (birthDate && birthDate > new Date().toISOString().slice(0, 10)) {
      return setError({ field: 'birthDate', message: t('profile.errors.birthDateFuture') });
    }
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

  async function removeAccount() {
    if (!window.confirm(t('profile.deleteConfirm'))) return;
    await deleteMyAccount();
    await session.logout();
    toast.success(t('profile.deleted'));
  }

  return (
    <Screen title={t('profile.title')}>
      <Card className="flex items-center gap-4">
        <div
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-amber-300 text-2xl font-bold text-indigo-950"
        >
          {(user?.displayName ?? user?.email ?? '?').slice(0, 1).toUpperCase()}
        </div>
        <div className="min-w-0">
          <p className="truncate text-lg font-bold">{user?.displayName ?? user?.email}</p>
          <p className="truncate text-sm text-indigo-700 dark:text-indigo-200">{user?.email}</p>
          {user?.role === 'admin' ? (
            <p className="text-sm font-semibold">{t('profile.adminBadge')}</p>
          ) : null}
        </div>
      </Card>
      {children}
      <Card>
        <form onSubmit={save} noValidate className="flex flex-col gap-4">
          <h2 className="text-lg font-bold">{t('profile.details')}</h2>
          <TextField
            label={t('profile.displayName')}
            value={displayName}
            autoComplete="name"
            onChange={(e) => setDisplayName(e.target.value)}
            error={error?.field === 'displayName' ? error.message : null}
          />
          <TextField
            label={t('profile.birthDate')}
            type="date"
            value={birthDate}
            onChange={(e) => setBirthDate(e.target.value)}
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
      </Card>
      <Card className="flex flex-col gap-3">
        <h2 className="text-lg font-bold">{t('profile.privacyTitle')}</h2>
        <Button variant="secondary" onClick={() => void downloadMyData()}>
          {t('profile.exportData')}
        </Button>
        <Button variant="secondary" onClick={() => void removeAccount()}>
          {t('profile.deleteAccount')}
        </Button>
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
