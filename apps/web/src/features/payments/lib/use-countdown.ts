import { useEffect, useState } from 'react';

function secondsLeft(until: string | undefined): number | null {
  if (!until) return null;
  const at = Date.parse(until);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * Whole seconds until `until` (an ISO time), null without a time. Read from the clock on every
 * render, so it is right from the first frame; a timer re-renders once a second until zero.
 */
export function useCountdown(until: string | undefined): number | null {
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (secondsLeft(until) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  return secondsLeft(until);
}
