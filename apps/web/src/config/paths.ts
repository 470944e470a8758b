import { generatePath } from 'react-router';

/**
 * Every route path of the app (spec §2), in one place. Screens link with these constants, never
 * with string literals, so a path changes in one line.
 */
export const paths = {
  home: '/',
  fortune: '/fortune',
  fortuneTelling: '/fortune-telling',
  compatibility: '/fortune/compatibility',
  loveSticks: '/fortune/love-sticks',
  fortuneFeature: '/fortune/:featureId',
  chat: '/chat',
  history: '/history',
  fortuneResults: '/fortune-results',
  palmAnalysis: '/palm-analysis',
  wallet: '/wallet',
  /** The user's coin history (every movement of their coins). */
  walletHistory: '/wallet/history',
  payment: '/payment',
  profile: '/profile',
  settings: '/settings',
  support: '/support',
  help: '/help',
  terms: '/terms',
  privacy: '/privacy',
  notifications: '/notifications',
  paymentSuccess: '/payment/success',
  paymentCancel: '/payment/cancel',
  game: '/game',
  invite: '/invite',
  /** The feed of articles, with category chips. */
  feed: '/feed',
  article: '/articles/:id',
  bookmarks: '/bookmarks',
  search: '/search',
  /**
   * The admin area (admins only): dashboard, payments, users and guests, readings, support,
   * articles, prices and packages, the audit log.
   */
  admin: '/admin',
  adminPayments: '/admin/payments',
  adminUsers: '/admin/users',
  adminUser: '/admin/users/:id',
  adminGuests: '/admin/guests',
  adminReadings: '/admin/readings',
  adminReading: '/admin/readings/:id',
  adminSupport: '/admin/support',
  adminArticles: '/admin/articles',
  adminNewArticle: '/admin/articles/new',
  adminArticle: '/admin/articles/:id',
  adminCatalogue: '/admin/catalogue',
  adminAudit: '/admin/audit',
  test: '/test',
  /**
   * `/{product}-chat-test`. React Router cannot match a static suffix inside a segment, so this
   * matches any single segment and the screen checks the suffix (see `isProductChatTestSegment`).
   */
  productChatTest: '/:productChatTest',
  palmAnalysisTest: '/palm-analysis-test',
  authCallback: '/auth/callback',
  authCallbackProvider: '/auth/callback/:provider',
  oauthCallback: '/oauth/callback',
  oauthCallbackProvider: '/oauth/callback/:provider',
  notFound: '*',
} as const;

export const PRODUCT_CHAT_TEST_SUFFIX = '-chat-test';

export function adminUserPath(id: string): string {
  return generatePath(paths.adminUser, { id });
}

export function adminReadingPath(id: string): string {
  return generatePath(paths.adminReading, { id });
}

/** The admin's readings list, filtered to one user or guest. */
export function adminReadingsOfPath(userId: string): string {
  return `${paths.adminReadings}?${new URLSearchParams({ userId })}`;
}

export function adminArticlePath(id: string): string {
  return generatePath(paths.adminArticle, { id });
}

export function articlePath(id: string): string {
  return generatePath(paths.article, { id });
}

export function fortuneFeaturePath(featureId: string): string {
  return generatePath(paths.fortuneFeature, { featureId });
}

/** The product name in `/{product}-chat-test`, or null when the segment is not such a page. */
export function productFromChatTestSegment(segment: string | undefined): string | null {
  if (!segment?.endsWith(PRODUCT_CHAT_TEST_SUFFIX)) return null;
  const product = segment.slice(0, -PRODUCT_CHAT_TEST_SUFFIX.length);
  return product.length > 0 ? product : null;
}

/** Paths where the start-up splash never shows: sign-in callbacks and payment returns. */
export function isSplashSkippedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    /^\/(?:auth|oauth)\/callback(?:\/|$)/.test(path) ||
    path === paths.paymentSuccess ||
    path === paths.paymentCancel
  );
}

/**
 * An address that shows a reading someone shared (`/fortune-results?share=`, a palm reading's
 * `/palm-analysis?share=`): a visitor reads it before being asked anything.
 */
export function isSharedReadingAddress(pathname: string, search: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const shared = new URLSearchParams(search).get('share');
  return Boolean(shared) && (path === paths.fortuneResults || path === paths.palmAnalysis);
}
