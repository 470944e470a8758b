/** The signed-in user as the app keeps it (spec §3 "User (client view)"). */
export interface AuthUser {
  id: string;
  email: string | null;
  displayName: string | null;
  avatarUrl: string | null;
  isNewUser: boolean;
  isGuest: boolean;
  role: 'user' | 'admin';
  pdpaConsent: boolean;
  pdpaConsentAt: string | null;
}

/** `GET /auth/me` and the `user` of a login, after the client camelCases the keys. */
export interface ServerUser {
  id: string;
  email: string | null;
  displayName?: string | null;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  avatarUrl?: string | null;
  profilePicture?: string | null;
  isNewUser?: boolean;
  isGuest?: boolean;
  role?: 'user' | 'admin';
  hasAcceptedPdpa?: boolean;
  pdpaAcceptedAt?: string | null;
}

export interface LoginResult {
  accessToken: string;
  refreshToken: string;
  user: ServerUser;
}

export function toAuthUser(user: ServerUser): AuthUser {
  const joined = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    id: user.id,
    email: user.email ?? null,
    displayName: user.displayName ?? user.fullName ?? (joined || null),
    avatarUrl: user.avatarUrl ?? user.profilePicture ?? null,
    isNewUser: user.isNewUser ?? false,
    isGuest: user.isGuest ?? false,
    role: user.role ?? 'user',
    pdpaConsent: user.hasAcceptedPdpa ?? false,
    pdpaConsentAt: user.pdpaAcceptedAt ?? null,
  };
}
