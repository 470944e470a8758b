import type { OAuthProvider } from '@duangdee/contract/auth';
import { AppError } from '../../platform/app-error.ts';
import { loadOpenIdClient } from '../../platform/lazy-modules.ts';
import type { UserRow, UsersRepo } from '../users/repo.ts';
import type { ProviderAdapter, ProviderProfile } from './oauth-providers.ts';
import type { AuthRepo } from './repo.ts';

const STATE_TTL_MS = 10 * 60 * 1000;

export interface OAuthServiceDeps {
  providers: Map<OAuthProvider, ProviderAdapter>;
  authRepo: AuthRepo;
  usersRepo: UsersRepo;
  publicUrl: string;
  redirectAllowlist: string[];
}

export function createOAuthService(deps: OAuthServiceDeps) {
  const callbackUrl = (provider: OAuthProvider) =>
    `${deps.publicUrl}/api/v1/auth/oauth/${provider}/callback`;

  function adapterFor(provider: OAuthProvider): ProviderAdapter {
    const adapter = deps.providers.get(provider);
    if (!adapter) throw new AppError('NOT_FOUND', `Sign-in with ${provider} is not available`);
    return adapter;
  }

  /** Where the SPA may be sent back to: an origin on the allow-list, nothing else. */
  function allowedRedirect(provider: OAuthProvider, requested: string | undefined): string {
    const fallback = `${deps.publicUrl}/auth/callback/${provider}`;
    if (!requested) return fallback;
    let url: URL;
    try {
      url = new URL(requested);
    } catch {
      throw new AppError('VALIDATION_FAILED', 'redirect_uri is not allowed');
    }
    const allowed = deps.redirectAllowlist.some((entry) => {
      try {
        const allowedUrl = new URL(entry);
        return allowedUrl.origin === url.origin && url.pathname.startsWith(allowedUrl.pathname);
      } catch {
        return false;
      }
    });
    if (!allowed || url.hash || url.username || url.password) {
      throw new AppError('VALIDATION_FAILED', 'redirect_uri is not allowed');
    }
    return url.toString();
  }

  async function userFor(provider: OAuthProvider, profile: ProviderProfile): Promise<UserRow> {
    const identity = await deps.usersRepo.findIdentity(provider, profile.subject);
    if (identity) {
      const linked = await deps.usersRepo.findById(identity.userId);
      if (linked?.isActive) return linked;
    }
    let user: UserRow;
    if (profile.email && profile.emailVerified) {
      // Accounts link by verified e-mail: the same person via OTP or another provider.
      ({ user } = await deps.usersRepo.findOrCreateByEmail(profile.email, {
        fullName: profile.name,
        avatarUrl: profile.picture,
      }));
    } else {
      user = await deps.usersRepo.insert({ fullName: profile.name, avatarUrl: profile.picture });
    }
    await deps.usersRepo.linkIdentity({
      provider,
      subject: profile.subject,
      userId: user.id,
      email: profile.email,
    });
    return user;
  }

  return {
    enabledProviders: () => [...deps.providers.keys()],

    async begin(
      provider: OAuthProvider,
      redirectUri: string | undefined,
      guestSessionId: string | null,
    ) {
      const adapter = adapterFor(provider);
      const redirect = allowedRedirect(provider, redirectUri);
      const oidc = await loadOpenIdClient();
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      await deps.authRepo.deleteExpiredOAuthStates();
      await deps.authRepo.saveOAuthState({
        state: checks.state,
        provider,
        codeVerifier: checks.codeVerifier,
        nonce: checks.nonce,
        redirectUri: redirect,
        guestSessionId,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      return adapter.authorizationUrl(callbackUrl(provider), checks);
    },

    /**
     * Finishes a sign-in. Returns the SPA address to go back to and the user, or the SPA address
     * and an error when the provider or the checks failed.
     */
    async complete(
      provider: OAuthProvider,
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      rawQuery: string,
    ): Promise<
      | { ok: true; redirect: string; user: UserRow; guestSessionId: string | null }
      | { ok: false; redirect: string | null; reason: string }
    > {
      const adapter = adapterFor(provider);
      const saved = query.state ? await deps.authRepo.takeOAuthState(query.state) : undefined;
      if (!saved || saved.provider !== provider || saved.expiresAt < new Date()) {
        return { ok: false, redirect: null, reason: 'invalid_state' };
      }
      if (query.error || !query.code) {
        return { ok: false, redirect: saved.redirectUri, reason: query.error ?? 'missing_code' };
      }
      try {
        const current = new URL(`${callbackUrl(provider)}?${rawQuery}`);
        const profile = await adapter.finish(current, callbackUrl(provider), {
          state: saved.state,
          nonce: saved.nonce,
          codeVerifier: saved.codeVerifier,
        });
        const user = await userFor(provider, profile);
        return {
          ok: true,
          redirect: saved.redirectUri,
          user,
          guestSessionId: saved.guestSessionId,
        };
      } catch {
        return { ok: false, redirect: saved.redirectUri, reason: 'callback_failed' };
      }
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
