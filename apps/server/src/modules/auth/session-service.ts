import { randomUUID } from 'node:crypto';
import { createHash } from 'node:crypto';
import { AppError } from '../../platform/app-error.ts';
import { TokenError, type TokenSigner } from '../../platform/tokens.ts';
import { presentUser } from '../users/presenters.ts';
import type { UserRow, UsersRepo } from '../users/repo.ts';
import type { AuthRepo } from './repo.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface SessionServiceDeps {
  authRepo: AuthRepo;
  usersRepo: UsersRepo;
  signer: TokenSigner;
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

/** Sign-in completion, refresh-token rotation with reuse detection, and logout. */
export function createSessionService(deps: SessionServiceDeps) {
  async function issueTokens(user: UserRow, familyId: string = randomUUID()) {
    const tokenId = randomUUID();
    const { token, expiresAt } = await deps.signer.signRefresh({
      userId: user.id,
      tokenId,
      familyId,
    });
    await deps.authRepo.insertRefresh({
      id: tokenId,
      userId: user.id,
      familyId,
      tokenHash: sha256(token),
      expiresAt,
    });
    const accessToken = await deps.signer.signAccess({ userId: user.id, role: user.role });
    return {
      access_token: accessToken,
      refresh_token: token,
      expires_in_s: deps.signer.accessTtlS,
      user: presentUser(user),
    };
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
      // A rotated token presented again means it leaked: end the whole login (OAuth 2.0 BCP).
      const rotated = await deps.authRepo.rotateRefresh(row.id);
      if (!rotated) {
        await deps.authRepo.revokeFamily(row.familyId);
        throw refreshFailed();
      }
      const user = await deps.usersRepo.findById(row.userId);
      if (!user || !user.isActive) {
        await deps.authRepo.revokeFamily(row.familyId);
        throw refreshFailed();
      }
      return issueTokens(user, row.familyId);
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
