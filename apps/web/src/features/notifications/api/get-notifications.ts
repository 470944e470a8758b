import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { NotificationsPage } from '../types.ts';
import { notificationKeys } from './keys.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /notifications?page&page_size&lang: the user's notifications, newest first. */
export async function fetchNotifications(
  page: number,
  language: string,
  pageSize = NOTIFICATIONS_PAGE_SIZE,
): Promise<NotificationsPage> {
  return requireData(
    await api.get<NotificationsPage>('/notifications', {
      query: { page, pageSize, lang: language === 'en' ? 'en' : 'th' },
    }),
  );
}

export function useNotifications(userId: string | null, page: number, language: string) {
  return useQuery({
    queryKey: notificationKeys.list(userId ?? '', page, language),
    queryFn: () => fetchNotifications(page, language),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
