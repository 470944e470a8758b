import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { gameMeKey } from './game-me.ts';
import { leaderboardKey } from './leaderboard.ts';

export interface RoundReport {
  hits: number;
  misses: number;
  maxCombo: number;
}

export interface RoundResult {
  score: number;
  bestScore: number;
  isNewBest: boolean;
}

/**
 * POST /game/rounds/{id}/finish: reports what happened; the server computes the score. A round it
 * cannot believe is a 422 `IMPLAUSIBLE_SCORE`.
 */
export function useFinishRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ roundId, report }: { roundId: string; report: RoundReport }) =>
      requireData(
        await api.post<RoundResult>(
          `/game/rounds/${encodeURIComponent(roundId)}/finish`,
          { ...report },
          { maxRetries: 0 },
        ),
      ),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: gameMeKey }),
        queryClient.invalidateQueries({ queryKey: leaderboardKey }),
      ]);
    },
  });
}
