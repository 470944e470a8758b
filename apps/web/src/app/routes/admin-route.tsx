import { useParams } from 'react-router';
import { AdminArea, type AdminPage } from '../../features/admin/components/admin-area.tsx';
import type { AdminAccess } from '../../features/admin/components/admin-gate.tsx';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { useLoginModal } from '../../features/auth/stores/login-modal-store.ts';
import { adminUserPath, paths } from '../../config/paths.ts';

const links = {
  home: paths.home,
  dashboard: paths.admin,
  payments: paths.adminPayments,
  users: paths.adminUsers,
};

/** `/admin/*`: only an admin (the signed-in user's role) gets past the gate. */
export function AdminRoute({ page }: { page: AdminPage }) {
  const { id } = useParams();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const checking = useAuthStore((s) => s.isLoading);
  const role = useAuthStore((s) => s.user?.role ?? null);
  const isGuest = useAuthStore((s) => s.user?.isGuest ?? true);
  const onSignIn = useLoginModal((s) => s.show);
  const access: AdminAccess = checking
    ? 'checking'
    : !signedIn || isGuest
      ? 'guest'
      : role === 'admin'
        ? 'admin'
        : 'denied';
  return (
    <AdminArea
      page={page}
      access={access}
      links={links}
      userPath={adminUserPath}
      userId={id}
      onSignIn={onSignIn}
    />
  );
}
