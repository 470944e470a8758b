import { createPrivateKey, createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Secrets } from './secrets.ts';

/** The default of `ACCESS_TOKEN_TTL_S`; the signer is given the configured value. */
export const DEFAULT_ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
/** How many verified access tokens are remembered (about 3 MB at most). */
const VERIFIED_TOKENS_KEPT = 10_000;
const ISSUER = 'duangdee';
const AUDIENCE = 'duangdee-api';

export interface AccessClaims {
  userId: string;
  role: 'user' | 'admin';
}

export interface RefreshClaims {
  userId: string;
  tokenId: string;
  familyId: string;
  expiresAt: Date;
}

export type TokenFailure = 'expired' | 'invalid';

export class TokenError extends Error {
  constructor(readonly reason: TokenFailure) {
    super(reason === 'expired' ? 'token expired' : 'token invalid');
  }
}

function algorithmOf(key: KeyObject): string {
  switch (key.asymmetricKeyType) {
    case 'ed25519':
      return 'EdDSA';
    case 'rsa':
      return 'RS256';
    case 'ec':
      return 'ES256';
    default:
      throw new Error(`unsupported JWT key type ${String(key.asymmetricKeyType)}`);
  }
}

/**
 * Access and refresh JWTs. The algorithm is fixed by the key type and pinned on verify, so a
 * token with `alg: none`, HS256 or any other algorithm is rejected whatever its claims.
 */
export function createTokenSigner(
  secrets: Pick<Secrets, 'jwtPrivateKeyPem' | 'jwtPublicKeyPem'>,
  options: { accessTtlS?: number } = {},
) {
  const accessTtlS = options.accessTtlS ?? DEFAULT_ACCESS_TOKEN_TTL_S;
  const privateKey = createPrivateKey(secrets.jwtPrivateKeyPem);
  const publicKey = createPublicKey(secrets.jwtPublicKeyPem);
  const alg = algorithmOf(publicKey);
  /**
   * Access tokens already verified, with their claims and expiry: a signature, once checked, stays
   * valid, so a token presented again (every call of a signed-in page) costs a lookup, not a
   * signature check. Bounded; the oldest entry leaves first. Expiry is checked on every use.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  async function verify(token: string, typ: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, publicKey, {
        algorithms: [alg],
        issuer: ISSUER,
        audience: AUDIENCE,
        typ,
      });
      return payload;
    } catch (error) {
      throw new TokenError(error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid');
    }
  }

  return {
    accessTtlS,

    async signAccess(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg, typ: 'access' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(`${accessTtlS}s`)
        .sign(privateKey);
    },

    async signRefresh(
      claims: Omit<RefreshClaims, 'expiresAt'>,
    ): Promise<{ token: string; expiresAt: Date }> {
      const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000);
      const token = await new SignJWT({ fam: claims.familyId })
        .setProtectedHeader({ alg, typ: 'refresh' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setJti(claims.tokenId)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(privateKey);
      return { token, expiresAt };
    },

    async verifyAccess(token: string): Promise<AccessClaims> {
      const known = verified.get(token);
      if (known && known.expiresAtMs > Date.now()) return { ...known.claims };
      if (known) verified.delete(token);
      const payload = await verify(token, 'access');
      const role = payload.role === 'admin' ? 'admin' : 'user';
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') {
        throw new TokenError('invalid');
      }
      const claims: AccessClaims = { userId: payload.sub, role };
      if (verified.size >= VERIFIED_TOKENS_KEPT) {
        const oldest = verified.keys().next();
        if (!oldest.done) verified.delete(oldest.value);
      }
      verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      return { ...claims };
    },

    async verifyRefresh(token: string): Promise<RefreshClaims> {
      const payload = await verify(token, 'refresh');
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.jti !== 'string' ||
        typeof payload.fam !== 'string' ||
        typeof payload.exp !== 'number'
      ) {
        throw new TokenError('invalid');
      }
      return {
        userId: payload.sub,
        tokenId: payload.jti,
        familyId: payload.fam,
        expiresAt: new Date(payload.exp * 1000),
      };
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
