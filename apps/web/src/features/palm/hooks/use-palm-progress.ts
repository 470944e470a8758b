import { useEffect, useState } from 'react';
import { useServerEvent } from '../../../lib/use-server-event.ts';

export interface PalmProgress {
  /** 0–99 while reading (100 only comes with the result). */
  percent: number;
  /** Seconds left by the estimate; 0 once it has passed. */
  secondsLeft: number;
  /** The server reported progress itself (live events), rather than the clock guessing. */
  live: boolean;
}

const TICK_MS = 1000;

/**
 * How far a reading is: the server's `reading.progress` events when they come, otherwise the
 * time since it started against its estimate (never past 95 %, the estimate may be short).
 */
export function usePalmProgress(
  sessionId: string,
  startedAt: string | null | undefined,
  estimatedSeconds: number,
): PalmProgress {
  const [now, setNow] = useState(() => Date.now());
  const [live, setLive] = useState<number | null>(null);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  useServerEvent('reading.progress', (event) => {
    if (event.sessionId === sessionId)
      setLive((previous) => Math.max(previous ?? 0, event.progress));
  });

  const started = startedAt ? new Date(startedAt).getTime() : Number.NaN;
  const elapsed = Number.isFinite(started) ? Math.max(0, (now - started) / 1000) : 0;
  const estimate = Math.max(1, estimatedSeconds);
  const secondsLeft = Math.max(0, Math.ceil(estimate - elapsed));
  const byClock = Math.min(95, Math.round((elapsed / estimate) * 100));
  const percent = Math.min(99, live ?? byClock);
  return { percent, secondsLeft, live: live !== null };
}
