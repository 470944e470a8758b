import { createPrivateKey, createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Secrets } from './secrets.ts';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
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
export function createTokenSigner(secrets: Pick<Secrets, 'jwtPrivateKeyPem' | 'jwtPublicKeyPem'>) {
  const privateKey = createPrivateKey(secrets.jwtPrivateKeyPem);
  const publicKey = createPublicKey(secrets.jwtPublicKeyPem);
  const alg = algorithmOf(publicKey);

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
    async signAccess(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg, typ: 'access' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
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
      const payload = await verify(token, 'access');
      const role = payload.role === 'admin' ? 'admin' : 'user';
      if (typeof payload.sub !== 'string') throw new TokenError('invalid');
      return { userId: payload.sub, role };
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
