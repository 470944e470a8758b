import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { rememberAnswer } from '../../../lib/remember-answer.ts';
import type { MarkedRead, NotificationsPage } from '../types.ts';
import { notificationKeys } from './keys.ts';

/** POST /notifications/mark-as-read {Ids}. */
export async function markNotificationsRead(ids: string[]): Promise<MarkedRead> {
  return requireData(await api.post<MarkedRead>('/notifications/mark-as-read', { Ids: ids }));
}

/** POST /notifications/read-all. */
export async function readAllNotifications(): Promise<MarkedRead> {
  return requireData(await api.post<MarkedRead>('/notifications/read-all', {}));
}

/** Shows `ids` (or every notification) read at once, before the server answers. */
function showRead(client: QueryClient, userId: string, ids: string[] | 'all') {
  const now = new Date().toISOString();
  const newlyRead = new Set<string>();
  client.setQueriesData<NotificationsPage>({ queryKey: notificationKeys.lists(userId) }, (page) =>
    page
      ? {
          ...page,
          items: page.items.map((item) => {
            if (item.isRead || (ids !== 'all' && !ids.includes(item.id))) return item;
            newlyRead.add(item.id);
            return { ...item, isRead: true, readAt: now };
          }),
        }
      : page,
  );
  client.setQueryData<number>(notificationKeys.unread(userId), (count) => {
    if (count === undefined) return count;
    return ids === 'all' ? 0 : Math.max(0, count - newlyRead.size);
  });
}

function useReadMutation(userId: string, send: (ids: string[] | 'all') => Promise<MarkedRead>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: (ids) => showRead(client, userId, ids),
    onSuccess: (result) =>
      rememberAnswer(client, notificationKeys.unread(userId), result.unreadCount),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.lists(userId) }),
  });
}

export function useMarkAsRead(userId: string) {
  return useReadMutation(userId, (ids) =>
    ids === 'all' ? readAllNotifications() : markNotificationsRead(ids),
  );
}
