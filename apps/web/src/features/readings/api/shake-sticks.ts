import { useMutation } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { sessionPath } from '../lib/session-path.ts';

/** POST /fortune/love-sticks/sessions/{id}/shake: recorded only; the server's draw decides. */
export async function shakeSticks(sessionId: string): Promise<{ sessionId: string }> {
  return requireData(
    await api.post<{ sessionId: string }>(sessionPath('love-sticks', sessionId, '/shake'), {}),
  );
}

export function useShakeSticks() {
  return useMutation({ mutationFn: shakeSticks });
}
