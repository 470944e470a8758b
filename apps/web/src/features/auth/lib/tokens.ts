/**
 * Token rules of spec §5: a token is three dot-separated base64url parts; an access token counts
 * as expired within 300 s of its expiry. A refresh token is worth sending while it has not
 * expired: the server alone judges it, and a refresh gives it 30 new days (decision 015 says why
 * the spec's "more than 1 hour left" does not decide this). Signatures are the server's business;
 * the client only reads `exp`.
 */
export const TOKEN_MESSAGES = {
  invalidToken: 'Invalid token format',
  invalidRefreshToken: 'Invalid refresh token format',
  noAccessToken: 'No access token available',
} as const;

export const ACCESS_EXPIRY_MARGIN_MS = 300 * 1000;

const PART = /^[A-Za-z0-9_-]+={0,2}$/;

export function isJwtShaped(token: string | null | undefined): token is string {
  if (!token) return false;
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => PART.test(part));
}

function decodePart(part: string): unknown {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

/** The token's expiry in epoch milliseconds, or null when it has none or cannot be read. */
export function expiresAtMs(token: string): number | null {
  if (!isJwtShaped(token)) return null;
  try {
    const payload = decodePart(token.split('.')[1] ?? '') as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Whether a refresh is worth asking for: a readable refresh token that has not expired. */
export function isRefreshTokenUsable(token: string | null | undefined, now = Date.now()): boolean {
  if (!isJwtShaped(token)) return false;
  const exp = expiresAtMs(token);
  return exp !== null && exp > now;
}

export function isAccessTokenExpired(token: string | null | undefined, now = Date.now()): boolean {
  if (!isJwtShaped(token)) return true;
  const exp = expiresAtMs(token);
  return exp === null || exp - now <= ACCESS_EXPIRY_MARGIN_MS;
}

/** The access token to send, or an Error with the spec's message. */
export function requireAccessToken(token: string | null | undefined): string {
  if (!token) throw new Error(TOKEN_MESSAGES.noAccessToken);
  if (!isJwtShaped(token)) throw new Error(TOKEN_MESSAGES.invalidToken);
  return token;
}

export function requireRefreshToken(token: string | null | undefined): string {
  if (!isJwtShaped(token)) throw new Error(TOKEN_MESSAGES.invalidRefreshToken);
  return token;
}
