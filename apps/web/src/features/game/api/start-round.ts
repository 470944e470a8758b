import { useMutation } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';

export interface StartedRound {
  roundId: string;
  startedAt: string;
  endsAt: string;
  durationSeconds: number;
  /** The round's schedule: the hole (1–9) of each appearance of the mascot, in order. */
  holes: number[];
}

/** POST /game/rounds: the server starts a round, keeps its time and deals its schedule. */
export function useStartRound() {
  return useMutation({
    mutationFn: async () =>
      requireData(await api.post<StartedRound>('/game/rounds', undefined, { maxRetries: 0 })),
  });
}
