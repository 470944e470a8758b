import { useReducedMotion } from '../hooks/use-reduced-motion.ts';

/** How long the เซียมซี cylinder rocks before a stick falls. */
export const SHAKE_MS = 2200;
/** The same, for people who asked their phone for less motion. */
export const REDUCED_SHAKE_MS = 400;

/** Resolves once the cylinder has rocked long enough for this visitor's motion setting. */
export function useShakeWait(): () => Promise<void> {
  const reducedMotion = useReducedMotion();
  return () =>
    new Promise((resolve) => setTimeout(resolve, reducedMotion ? REDUCED_SHAKE_MS : SHAKE_MS));
}
