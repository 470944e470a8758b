import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServerEvent, useServerEventsOpened } from '../../../lib/use-server-event.ts';
import { notificationKeys } from '../api/keys.ts';

/**
 * Keeps the unread count and the list current from the live stream: a new notification or a read
 * one elsewhere (another tab, another device) shows at once. Events missed while the stream was
 * down are not replayed, so everything is fetched again when it (re)opens, and after a payment.
 */
export function useLiveNotifications(userId: string) {
  const client = useQueryClient();

  useServerEvent('notification.created', (event) => {
    client.setQueryData(notificationKeys.unread(userId), event.unreadCount);
    void client.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
  });
  useServerEvent('notifications.unread', (event) => {
    client.setQueryData(notificationKeys.unread(userId), event.unreadCount);
  });
  useServerEventsOpened(() => {
    void client.invalidateQueries({ queryKey: notificationKeys.all(userId) });
  });

  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.all(userId) });
    window.addEventListener('duangdee:payment-succeeded', refresh);
    return () => window.removeEventListener('duangdee:payment-succeeded', refresh);
  }, [client, userId]);
}
