import type { z } from 'zod';
import { CONSENT_VERSION } from '@duangdee/contract/users';
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
  /** Ends every session of the user (refresh tokens). */
  revokeSessions: (userId: string) => Promise<void>;
  /** Deletes the user's uploaded photos (files and rows). */
  eraseUploads?: (userId: string) => Promise<void>;
}

export function createUsersService(deps: UsersServiceDeps) {
  const { usersRepo } = deps;

  async function activeUser(userId: string): Promise<UserRow> {
    const user = await usersRepo.findById(userId);
    if (!user || !user.isActive) throw new AppError('AUTH_REQUIRED');
    return user;
  }

  return {
    activeUser,

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

    /** Giving and withdrawing consent are the same call (withdrawal is as easy as giving). */
    async recordPdpaConsent(
      userId: string,
      input: PdpaConsent,
      ctx: { ipHash: string | null; userAgent: string | null },
    ) {
      await activeUser(userId);
      await usersRepo.recordConsents(
        consentRows(
          userId,
          { pdpa: input.accept_pdpa, terms: input.accept_terms, marketing: input.accept_marketing },
          { policyVersion: input.consent_version, source: input.consent_source, ...ctx },
        ),
      );
      const at = input.accept_pdpa ? new Date() : null;
      await usersRepo.update(userId, {
        hasAcceptedPdpa: input.accept_pdpa,
        pdpaAcceptedAt: at,
        acceptTerms: input.accept_terms,
        acceptMarketing: input.accept_marketing,
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

    /** PDPA right of access: everything personal we hold about the user. */
    async exportData(userId: string) {
      const user = await activeUser(userId);
      const consents = await usersRepo.listConsents(userId);
      return {
        exported_at: new Date().toISOString(),
        profile: presentProfile(user),
        settings: presentSettings(user),
        consents: consents.map((c) => ({
          purpose: c.purpose,
          granted: c.granted,
          policy_version: c.policyVersion,
          source: c.source,
          created_at: c.createdAt.toISOString(),
        })),
        sign_in_methods: [
          ...(user.email ? [{ provider: 'email', email: user.email }] : []),
          ...(await usersRepo.listIdentities(userId)),
        ],
      };
    },

    /**
     * PDPA right to erasure: personal data (uploaded photos too) goes, sessions end. Money records
     * (added by the wallet and payments modules) stay for accounting, tied only to the
     * now-anonymous id.
     */
    async deleteAccount(userId: string) {
      await activeUser(userId);
      await usersRepo.deleteIdentities(userId);
      await deps.eraseUploads?.(userId);
      await usersRepo.update(userId, {
        email: null,
        emailVerified: false,
        firstName: null,
        lastName: null,
        fullName: null,
        phoneNumber: null,
        avatarUrl: null,
        birthDate: null,
        birthTime: null,
        gender: null,
        sessionId: null,
        deviceId: null,
        isActive: false,
        erasedAt: new Date(),
      });
      await deps.revokeSessions(userId);
      return { deleted: true as const };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
