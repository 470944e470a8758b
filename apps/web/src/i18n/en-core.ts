import type { CoreCatalogue } from './th-core.ts';

/** English, the words of the first paint (see `th-core.ts`). */
export const enCore: CoreCatalogue = {
  app: {
    name: 'Duangdee',
    tagline: 'Easy fortune telling for a good day, every day',
    skipToContent: 'Skip to main content',
  },
  header: {
    home: 'Duangdee, go to home',
    settings: 'Settings',
  },
  nav: {
    label: 'Main menu',
    home: 'Home',
    fortune: 'Fortune',
    chat: 'Chat',
    history: 'History',
    wallet: 'Coins',
    profile: 'Profile',
  },
  footer: {
    label: 'More information',
    help: 'Help',
    support: 'Contact us',
    terms: 'Terms of use',
    privacy: 'Privacy policy',
    articles: 'Articles',
  },
  splash: {
    label: 'Opening Duangdee',
    skip: 'Skip',
  },
  home: {
    title: "Today's fortune",
    luckyColourLabel: 'Lucky colour of the day',
    wear: 'Wear: {{colours}}',
    avoid: 'Avoid: {{colours}}',
    forYou: 'Read for your birth day ({{weekday}})',
    yearNoteTitle: 'This year and your birth year',
    tipsTitle: "Today's tips for good luck",
    exploreTitle: 'Want to know more?',
    exploreBody: 'Palm reading, love, career, finance and many more readings are waiting for you',
    exploreCta: 'Choose a reading',
    date: '{{weekday}}, {{day}} {{month}} {{year}}',
    months: {
      january: 'January',
      february: 'February',
      march: 'March',
      april: 'April',
      may: 'May',
      june: 'June',
      july: 'July',
      august: 'August',
      september: 'September',
      october: 'October',
      november: 'November',
      december: 'December',
    },
    weekdays: {
      sunday: {
        name: 'Sunday',
        colour: 'Red',
        blurb:
          'Sunday belongs to the Sun: confidence and leadership shine. A good day to start something new and let people see what you can do.',
        tip1: 'Wear something red to boost your energy and confidence.',
        tip2: 'Catch the morning sun and set one goal you want to reach.',
        tip3: 'Spend time with your family and come back recharged.',
      },
      monday: {
        name: 'Monday',
        colour: 'Yellow',
        blurb:
          'Monday belongs to the Moon: gentle, charming and well liked by elders. A good day for negotiation and teamwork.',
        tip1: 'Wear yellow to attract kindness from the people around you.',
        tip2: 'Speak gently and help may come when you least expect it.',
        tip3: "Plan the whole week's work clearly today.",
      },
      tuesday: {
        name: 'Tuesday',
        colour: 'Pink',
        blurb:
          'Tuesday belongs to Mars: full of energy and courage to get hard things done. Watch out for a hot temper and hasty decisions.',
        tip1: 'Wear pink to stay calm and ease tension.',
        tip2: 'Exercise a little to let extra energy out.',
        tip3: 'Think twice before speaking or signing anything important.',
      },
      wednesday: {
        name: 'Wednesday',
        colour: 'Green',
        blurb:
          'Wednesday belongs to Mercury: communication, trade and learning stand out and people listen to you. A good day to pitch ideas and do business.',
        tip1: 'Wear green to bring luck with money and trade.',
        tip2: 'Write down new ideas; one may grow into income later.',
        tip3: 'Say hello to an old friend; good news may follow.',
      },
      thursday: {
        name: 'Thursday',
        colour: 'Orange',
        blurb:
          "Thursday is teachers' day, ruled by Jupiter: the mind is clear. A good day to learn something new and ask a respected elder for advice.",
        tip1: 'Wear orange to boost wisdom and trust.',
        tip2: 'Start learning something new or read a good book.',
        tip3: 'Remember a teacher or mentor who once helped you.',
      },
      friday: {
        name: 'Friday',
        colour: 'Light blue',
        blurb:
          'Friday belongs to Venus, the star of love, happiness and art. Your charm is strong: a good day to meet someone special and enjoy what you love.',
        tip1: 'Wear light blue to brighten your love life.',
        tip2: 'Give yourself a small reward after a hard week.',
        tip3: 'Send a kind message to someone you miss.',
      },
      saturday: {
        name: 'Saturday',
        colour: 'Purple',
        blurb:
          'Saturday belongs to Saturn: patience and responsibility. A good day to get organised, clear old tasks and make merit.',
        tip1: 'Wear purple for steadiness and to soften misfortune.',
        tip2: 'Tidy your home or desk to let good energy in.',
        tip3: 'Make merit or help someone to bring yourself good fortune.',
      },
    },
  },
  notFound: {
    title: 'Page not found',
    message: 'The link may be wrong, or the page may have moved.',
    backHome: 'Back to home',
  },
  /** A day, and a moment, as `lib/calendar-words.ts` words them (month names: `home.months`). */
  dates: {
    day: '{{day}} {{month}} {{year}}',
    dayTime: '{{day}} {{month}} {{year}}, {{time}}',
  },
  error: {
    title: 'Something went wrong',
    message: 'Sorry, something broke for a moment. Please try again or reload the page.',
    reload: 'Reload page',
    retry: 'Try again',
  },
};
