import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OAuthProvider } from '@duangdee/contract/auth';
import { AppError } from '../../platform/app-error.ts';
import { loadOpenIdClient } from '../../platform/lazy-modules.ts';
import type { UserRow, UsersRepo } from '../users/repo.ts';
import type { ProviderAdapter, ProviderProfile } from './oauth-providers.ts';
import type { AuthRepo } from './repo.ts';

const STATE_TTL_MS = 10 * 60 * 1000;

/**
 * The HttpOnly cookie that ties an OAuth sign-in to the browser that started it: a random nonce
 * whose SHA-256 is kept with the state. A callback that arrives without it, in another browser,
 * is refused, so nobody can sign a victim into an account by sending them a callback link (login
 * CSRF).
 */
export const OAUTH_BINDING_COOKIE = 'fortune_oauthBinding';
export const OAUTH_BINDING_TTL_S = STATE_TTL_MS / 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest();

function sameBinding(cookie: string | undefined, storedHash: string | null): boolean {
  if (!cookie || !storedHash || cookie.length > 200) return false;
  const stored = Buffer.from(storedHash, 'hex');
  const presented = sha256(cookie);
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}

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

    /** Where the binding cookie goes: only to the provider's callback, Secure on an https site. */
    bindingCookie(provider: OAuthProvider) {
      return {
        path: new URL(callbackUrl(provider)).pathname,
        secure: deps.publicUrl.startsWith('https://'),
      };
    },

    /** The provider's address to send the browser to, and the nonce for its binding cookie. */
    async begin(
      provider: OAuthProvider,
      redirectUri: string | undefined,
      guestSessionId: string | null,
    ): Promise<{ url: URL; binding: string }> {
      const adapter = adapterFor(provider);
      const redirect = allowedRedirect(provider, redirectUri);
      const oidc = await loadOpenIdClient();
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const binding = randomBytes(32).toString('base64url');
      await deps.authRepo.deleteExpiredOAuthStates();
      await deps.authRepo.saveOAuthState({
        state: checks.state,
        provider,
        codeVerifier: checks.codeVerifier,
        nonce: checks.nonce,
        redirectUri: redirect,
        guestSessionId,
        browserHash: sha256(binding).toString('hex'),
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      return { url: await adapter.authorizationUrl(callbackUrl(provider), checks), binding };
    },

    /**
     * Finishes a sign-in. Returns the SPA address to go back to and the user, or the SPA address
     * and an error when the provider or the checks failed. `binding` is the browser's binding
     * cookie: the state is taken (once) either way, and without the cookie that began it the
     * sign-in fails as `invalid_state`.
     */
    async complete(
      provider: OAuthProvider,
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      rawQuery: string,
      binding: string | undefined,
    ): Promise<
      | { ok: true; redirect: string; user: UserRow; guestSessionId: string | null }
      | { ok: false; redirect: string | null; reason: string }
    > {
      const adapter = adapterFor(provider);
      const saved = query.state ? await deps.authRepo.takeOAuthState(query.state) : undefined;
      if (!saved || saved.provider !== provider || saved.expiresAt < new Date()) {
        return { ok: false, redirect: null, reason: 'invalid_state' };
      }
      if (!sameBinding(binding, saved.browserHash)) {
        return { ok: false, redirect: saved.redirectUri, reason: 'invalid_state' };
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
