import { useEffect } from 'react';
import { currentHostname } from '../lib/hostname.ts';

/**
 * The client protections of spec §1, installed once the first screen is up and only in a
 * production build served from a real host (decision 020); their code is a chunk of its own.
 */
export function ClientProtections() {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let remove: (() => void) | null = null;
    let live = true;
    void import('../lib/client-protections.ts').then((protections) => {
      if (!live || !protections.protectionsWanted(true, currentHostname())) return;
      remove = protections.installClientProtections();
    });
    return () => {
      live = false;
      remove?.();
    };
  }, []);
  return null;
}
