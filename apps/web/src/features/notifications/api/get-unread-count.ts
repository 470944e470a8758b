import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { UnreadCount } from '../types.ts';
import { notificationKeys } from './keys.ts';

/** GET /notifications/unread-count. */
export async function fetchUnreadCount(): Promise<number> {
  return requireData(await api.get<UnreadCount>('/notifications/unread-count')).unreadCount;
}

/** The unread count; live events keep it current, so it is not refetched on a timer. */
export function useUnreadCount(userId: string) {
  return useQuery({
    queryKey: notificationKeys.unread(userId),
    queryFn: fetchUnreadCount,
    staleTime: 60_000,
  });
}
