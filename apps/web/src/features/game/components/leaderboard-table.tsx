import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useLeaderboard } from '../api/leaderboard.ts';
import { formatNumber } from '../../../lib/format-number.ts';

/** Today's top 20: each player's best round of the Thai calendar day, names masked. */
export function LeaderboardTable({ active }: { active: boolean }) {
  const { t, i18n } = useTranslation();
  const board = useLeaderboard(active);

  if (board.isPending) {
    return <p className="text-slate-700 dark:text-indigo-200">{t('game.leaderboard.loading')}</p>;
  }
  if (board.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-slate-700 dark:text-indigo-200">{t('game.leaderboard.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void board.refetch()}>
          {t('game.leaderboard.retry')}
        </Button>
      </div>
    );
  }
  const { entries } = board.data;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700 dark:text-indigo-200">{t('game.leaderboard.note')}</p>
      {entries.length === 0 ? (
        <p className="rounded-2xl bg-amber-50 p-4 text-indigo-950 dark:bg-indigo-900 dark:text-amber-100">
          {t('game.leaderboard.empty')}
        </p>
      ) : (
        <table className="w-full text-start">
          <caption className="sr-only">{t('game.leaderboard.title')}</caption>
          <thead>
            <tr className="text-sm text-slate-600 dark:text-indigo-300">
              <th scope="col" className="w-16 py-2 text-start font-medium">
                {t('game.leaderboard.rank')}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t('game.leaderboard.player')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('game.leaderboard.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr
                key={entry.rank}
                className={`border-t border-amber-100 dark:border-indigo-800 ${
                  entry.isYou ? 'bg-amber-100/70 font-semibold dark:bg-indigo-800/70' : ''
                }`}
              >
                <td className="py-2 ps-2 text-indigo-900 dark:text-amber-200">{entry.rank}</td>
                <td className="py-2 text-indigo-950 dark:text-amber-50">
                  {entry.isGuest ? t('game.leaderboard.guest') : entry.displayName}
                  {entry.isYou ? ` ${t('game.leaderboard.you')}` : ''}
                </td>
                <td className="py-2 pe-2 text-end tabular-nums text-indigo-950 dark:text-amber-50">
                  {formatNumber(entry.score, i18n.language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
