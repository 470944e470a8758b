import { fromWireKeys } from './case-keys.ts';

/** What travels beside the data in an envelope (spec §7). */
export interface ApiMeta {
  message?: string;
  /** `guest_user` of `{success, data, guest_user, session}`, camelCased. */
  guestUser?: unknown;
  session?: unknown;
  /** `CoinCost`, `coinCost` or `coin_cost` on the envelope (spec §3 "Coin costs"). */
  coinCost?: number;
}

export interface Unwrapped {
  data: unknown;
  meta: ApiMeta;
  /** `success` / `Success` when the body was an envelope, else undefined. */
  success: boolean | undefined;
  /** The envelope's `error` when `success` is false. */
  error: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pick(body: Record<string, unknown>, ...names: string[]): unknown {
  for (const name of names) if (name in body) return body[name];
  return undefined;
}

/**
 * Unwraps `{success, data}`, `{Success, Data}` and `{success, data, guest_user, session}`
 * (spec §7) and converts keys to camelCase. A body that is not an envelope is the data itself.
 */
export function unwrapEnvelope(body: unknown): Unwrapped {
  if (!isRecord(body))
    return { data: fromWireKeys(body), meta: {}, success: undefined, error: undefined };
  const success = pick(body, 'success', 'Success');
  if (typeof success !== 'boolean') {
    return { data: fromWireKeys(body), meta: {}, success: undefined, error: undefined };
  }
  const meta: ApiMeta = {};
  const message = pick(body, 'message', 'Message');
  if (typeof message === 'string') meta.message = message;
  const guestUser = pick(body, 'guest_user', 'guestUser', 'GuestUser');
  if (guestUser !== undefined) meta.guestUser = fromWireKeys(guestUser);
  const session = pick(body, 'session', 'Session');
  if (session !== undefined) meta.session = fromWireKeys(session);
  const coinCost = pick(body, 'coin_cost', 'coinCost', 'CoinCost');
  if (typeof coinCost === 'number') meta.coinCost = coinCost;
  return {
    data: fromWireKeys(pick(body, 'data', 'Data')),
    meta,
    success,
    error: fromWireKeys(pick(body, 'error', 'Error')),
  };
}
