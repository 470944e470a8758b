import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';

/** Whether the daily fortune comes by push, and at which hour (0–23, Asia/Bangkok). */
export interface PushPreferences {
  dailyFortune: boolean;
  hour: number;
}

/** A browser's `PushSubscription.toJSON()`. */
export interface PushSubscriptionData {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

export const pushPreferencesKey = (userId: string) => ['push', userId, 'preferences'] as const;

/** GET /push/preferences */
export async function fetchPushPreferences(): Promise<PushPreferences> {
  return requireData(await api.get<PushPreferences>('/push/preferences'));
}

/** The signed-in user's preferences (none asked for while signed out). */
export function usePushPreferences(userId: string | null) {
  return useQuery({
    queryKey: pushPreferencesKey(userId ?? ''),
    queryFn: fetchPushPreferences,
    enabled: userId !== null,
  });
}

/** PUT /push/preferences */
export async function savePushPreferences(preferences: PushPreferences): Promise<PushPreferences> {
  return requireData(await api.put<PushPreferences>('/push/preferences', preferences));
}

/** GET /push/vapid-public-key: the key `pushManager.subscribe()` needs. */
export async function fetchVapidPublicKey(): Promise<string> {
  return requireData(await api.get<{ publicKey: string }>('/push/vapid-public-key')).publicKey;
}

/** POST /push/subscriptions: this browser's subscription, kept for the user. */
export async function savePushSubscription(subscription: PushSubscriptionData): Promise<void> {
  requireData(await api.post('/push/subscriptions', subscription));
}

/** DELETE /push/subscriptions: this browser unsubscribed. */
export async function forgetPushSubscription(endpoint: string): Promise<void> {
  requireData(await api.delete('/push/subscriptions', { body: { endpoint } }));
}
