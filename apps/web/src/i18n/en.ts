import { chatEn } from './chat-en.ts';
import { palmEn } from './palm-en.ts';
import { paymentsEn } from './payments-en.ts';
import { readingsEn } from './readings-en.ts';
import type { Catalogue } from './th.ts';

/** English. Typed as the Thai catalogue, so a missing or extra key fails the typecheck. */
export const en: Catalogue = {
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
    profile: 'Profile',
  },
  footer: {
    label: 'More information',
    help: 'Help',
    support: 'Contact us',
    terms: 'Terms of use',
    privacy: 'Privacy policy',
  },
  splash: {
    label: 'Opening Duangdee',
    skip: 'Skip',
  },
  home: {
    title: "Today's fortune",
    luckyColourLabel: 'Lucky colour of the day',
    tipsTitle: "Today's tips for good luck",
    exploreTitle: 'Want to know more?',
    exploreBody: 'Palm reading, love, career, finance and many more readings are waiting for you',
    exploreCta: 'Choose a reading',
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
  fortune: {
    title: 'Fortune',
    subtitle: 'Pick what you want to know and open your fortune',
    price: '{{amount}} coins',
    kinds: {
      palm: {
        title: 'Palm reading',
        description: 'Take a photo of your palm and read your life, love and career lines',
      },
      career: {
        title: 'Career',
        description: 'Your career path, chances to grow and the right time to change jobs',
      },
      compatibility: {
        title: 'Compatibility',
        description: 'See how well you match with the one you like',
      },
      finance: {
        title: 'Finance',
        description: 'Income, spending and the luck coming your way',
      },
      love: {
        title: 'Love',
        description: 'Your love life right now, single or in a relationship',
      },
      loveSticks: {
        title: 'Love sticks (Siam Si)',
        description: 'Make a wish, shake the sticks and receive a reading for your heart',
      },
      luck: {
        title: 'Luck',
        description: 'Lucky times, lucky numbers and what brings you good fortune',
      },
      obstacles: {
        title: 'Obstacles',
        description: 'Know what is holding you back and how to get past it',
      },
      phoneNumber: {
        title: 'Lucky phone number',
        description: 'Numerology analysis of your phone number',
      },
      theirFeelings: {
        title: 'Their feelings',
        description: 'Find out how the person you like feels about you',
      },
      thinkingPerson: {
        title: 'Who is thinking of you',
        description: 'See whether someone is secretly thinking of you',
      },
    },
  },
  screens: {
    fortuneTelling: 'Start a reading',
    chat: 'Chat with a fortune teller',
    history: 'Reading history',
    fortuneResults: 'Reading results',
    palmAnalysis: 'Palm analysis',
    wallet: 'Coin wallet',
    payment: 'Payment',
    profile: 'Profile',
    paymentSuccess: 'Payment successful',
    paymentCancel: 'Payment cancelled',
    test: 'Test page',
    productChatTest: 'Chat test: {{product}}',
    palmAnalysisTest: 'Palm analysis test',
    signInCallback: 'Signing you in',
  },
  comingSoon: {
    badge: 'Coming soon',
    message: 'We are getting this part ready. It will not be long.',
    backHome: 'Back to home',
  },
  notFound: {
    title: 'Page not found',
    message: 'The link may be wrong, or the page may have moved.',
    backHome: 'Back to home',
  },
  error: {
    title: 'Something went wrong',
    message: 'Sorry, something broke for a moment. Please try again or reload the page.',
    reload: 'Reload page',
    retry: 'Try again',
  },
  settings: {
    title: 'Settings',
    theme: 'Theme',
    themeOptions: {
      light: 'Light',
      dark: 'Dark',
      auto: 'System',
    },
    themeAutoHint: "System: follows your device's light or dark setting",
    language: 'Language',
    languageNames: {
      th: 'ไทย',
      en: 'English',
    },
    more: 'Information and help',
  },
  terms: {
    title: 'Terms of use',
    intro:
      'By using Duangdee you accept the following terms. Please read them before using the service.',
    sections: {
      service: {
        title: 'Our service',
        body: 'Duangdee offers online fortune telling such as palm reading, love and career readings and a chat with a fortune teller. Readings are for entertainment and general guidance only, not medical, legal or investment advice.',
      },
      coins: {
        title: 'Coins and payments',
        body: 'Coins are credits for use inside Duangdee only. They cannot be exchanged for cash or transferred to anyone else. Before every reading we show how many coins it costs. If a reading fails because of a system problem, the coins go back to your wallet automatically.',
      },
      account: {
        title: 'Your account',
        body: 'You can use Duangdee as a guest or sign in with e-mail or a social account. Keep the codes we e-mail you secret and do not let anyone else use your account.',
      },
      conduct: {
        title: 'Acceptable use',
        body: "Do not use the service for anything unlawful, upload other people's photos without their permission, or try to disrupt the system. We may suspend accounts that break these terms.",
      },
      changes: {
        title: 'Changes to these terms',
        body: 'We may update these terms from time to time and will tell you in the app about important changes.',
      },
    },
  },
  privacy: {
    title: 'Privacy policy',
    intro:
      "Duangdee cares about your personal data and follows Thailand's Personal Data Protection Act B.E. 2562 (2019) (PDPA).",
    sections: {
      collect: {
        title: 'What we collect',
        body: 'Your e-mail, display name, the palm photos you upload, what you enter for a reading such as your birth date, your coin and payment history, and technical data needed to keep the system secure.',
      },
      use: {
        title: 'How we use it',
        body: 'To provide readings, look after your account and coins, prevent fraud and improve the service. We never sell your personal data, and we remove location and camera data from palm photos before storing them.',
      },
      retention: {
        title: 'How long we keep it',
        body: 'We keep data only as long as the service needs it and the law requires. After that we delete it or make it impossible to identify you.',
      },
    },
    rights: {
      title: 'Your rights under the PDPA',
      intro: 'As the owner of your data you have the right to:',
      access: 'access your personal data and get a copy of it',
      correction: 'have your data corrected, kept up to date and complete',
      deletion: 'have your personal data deleted or destroyed',
      withdrawal:
        'withdraw your consent at any time, without affecting processing done before you withdrew it',
      objection: 'object to, or ask us to restrict, the use of your personal data',
    },
    contact: {
      title: 'Contact about personal data',
      body: 'To use any of these rights, contact us at <mail>{{email}}</mail>. We will act and reply within 30 days.',
    },
  },
  help: {
    title: 'Help',
    intro: 'Frequently asked questions',
    faq: {
      start: {
        question: 'How do I start a reading?',
        answer:
          'Tap "Fortune" in the bar at the bottom, pick a reading and follow the steps on screen. You can continue as a guest or sign in first.',
      },
      coins: {
        question: 'What are coins and how do I get them?',
        answer:
          'Coins pay for readings and for chatting with the fortune teller. You get them by buying a package, from the welcome bonus for new users, and by inviting friends.',
      },
      payment: {
        question: 'How can I pay?',
        answer: 'PromptPay by QR code, credit or debit card, or by attaching a bank transfer slip.',
      },
      palm: {
        question: 'How do I take a clear palm photo?',
        answer:
          'Use good light, open your hand so the whole palm and its lines are clearly visible, and keep shadows off it.',
      },
      refund: {
        question: 'Do I get my coins back if a reading fails?',
        answer:
          'Yes. If a reading fails because of a system problem, the coins go back to your wallet automatically.',
      },
    },
    moreTitle: 'Still need help?',
    contactLink: 'Contact the team',
  },
  support: {
    title: 'Contact us',
    intro: 'Questions, problems or suggestions? The Duangdee team is happy to help.',
    emailLabel: 'E-mail',
    hours: 'We reply within 1–2 working days (Monday–Friday, 9:00–18:00 Thailand time).',
    checklistTitle: 'To help us help you faster, please include',
    checklist: {
      account: 'the e-mail you sign in with (if any)',
      time: 'the date and time the problem happened',
      payment: 'the payment reference, if it is about buying coins',
    },
    faqLink: 'See frequently asked questions',
  },
  auth: {
    signIn: 'Sign in',
    signInTitle: 'Sign in to Duangdee',
    signInIntro: 'Get a one-time code by e-mail. No password to remember.',
    emailLabel: 'E-mail',
    emailPlaceholder: 'you@example.com',
    sendCode: 'Send sign-in code',
    sending: 'Sending…',
    codeTitle: 'Enter the code from your e-mail',
    codeSentTo: 'We sent a {{length}}-digit code to {{email}}',
    codeLabel: '{{length}}-digit code',
    verify: 'Verify code',
    verifying: 'Checking…',
    resendIn: 'New code in {{seconds}} s',
    resend: 'Send a new code',
    changeEmail: 'Change e-mail',
    orContinueWith: 'or continue with',
    providers: { google: 'Google', line: 'LINE', facebook: 'Facebook' },
    continueWith: 'Continue with {{provider}}',
    close: 'Close',
    welcomeBack: 'Signed in. Welcome!',
    signedOut: 'Signed out',
    errors: {
      required: 'This field is required',
      email: 'Please enter a valid e-mail',
      codeLength: 'The code has {{length}} digits',
      invalidCode: 'Wrong code, try again ({{left}} tries left)',
      invalidCodeNoTries: 'This code no longer works. Please request a new one.',
      expiredCode: 'The code has expired. Please request a new one.',
      locked: 'Too many wrong codes. Sign-in by code is paused for an hour.',
      tooSoon: 'Too many requests. Please wait {{seconds}} s.',
      network: 'Cannot reach the server. Please check your connection.',
      generic: 'Sign-in failed. Please try again.',
    },
  },
  pdpa: {
    title: 'Your privacy matters to us',
    body: "Duangdee keeps and uses what you give us (such as your birth date, palm photo and questions) only to read your fortune, under Thailand's Personal Data Protection Act (PDPA). You can see, correct or delete your data, or withdraw consent, at any time.",
    readPolicy: 'Read the privacy policy',
    accept: 'Accept and start',
    decline: 'Decline',
    declined: 'We keep none of your data. You can still browse, and give consent later.',
  },
  oauthCallback: {
    processing: 'Signing you in…',
    success: 'Signed in',
    failure: 'Sign-in failed',
    failureBody: 'Signing in with the provider failed or was cancelled. Please try again.',
    errors: {
      invalidProvider: 'Unknown sign-in provider',
      callbackFailed: 'The provider did not complete the sign-in',
      missingToken: 'No sign-in data was received',
      missingParams: 'The sign-in answer was incomplete',
    },
    goBack: 'Back to profile',
  },
  profile: {
    title: 'Profile',
    guestTitle: 'You are browsing as a guest',
    guestBody: 'Sign in to keep your readings, buy coins and get your welcome coins.',
    details: 'Details for your readings',
    displayName: 'Display name',
    birthDate: 'Birth date',
    birthTime: 'Birth time (if known)',
    gender: 'Gender',
    genders: { unspecified: 'Prefer not to say', female: 'Female', male: 'Male', other: 'Other' },
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved',
    saveFailed: 'Could not save. Please try again.',
    privacyTitle: 'Your personal data',
    exportData: 'Download my data',
    deleteAccount: 'Delete account',
    deleteConfirm: 'Delete your account and all personal data? This cannot be undone.',
    deleted: 'Account deleted',
    signOut: 'Sign out',
    adminBadge: 'Admin',
    errors: {
      birthDateFuture: 'The birth date cannot be in the future',
      displayNameLong: 'The name is longer than 100 characters',
    },
  },
  wallet: {
    balanceLabel: 'My coins',
    coins: '{{count}} coins',
    welcomeTitle: 'Welcome to Duangdee',
    welcomeBody: 'Free coins for new members, ready for your first readings.',
    welcomeClaiming: 'Claiming your welcome coins…',
    welcomeClaim: 'Claim free coins',
    welcomeGranted: '{{count}} welcome coins received',
    welcomeError: 'Something went wrong receiving your credit. Please try again.',
    close: 'Close',
    insufficientTitle: 'Not enough coins',
    insufficientBody: 'You need {{required}} but have {{current}}',
    insufficientHow: 'Top up on your profile page, or invite friends to earn reward coins.',
    insufficientCta: 'Get coins',
    consentTitle: 'Confirm using coins',
    consentBody: 'This takes coins from your wallet.',
    consentTotal: 'Total {{count}} coins',
    consentRemember: 'Remember my choice and do not ask again',
    consentAccept: 'Confirm',
    consentCancel: 'Cancel',
    lowBalanceText:
      'Running low on coins. Invite a friend and get {{count}} free coins for each one.',
    lowBalanceCta: 'Invite a friend',
    lowBalanceDismiss: 'Not now',
    errors: {
      noToken: 'Please sign in to see your coins',
      notAuthenticated: 'Please sign in to see your coins',
      invalidToken: 'Please sign in again',
      server: 'The system has a problem. Please try again later.',
      signInAgain: 'Please sign in again',
      network: 'Cannot connect to the server',
      unknown: 'Could not load your coins',
    },
  },
  payments: paymentsEn,
  palm: palmEn,
  chat: chatEn,
  readings: readingsEn,
};
