import type { gameTh } from './game-th.ts';

/** English text of the hit-the-mascot game. */
export const gameEn: typeof gameTh = {
  title: 'Tap the Star',
  lead: 'Little Lucky Star pops out of the holes. Tap it in time within 30 seconds; taps in a row build a combo.',
  hub: {
    title: 'Tap the Star game',
    description:
      'A 30-second break: tap the little star as often as you can and aim for today’s top spots.',
  },
  tabs: {
    label: 'Tap the Star',
    play: 'Play',
    leaderboard: 'Today’s ranking',
  },
  howTo: 'Tap the star when it pops up, or press the number keys 1–9 for the holes on the board.',
  start: 'Start',
  starting: 'Setting up the board…',
  playAgain: 'Play again',
  finishing: 'Counting your score…',
  timeLeft: 'Time left',
  seconds: '{{count}} s',
  score: 'Score',
  combo: 'Combo',
  comboNow: 'Combo ×{{count}}',
  board: 'Game board with 9 holes',
  hole: 'Hole {{number}}',
  holeWithMascot: 'Hole {{number}}: the star is out, tap it',
  mascot: 'Little Lucky Star',
  sound: {
    on: 'Sound on',
    off: 'Sound off',
    label: 'Game sound',
  },
  best: {
    label: 'Your best score',
    roundsToday: '{{count}} rounds today',
  },
  result: {
    title: 'Time’s up',
    score: '{{score, number}} points',
    detail: '{{hits}} hits, {{misses}} misses, longest combo {{maxCombo}}',
    best: 'Your best: {{best, number}}',
    newBest: 'A new personal best. Well done!',
    cheer: 'So close. Try another round!',
  },
  leaderboard: {
    title: 'Today’s ranking',
    note: 'Each player’s best score of today (Thai time). Only the first letter of a name is shown, for privacy.',
    loading: 'Loading the ranking…',
    loadFailed: 'Could not load the ranking',
    retry: 'Try again',
    empty: 'Nobody has played today yet. Be the first!',
    rank: 'Rank',
    player: 'Player',
    points: 'Score',
    guest: 'Visitor',
    you: '(you)',
  },
  errors: {
    IMPLAUSIBLE_SCORE:
      'This round could not be counted: its time or number of taps looks unusual. Please play again.',
    needConsent: 'Accept the privacy policy or sign in first, then come and play.',
    startFailed: 'Could not start the game. Please try again.',
    finishFailed: 'Could not send your score. Please play another round.',
  },
};
