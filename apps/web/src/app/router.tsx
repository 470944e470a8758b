import type { ReactElement } from 'react';
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
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { ProductChatTestRoute } from './routes/product-chat-test-route.tsx';

/**
 * A route whose screen is loaded when first visited: the readings, palm, chat and payment screens
 * (and the contract schemas they validate with) stay out of the first download on a phone.
 */
function onDemand(load: () => Promise<ReactElement>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: await load() }) };
}

const readingKind = (kindId?: string) =>
  onDemand(async () => {
    const { ReadingKindRoute } = await import('./routes/reading-kind-route.tsx');
    return <ReadingKindRoute kindId={kindId} />;
  });

/** Every route of spec §2, all inside the layout. */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home,
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        path: paths.fortune,
        ...onDemand(async () => {
          const { FortuneHubRoute } = await import('./routes/fortune-hub-route.tsx');
          return <FortuneHubRoute />;
        }),
      },
      {
        path: paths.fortuneTelling,
        ...onDemand(async () => {
          const { FortuneTellingRoute } = await import('./routes/fortune-telling-route.tsx');
          return <FortuneTellingRoute />;
        }),
      },
      { path: paths.compatibility, ...readingKind('compatibility') },
      { path: paths.loveSticks, ...readingKind('love-sticks') },
      { path: paths.fortuneFeature, ...readingKind() },
      {
        path: paths.chat,
        ...onDemand(async () => {
          const { ChatRoute } = await import('./routes/chat-route.tsx');
          return <ChatRoute />;
        }),
      },
      {
        path: paths.history,
        ...onDemand(async () => {
          const { HistoryRoute } = await import('./routes/history-route.tsx');
          return <HistoryRoute />;
        }),
      },
      {
        path: paths.fortuneResults,
        ...onDemand(async () => {
          const { FortuneResultsRoute } = await import('./routes/fortune-results-route.tsx');
          return <FortuneResultsRoute />;
        }),
      },
      {
        path: paths.palmAnalysis,
        ...onDemand(async () => {
          const { PalmAnalysisRoute } = await import('./routes/palm-analysis-route.tsx');
          return <PalmAnalysisRoute />;
        }),
      },
      {
        path: paths.wallet,
        ...onDemand(async () => {
          const { WalletRoute } = await import('./routes/wallet-route.tsx');
          return <WalletRoute />;
        }),
      },
      {
        path: paths.payment,
        ...onDemand(async () => {
          const { PaymentRoute } = await import('./routes/payment-route.tsx');
          return <PaymentRoute />;
        }),
      },
      { path: paths.profile, element: <ProfileScreen /> },
      { path: paths.settings, element: <SettingsScreen /> },
      { path: paths.support, element: <SupportScreen /> },
      { path: paths.help, element: <HelpScreen /> },
      { path: paths.terms, element: <TermsScreen /> },
      { path: paths.privacy, element: <PrivacyScreen /> },
      {
        path: paths.paymentSuccess,
        ...onDemand(async () => {
          const { PaymentResultRoute } = await import('./routes/payment-result-route.tsx');
          return <PaymentResultRoute outcome="success" />;
        }),
      },
      {
        path: paths.paymentCancel,
        ...onDemand(async () => {
          const { PaymentResultRoute } = await import('./routes/payment-result-route.tsx');
          return <PaymentResultRoute outcome="cancel" />;
        }),
      },
      {
        path: paths.test,
        ...onDemand(async () => {
          const { TestRoute } = await import('./routes/test-route.tsx');
          return <TestRoute />;
        }),
      },
      {
        path: paths.palmAnalysisTest,
        ...onDemand(async () => {
          const { PalmAnalysisTestRoute } = await import('./routes/palm-analysis-test-route.tsx');
          return <PalmAnalysisTestRoute />;
        }),
      },
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
