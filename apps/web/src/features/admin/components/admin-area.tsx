import { AdminDashboard } from './admin-dashboard.tsx';
import { AdminGate, type AdminAccess, type AdminLinks } from './admin-gate.tsx';
import { PaymentsQueue } from './payments-queue.tsx';
import { UserDetailScreen } from './user-detail-screen.tsx';
import { UsersScreen } from './users-screen.tsx';

export type AdminPage = 'dashboard' | 'payments' | 'users' | 'user';

interface AdminAreaProps {
  page: AdminPage;
  access: AdminAccess;
  links: AdminLinks;
  userPath: (id: string) => string;
  /** The user shown on `/admin/users/:id`. */
  userId?: string;
  onSignIn: () => void;
}

/** `/admin/*`: one of the admin screens, behind the gate. */
export function AdminArea({ page, access, links, userPath, userId, onSignIn }: AdminAreaProps) {
  return (
    <AdminGate access={access} links={links} onSignIn={onSignIn}>
      {page === 'dashboard' ? <AdminDashboard paymentsPath={links.payments} /> : null}
      {page === 'payments' ? <PaymentsQueue /> : null}
      {page === 'users' ? <UsersScreen userPath={userPath} /> : null}
      {page === 'user' && userId ? (
        <UserDetailScreen userId={userId} backPath={links.users} />
      ) : null}
    </AdminGate>
  );
}
