import { useMutation } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';

export interface StartedRound {
  roundId: string;
  startedAt: string;
  endsAt: string;
  durationSeconds: number;
}

/** POST /game/rounds: the server starts a round and keeps its time. */
export function useStartRound() {
  return useMutation({
    mutationFn: async () =>
      requireData(await api.post<StartedRound>('/game/rounds', undefined, { maxRetries: 0 })),
  });
}
