import { useMutation } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { sessionPath } from '../lib/session-path.ts';
import type { DrawnStick } from '../types.ts';

/**
 * POST /fortune/love-sticks/sessions/{id}/draw: the server draws the stick (never the client) and
 * completes the reading; drawing again returns the same stick.
 */
export async function drawStick(sessionId: string): Promise<DrawnStick> {
  return requireData(
    await api.post<DrawnStick>(sessionPath('love-sticks', sessionId, '/draw'), {}),
  );
}

export function useDrawStick() {
  return useMutation({ mutationFn: drawStick });
}
