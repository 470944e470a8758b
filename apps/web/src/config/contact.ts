/** Where users reach the team (support screen, privacy policy). */
export const SUPPORT_EMAIL = 'support@duangdee.app';
export const PRIVACY_EMAIL = 'privacy@duangdee.app';
