import type { z } from 'zod';
import {
  CONSENT_VERSION,
  COOKIE_CATEGORIES,
  type CookieConsentState,
} from '@duangdee/contract/users';
import type {
  pdpaConsentBodySchema,
  updateProfileBodySchema,
  updateSettingsBodySchema,
} from '@duangdee/contract/users';
import { AppError } from '../../platform/app-error.ts';
import { consentRows } from './consents.ts';
import { presentProfile, presentSettings } from './presenters.ts';
import type { UserRow, UsersRepo } from './repo.ts';

type ProfileUpdate = z.infer<typeof updateProfileBodySchema>;
type SettingsUpdate = z.infer<typeof updateSettingsBodySchema>;
type PdpaConsent = z.infer<typeof pdpaConsentBodySchema>;

export interface UsersServiceDeps {
  usersRepo: UsersRepo;
}

export function createUsersService(deps: UsersServiceDeps) {
  const { usersRepo } = deps;

  async function activeUser(userId: string): Promise<UserRow> {
    const user = await usersRepo.findById(userId);
    if (!user || !user.isActive) throw new AppError('AUTH_REQUIRED');
    return user;
  }

  /**
   * The latest cookie choice of a guest, or of an account and the guests carried into it; null
   * when none was recorded. A category never decided reads as the banner's default (denied,
   * except the security storage the app cannot work without).
   */
  async function cookieConsentOf(subjectIds: string[]): Promise<CookieConsentState> {
    const rows = await usersRepo.latestCookieConsents(subjectIds);
    if (rows.length === 0) return null;
    const decided = new Map(rows.map((row) => [row.purpose, row]));
    const choices = Object.fromEntries(
      COOKIE_CATEGORIES.map((category) => {
        const row = decided.get(`cookies:${category}`);
        const granted = row ? row.granted : category === 'security_storage';
        return [category, granted ? 'granted' : 'denied'];
      }),
    ) as NonNullable<CookieConsentState>['choices'];
    const latest = rows.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
    return {
      choices,
      decided_at: latest.createdAt.toISOString(),
      policy_version: latest.policyVersion,
    };
  }

  return {
    activeUser,
    cookieConsentOf,

    async isAdmin(userId: string): Promise<boolean> {
      const user = await usersRepo.findById(userId);
      return Boolean(user?.isActive && user.role === 'admin');
    },

    async getProfile(userId: string) {
      return presentProfile(await activeUser(userId));
    },

    async updateProfile(userId: string, input: ProfileUpdate) {
      await activeUser(userId);
      const updated = await usersRepo.update(userId, {
        ...(input.display_name !== undefined ? { fullName: input.display_name || null } : {}),
        ...(input.first_name !== undefined ? { firstName: input.first_name || null } : {}),
        ...(input.last_name !== undefined ? { lastName: input.last_name || null } : {}),
        ...(input.avatar_url !== undefined ? { avatarUrl: input.avatar_url } : {}),
        ...(input.birth_date !== undefined ? { birthDate: input.birth_date } : {}),
        ...(input.birth_time !== undefined ? { birthTime: input.birth_time } : {}),
        ...(input.gender !== undefined ? { gender: input.gender } : {}),
        ...(input.phone_number !== undefined ? { phoneNumber: input.phone_number } : {}),
      });
      if (!updated) throw new AppError('AUTH_REQUIRED');
      return presentProfile(updated);
    },

    async getSettings(userId: string) {
      return presentSettings(await activeUser(userId));
    },

    async updateSettings(userId: string, input: SettingsUpdate) {
      const user = await activeUser(userId);
      const updated = await usersRepo.update(userId, {
        ...(input.language ? { language: input.language } : {}),
        ...(input.theme ? { theme: input.theme } : {}),
        ...(input.notifications
          ? { notificationPrefs: { ...user.notificationPrefs, ...input.notifications } }
          : {}),
      });
      return presentSettings(updated ?? user);
    },

    async getStats(userId: string) {
      const user = await activeUser(userId);
      return {
        member_since: user.createdAt.toISOString(),
        days_active: Math.max(1, Math.ceil((Date.now() - user.createdAt.getTime()) / 86_400_000)),
        last_login_at: user.lastLoginAt?.toISOString() ?? null,
        consents_given: await usersRepo.countConsents(userId),
      };
    },

    /** Where the user's PDPA consent stands, and when it was last given or withdrawn. */
    async getPdpaConsent(userId: string) {
      const user = await activeUser(userId);
      const latest = await usersRepo.latestConsent(userId, 'pdpa');
      return {
        consent_given: user.hasAcceptedPdpa,
        consent_at: user.pdpaAcceptedAt?.toISOString() ?? null,
        decided_at: (latest?.createdAt ?? user.pdpaAcceptedAt)?.toISOString() ?? null,
        policy_version: latest?.policyVersion ?? null,
        accept_terms: user.acceptTerms,
        accept_marketing: user.acceptMarketing,
      };
    },

    /**
     * Giving and withdrawing consent are the same call (withdrawal is as easy as giving). Terms
     * and marketing are recorded only when sent, except that withdrawing the PDPA consent also
     * withdraws marketing, which cannot go on without the data.
     */
    async recordPdpaConsent(
      userId: string,
      input: PdpaConsent,
      ctx: { ipHash: string | null; userAgent: string | null },
    ) {
      const user = await activeUser(userId);
      const marketing =
        input.accept_marketing ?? (!input.accept_pdpa && user.acceptMarketing ? false : undefined);
      await usersRepo.recordConsents(
        consentRows(
          userId,
          { pdpa: input.accept_pdpa, terms: input.accept_terms, marketing },
          { policyVersion: input.consent_version, source: input.consent_source, ...ctx },
        ),
      );
      const at = input.accept_pdpa ? new Date() : null;
      await usersRepo.update(userId, {
        hasAcceptedPdpa: input.accept_pdpa,
        pdpaAcceptedAt: at,
        ...(input.accept_terms === undefined ? {} : { acceptTerms: input.accept_terms }),
        ...(marketing === undefined ? {} : { acceptMarketing: marketing }),
      });
      return { consent_given: input.accept_pdpa, consent_at: at?.toISOString() ?? null };
    },

    /** One consent row per cookie category, purpose `cookies:<category>`. */
    async recordCookieConsent(
      subjectId: string,
      choices: Record<string, 'granted' | 'denied'>,
      ctx: { ipHash: string | null; userAgent: string | null },
    ): Promise<number> {
      const rows = consentRows(
        subjectId,
        Object.fromEntries(
          Object.entries(choices).map(([category, value]) => [
            `cookies:${category}`,
            value === 'granted',
          ]),
        ),
        { policyVersion: CONSENT_VERSION, source: 'cookie-banner', ...ctx },
      );
      await usersRepo.recordConsents(rows);
      return rows.length;
    },

    /** The account's latest cookie choice, including one made as a guest before signing in. */
    async cookieConsentOfAccount(userId: string): Promise<CookieConsentState> {
      const guests = await usersRepo.guestsRetiredInto(userId);
      return cookieConsentOf([userId, ...guests.map((g) => g.id)]);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
