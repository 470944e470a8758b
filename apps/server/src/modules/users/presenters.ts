import type { GuestUserView, UserView } from '@duangdee/contract/auth';
import type { UserRow } from './repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function displayNameOf(user: UserRow): string | null {
  if (user.fullName) return user.fullName;
  const joined = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return joined || null;
}

export function presentUser(user: UserRow): UserView {
  return {
    id: user.id,
    email: user.email,
    display_name: displayNameOf(user),
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: user.fullName,
    avatar_url: user.avatarUrl,
    is_new_user: user.isNewUser,
    is_guest: user.isGuest,
    role: user.role,
    has_accepted_pdpa: user.hasAcceptedPdpa,
    pdpa_accepted_at: iso(user.pdpaAcceptedAt),
    created_at: user.createdAt.toISOString(),
  };
}

export function presentProfile(user: UserRow) {
  return {
    ...presentUser(user),
    phone_number: user.phoneNumber,
    birth_date: user.birthDate,
    birth_time: user.birthTime,
    gender: (user.gender as 'male' | 'female' | 'other' | 'unspecified' | null) ?? null,
  };
}

export function presentSettings(user: UserRow) {
  return {
    language: user.language,
    theme: user.theme,
    notifications: user.notificationPrefs,
  };
}

export function presentGuest(user: UserRow, walletBalance = 0): GuestUserView {
  return {
    id: user.id,
    session_id: user.sessionId ?? '',
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: displayNameOf(user),
    phone_number: user.phoneNumber,
    profile_picture: user.avatarUrl,
    avatar_url: user.avatarUrl,
    is_email_verified: user.emailVerified,
    is_guest: true,
    has_accepted_pdpa: user.hasAcceptedPdpa,
    pdpa_accepted_at: iso(user.pdpaAcceptedAt),
    accept_terms: user.acceptTerms,
    accept_marketing: user.acceptMarketing,
    last_login_at: iso(user.lastLoginAt),
    last_active_at: iso(user.lastActiveAt),
    is_active: user.isActive,
    user_type: 'guest',
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    wallet_balance: walletBalance,
  };
}
