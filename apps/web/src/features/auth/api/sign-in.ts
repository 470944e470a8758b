import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import {
  readStorage,
  readTabStorage,
  removeStorage,
  removeTabStorage,
  writeTabStorage,
} from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import type { LoginResult } from '../types.ts';

export interface OtpRequest {
  requestId: string;
  expiresInS: number;
  resendAfterS: number;
  codeLength: number;
}

/** POST /auth/request-otp */
export async function requestOtp(email: string): Promise<OtpRequest> {
  // A 429 here is a resend cooldown to show, not a hiccup to retry.
  return requireData(await api.post<OtpRequest>('/auth/request-otp', { email }, { maxRetries: 0 }));
}

/**
 * POST /auth/verify-otp, with the invite code a `?ref=` link left (it counts on the sign-in that
 * creates the account, and is ignored otherwise); the code is forgotten once signed in.
 */
export async function verifyOtp(input: { requestId: string; email: string; otpCode: string }) {
  const referralCode = readStorage(STORAGE_KEYS.ref) ?? undefined;
  const result = requireData(
    await api.post<LoginResult>('/auth/verify-otp', { ...input, referralCode }, { maxRetries: 0 }),
  );
  if (referralCode) removeStorage(STORAGE_KEYS.ref);
  return result;
}

export type OAuthProviderId = 'google' | 'line' | 'facebook';

/**
 * GET /auth/oauth/providers: only configured providers get a button. Asked only while `wanted`
 * (the sign-in modal is open): a page that never shows the buttons never asks.
 */
export function useOAuthProviders(wanted: boolean) {
  return useQuery({
    queryKey: ['auth', 'oauth-providers'],
    enabled: wanted,
    queryFn: async () =>
      requireData(await api.get<{ providers: OAuthProviderId[] }>('/auth/oauth/providers'))
        .providers,
    staleTime: 30 * 60 * 1000,
  });
}

/**
 * Remembers the page a provider sign-in starts from (path and query, this tab only), so the
 * callback brings the user back to it instead of to their profile.
 */
export function rememberReturnPath(path = window.location.pathname + window.location.search) {
  writeTabStorage(STORAGE_KEYS.returnPath, path);
}

/** The remembered page, once; only a path on this site (never `//host` or a full address). */
export function takeReturnPath(): string | null {
  const path = readTabStorage(STORAGE_KEYS.returnPath);
  removeTabStorage(STORAGE_KEYS.returnPath);
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return null;
  }
  return path;
}

/** Where the browser goes to start signing in with a provider. */
export function oauthLoginUrl(provider: OAuthProviderId, origin = window.location.origin): string {
  const back = `${origin}/auth/callback/${provider}`;
  return `/api/v1/auth/oauth/${provider}/login?redirect_uri=${encodeURIComponent(back)}`;
}
