import type { DailyFortune } from '@duangdee/contract/feed';
import type { PushMessage } from '@duangdee/contract/push';

/** The tag and topic of the daily fortune: today's replaces yesterday's, never piles up. */
export const DAILY_FORTUNE_TAG = 'daily-fortune';

/**
 * The daily fortune as a notification, in the reader's language: the day's colour and the
 * day's first tip (read for their birth date when their profile has one), the same text as the
 * card at `/feed/daily/{date}`. A tap opens the app's home, where the whole card is.
 */
export function dailyFortuneMessage(fortune: DailyFortune): PushMessage {
  const line = fortune.tips[0] ?? fortune.reading;
  const colour = fortune.colour_of_day.name;
  if (fortune.language === 'en') {
    return {
      title: `Your fortune for ${fortune.weekday}`,
      body: `Today’s colour is ${colour}.\n${line}`,
      url: '/',
      tag: DAILY_FORTUNE_TAG,
      lang: 'en',
    };
  }
  return {
    title: `ดวงประจำ${fortune.weekday}ของคุณมาแล้ว`,
    body: `สีประจำวันนี้คือ${colour}\n${line}`,
    url: '/',
    tag: DAILY_FORTUNE_TAG,
    lang: 'th',
  };
}
