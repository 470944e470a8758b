import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { OAuthCallbackScreen } from '../features/auth/components/oauth-callback-screen.tsx';
import { ProfileScreen } from '../features/auth/components/profile-screen.tsx';
import { HelpScreen } from '../features/info-pages/components/help-screen.tsx';
import { PrivacyScreen } from '../features/info-pages/components/privacy-screen.tsx';
import { SupportScreen } from '../features/info-pages/components/support-screen.tsx';
import { TermsScreen } from '../features/info-pages/components/terms-screen.tsx';
import { SettingsScreen } from '../features/settings/components/settings-screen.tsx';
import { AppLayout } from './app-layout.tsx';
import { RouteErrorScreen } from './route-error.tsx';
import { ChatRoute } from './routes/chat-route.tsx';
import { FortuneHubRoute } from './routes/fortune-hub-route.tsx';
import { FortuneResultsRoute } from './routes/fortune-results-route.tsx';
import { FortuneTellingRoute } from './routes/fortune-telling-route.tsx';
import { HistoryRoute } from './routes/history-route.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { PalmAnalysisRoute } from './routes/palm-analysis-route.tsx';
import { PalmAnalysisTestRoute } from './routes/palm-analysis-test-route.tsx';
import { PaymentResultRoute } from './routes/payment-result-route.tsx';
import { PaymentRoute } from './routes/payment-route.tsx';
import { ProductChatTestRoute } from './routes/product-chat-test-route.tsx';
import { ReadingKindRoute } from './routes/reading-kind-route.tsx';
import { TestRoute } from './routes/test-route.tsx';
import { WalletRoute } from './routes/wallet-route.tsx';

/** Every route of spec §2, all inside the layout. */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home,
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: paths.fortune, element: <FortuneHubRoute /> },
      { path: paths.fortuneTelling, element: <FortuneTellingRoute /> },
      { path: paths.compatibility, element: <ReadingKindRoute kindId="compatibility" /> },
      { path: paths.loveSticks, element: <ReadingKindRoute kindId="love-sticks" /> },
      { path: paths.fortuneFeature, element: <ReadingKindRoute /> },
      { path: paths.chat, element: <ChatRoute /> },
      { path: paths.history, element: <HistoryRoute /> },
      { path: paths.fortuneResults, element: <FortuneResultsRoute /> },
      { path: paths.palmAnalysis, element: <PalmAnalysisRoute /> },
      { path: paths.wallet, element: <WalletRoute /> },
      { path: paths.payment, element: <PaymentRoute /> },
      { path: paths.profile, element: <ProfileScreen /> },
      { path: paths.settings, element: <SettingsScreen /> },
      { path: paths.support, element: <SupportScreen /> },
      { path: paths.help, element: <HelpScreen /> },
      { path: paths.terms, element: <TermsScreen /> },
      { path: paths.privacy, element: <PrivacyScreen /> },
      { path: paths.paymentSuccess, element: <PaymentResultRoute outcome="success" /> },
      { path: paths.paymentCancel, element: <PaymentResultRoute outcome="cancel" /> },
      { path: paths.test, element: <TestRoute /> },
      { path: paths.palmAnalysisTest, element: <PalmAnalysisTestRoute /> },
      { path: paths.productChatTest, element: <ProductChatTestRoute /> },
      { path: paths.authCallback, element: <OAuthCallbackScreen profilePath={paths.profile} /> },
      {
        path: paths.authCallbackProvider,
        element: <OAuthCallbackScreen profilePath={paths.profile} />,
      },
      { path: paths.oauthCallback, element: <OAuthCallbackScreen profilePath={paths.profile} /> },
      {
        path: paths.oauthCallbackProvider,
        element: <OAuthCallbackScreen profilePath={paths.profile} />,
      },
      { path: paths.notFound, element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
