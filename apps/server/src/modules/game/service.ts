import { randomInt } from 'node:crypto';
import { gameSchedule, replayGameRound, type GameTap } from '@duangdee/contract/game-board';
import {
  GAME_FINISH_WITHIN_SECONDS,
  GAME_LEADERBOARD_SIZE,
  GAME_ROUND_SECONDS,
  gameScore,
  type GameLeaderboard,
  type GameMe,
  type GameRoundResult,
  type GameRoundStarted,
} from '@duangdee/contract/game';
import { AppError } from '../../platform/app-error.ts';
import { bangkokDate } from '../readings/service.ts';
import type { DayBest, GameRepo } from './repo.ts';

/** How a visitor appears on the leaderboard. */
export const GUEST_NAME = 'ผู้เยี่ยมชม';
/** How a member who gave no name appears on the leaderboard. */
export const NAMELESS_NAME = 'ผู้เล่น';
const MASK = '•••';

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/**
 * A name on the public leaderboard: its first letter and "•••", so nobody's full name is shown to
 * strangers. Visitors are all "ผู้เยี่ยมชม".
 */
export function maskedName(player: Omit<DayBest, 'playerId' | 'score'>): string {
  if (player.isGuest) return GUEST_NAME;
  const name = (player.fullName ?? [player.firstName, player.lastName].filter(Boolean).join(' '))
    .trim()
    .normalize('NFC');
  const first = graphemes.segment(name)[Symbol.iterator]().next().value?.segment;
  return first ? `${first}${MASK}` : `${NAMELESS_NAME}${MASK}`;
}

/** What the page reports: every tap, and the tally it showed. */
export type RoundReport = { taps: GameTap[]; hits: number; misses: number; maxCombo: number };

export type RoundCount = { hits: number; misses: number; maxCombo: number };

/**
 * The round as the server counts it from its schedule and the reported taps, or why it cannot be
 * counted. The round is played for 30 seconds by the server's clock and the report must arrive
 * within a minute of the start; the taps must be a round someone could have played (in order,
 * within the 30 seconds, no more than a round holds), and the page's tally must be what they
 * add up to: hits only on appearances that were out, each once, after the mascot was up.
 */
export function countRound(
  elapsedMs: number,
  holes: readonly number[] | null,
  report: RoundReport,
): { count: RoundCount } | { problem: string } {
  if (elapsedMs < GAME_ROUND_SECONDS * 1000)
    return { problem: 'finished before the round was over' };
  if (elapsedMs > GAME_FINISH_WITHIN_SECONDS * 1000) {
    return { problem: 'finished too long after the start' };
  }
  if (!holes) return { problem: 'the round has no schedule' };
  const replay = replayGameRound(holes, report.taps);
  if ('problem' in replay) return replay;
  const { hits, misses, maxCombo } = replay.board;
  if (report.hits !== hits || report.misses !== misses || report.maxCombo !== maxCombo) {
    return { problem: 'the tally is not what the taps add up to' };
  }
  return { count: { hits, misses, maxCombo } };
}

const refused = (reason: string) => new AppError('IMPLAUSIBLE_SCORE', undefined, { reason });

/** The hit-the-mascot game: rounds timed and scored by the server, and the day's leaderboard. */
export function createGameService(deps: { repo: GameRepo; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async startRound(playerId: string): Promise<GameRoundStarted> {
      const startedAt = now();
      const holes = gameSchedule((n) => randomInt(n));
      const row = await repo.insertRound({
        playerId,
        day: bangkokDate(startedAt),
        startedAt,
        holes: holes.join(''),
      });
      return {
        round_id: row.id,
        started_at: row.startedAt.toISOString(),
        ends_at: new Date(row.startedAt.getTime() + GAME_ROUND_SECONDS * 1000).toISOString(),
        duration_seconds: GAME_ROUND_SECONDS,
        holes,
      };
    },

    /**
     * Counts a round with the score computed here from the taps the player reports. A round
     * that cannot be believed is refused (422) and nothing changes: not the round, not the best
     * score.
     */
    async finishRound(
      playerId: string,
      roundId: string,
      report: RoundReport,
    ): Promise<GameRoundResult> {
      const round = await repo.findOwnRound(playerId, roundId);
      if (!round) throw new AppError('NOT_FOUND', 'Round not found');
      if (round.finishedAt) throw refused('the round was already counted');
      const finishedAt = now();
      const holes = round.holes ? Array.from(round.holes, Number) : null;
      const outcome = countRound(finishedAt.getTime() - round.startedAt.getTime(), holes, report);
      if ('problem' in outcome) throw refused(outcome.problem);

      const before = await repo.standing(playerId, round.day);
      const score = gameScore(outcome.count);
      const counted = await repo.countRound(round.id, { ...outcome.count, finishedAt, score });
      if (!counted) throw refused('the round was already counted');
      return {
        score,
        best_score: Math.max(before.bestScore, score),
        is_new_best: score > before.bestScore,
      };
    },

    async standingOf(playerId: string): Promise<GameMe> {
      const day = bangkokDate(now());
      const standing = await repo.standing(playerId, day);
      return {
        best_score: standing.bestScore,
        rounds_today: standing.roundsToday,
        best_today: standing.bestToday,
        date: day,
      };
    },

    async leaderboard(day: string | undefined, viewerId: string | null): Promise<GameLeaderboard> {
      const date = day ?? bangkokDate(now());
      const bests = await repo.dayBests(date, GAME_LEADERBOARD_SIZE);
      return {
        date,
        entries: bests.map((best, index) => ({
          rank: index + 1,
          display_name: maskedName(best),
          is_guest: best.isGuest,
          is_you: best.playerId === viewerId,
          score: best.score,
        })),
      };
    },
  };
}

export type GameService = ReturnType<typeof createGameService>;
