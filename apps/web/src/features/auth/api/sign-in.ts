import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
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

/** POST /auth/verify-otp */
export async function verifyOtp(input: { requestId: string; email: string; otpCode: string }) {
  return requireData(await api.post<LoginResult>('/auth/verify-otp', input, { maxRetries: 0 }));
}

export type OAuthProviderId = 'google' | 'line' | 'facebook';

/** GET /auth/oauth/providers: only configured providers get a button. */
export function useOAuthProviders() {
  return useQuery({
    queryKey: ['auth', 'oauth-providers'],
    queryFn: async () =>
      requireData(await api.get<{ providers: OAuthProviderId[] }>('/auth/oauth/providers'))
        .providers,
    staleTime: 30 * 60 * 1000,
  });
}

/** Where the browser goes to start signing in with a provider. */
export function oauthLoginUrl(provider: OAuthProviderId, origin = window.location.origin): string {
  const back = `${origin}/auth/callback/${provider}`;
  return `/api/v1/auth/oauth/${provider}/login?redirect_uri=${encodeURIComponent(back)}`;
}
