import { randomUUID } from 'node:crypto';
import { createHash } from 'node:crypto';
import { AppError } from '../../platform/app-error.ts';
import { TokenError, type TokenSigner } from '../../platform/tokens.ts';
import { presentUser } from '../users/presenters.ts';
import type { UserRow, UsersRepo } from '../users/repo.ts';
import type { AuthRepo } from './repo.ts';
import type { SealedPair, SuccessorSeal } from './successor-seal.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * For how long a rotated refresh token presented again gets the pair it was rotated into rather
 * than ending the login: two tabs or a retried request racing each other (RFC 9700 §4.14.2).
 */
export const REFRESH_REUSE_GRACE_S = 10;

export interface SessionServiceDeps {
  authRepo: AuthRepo;
  usersRepo: UsersRepo;
  signer: TokenSigner;
  /** Keeps a rotation's pair, encrypted, for the copies of the request within the grace. */
  successorSeal: SuccessorSeal;
  adminEmails: string[];
  /** Moves a guest's consent and history onto the account that just signed in. */
  carryGuestInto: (guestSessionId: string, user: UserRow) => Promise<UserRow>;
  /**
   * After a first sign-in created the account (and its guest was carried in): e.g. who invited
   * them. It must not fail the sign-in; whatever it throws is its own to log.
   */
  onAccountCreated?: (event: {
    user: UserRow;
    guestSessionId: string | null;
    referralCode: string | null;
  }) => Promise<void>;
}

const refreshFailed = () =>
  new AppError('AUTH_REQUIRED', 'Authentication failed. Please login again.');

/**
 * Sign-in completion, refresh-token rotation with reuse detection, and logout. Revoking a family
 * (logout, reuse) also ends its access tokens: each names its refresh token, and the auth guard
 * asks whether that one is revoked (`access-check.ts`).
 */
export function createSessionService(deps: SessionServiceDeps) {
  /** A new refresh token of the family and an access token that names it. */
  async function signPair(user: UserRow, familyId: string) {
    const tokenId = randomUUID();
    const { token, expiresAt } = await deps.signer.signRefresh({
      userId: user.id,
      tokenId,
      familyId,
    });
    const accessToken = await deps.signer.signAccess({
      userId: user.id,
      role: user.role,
      sessionId: tokenId,
    });
    const row = { id: tokenId, userId: user.id, familyId, tokenHash: sha256(token), expiresAt };
    return { row, pair: { accessToken, refreshToken: token } satisfies SealedPair };
  }

  function answer(user: UserRow, pair: SealedPair) {
    return {
      access_token: pair.accessToken,
      refresh_token: pair.refreshToken,
      expires_in_s: deps.signer.accessTtlS,
      user: presentUser(user),
    };
  }

  async function issueTokens(user: UserRow) {
    const { row, pair } = await signPair(user, randomUUID());
    await deps.authRepo.insertRefresh(row);
    return answer(user, pair);
  }

  async function verifiedRefresh(token: string) {
    try {
      return await deps.signer.verifyRefresh(token);
    } catch (error) {
      if (error instanceof TokenError) throw refreshFailed();
      throw error;
    }
  }

  return {
    /** Everything that happens once a person has proved who they are (OTP or OAuth). */
    async signIn(
      user: UserRow,
      context: { guestSessionId: string | null; created?: boolean; referralCode?: string | null },
    ) {
      // A suspended account proves who it is and is still turned away (nothing carried over).
      if (user.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED');
      let current = user;
      if (context.guestSessionId)
        current = await deps.carryGuestInto(context.guestSessionId, current);
      const shouldBeAdmin = current.email !== null && deps.adminEmails.includes(current.email);
      const updated = await deps.usersRepo.update(current.id, {
        lastLoginAt: new Date(),
        lastActiveAt: new Date(),
        otpFailureStreak: 0,
        otpLockedUntil: null,
        ...(shouldBeAdmin ? { role: 'admin' as const } : {}),
      });
      if (context.created && deps.onAccountCreated) {
        await deps.onAccountCreated({
          user: updated ?? current,
          guestSessionId: context.guestSessionId,
          referralCode: context.referralCode ?? null,
        });
      }
      return issueTokens(updated ?? current);
    },

    async refresh(token: string) {
      const claims = await verifiedRefresh(token);
      const row = await deps.authRepo.findRefresh(claims.tokenId);
      if (!row || row.tokenHash !== sha256(token) || row.revokedAt) throw refreshFailed();
      // Suspended: 401 without rotating, so the login carries on if an admin restores the account.
      const owner = await deps.usersRepo.findById(row.userId);
      if (owner?.suspendedAt) throw refreshFailed();
      if (!owner || !owner.isActive) {
        await deps.authRepo.revokeFamily(row.familyId);
        throw refreshFailed();
      }
      if (!row.rotatedAt) {
        const { row: successor, pair } = await signPair(owner, row.familyId);
        const sealed = deps.successorSeal.seal(pair, row.id);
        if (await deps.authRepo.rotateInto(row.id, successor, sealed)) return answer(owner, pair);
      }
      // Rotated already, by a request racing this one or a moment ago: the same pair again.
      const kept = await deps.authRepo.sealedSuccessorWithin(row.id, REFRESH_REUSE_GRACE_S);
      const pair = kept ? deps.successorSeal.open(kept, row.id) : null;
      if (pair) return answer(owner, pair);
      // A rotated token presented again later means it leaked: end the whole login, its access
      // tokens included (RFC 9700 §4.14.2).
      await deps.authRepo.revokeFamily(row.familyId);
      throw refreshFailed();
    },

    async logout(token: string) {
      const claims = await verifiedRefresh(token);
      const row = await deps.authRepo.findRefresh(claims.tokenId);
      if (!row || row.tokenHash !== sha256(token)) throw refreshFailed();
      await deps.authRepo.revokeFamily(row.familyId);
      return { revoked: true };
    },

    async revokeAllFor(userId: string) {
      await deps.authRepo.revokeAllFor(userId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
