import {
  createHash,
  createPrivateKey,
  createPublicKey,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import { decodeProtectedHeader, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
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
  /**
   * The refresh token issued with this access token (claim `sid`): when its login is revoked
   * (logout, a reused refresh token, erasure) the access token is refused too. Tokens signed
   * before sessions were named carry none.
   */
  sessionId?: string;
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

/** A key's id in a token's header: the first 16 characters of its public key's SHA-256. */
export function keyIdOf(publicKey: KeyObject): string {
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64url').slice(0, 16);
}

interface VerifyKey {
  kid: string;
  key: KeyObject;
  alg: string;
}

/**
 * Access and refresh JWTs. The algorithm is fixed by the key type and pinned on verify, so a
 * token with `alg: none`, HS256 or any other algorithm is rejected whatever its claims.
 *
 * Tokens carry the signing key's id (`kid`). A previous public key (`JWT_PREVIOUS_PUBLIC_KEY`)
 * still verifies the tokens it signed, so rotating the signing key signs nobody out: new tokens
 * are signed with the new key, old ones keep working until they expire (see
 * docs/operations.md). A token without a `kid` (signed before ids were added) is tried against
 * each key.
 */
export function createTokenSigner(
  secrets: Pick<Secrets, 'jwtPrivateKeyPem' | 'jwtPublicKeyPem'>,
  options: { accessTtlS?: number; previousPublicKeyPem?: string | null } = {},
) {
  const accessTtlS = options.accessTtlS ?? DEFAULT_ACCESS_TOKEN_TTL_S;
  const privateKey = createPrivateKey(secrets.jwtPrivateKeyPem);
  const publicKey = createPublicKey(secrets.jwtPublicKeyPem);
  const alg = algorithmOf(publicKey);
  const kid = keyIdOf(publicKey);
  const verifyKeys: VerifyKey[] = [{ kid, key: publicKey, alg }];
  if (options.previousPublicKeyPem) {
    const previous = createPublicKey(options.previousPublicKeyPem);
    const previousKid = keyIdOf(previous);
    if (previousKid !== kid) {
      verifyKeys.push({ kid: previousKid, key: previous, alg: algorithmOf(previous) });
    }
  }
  /**
   * Access tokens already verified, with their claims and expiry: a signature, once checked, stays
   * valid, so a token presented again (every call of a signed-in page) costs a lookup, not a
   * signature check. Bounded; the oldest entry leaves first. Expiry is checked on every use.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  /** The keys that may have signed `token`: the one its `kid` names, or all for a token without. */
  function candidatesFor(token: string): VerifyKey[] {
    let header: { kid?: unknown };
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw new TokenError('invalid');
    }
    if (header.kid === undefined) return verifyKeys;
    return verifyKeys.filter((k) => k.kid === header.kid);
  }

  async function verify(token: string, typ: 'access' | 'refresh') {
    const candidates = candidatesFor(token);
    if (candidates.length === 0) throw new TokenError('invalid');
    let failure: TokenFailure = 'invalid';
    for (const candidate of candidates) {
      try {
        const { payload } = await jwtVerify(token, candidate.key, {
          algorithms: [candidate.alg],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ,
        });
        return payload;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) failure = 'expired';
      }
    }
    throw new TokenError(failure);
  }

  return {
    accessTtlS,

    async signAccess(claims: AccessClaims): Promise<string> {
      return new SignJWT({
        role: claims.role,
        ...(claims.sessionId ? { sid: claims.sessionId } : {}),
      })
        .setProtectedHeader({ alg, typ: 'access', kid })
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
        .setProtectedHeader({ alg, typ: 'refresh', kid })
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
      if (typeof payload.sid === 'string') claims.sessionId = payload.sid;
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
