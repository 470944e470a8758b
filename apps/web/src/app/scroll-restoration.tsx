import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each page of this tab's history was scrolled to when it was left. */
const positions = new Map<string, number>();

/**
 * Scrolls as moving between pages of a website does: a new page opens at its top, Back and
 * Forward return to where that page was left.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    if (navigationType === 'POP') window.scrollTo(0, positions.get(key) ?? 0);
    else if (!hash) window.scrollTo(0, 0);
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [key, hash, navigationType]);

  return null;
}
