import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';

export interface LeaderboardEntry {
  rank: number;
  /** Masked by the server: a first letter and "•••". */
  displayName: string;
  isGuest: boolean;
  isYou: boolean;
  score: number;
}

export interface Leaderboard {
  date: string;
  entries: LeaderboardEntry[];
}

export const leaderboardKey = ['game', 'leaderboard'] as const;

/** GET /game/leaderboard: today's top 20 (Thai calendar day). */
export function useLeaderboard(enabled: boolean) {
  return useQuery({
    queryKey: leaderboardKey,
    queryFn: async () => requireData(await api.get<Leaderboard>('/game/leaderboard')),
    enabled,
  });
}
