import type { QueryClient } from '@tanstack/react-query';
import { rememberAnswer } from '../../../lib/remember-answer.ts';
import type { AdminUserDetail, Suspension } from '../types.ts';
import { useAdminUser } from './get-user.ts';
import { adminKeys } from './keys.ts';

/**
 * Whether an account is suspended now, from `GET /admin/users/{id}` (the same query the user
 * screen shows). Suspending or restoring writes its answer into this query's place.
 */
export function useSuspension(userId: string) {
  const user = useAdminUser(userId);
  const profile = user.data?.profile;
  const data: Suspension | undefined = profile
    ? {
        userId,
        suspendedAt: profile.suspendedAt,
        suspendedReason: profile.suspendedReason,
      }
    : undefined;
  return { ...user, data };
}

/** Writes a suspension or restore the server answered into the user's cached detail. */
export function rememberSuspension(client: QueryClient, suspension: Suspension): Promise<void> {
  return rememberAnswer<AdminUserDetail>(client, adminKeys.user(suspension.userId), (user) =>
    user
      ? {
          ...user,
          profile: {
            ...user.profile,
            suspendedAt: suspension.suspendedAt,
            suspendedReason: suspension.suspendedReason,
          },
        }
      : user,
  );
}
