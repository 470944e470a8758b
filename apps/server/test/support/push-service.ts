import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Agent, createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';
import { decrypt } from 'http_ece';
import { decodeJwt, importJWK, jwtVerify } from 'jose';

const tlsDir = path.join(import.meta.dirname, '../fixtures/push-tls');
const cert = readFileSync(path.join(tlsDir, 'cert.pem'));
const key = readFileSync(path.join(tlsDir, 'key.pem'));

/** How the push service answers for one subscription. */
export type EndpointMode = 'accept' | 'gone' | 'unavailable';

/** A message the push service took: checked, decrypted, as the browser would read it. */
export interface ReceivedMessage {
  subscriptionId: string;
  payload: unknown;
  ttl: number;
  topic: string | null;
  urgency: string | null;
  /** The VAPID token's claims (its signature was verified against `k`). */
  claims: { aud?: unknown; sub?: unknown; exp?: unknown };
}

/** A browser's subscription, with the private keys only the browser has. */
export interface BrowserSubscription {
  id: string;
  /** What `PushSubscription.toJSON()` gives the page (camelCase, as a browser sends it). */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface LocalPushService {
  /** `https://` and the service's host name, on the default port, as a real push service has. */
  origin: string;
  host: string;
  /**
   * The HTTPS agent to give the app: every connection it opens, to whatever host and port, goes
   * to this service on its local port (trusting its certificate), and is recorded first.
   */
  agent: Agent;
  /** Where the app meant to connect, connection by connection. */
  connections: Array<{ host: string; port: number }>;
  /** Every message accepted, in order. */
  received: ReceivedMessage[];
  /** Requests refused, with the reason (a bad token or body, or the endpoint's mode). */
  refused: Array<{ subscriptionId: string; status: number; reason: string }>;
  /** A new browser subscription at this service, as `pushManager.subscribe()` would make. */
  subscribe(mode?: EndpointMode): BrowserSubscription;
  setMode(subscriptionId: string, mode: EndpointMode): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * A push service speaking Web Push (RFC 8030) on a local HTTPS port, addressed as
 * `https://<host>/push/<id>` like a real one (the app reaches it through `agent`): it accepts a POST to a
 * subscription's endpoint only with a `TTL`, `Content-Encoding: aes128gcm` and a VAPID
 * `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292) whose ES256 signature verifies against `k`
 * (which must be `expectedVapidKey()`), whose audience is this origin and which expires within a
 * day; it then decrypts the body (RFC 8291) with the subscription's private key and auth secret,
 * as the browser would, and answers 201 with a `Location`.
 */
export async function startPushService(
  expectedVapidKey: () => string,
  host = 'push.duangdee.test',
): Promise<LocalPushService> {
  const subscriptions = new Map<string, BrowserSubscription & { mode: EndpointMode }>();
  const received: ReceivedMessage[] = [];
  const refused: LocalPushService['refused'] = [];
  const origin = `https://${host}`;
  const connections: LocalPushService['connections'] = [];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const match = /^\/push\/([\w-]+)$/.exec(request.url ?? '');
    const subscription = match ? subscriptions.get(match[1] as string) : undefined;
    const body = await readBody(request);
    const refuse = (status: number, reason: string) => {
      refused.push({ subscriptionId: match?.[1] ?? '', status, reason });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
    };
    if (request.method !== 'POST' || !subscription) return refuse(404, 'no such subscription');
    if (subscription.mode === 'gone') return refuse(410, 'subscription expired');
    if (subscription.mode === 'unavailable') return refuse(503, 'try again later');

    const ttl = Number(request.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'TTL header missing');
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      return refuse(415, 'content-encoding must be aes128gcm');
    }
    const vapid = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(
      request.headers.authorization ?? '',
    );
    if (!vapid) return refuse(401, 'vapid authorization missing');
    const [, token = '', publicKey = ''] = vapid;
    if (publicKey !== expectedVapidKey()) return refuse(403, 'not the key it subscribed with');
    const point = Buffer.from(publicKey, 'base64url');
    try {
      const verifier = await importJWK(
        {
          kty: 'EC',
          crv: 'P-256',
          x: point.subarray(1, 33).toString('base64url'),
          y: point.subarray(33, 65).toString('base64url'),
        },
        'ES256',
      );
      await jwtVerify(token, verifier, { audience: origin, algorithms: ['ES256'] });
    } catch (error) {
      return refuse(403, `vapid token refused: ${(error as Error).message}`);
    }
    const claims = decodeJwt(token);
    if (typeof claims.exp !== 'number' || claims.exp > Date.now() / 1000 + 24 * 3600) {
      return refuse(403, 'vapid token must expire within 24 hours');
    }
    let plaintext: Buffer;
    try {
      plaintext = decrypt(body, {
        version: 'aes128gcm',
        privateKey: subscription.ecdh,
        authSecret: subscription.authSecret,
      });
    } catch (error) {
      return refuse(400, `body does not decrypt: ${(error as Error).message}`);
    }
    received.push({
      subscriptionId: subscription.id,
      payload: JSON.parse(plaintext.toString('utf8')),
      ttl,
      topic: (request.headers.topic as string | undefined) ?? null,
      urgency: (request.headers.urgency as string | undefined) ?? null,
      claims: { aud: claims.aud, sub: claims.sub, exp: claims.exp },
    });
    response.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
  }

  const server = createHttpsServer({ cert, key }, (request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const localPort = (server.address() as AddressInfo).port;
  const agent = new Agent({ ca: cert, keepAlive: false });
  // The certificate names `localhost`: that is the name checked, whatever host was asked for.
  (agent as unknown as { createConnection: (o: ConnectionOptions) => Socket }).createConnection = (
    options,
  ) => {
    connections.push({ host: String(options.host), port: Number(options.port) });
    return tlsConnect({ ...options, host: '127.0.0.1', port: localPort, servername: 'localhost' });
  };

  return {
    origin,
    host,
    agent,
    connections,
    received,
    refused,
    subscribe(mode = 'accept') {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const subscription = {
        id,
        mode,
        ecdh,
        authSecret,
        json: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: authSecret.toString('base64url'),
          },
        },
      };
      subscriptions.set(id, subscription);
      return subscription;
    },
    setMode(subscriptionId, mode) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      subscription.mode = mode;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
