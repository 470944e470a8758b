import { createHmac } from 'node:crypto';
import type { Configuration as OidcConfiguration } from 'openid-client';
import type { OAuthProvider } from '@duangdee/contract/auth';
import type { AppConfig, OAuthOidcProviderConfig } from '../../config.ts';
import { loadOpenIdClient } from '../../platform/lazy-modules.ts';

export interface ProviderProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface ProviderAdapter {
  id: OAuthProvider;
  authorizationUrl(callbackUrl: string, checks: AuthorizationChecks): Promise<URL>;
  /** Exchanges the code on `currentUrl` (our callback with its query) for the person's profile. */
  finish(
    currentUrl: URL,
    callbackUrl: string,
    checks: AuthorizationChecks,
  ): Promise<ProviderProfile>;
}

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);

/**
 * Google and LINE: OpenID Connect with discovery, authorization code + PKCE + state + nonce.
 * LINE signs web ID tokens with HS256 and the channel secret, and may omit the e-mail.
 */
function oidcAdapter(
  id: 'google' | 'line',
  settings: OAuthOidcProviderConfig,
  scope: string,
): ProviderAdapter {
  let configuration: Promise<OidcConfiguration> | null = null;
  const configure = () => {
    configuration ??= loadOpenIdClient()
      .then((oidc) =>
        oidc.discovery(
          new URL(settings.issuer),
          settings.clientId,
          {
            client_secret: settings.clientSecret,
            ...(id === 'line' ? { id_token_signed_response_alg: 'HS256' } : {}),
          },
          oidc.ClientSecretPost(settings.clientSecret),
          // Only a local test issuer is plain http; real providers are https.
          settings.issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : {},
        ),
      )
      .catch((error: unknown) => {
        configuration = null;
        throw error;
      });
    return configuration;
  };

  return {
    id,
    async authorizationUrl(callbackUrl, checks) {
      const oidc = await loadOpenIdClient();
      const config = await configure();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl,
        scope,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async finish(currentUrl, _callbackUrl, checks) {
      const oidc = await loadOpenIdClient();
      const config = await configure();
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('no ID token claims');
      let claims: Record<string, unknown> & { sub: string } = idClaims;
      // Some providers put profile claims only in the UserInfo response, not the ID token.
      if (!str(claims.email) && config.serverMetadata().userinfo_endpoint) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        claims = {
          ...info,
          ...idClaims,
          email: info.email,
          email_verified: info.email_verified,
          name: idClaims.name ?? info.name,
          picture: idClaims.picture ?? info.picture,
        };
      }
      return {
        subject: claims.sub,
        email: str(claims.email)?.toLowerCase() ?? null,
        // LINE only returns an e-mail the user has verified with LINE.
        emailVerified: id === 'line' ? Boolean(str(claims.email)) : claims.email_verified === true,
        name: str(claims.name),
        picture: str(claims.picture),
      };
    },
  };
}

/** Facebook: OAuth 2.0 (with PKCE) and the Graph API's /me. */
function facebookAdapter(settings: NonNullable<AppConfig['oauth']['facebook']>): ProviderAdapter {
  return {
    id: 'facebook',
    async authorizationUrl(callbackUrl, checks) {
      const oidc = await loadOpenIdClient();
      const url = new URL(settings.authUrl);
      url.search = new URLSearchParams({
        client_id: settings.appId,
        redirect_uri: callbackUrl,
        state: checks.state,
        response_type: 'code',
        scope: 'email,public_profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return url;
    },
    async finish(currentUrl, callbackUrl, checks) {
      const code = currentUrl.searchParams.get('code');
      if (!code || currentUrl.searchParams.get('state') !== checks.state) {
        throw new Error('state or code missing');
      }
      const tokenUrl = new URL(`${settings.graphUrl}/oauth/access_token`);
      tokenUrl.search = new URLSearchParams({
        client_id: settings.appId,
        client_secret: settings.appSecret,
        redirect_uri: callbackUrl,
        code,
        code_verifier: checks.codeVerifier,
      }).toString();
      const tokenRes = await fetch(tokenUrl, { signal: AbortSignal.timeout(10_000) });
      const token = (await tokenRes.json()) as { access_token?: string };
      if (!tokenRes.ok || !token.access_token) throw new Error('token exchange failed');
      const proof = createHmac('sha256', settings.appSecret)
        .update(token.access_token)
        .digest('hex');
      const meUrl = new URL(`${settings.graphUrl}/me`);
      meUrl.search = new URLSearchParams({
        fields: 'id,name,email',
        access_token: token.access_token,
        appsecret_proof: proof,
      }).toString();
      const meRes = await fetch(meUrl, { signal: AbortSignal.timeout(10_000) });
      const me = (await meRes.json()) as { id?: string; name?: string; email?: string };
      if (!meRes.ok || !me.id) throw new Error('profile request failed');
      return {
        subject: me.id,
        email: str(me.email)?.toLowerCase() ?? null,
        // Facebook only returns confirmed e-mail addresses.
        emailVerified: Boolean(str(me.email)),
        name: str(me.name),
        picture: null,
      };
    },
  };
}

/** Only providers with credentials configured exist. */
export function configuredProviders(config: AppConfig): Map<OAuthProvider, ProviderAdapter> {
  const providers = new Map<OAuthProvider, ProviderAdapter>();
  if (config.oauth.google) {
    providers.set('google', oidcAdapter('google', config.oauth.google, 'openid email profile'));
  }
  if (config.oauth.line) {
    providers.set('line', oidcAdapter('line', config.oauth.line, 'openid profile email'));
  }
  if (config.oauth.facebook) providers.set('facebook', facebookAdapter(config.oauth.facebook));
  return providers;
}
