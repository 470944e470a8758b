import type { TFunction } from 'i18next';
import { localToday, MONTH_KEYS, toBuddhistYear, WEEKDAY_KEYS } from '../../../lib/thai-date.ts';
import type { CoinTransaction } from '../api/coin-transactions.ts';

const TOPICS = new Set([
  'career',
  'compatibility',
  'finance',
  'love',
  'luck',
  'obstacles',
  'phone-number',
  'their-feelings',
  'thinking-person',
  'love-sticks',
] as const);
type Topic = typeof TOPICS extends Set<infer T> ? T : never;

const isTopic = (kind: string | null): kind is Topic => TOPICS.has(kind as Topic);

/** What a row is called: "ซื้อเหรียญ", "โบนัสต้อนรับ", "ดูดวง: ความรัก", "ดูลายมือ", … */
export function transactionTitle(t: TFunction, item: CoinTransaction): string {
  if (item.kind === 'adjustment') {
    // The team's own reason is not shown to the user (decision 055): only which way it went.
    return item.direction === 'in'
      ? t('coins.history.adjustmentIn')
      : t('coins.history.adjustmentOut');
  }
  if (item.kind === 'reading') {
    if (item.readingKind === 'palm') return t('coins.history.palmReading');
    if (isTopic(item.readingKind)) {
      return t('coins.history.readingOf', {
        topic: t(`coins.history.topics.${item.readingKind}`),
      });
    }
  }
  return t(`coins.history.kinds.${item.kind}`, { defaultValue: t('coins.history.kinds.deduct') });
}

/**
 * The row's note besides its time: coins held for work in progress, or released; for the team's
 * adjustment, where to ask about it.
 */
export function transactionStatusNote(t: TFunction, item: CoinTransaction): string | null {
  if (item.kind === 'adjustment' && item.status === 'posted') {
    return t('coins.history.adjustmentNote');
  }
  if (item.status === 'held') {
    return item.kind === 'chat_message'
      ? t('coins.history.status.heldChat')
      : t('coins.history.status.held');
  }
  if (item.status === 'voided') return t('coins.history.status.voided');
  return null;
}

/** The local calendar day of a moment, `YYYY-MM-DD`: rows are grouped by it. */
export function dayOf(iso: string): string {
  return localToday(new Date(iso));
}

/**
 * A day's heading, from the catalogue rather than Intl (no Buddhist-calendar load): Thai
 * "วันพุธที่ 25 พฤศจิกายน พ.ศ. 2569", English "Wednesday, 25 November 2026".
 */
export function dayHeading(t: TFunction, iso: string): string {
  const date = new Date(iso);
  const weekday = WEEKDAY_KEYS[date.getDay()] ?? 'sunday';
  const month = MONTH_KEYS[date.getMonth()] ?? 'january';
  return t('coins.history.day', {
    weekday: t(`home.weekdays.${weekday}.name`),
    day: date.getDate(),
    month: t(`home.months.${month}`),
    year: date.getFullYear(),
    buddhistYear: toBuddhistYear(date.getFullYear()),
  });
}

/** The local time of a row, 24-hour as Thai readers write it ("17:03 น."). */
export function timeOfDay(t: TFunction, iso: string): string {
  const date = new Date(iso);
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return t('coins.history.time', { time });
}
