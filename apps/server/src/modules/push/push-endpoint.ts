import { PUSH_ENDPOINT_MAX_LENGTH } from '@duangdee/contract/push';

/**
 * A DNS name as push services have them: dot-separated labels of lowercase letters, digits and
 * hyphens (no hyphen at either end), no trailing dot, and a last label that is not a number, so
 * never an IPv4 address (nor an IPv6 one, which would need brackets).
 */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^(?:${LABEL}\\.)*(?=[a-z0-9-]*[a-z])${LABEL}$`);

/**
 * The endpoint of a browser's push subscription, parsed once, or null when the server must not
 * post to it. It must be `https:` on the default port, without user info or fragment, on one of
 * `allowedHosts` or a subdomain of one, with a host that is a plain DNS name, and written
 * exactly as it parses (`href`): a string that two URL parsers could read as two different
 * hosts (`;`, `{`, `%2E`, a backslash, `:443`, capitals, a trailing dot) is not an endpoint any
 * browser hands out. What is sent to is this parsed URL, never the string again.
 */
export function parsePushEndpoint(raw: string, allowedHosts: readonly string[]): URL | null {
  if (raw.length > PUSH_ENDPOINT_MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.href !== raw) return null;
  if (url.protocol !== 'https:' || url.port !== '' || url.hash !== '') return null;
  if (url.username !== '' || url.password !== '') return null;
  const host = url.hostname;
  if (host.length > 253 || !HOST_NAME.test(host)) return null;
  const allowed = allowedHosts.some((name) => host === name || host.endsWith(`.${name}`));
  return allowed ? url : null;
}
