import type { LightMyRequestResponse } from 'fastify';

export const OAUTH_BINDING_COOKIE = 'fortune_oauthBinding';

/**
 * The binding cookie an OAuth start set, as the `cookie` header its browser sends with the
 * provider's redirect back to the callback.
 */
export function bindingOf(login: LightMyRequestResponse): { cookie: string } {
  const set = login.cookies.find((c) => c.name === OAUTH_BINDING_COOKIE);
  if (!set) throw new Error(`the OAuth start set no ${OAUTH_BINDING_COOKIE} cookie`);
  return { cookie: `${set.name}=${set.value}` };
}
