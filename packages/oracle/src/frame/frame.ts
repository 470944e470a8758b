/**
 * A question's frame: what a person asked, read before anything is written — its topic, who does
 * what to whom (she borrowed, or she lent), whether the act is negated ("เขาไม่เคยชวน"), an
 * exclamation that is not content ("ตายแล้ว ลืมวันครบรอบ"), the time asked ("ภายในสามเดือน",
 * "ต้นปีหน้า"), the person's field now and the one they want, and a place (a province is not
 * abroad). Every reading and chat reply is composed from it.
 *
 * The labelled questions that define "right" are `frame-corpus.ts`.
 */

/** What the question is about. */
export const FRAME_TOPICS = [
  'love',
  'work',
  'money',
  'health',
  'study',
  'family',
  'friends',
  'travel',
  'home',
  'legal',
  'luck',
  'general',
] as const;
export type FrameTopic = (typeof FRAME_TOPICS)[number];

/** The people a question names, by their role to the asker. */
export const FRAME_PARTIES = [
  'self',
  'partner',
  'spouse',
  'ex',
  'crush',
  'mother',
  'father',
  'parents',
  'sibling',
  'child',
  'relative',
  'in-law',
  'friend',
  'boss',
  'colleague',
  'team',
  'customer',
  'landlord',
  'other',
] as const;
export type FrameParty = (typeof FRAME_PARTIES)[number];

/** The asker's family, by role (partners and exes are love, not family). */
export const FAMILY_PARTIES: ReadonlySet<FrameParty> = new Set<FrameParty>([
  'mother',
  'father',
  'parents',
  'sibling',
  'child',
  'relative',
  'in-law',
]);

/**
 * The acts that change a reading's meaning when their doer is misread. `borrow`: the actor
 * borrows from the target (so the target lent); `lend`: the actor lends to the target.
 */
export const FRAME_ACTS = [
  'borrow',
  'lend',
  'repay',
  'owe',
  'quarrel',
  'resign',
  'dismiss',
  'move',
  'invite',
  'contact',
  'reply',
  'ignore',
  'leave',
  'break-up',
  'reconcile',
  'cheat',
  'confess',
  'propose',
  'marry',
  'apply',
  'interview',
  'promote',
  'transfer',
  'start-business',
  'expand-business',
  'invest',
  'buy',
  'sell',
  'exam',
  'study',
  'travel',
  'treat',
  'forget',
  'lie',
  'help',
  'criticise',
] as const;
export type FrameAct = (typeof FRAME_ACTS)[number];

/** The main thing that happened or may happen, and who does it to whom. */
export interface FrameEvent {
  act: FrameAct;
  actor: FrameParty;
  /** Who the act is done to or with, when the question says. */
  target?: FrameParty;
  /** The act is negated or absent: "เขาไม่เคยชวน", "ยังไม่คืน", "ไม่ตอบแชท". */
  negated?: boolean;
}

/** Lines of work, for "now" and "wanted" (a dental assistant moving into marketing). */
export const FRAME_FIELDS = [
  'healthcare',
  'dental',
  'nursing',
  'marketing',
  'sales',
  'tech',
  'finance',
  'accounting',
  'teaching',
  'government',
  'military-police',
  'law',
  'engineering',
  'design',
  'media',
  'food',
  'hospitality',
  'beauty',
  'retail',
  'lottery-trade',
  'logistics',
  'factory',
  'farming',
  'office',
  'freelance',
  'student',
] as const;
export type FrameField = (typeof FRAME_FIELDS)[number];

/**
 * The time a question asks about, as the asker put it. Months are 1–12; `year` is relative to
 * the year the question is asked in (0 this year, 1 next year).
 */
export type FrameTime =
  | { kind: 'today' }
  | { kind: 'tomorrow' }
  | { kind: 'this-week' }
  | { kind: 'next-week' }
  | { kind: 'this-month' }
  | { kind: 'next-month' }
  /** "ภายในสามเดือน", "อีก 6 เดือน": within this many months from now. */
  | { kind: 'within-months'; months: number }
  | { kind: 'this-year' }
  | { kind: 'next-year' }
  /** "ต้นปีหน้า", "กลางปีนี้", "ปลายปี": a part of a year. */
  | { kind: 'part-of-year'; part: 'early' | 'mid' | 'late'; year: 0 | 1 }
  /** "เดือนมีนาคม", "ธ.ค. นี้": one month. */
  | { kind: 'month'; month: number; year: 0 | 1 }
  /** "ธ.ค.–ก.พ. ปีหน้า": from one month to another (year of the first month). */
  | { kind: 'months'; from: number; to: number; year: 0 | 1 }
  /** "ช่วงสงกรานต์", "หลังปีใหม่": a named time of year. */
  | {
      kind: 'season';
      name: 'songkran' | 'new-year' | 'chinese-new-year' | 'loy-krathong' | 'end-of-year';
    }
  | { kind: 'soon' };

/** A place the question names; a Thai province is never abroad. */
export interface FramePlace {
  /** The place as written, normalised: "เชียงใหม่", "ญี่ปุ่น", "กรุงเทพ". */
  name: string;
  abroad: boolean;
}

/** What a question asks: the frame. Fields a question does not speak to are left out. */
export interface QuestionFrame {
  topic: FrameTopic;
  /** Whose matter it is: the asker's own, or someone else's (a child's exam). */
  about: FrameParty;
  /** The main event the question turns on, if it names one. */
  event?: FrameEvent;
  /** The shape: "เมื่อไหร่", "…ไหม" (yes or no), "ควร…ไหม" (a decision) or anything else. */
  form: 'when' | 'yesno' | 'decision' | 'open';
  time?: FrameTime;
  /** The asker's line of work now, and the one they want (a change of field). */
  fieldNow?: FrameField;
  fieldWanted?: FrameField;
  place?: FramePlace;
  /** An exclamation that carries no content ("ตายแล้ว", "โอ๊ย"), as written. */
  exclamation?: string;
  /** The asker says they are single (so no partner is assumed) or with someone. */
  relationship?: 'single' | 'partnered';
}
