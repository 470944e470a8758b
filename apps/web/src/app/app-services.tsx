import { ClientProtections } from './client-protections.tsx';
import { IdentityBootstrap } from './identity-bootstrap.tsx';
import { InstallPromptHost } from './install-prompt-host.tsx';
import { ReferralBootstrap } from './referral-bootstrap.tsx';
import { ServerEventsBootstrap } from './server-events-bootstrap.tsx';
import { StartupOverlays } from './startup-overlays.tsx';
import { WalletBootstrap } from './wallet-bootstrap.tsx';
import { ScreenProviders } from './screen-providers.tsx';

/**
 * What runs beside every screen once the first one is up: who the visitor is (session, guest,
 * PDPA consent, sign-in), their coins and prompts, and the live events. A chunk of its own,
 * with the API client, so the first paint never waits for it.
 */
export function AppServices() {
  return (
    <ScreenProviders>
      <IdentityBootstrap />
      <WalletBootstrap />
      <ServerEventsBootstrap />
      <ReferralBootstrap />
      <StartupOverlays />
      <ClientProtections />
      <InstallPromptHost />
    </ScreenProviders>
  );
}
