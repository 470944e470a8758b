import { create } from 'zustand';

/**
 * What the start-up overlays after the PDPA consent wait for: identity is settled (the user
 * checked, the guest resumed or created) and the PDPA consent is not being asked. Written by
 * `IdentityBootstrap`, read by `StartupOverlays`, so two modals never show at once.
 */
export interface StartupOverlaysState {
  identitySettled: boolean;
  pdpaOpen: boolean;
}

export const useStartupOverlaysState = create<StartupOverlaysState>()(() => ({
  identitySettled: false,
  pdpaOpen: false,
}));
