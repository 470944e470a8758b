import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';

export interface GameMe {
  bestScore: number;
  roundsToday: number;
  bestToday: number;
  date: string;
}

export const gameMeKey = ['game', 'me'] as const;

/** GET /game/me: the player's best score and today's rounds. */
export function useGameMe() {
  return useQuery({
    queryKey: gameMeKey,
    queryFn: async () => requireData(await api.get<GameMe>('/game/me')),
    retry: false,
  });
}
