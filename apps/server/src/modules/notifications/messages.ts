import type { ResultKind } from '@duangdee/contract/readings';
import type { ReadingSessionRow } from '../readings/repo.ts';
import { isCaringReply } from '../readings/presenters.ts';
import type { NewNotification, NotificationRow } from './repo.ts';

/** What the reading was about, as it reads after "คำทำนาย" / "Your … reading". */
const READING_SUBJECTS: Record<ResultKind, { th: string; en: string }> = {
  career: { th: 'เรื่องการงานของคุณ', en: 'career' },
  compatibility: { th: 'ดวงสมพงษ์ของคุณ', en: 'compatibility' },
  finance: { th: 'เรื่องการเงินของคุณ', en: 'finance' },
  love: { th: 'เรื่องความรักของคุณ', en: 'love' },
  luck: { th: 'เรื่องโชคลาภของคุณ', en: 'luck' },
  obstacles: { th: 'เรื่องอุปสรรคของคุณ', en: 'obstacles' },
  'phone-number': { th: 'เบอร์โทรของคุณ', en: 'phone number' },
  'their-feelings': { th: 'ว่าเขารู้สึกอย่างไรกับคุณ', en: '“how do they feel”' },
  'thinking-person': { th: 'ว่าใครกำลังคิดถึงคุณ', en: '“who is thinking of you”' },
  'love-sticks': { th: 'เซียมซีความรักของคุณ', en: 'love fortune stick' },
  palm: { th: 'ลายมือของคุณ', en: 'palm' },
};
const ANY_READING = { th: 'ของคุณ', en: '' };

/** A settled reading, as the notification needs it. */
export type SettledReading = Pick<
  ReadingSessionRow,
  'id' | 'userId' | 'kind' | 'status' | 'holdId' | 'cost' | 'result'
>;

const coinsTh = (n: number) => n.toLocaleString('th-TH');
const coinsEn = (n: number) => n.toLocaleString('en-US');

/** The welcome coins arrived. */
export function welcomeBonusNotification(userId: string, coins: number): NewNotification {
  return {
    userId,
    kind: 'welcome_bonus',
    titleTh: 'ยินดีต้อนรับสู่ดวงดี',
    titleEn: 'Welcome to Duangdee',
    bodyTh: `เราเติม ${coinsTh(coins)} เหรียญต้อนรับเข้ากระเป๋าให้แล้ว เลือกเรื่องที่อยากรู้ได้เลย`,
    bodyEn: `We added ${coinsEn(coins)} welcome coins to your wallet. Pick what you’d like to know.`,
  };
}

/** The longest part of a ticket's subject quoted in its answer's notification. */
const QUOTED_SUBJECT_MAX = 60;

/** The team answered the user's support ticket; the answer is read on `/support`. */
export function supportAnswerNotification(ticket: {
  ticketId: string;
  userId: string;
  subject: string;
}): NewNotification {
  const subject =
    ticket.subject.length > QUOTED_SUBJECT_MAX
      ? `${ticket.subject.slice(0, QUOTED_SUBJECT_MAX - 1)}…`
      : ticket.subject;
  return {
    userId: ticket.userId,
    kind: 'support_answer',
    titleTh: 'ทีมงานตอบคำถามของคุณแล้ว',
    titleEn: 'We answered your question',
    bodyTh: `เรื่อง “${subject}” แตะเพื่ออ่านคำตอบได้เลย`,
    bodyEn: `About “${subject}”. Tap to read our answer.`,
    data: { ticket_id: ticket.ticketId },
  };
}

/**
 * A friend who joined with the user's invite topped up for the first time: the reward waits to be
 * claimed on /invite.
 */
export function referralRewardNotification(userId: string, coins: number): NewNotification {
  return {
    userId,
    kind: 'referral_reward',
    titleTh: `เพื่อนของคุณเติมเหรียญครั้งแรกแล้ว รับ ${coinsTh(coins)} เหรียญ`,
    titleEn: `Your friend made their first top-up: ${coinsEn(coins)} coins for you`,
    bodyTh: 'ขอบคุณที่ชวนเพื่อนมาดูดวงด้วยกัน แตะเพื่อรับเหรียญได้เลย',
    bodyEn: 'Thank you for inviting a friend. Tap to claim your coins.',
  };
}

/**
 * A reading is ready to read, or could not be made (its held coins went back); null for a status
 * that is not an end.
 */
export function readingNotification(reading: SettledReading): NewNotification | null {
  if (reading.status !== 'completed' && reading.status !== 'failed') return null;
  const subject = READING_SUBJECTS[reading.kind as ResultKind] ?? ANY_READING;
  const base = {
    userId: reading.userId,
    data: { session_id: reading.id, kind: reading.kind },
  };
  if (reading.status === 'completed' && isCaringReply(reading.result)) {
    return {
      ...base,
      kind: 'reading_ready',
      titleTh: 'หมอดูฝากข้อความถึงคุณ',
      titleEn: 'A message for you',
      bodyTh: 'แตะเพื่ออ่านได้เลย ครั้งนี้ไม่หักเหรียญ',
      bodyEn: 'Tap to read it. No coins were taken.',
    };
  }
  const yourReading = subject.en ? `your ${subject.en} reading` : 'your reading';
  if (reading.status === 'completed') {
    return {
      ...base,
      kind: 'reading_ready',
      titleTh: `คำทำนาย${subject.th}พร้อมแล้ว`,
      titleEn: `${yourReading[0]?.toUpperCase()}${yourReading.slice(1)} is ready`,
      bodyTh: 'แตะเพื่ออ่านคำทำนายได้เลย',
      bodyEn: 'Tap to read it.',
    };
  }
  const refunded = reading.holdId ? reading.cost : 0;
  return {
    ...base,
    kind: 'reading_refunded',
    titleTh: refunded > 0 ? 'ดูดวงไม่สำเร็จ คืนเหรียญให้แล้ว' : 'ดูดวงไม่สำเร็จ',
    titleEn: refunded > 0 ? 'Reading failed, coins returned' : 'Reading failed',
    bodyTh:
      refunded > 0
        ? `ขออภัย หมอดูยังเปิดคำทำนาย${subject.th}ไม่ได้ เราคืน ${coinsTh(refunded)} เหรียญเข้ากระเป๋าให้แล้ว ลองใหม่ได้เลย`
        : `ขออภัย หมอดูยังเปิดคำทำนาย${subject.th}ไม่ได้ ลองใหม่อีกครั้งนะ`,
    bodyEn:
      refunded > 0
        ? `Sorry, we couldn't make ${yourReading}. ${coinsEn(refunded)} coins are back in your wallet; please try again.`
        : `Sorry, we couldn't make ${yourReading}. Please try again.`,
  };
}

/** The team gave a reading's coins back (a user's complaint, a reading that went wrong). */
export function adminRefundNotification(refund: {
  sessionId: string;
  userId: string;
  kind: string;
  coins: number;
}): NewNotification {
  const subject = READING_SUBJECTS[refund.kind as ResultKind] ?? ANY_READING;
  const yourReading = subject.en ? `your ${subject.en} reading` : 'your reading';
  return {
    userId: refund.userId,
    kind: 'reading_refunded',
    data: { session_id: refund.sessionId, kind: refund.kind },
    titleTh: `ทีมงานคืน ${coinsTh(refund.coins)} เหรียญให้คุณแล้ว`,
    titleEn: `We returned ${coinsEn(refund.coins)} coins to you`,
    bodyTh: `เหรียญของคำทำนาย${subject.th}กลับเข้ากระเป๋าเรียบร้อย ขอบคุณที่แจ้งเรามานะ`,
    bodyEn: `The coins for ${yourReading} are back in your wallet. Thank you for letting us know.`,
  };
}

/** Where a tap on a notification leads in the app (spec §2 routes), or null. */
export function linkOf(row: Pick<NotificationRow, 'kind' | 'data'>): string | null {
  const data = row.data ?? {};
  if (row.kind === 'welcome_bonus') return '/fortune';
  if (row.kind === 'referral_reward') return '/invite';
  if (row.kind.startsWith('payment_')) return '/wallet';
  if (row.kind === 'support_answer') return '/support';
  if (row.kind === 'reading_ready' || row.kind === 'reading_refunded') {
    const session = typeof data.session_id === 'string' ? data.session_id : null;
    const kind = typeof data.kind === 'string' ? data.kind : null;
    if (!session || !kind) return '/history';
    if (row.kind === 'reading_refunded') return '/history';
    if (kind === 'palm') return `/palm-analysis?${new URLSearchParams({ session })}`;
    return `/fortune-results?${new URLSearchParams({ kind, session })}`;
  }
  return null;
}
