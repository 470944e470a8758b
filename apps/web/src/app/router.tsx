import type { ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { AppLayout } from './app-layout.tsx';
import { onDemand, type OnDemand } from './on-demand.tsx';

/**
 * A screen past the home page: fetched with the data cache and session it uses (and, through
 * `onDemand`, with the whole catalogue of words).
 */
function screenOnDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  return onDemand(async () => {
    const [Screen, { ScreenProviders }] = await Promise.all([
      load(),
      import('./screen-providers.tsx'),
    ]);
    return function ProvidedScreen(props: P) {
      return (
        <ScreenProviders>
          <Screen {...props} />
        </ScreenProviders>
      );
    };
  });
}

/*
 * Every screen is a chunk of its own, fetched the first time it shows: a phone opening the home
 * page downloads the frame and the home page, not the readings, palm, chat and payment screens
 * (nor the contract schemas some of them validate with).
 */
const HomeRoute = onDemand(async () => (await import('./routes/home.tsx')).HomeRoute, {
  words: 'first-paint',
});
const NotFoundRoute = onDemand(async () => (await import('./routes/not-found.tsx')).NotFoundRoute, {
  words: 'first-paint',
});
const FortuneHubRoute = screenOnDemand(
  async () => (await import('./routes/fortune-hub-route.tsx')).FortuneHubRoute,
);
const FortuneTellingRoute = screenOnDemand(
  async () => (await import('./routes/fortune-telling-route.tsx')).FortuneTellingRoute,
);
const ReadingKindRoute = screenOnDemand(
  async () => (await import('./routes/reading-kind-route.tsx')).ReadingKindRoute,
);
const ChatRoute = screenOnDemand(async () => (await import('./routes/chat-route.tsx')).ChatRoute);
const HistoryRoute = screenOnDemand(
  async () => (await import('./routes/history-route.tsx')).HistoryRoute,
);
const FortuneResultsRoute = screenOnDemand(
  async () => (await import('./routes/fortune-results-route.tsx')).FortuneResultsRoute,
);
const PalmAnalysisRoute = screenOnDemand(
  async () => (await import('./routes/palm-analysis-route.tsx')).PalmAnalysisRoute,
);
const WalletRoute = screenOnDemand(
  async () => (await import('./routes/wallet-route.tsx')).WalletRoute,
);
const WalletHistoryRoute = screenOnDemand(
  async () => (await import('./routes/wallet-history-route.tsx')).WalletHistoryRoute,
);
const PaymentRoute = screenOnDemand(
  async () => (await import('./routes/payment-route.tsx')).PaymentRoute,
);
const ProfileRoute = screenOnDemand(
  async () => (await import('./routes/profile-route.tsx')).ProfileRoute,
);
const SettingsRoute = screenOnDemand(
  async () => (await import('./routes/settings-route.tsx')).SettingsRoute,
);
const SupportRoute = screenOnDemand(
  async () => (await import('./routes/support-route.tsx')).SupportRoute,
);
const HelpScreen = screenOnDemand(
  async () => (await import('../features/info-pages/components/help-screen.tsx')).HelpScreen,
);
const TermsScreen = screenOnDemand(
  async () => (await import('../features/info-pages/components/terms-screen.tsx')).TermsScreen,
);
const PrivacyRoute = screenOnDemand(
  async () => (await import('./routes/privacy-route.tsx')).PrivacyRoute,
);
const NotificationsRoute = screenOnDemand(
  async () => (await import('./routes/notifications-route.tsx')).NotificationsRoute,
);
const PaymentResultRoute = screenOnDemand(
  async () => (await import('./routes/payment-result-route.tsx')).PaymentResultRoute,
);
const TestRoute = screenOnDemand(async () => (await import('./routes/test-route.tsx')).TestRoute);
const PalmAnalysisTestRoute = screenOnDemand(
  async () => (await import('./routes/palm-analysis-test-route.tsx')).PalmAnalysisTestRoute,
);
const ProductChatTestRoute = screenOnDemand(
  async () => (await import('./routes/product-chat-test-route.tsx')).ProductChatTestRoute,
);
const GameScreen = screenOnDemand(
  async () => (await import('../features/game/components/game-screen.tsx')).GameScreen,
);
const InviteRoute = screenOnDemand(
  async () => (await import('./routes/invite-route.tsx')).InviteRoute,
);
const FeedRoute = screenOnDemand(async () => (await import('./routes/feed-route.tsx')).FeedRoute);
const ArticleRoute = screenOnDemand(
  async () => (await import('./routes/article-route.tsx')).ArticleRoute,
);
const BookmarksRoute = screenOnDemand(
  async () => (await import('./routes/bookmarks-route.tsx')).BookmarksRoute,
);
/** The admin area: its own chunk (and uPlot's), fetched only on `/admin` addresses. */
const AdminRoute = screenOnDemand(
  async () => (await import('./routes/admin-route.tsx')).AdminRoute,
);
const SearchRoute = screenOnDemand(
  async () => (await import('./routes/search-route.tsx')).SearchRoute,
);
const OAuthCallbackScreen = screenOnDemand(
  async () =>
    (await import('../features/auth/components/oauth-callback-screen.tsx')).OAuthCallbackScreen,
);

/** What a route carries besides its element: how to fetch its screen ahead of the first render. */
export interface ScreenHandle {
  preload: () => Promise<void>;
}

function screen<P extends object>(
  Screen: OnDemand<P>,
  props: P,
): Pick<RouteObject, 'element' | 'handle'> {
  const handle: ScreenHandle = { preload: Screen.preload };
  return { element: <Screen {...props} />, handle };
}

const none = {};
const callback = screen(OAuthCallbackScreen, { profilePath: paths.profile });

/** Every route of spec §2, all inside the layout. */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home,
    element: <AppLayout />,
    children: [
      { index: true, ...screen(HomeRoute, none) },
      { path: paths.fortune, ...screen(FortuneHubRoute, none) },
      { path: paths.fortuneTelling, ...screen(FortuneTellingRoute, none) },
      { path: paths.compatibility, ...screen(ReadingKindRoute, { kindId: 'compatibility' }) },
      { path: paths.loveSticks, ...screen(ReadingKindRoute, { kindId: 'love-sticks' }) },
      { path: paths.fortuneFeature, ...screen(ReadingKindRoute, {}) },
      { path: paths.chat, ...screen(ChatRoute, none) },
      { path: paths.history, ...screen(HistoryRoute, none) },
      { path: paths.fortuneResults, ...screen(FortuneResultsRoute, none) },
      { path: paths.palmAnalysis, ...screen(PalmAnalysisRoute, none) },
      { path: paths.wallet, ...screen(WalletRoute, none) },
      { path: paths.walletHistory, ...screen(WalletHistoryRoute, none) },
      { path: paths.payment, ...screen(PaymentRoute, none) },
      { path: paths.profile, ...screen(ProfileRoute, none) },
      { path: paths.settings, ...screen(SettingsRoute, none) },
      { path: paths.support, ...screen(SupportRoute, none) },
      { path: paths.help, ...screen(HelpScreen, none) },
      { path: paths.terms, ...screen(TermsScreen, none) },
      { path: paths.privacy, ...screen(PrivacyRoute, none) },
      { path: paths.notifications, ...screen(NotificationsRoute, none) },
      { path: paths.paymentSuccess, ...screen(PaymentResultRoute, { outcome: 'success' }) },
      { path: paths.paymentCancel, ...screen(PaymentResultRoute, { outcome: 'cancel' }) },
      { path: paths.game, ...screen(GameScreen, none) },
      { path: paths.invite, ...screen(InviteRoute, none) },
      { path: paths.feed, ...screen(FeedRoute, none) },
      { path: paths.article, ...screen(ArticleRoute, none) },
      { path: paths.bookmarks, ...screen(BookmarksRoute, none) },
      { path: paths.search, ...screen(SearchRoute, none) },
      { path: paths.admin, ...screen(AdminRoute, { page: 'dashboard' }) },
      { path: paths.adminPayments, ...screen(AdminRoute, { page: 'payments' }) },
      { path: paths.adminUsers, ...screen(AdminRoute, { page: 'users' }) },
      { path: paths.adminUser, ...screen(AdminRoute, { page: 'user' }) },
      { path: paths.adminGuests, ...screen(AdminRoute, { page: 'guests' }) },
      { path: paths.adminReadings, ...screen(AdminRoute, { page: 'readings' }) },
      { path: paths.adminReading, ...screen(AdminRoute, { page: 'reading' }) },
      { path: paths.adminSupport, ...screen(AdminRoute, { page: 'support' }) },
      { path: paths.adminArticles, ...screen(AdminRoute, { page: 'articles' }) },
      { path: paths.adminNewArticle, ...screen(AdminRoute, { page: 'newArticle' }) },
      { path: paths.adminArticle, ...screen(AdminRoute, { page: 'article' }) },
      { path: paths.adminCatalogue, ...screen(AdminRoute, { page: 'catalogue' }) },
      { path: paths.adminAudit, ...screen(AdminRoute, { page: 'audit' }) },
      { path: paths.test, ...screen(TestRoute, none) },
      { path: paths.palmAnalysisTest, ...screen(PalmAnalysisTestRoute, none) },
      { path: paths.productChatTest, ...screen(ProductChatTestRoute, none) },
      { path: paths.authCallback, ...callback },
      { path: paths.authCallbackProvider, ...callback },
      { path: paths.oauthCallback, ...callback },
      { path: paths.oauthCallbackProvider, ...callback },
      { path: paths.notFound, ...screen(NotFoundRoute, none) },
    ],
  },
];

/**
 * The screen of each address without parameters, by address (lower case). Matching an address
 * against every route builds a regular expression per route, a long task on a phone at start-up;
 * most addresses are found here instead.
 */
const staticScreens = new Map<string, ScreenHandle>();
for (const route of appRoutes[0]?.children ?? []) {
  const handle = route.handle as ScreenHandle | undefined;
  const address = route.index ? '/' : route.path?.toLowerCase();
  if (!handle || !address || /[:*]/.test(address) || staticScreens.has(address)) continue;
  staticScreens.set(address, handle);
}

/** What fetches the screens `pathname` shows. */
export function screensFor(pathname: string): ScreenHandle[] {
  const known = staticScreens.get((pathname.replace(/\/+$/, '') || '/').toLowerCase());
  if (known) return [known];
  return (matchRoutes(appRoutes, pathname) ?? []).flatMap((match) =>
    match.route.handle ? [match.route.handle as ScreenHandle] : [],
  );
}

/** Fetches the screens `pathname` shows, so the first render is whole (no empty frame first). */
export async function preloadScreensFor(pathname: string): Promise<void> {
  await Promise.all(screensFor(pathname).map((screen) => screen.preload()));
}

/** The routes, rendered for the current address. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
