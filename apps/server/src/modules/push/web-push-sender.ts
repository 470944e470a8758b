import { request as httpsRequest, type Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import { loadWebPush } from '../../platform/lazy-modules.ts';
import type { PushMessage } from '@duangdee/contract/push';
import type { VapidKeys } from '../../platform/secrets.ts';

/** Where a message goes: a browser's endpoint, parsed and checked, and the keys it is encrypted for. */
export interface PushTarget {
  endpoint: URL;
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
 * Sends Web Push messages (RFC 8030): `web-push` encrypts the body with `aes128gcm` (RFC 8291)
 * for the browser's keys and signs a VAPID token (RFC 8292) with our key; the POST itself goes
 * to the target's parsed URL (its host name, port 443, path and query), so no second parser
 * reads the endpoint string and picks another host.
 */
export function createWebPushSender(options: WebPushSenderOptions): PushSender {
  const vapidDetails = {
    subject: options.subject,
    publicKey: options.vapid.publicKey,
    privateKey: options.vapid.privateKey,
  };
  const timeoutMs = options.timeoutMs ?? 10_000;

  /** Posts the encrypted message; resolves with the push service's status and body. */
  function post(
    url: URL,
    details: { method: string; headers: Record<string, string | number>; body: Buffer | null },
  ) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpsRequest(
        {
          protocol: 'https:',
          hostname: url.hostname,
          port: 443,
          path: `${url.pathname}${url.search}`,
          method: details.method,
          headers: details.headers,
          timeout: timeoutMs,
          ...(options.agent ? { agent: options.agent } : {}),
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            if (body.length < 4096) body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('push service timed out')));
      request.on('error', reject);
      request.end(details.body ?? undefined);
    });
  }

  return {
    async send(target, message, sendOptions) {
      const webPush = await loadWebPush();
      let details;
      try {
        details = webPush.generateRequestDetails(
          { endpoint: target.endpoint.href, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            vapidDetails,
            TTL: sendOptions.ttlSeconds,
            urgency: 'normal',
            contentEncoding: 'aes128gcm',
            ...(sendOptions.topic ? { topic: sendOptions.topic } : {}),
          },
        );
      } catch (error) {
        // The keys cannot be encrypted for: trying again would fail again.
        options.log.warn({ err: error, host: target.endpoint.host }, 'push message not written');
        return 'rejected';
      }
      let answer: { status: number; body: string };
      try {
        answer = await post(target.endpoint, details);
      } catch (error) {
        options.log.warn({ err: error, host: target.endpoint.host }, 'push service not reached');
        return 'unavailable';
      }
      const { status } = answer;
      if (status >= 200 && status < 300) return 'delivered';
      if (status === 404 || status === 410) return 'gone';
      options.log.warn(
        { status, body: answer.body.slice(0, 500), host: target.endpoint.host },
        'push service refused a message',
      );
      if (status === 429 || status >= 500) return 'unavailable';
      return 'rejected';
    },
  };
}
