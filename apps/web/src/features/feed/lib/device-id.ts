import { getClientId } from '../../../lib/client-id.ts';

/**
 * Who likes, for a visitor the server cannot otherwise tell apart: the browser's stable id (kept
 * in local storage under the product prefix, and sent as `X-Client-Id` too). A signed-in user or
 * a guest session wins over it on the server.
 */
export function deviceId(): string {
  return getClientId();
}
