import { randomBytes } from 'node:crypto';
import { CONSENT_VERSION } from '@duangdee/contract/users';
import { AppError } from '../../platform/app-error.ts';
import { consentRows, type ConsentContext } from '../users/consents.ts';
import { presentGuest } from '../users/presenters.ts';
import type { UserRow, UsersRepo } from '../users/repo.ts';

export const GUEST_SESSION_DAYS = 365;

export interface GuestRequestContext {
  sessionId: string | null;
  ipHash: string | null;
  userAgent: string | null;
}

const newSessionId = () => randomBytes(32).toString('base64url');

function sessionOf(guest: UserRow) {
  const expires = new Date(guest.createdAt.getTime() + GUEST_SESSION_DAYS * 86_400_000);
  return { session_id: guest.sessionId ?? '', expires_at: expires.toISOString() };
}

/** Anonymous guests: created once per browser session, consent recorded, retired on sign-in. */
export function createGuestsService(deps: {
  usersRepo: UsersRepo;
  /** Moves a guest's readings (a free draw) to the account they signed in to. */
  moveReadings?: (guestId: string, userId: string) => Promise<void>;
  /**
   * After a guest is erased: recorded, and the bytes leave the database files in the background
   * (decision 051). Never fails.
   */
  onErased?: (guestId: string) => Promise<void>;
  /**
   * Erases what a guest who refuses the consent left elsewhere (a free draw, game rounds, likes,
   * tickets), before their own row is emptied: a failure leaves the guest able to refuse again.
   */
  eraseTraces?: (guestId: string) => Promise<void>;
}) {
  const { usersRepo } = deps;

  const context = (ctx: GuestRequestContext, source: string): ConsentContext => ({
    policyVersion: CONSENT_VERSION,
    source,
    ipHash: ctx.ipHash,
    userAgent: ctx.userAgent,
  });

  async function applyConsent(
    guest: UserRow,
    decisions: { pdpa?: boolean | undefined; marketing?: boolean | undefined },
    ctx: GuestRequestContext,
    source: string,
  ): Promise<UserRow> {
    if (decisions.pdpa === undefined && decisions.marketing === undefined) return guest;
    await usersRepo.recordConsents(consentRows(guest.id, decisions, context(ctx, source)));
    const updated = await usersRepo.update(guest.id, {
      ...(decisions.pdpa === undefined
        ? {}
        : {
            hasAcceptedPdpa: decisions.pdpa,
            pdpaAcceptedAt: decisions.pdpa ? new Date() : null,
          }),
      ...(decisions.marketing === undefined ? {} : { acceptMarketing: decisions.marketing }),
    });
    return updated ?? guest;
  }

  return {
    /** Reuses the guest of the presented session, or creates one. */
    async createOrReuse(
      input: {
        deviceId?: string | undefined;
        firstName?: string | undefined;
        acceptPdpa?: boolean | undefined;
        acceptMarketing?: boolean | undefined;
      },
      ctx: GuestRequestContext,
    ) {
      let guest = ctx.sessionId
        ? await usersRepo.findActiveGuestBySession(ctx.sessionId)
        : undefined;
      const sameDevice = !guest?.deviceId || !input.deviceId || guest.deviceId === input.deviceId;
      if (!guest || !sameDevice) {
        guest = await usersRepo.insert({
          isGuest: true,
          sessionId: newSessionId(),
          deviceId: input.deviceId ?? null,
          firstName: input.firstName ?? null,
          lastActiveAt: new Date(),
        });
      } else {
        guest =
          (await usersRepo.update(guest.id, {
            lastActiveAt: new Date(),
            ...(input.firstName ? { firstName: input.firstName } : {}),
          })) ?? guest;
      }
      const pdpaChanged =
        input.acceptPdpa !== undefined && input.acceptPdpa !== guest.hasAcceptedPdpa;
      const marketingChanged =
        input.acceptMarketing !== undefined && input.acceptMarketing !== guest.acceptMarketing;
      guest = await applyConsent(
        guest,
        {
          pdpa: pdpaChanged ? input.acceptPdpa : undefined,
          marketing: marketingChanged ? input.acceptMarketing : undefined,
        },
        ctx,
        'guest-create',
      );
      return { guest_user: presentGuest(guest), session: sessionOf(guest) };
    },

    /**
     * The guest of `sessionId` who may try a reading: an active guest who accepted the PDPA
     * consent (a reading is personal data). No session is AUTH_REQUIRED; no consent, FORBIDDEN.
     */
    async consentedGuest(sessionId: string | null): Promise<UserRow> {
      const guest = sessionId ? await usersRepo.findActiveGuestBySession(sessionId) : undefined;
      if (!guest) throw new AppError('AUTH_REQUIRED', 'A guest session is required');
      if (!guest.hasAcceptedPdpa) {
        throw new AppError('FORBIDDEN', 'Accept the personal-data consent before a reading');
      }
      return guest;
    },

    /** Accept records consent; decline records the refusal and erases the guest. */
    async decideConsent(sessionId: string, consent: boolean, ctx: GuestRequestContext) {
      const guest = await usersRepo.findActiveGuestBySession(sessionId);
      if (!guest) throw new AppError('NOT_FOUND', 'Guest session not found');
      const updated = await applyConsent(guest, { pdpa: consent }, ctx, 'guest-modal');
      if (consent) {
        return {
          consent: true,
          consent_at: updated.pdpaAcceptedAt?.toISOString() ?? null,
          guest_removed: false,
        };
      }
      await deps.eraseTraces?.(guest.id);
      await usersRepo.update(guest.id, {
        sessionId: null,
        deviceId: null,
        firstName: null,
        lastName: null,
        fullName: null,
        phoneNumber: null,
        avatarUrl: null,
        isActive: false,
        erasedAt: new Date(),
      });
      await deps.onErased?.(guest.id);
      return { consent: false, consent_at: null, guest_removed: true };
    },

    /**
     * Signing in from a guest session carries the guest's consent (and, as later modules add
     * them, its history) to the account, then retires the guest.
     */
    async carryInto(sessionId: string, user: UserRow): Promise<UserRow> {
      const guest = await usersRepo.findActiveGuestBySession(sessionId);
      if (!guest || guest.id === user.id) return user;
      const guestConsents = await usersRepo.listConsents(guest.id);
      const latest = new Map<string, (typeof guestConsents)[number]>();
      for (const row of guestConsents) latest.set(row.purpose, row);
      await usersRepo.recordConsents(
        [...latest.values()].map((row) => ({
          subjectId: user.id,
          purpose: row.purpose,
          granted: row.granted,
          policyVersion: row.policyVersion,
          source: `guest-carryover:${guest.id}`,
          ipHash: row.ipHash,
          userAgent: row.userAgent,
        })),
      );
      await deps.moveReadings?.(guest.id, user.id);
      await usersRepo.update(guest.id, {
        isActive: false,
        retiredInto: user.id,
        sessionId: null,
      });
      if (user.hasAcceptedPdpa || !guest.hasAcceptedPdpa) return user;
      return (
        (await usersRepo.update(user.id, {
          hasAcceptedPdpa: true,
          pdpaAcceptedAt: guest.pdpaAcceptedAt,
          acceptMarketing: user.acceptMarketing || guest.acceptMarketing,
        })) ?? user
      );
    },
  };
}

export type GuestsService = ReturnType<typeof createGuestsService>;
