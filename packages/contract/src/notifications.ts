/**
 * In-app notifications of a signed-in user: a payment went through or failed, the welcome coins
 * arrived, a reading is ready (or was refunded). Each is written in Thai and English; the list
 * answers in the caller's language.
 */
import { z } from 'zod';

export const NOTIFICATION_LANGUAGES = ['th', 'en'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

export const NOTIFICATIONS_DEFAULT_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;
/** Ids one mark-as-read call may name. */
export const NOTIFICATIONS_MAX_IDS = 100;

export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATIONS_MAX_PAGE_SIZE)
    .default(NOTIFICATIONS_DEFAULT_PAGE_SIZE),
  /** The language of titles and bodies; without it, `Accept-Language`, then Thai. */
  lang: z.enum(NOTIFICATION_LANGUAGES).optional(),
});

export const notificationSchema = z.object({
  id: z.uuid(),
  /** What it is about: `payment_success`, `payment_failed`, `welcome_bonus`, `reading_ready`, ... */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** Where a tap leads in the app (a path such as `/wallet`), or null. */
  link: z.string().nullable(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `{Ids}` as the spec's clients send it (keys are snake_cased on the way in). */
export const markAsReadBodySchema = z.object({
  ids: z.array(z.uuid()).min(1).max(NOTIFICATIONS_MAX_IDS),
});

export const unreadCountSchema = z.object({
  unread_count: z.number().int().min(0),
});

/** What a read call changed, and how many are still unread. */
export const markedReadSchema = z.object({
  updated_count: z.number().int().min(0),
  unread_count: z.number().int().min(0),
});
