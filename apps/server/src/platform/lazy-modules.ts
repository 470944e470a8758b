import { createRequire } from 'node:module';
import type * as IoRedis from 'ioredis';
import type * as JsQr from 'jsqr';
import type * as OpenIdClient from 'openid-client';
import type * as QrCode from 'qrcode';
import type * as Sharp from 'sharp';
import type * as WebPush from 'web-push';

/**
 * Libraries that only some requests or settings need, loaded on their first use instead of at
 * start-up (image work, QR codes, Web Push, Redis, sign-in with another provider): together they
 * are about a fifth of the server's start (docs/decisions/029-a-lean-request-path.md). Each is
 * loaded once.
 */
let sharp: Promise<typeof Sharp> | null = null;
let qrcode: Promise<typeof QrCode> | null = null;
let jsqr: Promise<typeof JsQr> | null = null;
let webPush: Promise<typeof WebPush> | null = null;
let openIdClient: Promise<typeof OpenIdClient> | null = null;

/** A CommonJS module's exports, which `import()` hands over as `default`. */
function commonJs<T>(module: T): T {
  return (module as { default?: T }).default ?? module;
}

export const loadSharp = async () => (await (sharp ??= import('sharp'))).default;
export const loadQrCode = async () => commonJs(await (qrcode ??= import('qrcode')));
export const loadJsQr = async () => (await (jsqr ??= import('jsqr'))).default;
export const loadWebPush = async () => commonJs(await (webPush ??= import('web-push')));
/** OpenID Connect for sign-in with Google, LINE and Facebook: loaded when a sign-in starts. */
export const loadOpenIdClient = () => (openIdClient ??= import('openid-client'));

const requireFromHere = createRequire(import.meta.url);
let ioredis: typeof IoRedis | null = null;

/**
 * The Redis client, loaded the first time a Redis connection is made (only with `REDIS_URL`).
 * Synchronously, since the connections are made where nothing can wait; ioredis is CommonJS.
 */
export function redisClient(): typeof IoRedis.Redis {
  ioredis ??= requireFromHere('ioredis') as typeof IoRedis;
  return ioredis.Redis;
}
