import type { contentTh } from './content-th.ts';

/** English words of the content screens, the cookie banner and the first-visit welcome. */
export const contentEn: typeof contentTh = {
  terms: {
    title: 'Terms of service',
    intro:
      'These terms are the agreement between you and Duangdee. By using the app you confirm that you have read and accept them. Please read them before using the service.',
    updated: 'Last updated 27 November 2026',
    sections: {
      service: {
        title: '1. Our service',
        body: 'Duangdee offers fortune readings online: palm reading from a photo, love, career and finance readings, fortune sticks (เซียมซี), phone-number numerology and a chat with a fortune teller. Readings are written by Duangdee’s own fortune engine, or by an AI model when one is enabled.',
      },
      entertainment: {
        title: '2. Readings are for entertainment',
        body: 'Every reading is for entertainment and reflection only. It is not medical, mental-health, legal, financial or investment advice. For decisions that matter, please consult a qualified professional.',
      },
      eligibility: {
        title: '3. Users under 20',
        body: 'If you are a minor (under 20 years of age), you need the consent of a parent or guardian before using the app and before every coin purchase.',
      },
      account: {
        title: '4. Your account',
        body: 'You may use the app as a guest, or sign in with a code sent by e-mail, or with Google, LINE or Facebook where offered. Keep sign-in codes to yourself, do not let others use your account, and tell us at once if you think someone else has. You can delete your account yourself at any time on the privacy page.',
      },
      coins: {
        title: '5. Coins',
        body: 'Coins are virtual credits for use within Duangdee only. They are not money or electronic money, cannot be cashed out, and cannot be transferred or sold to anyone else. The coins each service costs are shown before you start, and may change; a change never affects something already started.',
      },
      bonuses: {
        title: '6. Welcome and referral coins',
        body: 'New members receive welcome coins once per account, and members who invite friends may earn reward coins under the conditions shown in the app. These coins are free and cannot be exchanged for money. We may cancel coins obtained through duplicate accounts or dishonest referrals.',
      },
      payments: {
        title: '7. Buying coins and payment',
        body: 'You can buy coin packages with PromptPay QR, a credit or debit card, or by attaching a bank-transfer slip. Package prices are shown in baht on the wallet page. Each QR code expires after a set time, and each slip can pay for one payment only. Coins are added once the payment is confirmed.',
      },
      refunds: {
        title: '8. Coins back and refunds',
        body: 'When a reading starts, its coins are held and only charged once the reading is done. If a reading fails, the held coins return to your wallet automatically. Money paid for coins is refunded only where the law requires it, for example a duplicate charge or a payment for which no coins arrived. For payment problems, please contact us on the support page.',
      },
      conduct: {
        title: '9. Acceptable use',
        body: 'Do not use the service unlawfully, upload photos of other people without their permission, send abusive, harassing or infringing messages, use forged or someone else’s slips, or try to break into, automate or disrupt the service. We may suspend or close accounts that break these terms.',
      },
      liability: {
        title: '10. Responsibility',
        body: 'We work to keep the service running well, but it may sometimes be down for maintenance or fail. Decisions you make based on a reading are your own responsibility. Nothing here limits your rights as a consumer under the law.',
      },
      changes: {
        title: '11. Changes to these terms',
        body: 'We may update these terms from time to time. We will tell you in the app before an important change takes effect; continuing to use the app afterwards means you accept the new terms.',
      },
      law: {
        title: '12. Governing law',
        body: 'These terms are governed by the laws of the Kingdom of Thailand. Disputes that cannot be settled are subject to the Thai courts.',
      },
    },
    contact: 'Questions about these terms? Write to us at <mail>{{email}}</mail>',
    privacyLink: 'Read the privacy notice',
  },
  privacy: {
    title: 'Privacy notice',
    intro:
      'Duangdee cares about your personal data. This notice explains what we collect, why, how long we keep it, and how to use your rights under Thailand’s Personal Data Protection Act B.E. 2562 (2019) (PDPA).',
    updated: 'Last updated 27 November 2026',
    controller: {
      title: 'Data controller',
      body: 'The operator of the Duangdee app is the controller of your personal data. For anything about your personal data, write to <mail>{{email}}</mail>',
    },
    collect: {
      title: 'What we collect',
      intro: 'We collect only what the service needs:',
      items: {
        account:
          'Account: e-mail, display name, and the sign-in account you chose (Google, LINE or Facebook)',
        birth: 'For readings: birth date, birth time, gender, and phone numbers you ask us to read',
        palm: 'Palm photos you upload, with location and camera data removed before they are stored',
        readings:
          'Your questions, chat messages and readings, including names of other people you enter',
        payments: 'Payments, attached transfer slips, and the sending bank read from a slip',
        coins: 'Your coin balance and the history of coins received and spent',
        devices:
          'Guest id, your browser’s device id, browser type, and a keyed hash of your IP address (never the address itself)',
        cookies: 'Cookies and browser storage, as described under Cookies below',
        support: 'Messages you send to the team, and the e-mail address to answer',
      },
    },
    purposes: {
      title: 'Purposes and legal bases',
      items: {
        contract:
          'To provide the service you signed up for (contract): your account, the readings you ask for, your coins, and answers to your questions',
        consent:
          'With your consent: using your reading details and palm photos to write readings, sending news and promotions, and non-essential cookies',
        legitimate:
          'For our legitimate interests: keeping the service secure, preventing fraud such as reused slips, and improving the service',
        legal: 'To meet legal obligations: keeping payment records under accounting and tax law',
      },
    },
    retention: {
      title: 'How long we keep it',
      body: 'Your account, readings, chats and palm photos are kept while your account is in use. When you delete your account, they are deleted or made anonymous at once; only anonymous payment and coin records remain for the period accounting and tax law requires, along with a record of when you gave or withdrew consent. Sign-in codes expire within 5 minutes. Guests who decline consent are deleted immediately.',
    },
    recipients: {
      title: 'Who may receive it',
      body: 'We never sell your personal data. We share only what is needed with: payment providers (PromptPay banks and our card processor), the e-mail service that sends sign-in codes, the sign-in provider you choose, an AI model provider when enabled (only the question, reading details and palm photo needed to write a reading), our hosting provider, and authorities where the law requires.',
    },
    transfer: {
      title: 'Transfers abroad',
      body: 'Our card processor and some AI model providers may process data outside Thailand. We transfer data abroad only as sections 28 and 29 of the PDPA allow, for example where the destination has adequate protection, appropriate safeguards are agreed, or it is needed to perform our contract with you.',
    },
    security: {
      title: 'Security',
      body: 'Data travels over encrypted connections, palm photos and slips are private to their owner, and access to personal data is limited to those who need it.',
    },
    cookies: {
      title: 'Cookies',
      body: 'We use necessary cookies so the app works and stays secure, for example your sign-in, guest id, language and theme. Other cookies — functionality and personalisation, analytics, and advertising — are used only if you allow them, and you can change this at any time.',
      settings: 'Cookie settings',
    },
    rights: {
      title: 'Your rights under the PDPA',
      intro: 'As the owner of your personal data, you have the right to:',
      access: 'access your personal data and get a copy',
      portability:
        'receive it in a commonly used machine-readable format, and have it sent to others',
      correction: 'have it corrected, kept up to date and complete',
      deletion: 'have it deleted, destroyed or made anonymous',
      restriction: 'have its use suspended',
      objection: 'object to its collection, use or disclosure',
      withdrawal:
        'withdraw consent at any time, without affecting processing done before the withdrawal',
      complaint: 'complain to the Office of the Personal Data Protection Committee',
    },
    howTo: {
      title: 'Use your rights in the app',
      signedIn:
        'Download a copy of all your data, withdraw or give consent, and delete your account below. Edit your name and birth date on your profile, and change cookies with the button under Cookies.',
      guest:
        'Once signed in, you can download your data, withdraw consent and delete your account yourself on this page. As a guest, you can also write to us at the address below.',
    },
    contact: {
      title: 'Contact about personal data',
      body: 'To use any of these rights, or with questions about this notice, write to <mail>{{email}}</mail>. We will act on your request and reply within 30 days of receiving it.',
    },
  },
  help: {
    title: 'Help',
    intro: 'Frequently asked questions. Type a word to search.',
    searchLabel: 'Search questions',
    searchPlaceholder: 'e.g. coins, slip, refund',
    clear: 'Clear search',
    resultCount: '{{count, number}} questions found',
    noResults: 'No questions match “{{query}}”. Try another word, or ask the team.',
    sections: {
      coins: 'Coins',
      payments: 'Payments',
      slips: 'Transfer slips',
      readings: 'Readings',
      account: 'Account and privacy',
    },
    faq: {
      coinsWhat: {
        question: 'What are coins?',
        answer:
          'Coins are in-app credits for readings and chatting with a fortune teller. They are not money and cannot be cashed out or given to someone else.',
      },
      coinsWelcome: {
        question: 'Do new members get free coins?',
        answer:
          'Yes. When you first sign in you receive 1,000 welcome coins to use right away, once per account.',
      },
      coinsCost: {
        question: 'How many coins does a reading cost?',
        answer:
          'Each reading’s price is on its card on the Fortune page, and you confirm the coins before every start.',
      },
      coinsInvite: {
        question: 'What do I get for inviting friends?',
        answer:
          'When a friend signs up through your link, you earn reward coins under the conditions shown in the app.',
      },
      paymentMethods: {
        question: 'How can I buy coins?',
        answer:
          'Go to the Coins page, pick a package, and pay with PromptPay QR or a credit or debit card. Prices are in baht.',
      },
      paymentQr: {
        question: 'My PromptPay QR expired. What now?',
        answer:
          'Each QR is valid for the time shown on screen. Once expired, do not pay to it; pick the package again for a new QR.',
      },
      paymentPending: {
        question: 'I paid but my coins have not arrived',
        answer:
          'Card payments usually arrive at once; PromptPay arrives once the transfer is confirmed, and attached slips are checked by the team. If nothing has arrived after one working day, send us a question with the payment number.',
      },
      paymentRefund: {
        question: 'Can I get my money back for coins?',
        answer:
          'We refund where the law requires, for example a duplicate charge or a payment for which no coins arrived. Coins already received cannot be exchanged for money.',
      },
      slipHow: {
        question: 'How do I attach a transfer slip?',
        answer:
          'After paying to the QR, tap Attach slip on the payment page and choose the slip as a JPG, PNG or PDF file of at most 5 MB.',
      },
      slipReview: {
        question: 'How is a slip checked, and how long does it take?',
        answer:
          'The app reads the QR on the slip to match it to your payment, then the team confirms it. Coins arrive with a notification as soon as it passes, usually within one working day.',
      },
      slipReused: {
        question: 'Why does it say the slip was already used?',
        answer:
          'A slip can pay for one payment only. For a new transfer, attach that transfer’s slip. If you think this is a mistake, send us a question.',
      },
      readingsFree: {
        question: 'Is there anything free?',
        answer:
          'Yes. The daily fortune with lucky colour and tips on the home page is free every day, and you can draw one love fortune stick a day for free, without signing in.',
      },
      readingsStart: {
        question: 'How do I start a reading?',
        answer:
          'Tap "Fortune" in the bottom bar, choose what you want to know, fill in the details and confirm the coins. Most readings are ready in under a minute; palm readings take 1–2 minutes.',
      },
      readingsRefund: {
        question: 'Do I get my coins back if a reading fails?',
        answer:
          'Yes. Coins are held when a reading starts and charged only when it is done. If it fails, they return to your wallet automatically and a notification tells you.',
      },
      readingsPalm: {
        question: 'How do I take a clear palm photo?',
        answer:
          'Use good light, open your hand so the lines show across the whole palm, and avoid shadows. If the photo is not a palm, the app tells you and returns the coins.',
      },
      readingsShare: {
        question: 'Can I share a reading with a friend?',
        answer:
          'Yes. Tap Share on the result page to copy a link; your friend can open it without signing in.',
      },
      accountSignIn: {
        question: 'How do I sign in? Do I need a password?',
        answer:
          'No password. Enter your e-mail and we send you a sign-in code, valid for 5 minutes. Or sign in with Google, LINE or Facebook where offered.',
      },
      accountGuest: {
        question: 'I used the app as a guest. Is my history kept when I sign in?',
        answer:
          'Yes. When you sign in on the same browser, the readings you made as a guest move into your account.',
      },
      accountExport: {
        question: 'How do I get a copy of my data?',
        answer:
          'Sign in, open the privacy page and tap Download data. You get a ZIP file with all your data, palm photos and slips.',
      },
      accountDelete: {
        question: 'How do I delete my account?',
        answer:
          'Open the privacy page, tap Delete account and confirm. Your personal data, readings, photos and slips are deleted at once, and this cannot be undone.',
      },
    },
    moreTitle: 'Didn’t find your answer?',
    contactLink: 'Ask the team',
  },
  support: {
    title: 'Contact us',
    intro: 'A question, a problem or an idea? Write to the team; we are glad to help.',
    hours: 'We reply within 1–2 working days (Monday–Friday, 9:00–18:00).',
    faqLink: 'See the frequently asked questions first',
    form: {
      title: 'Ask the team',
      category: 'Topic',
      categories: {
        coins: 'Coins',
        payment: 'Payment',
        reading: 'Readings',
        account: 'Account',
        other: 'Other',
      },
      subject: 'Subject',
      subjectPlaceholder: 'e.g. My coins have not arrived',
      message: 'Details',
      messageHint:
        'The date and time of the problem, and the payment number for a coin purchase, help us answer faster.',
      email: 'E-mail for our reply',
      emailHint: 'We will answer at this address.',
      signedInAs: 'We will answer in the app and by e-mail at {{email}}',
      signedInNoEmail: 'We will answer in the app, on this page and in your notifications',
      send: 'Send',
      sending: 'Sending…',
      characters: '{{count, number}}/{{max, number}}',
    },
    errors: {
      required: 'Please fill this in',
      email: 'Please enter a valid e-mail',
      subjectShort: 'Subject too short: at least {{min, number}} characters',
      subjectLong: 'Subject longer than {{max, number}} characters',
      messageShort: 'Tell us a little more: at least {{min, number}} characters',
      messageLong: 'Details longer than {{max, number}} characters',
      rateLimited: 'You have sent several questions this hour. Please wait a while and try again.',
      failed: 'Could not send your question. Please try again.',
    },
    sent: {
      title: 'We have your question',
      body: 'Thank you for writing. The team will reply within 1–2 working days.',
      bodyEmail: 'Thank you for writing. The team will reply to {{email}} within 1–2 working days.',
      reference: 'Reference {{id}}',
      another: 'Send another',
    },
    tickets: {
      title: 'My questions',
      loading: 'Loading your questions…',
      loadFailed: 'Could not load your questions',
      retry: 'Try again',
      empty: 'You have not written to the team yet.',
      sentOn: 'Sent {{date}}',
      answer: 'Answer from the team',
      answeredOn: 'Answered {{date}}',
      waiting: 'The team has it and will answer soon.',
      status: {
        open: 'Waiting',
        answered: 'Answered',
        closed: 'Closed',
      },
    },
  },
  cookieConsent: {
    title: 'We use cookies',
    body: 'Necessary cookies make Duangdee work; we use others only if you allow them.',
    policyLink: 'Learn more',
    acceptAll: 'Accept all',
    reject: 'Reject',
    choose: 'Choose',
    settingsTitle: 'Cookie settings',
    settingsIntro: 'Choose which cookies to allow. You can change your mind later in Settings.',
    alwaysOn: 'Always on',
    save: 'Save choices',
    cancel: 'Cancel',
    close: 'Close',
    saved: 'Cookie settings saved',
    categories: {
      necessary: {
        title: 'Necessary',
        body: 'Keep the app working and secure: sign-in, guest id and abuse protection. Cannot be turned off.',
      },
      functional: {
        title: 'Functionality and personalisation',
        body: 'Remember your choices and suggest content that suits your interests.',
      },
      analytics: {
        title: 'Analytics',
        body: 'Count visitors and see which parts are used most, to improve the service.',
      },
      ads: {
        title: 'Advertising',
        body: 'Show ads that match your interests and measure how they perform.',
      },
    },
  },
  firstVisit: {
    title: 'Welcome to Duangdee',
    body: 'Duangdee is your fortune teller in your pocket: palm reading from a photo, love, career and finance readings, and a chat with a fortune teller.',
    dailyTitle: 'Free every day',
    daily: 'Today’s fortune, lucky colour and tips, free on the home page',
    sticks: 'One free love fortune stick a day, no sign-in needed',
    start: 'Draw a free stick',
    later: 'See today’s fortune first',
  },
};
