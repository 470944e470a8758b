import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionPath } from '../lib/session-path.ts';
import type { ReadingKind, StartedSession } from '../types.ts';

/**
 * POST /fortune/{kind}/sessions/{id}/start: pays (the coins are held) and sets the reading going.
 * The server answers 202 while the reading is being made, so a "still processing" result is the
 * normal success here; a 402 `INSUFFICIENT_COINS` carries `{required, current}` in its details.
 */
export async function startReading(kind: ReadingKind, sessionId: string): Promise<StartedSession> {
  const result = await api.post<StartedSession>(sessionPath(kind, sessionId, '/start'), {
    confirmPayment: true,
  });
  // A 202 carries the same start result as a 200; only its status code differs.
  return result.data as StartedSession;
}

export function useStartReading(kind: ReadingKind) {
  return useMutation({ mutationFn: (sessionId: string) => startReading(kind, sessionId) });
}
