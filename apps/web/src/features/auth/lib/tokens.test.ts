import { describe, expect, it } from 'vitest';
import {
  isAccessTokenExpired,
  isJwtShaped,
  isRefreshTokenUsable,
  requireAccessToken,
  requireRefreshToken,
} from './tokens.ts';

const b64 = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
export const jwt = (exp: number) => `${b64({ alg: 'EdDSA' })}.${b64({ sub: 'u', exp })}.c2ln`;
const NOW = 1_800_000_000_000;

describe('token rules', () => {
  it('accepts three base64url parts only', () => {
    expect(isJwtShaped(jwt(1))).toBe(true);
    expect(isJwtShaped('a.b')).toBe(false);
    expect(isJwtShaped('a.b.c.d')).toBe(false);
    expect(isJwtShaped('a.b!.c')).toBe(false);
    expect(isJwtShaped('')).toBe(false);
  });

  it('counts a refresh token usable until it expires, its last hour included (decision 015)', () => {
    expect(isRefreshTokenUsable(jwt(NOW / 1000 + 30 * 86_400), NOW)).toBe(true);
    expect(isRefreshTokenUsable(jwt(NOW / 1000 + 60), NOW)).toBe(true);
    expect(isRefreshTokenUsable(jwt(NOW / 1000), NOW)).toBe(false);
    expect(isRefreshTokenUsable(jwt(NOW / 1000 - 1), NOW)).toBe(false);
    expect(isRefreshTokenUsable(`${jwt(1).split('.')[0]}.e30.c2ln`, NOW)).toBe(false);
    expect(isRefreshTokenUsable('not-a-token', NOW)).toBe(false);
    expect(isRefreshTokenUsable(null, NOW)).toBe(false);
  });

  it('treats an access token as expired within 300 s of expiry', () => {
    expect(isAccessTokenExpired(jwt(NOW / 1000 + 301), NOW)).toBe(false);
    expect(isAccessTokenExpired(jwt(NOW / 1000 + 300), NOW)).toBe(true);
    expect(isAccessTokenExpired(null, NOW)).toBe(true);
  });

  it('gives the spec messages for missing and malformed tokens', () => {
    expect(() => requireAccessToken(null)).toThrow('No access token available');
    expect(() => requireAccessToken('abc')).toThrow('Invalid token format');
    expect(() => requireRefreshToken('abc')).toThrow('Invalid refresh token format');
    expect(requireAccessToken(jwt(1))).toBe(jwt(1));
  });
});
