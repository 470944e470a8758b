import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameTap } from '@duangdee/contract/game-board';
import { api, requireData } from '../../../lib/api-client.ts';
import { gameMeKey } from './game-me.ts';
import { leaderboardKey } from './leaderboard.ts';

export interface RoundReport {
  /** Every tap of the round, in order (sent as `at_ms` and `hole`). */
  taps: GameTap[];
  /** The tally the page showed: the server counts the taps and must reach the same. */
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
 * POST /game/rounds/{id}/finish: reports every tap and the tally; the server plays the taps
 * through the round's schedule and computes the score. A round it cannot believe is a 422
 * `IMPLAUSIBLE_SCORE`.
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
