/**
 * Web Push: the daily fortune sent to a signed-in user's browsers at the hour they chose
 * (Asia/Bangkok). The browser subscribes with the server's VAPID public key and hands over its
 * `PushSubscription` (as `toJSON()` gives it); the account keeps one preference for all its
 * browsers. See docs/decisions for who may subscribe and how a day is sent once.
 */
import { z } from 'zod';

/** The hour (Asia/Bangkok) the daily fortune arrives unless the user picks another: morning. */
export const DEFAULT_DAILY_FORTUNE_HOUR = 7;

/** Bytes of a subscription's keys: an uncompressed P-256 point, and the auth secret. */
export const PUSH_P256DH_BYTES = 65;
export const PUSH_AUTH_BYTES = 16;
/** Longest endpoint URL accepted (push services use a few hundred characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/** Base64url (RFC 4648 §5) of exactly `bytes` bytes, with or without its `=` padding. */
function base64urlOf(bytes: number) {
  const chars = Math.ceil((bytes * 4) / 3);
  const padding = (4 - (chars % 4)) % 4;
  return z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${chars}}(?:={${padding}})?$`),
      `must be the base64url of ${bytes} bytes`,
    );
}

const httpsUrl = z
  .string()
  .max(PUSH_ENDPOINT_MAX_LENGTH)
  .url()
  .refine((v) => v.startsWith('https://'), 'must be an https:// URL');

/** `PushSubscription.toJSON()`, keys snake_cased on the way in. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: httpsUrl,
  expiration_time: z.number().int().min(0).nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (starts with 0x04: base64url "B"). */
    p256dh: base64urlOf(PUSH_P256DH_BYTES).startsWith('B', 'must be an uncompressed P-256 key'),
    auth: base64urlOf(PUSH_AUTH_BYTES),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushSubscriptionSchema = z.object({
  endpoint: z.string(),
  created_at: z.string(),
});

export const pushUnsubscribeBodySchema = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX_LENGTH),
});
export const pushUnsubscribeResultSchema = z.object({
  /** False when the caller had no subscription with this endpoint (already gone). */
  removed: z.boolean(),
});

export const vapidPublicKeySchema = z.object({
  /** Base64url of the uncompressed P-256 public key: `applicationServerKey` for `subscribe()`. */
  public_key: z.string(),
});

export const pushPreferencesSchema = z.object({
  /** The day's colour and a line of its fortune, by push, once a Thai calendar day. */
  daily_fortune: z.boolean(),
  /** The hour it arrives, 0–23, Asia/Bangkok. */
  hour: z.number().int().min(0).max(23),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** What the service worker receives and shows as a notification. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the app the notification opens. */
  url: z.string(),
  /** One notification per kind: a newer daily fortune replaces yesterday's. */
  tag: z.string(),
  lang: z.enum(['th', 'en']),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** PDPA access: the daily-fortune preference, the subscribed browsers, and the days sent. */
export const exportedPushSchema = z.object({
  daily_fortune: z.boolean(),
  hour: z.number().int(),
  browsers: z.array(
    z.object({
      endpoint: z.string(),
      user_agent: z.string().nullable(),
      created_at: z.string(),
      last_delivered_at: z.string().nullable(),
    }),
  ),
  /** Thai calendar days whose fortune was sent by push. */
  days_sent: z.array(z.string()),
});
