import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import { loadWebPush } from '../../platform/lazy-modules.ts';
import type { PushMessage } from '@duangdee/contract/push';
import type { VapidKeys } from '../../platform/secrets.ts';

/** Where a message goes: a browser's endpoint and the keys it is encrypted for. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What became of one message: `delivered` (the push service took it), `gone` (404/410: the
 * browser unsubscribed or the subscription expired), `rejected` (any other refusal: sending it
 * again would be refused again) or `unavailable` (no answer, 429 or 5xx: worth trying later).
 */
export type PushOutcome = 'delivered' | 'gone' | 'rejected' | 'unavailable';

export interface PushSender {
  send(target: PushTarget, message: PushMessage, options: PushSendOptions): Promise<PushOutcome>;
}

export interface PushSendOptions {
  /** Seconds the push service keeps the message for a browser that is offline. */
  ttlSeconds: number;
  /** A newer message with the same topic replaces one still waiting at the push service. */
  topic?: string;
}

export interface WebPushSenderOptions {
  vapid: VapidKeys;
  /** `mailto:` or `https:` contact for the push services. */
  subject: string;
  /** The HTTPS agent (tests pass one that trusts their local push service). */
  agent?: Agent;
  timeoutMs?: number;
  log: FastifyBaseLogger;
}

/**
 * Sends Web Push messages (RFC 8030) with `web-push`: the body encrypted with `aes128gcm`
 * (RFC 8291) for the browser's keys, and a VAPID token (RFC 8292) signed with our key.
 */
export function createWebPushSender(options: WebPushSenderOptions): PushSender {
  const vapidDetails = {
    subject: options.subject,
    publicKey: options.vapid.publicKey,
    privateKey: options.vapid.privateKey,
  };
  return {
    async send(target, message, sendOptions) {
      const webPush = await loadWebPush();
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            vapidDetails,
            TTL: sendOptions.ttlSeconds,
            urgency: 'normal',
            contentEncoding: 'aes128gcm',
            timeout: options.timeoutMs ?? 10_000,
            ...(sendOptions.topic ? { topic: sendOptions.topic } : {}),
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        return 'delivered';
      } catch (error) {
        if (!(error instanceof webPush.WebPushError)) {
          options.log.warn({ err: error }, 'push service not reached');
          return 'unavailable';
        }
        const status = error.statusCode;
        if (status === 404 || status === 410) return 'gone';
        options.log.warn(
          { status, body: error.body.slice(0, 500), host: new URL(target.endpoint).host },
          'push service refused a message',
        );
        if (status === 429 || status >= 500) return 'unavailable';
        return 'rejected';
      }
    },
  };
}
