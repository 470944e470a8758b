/**
 * Option sets the reading inputs are made of (spec §3), with Thai and English labels. The values
 * are the ones the client sends; the labels are what the oracle writes into readings.
 */
import {
  RELATIONSHIPS,
  AGE_RANGES,
  KNOWN_DURATIONS,
  EXPERIENCE_LEVELS,
  RELATIONSHIP_TYPES,
  PHONE_CATEGORIES,
  type Relationship,
  type AgeRange,
  type KnownDuration,
  type ExperienceLevel,
  type RelationshipType,
  type PhoneCategory,
} from '@duangdee/contract/reading-options';
import type { Bi } from './text.ts';

/** The option values come from the contract (what the forms and the API accept). */
export {
  RELATIONSHIPS,
  AGE_RANGES,
  KNOWN_DURATIONS,
  EXPERIENCE_LEVELS,
  RELATIONSHIP_TYPES,
  PHONE_CATEGORIES,
};
export type {
  Relationship,
  AgeRange,
  KnownDuration,
  ExperienceLevel,
  RelationshipType,
  PhoneCategory,
};

export const RELATIONSHIP_LABELS: Record<Relationship, Bi> = {
  friend: { th: 'เพื่อน', en: 'friend' },
  colleague: { th: 'เพื่อนร่วมงาน', en: 'colleague' },
  crush: { th: 'คนที่แอบชอบ', en: 'crush' },
  exLover: { th: 'แฟนเก่า', en: 'ex-partner' },
  family: { th: 'คนในครอบครัว', en: 'family member' },
  stranger: { th: 'คนที่เพิ่งรู้จัก', en: 'someone you barely know' },
};

export const AGE_RANGE_LABELS: Record<AgeRange, Bi> = {
  under20: { th: 'อายุต่ำกว่า 20 ปี', en: 'under 20' },
  '20-30': { th: 'อายุ 20–30 ปี', en: '20 to 30' },
  '30-40': { th: 'อายุ 30–40 ปี', en: '30 to 40' },
  '40-50': { th: 'อายุ 40–50 ปี', en: '40 to 50' },
  over50: { th: 'อายุมากกว่า 50 ปี', en: 'over 50' },
};

export const KNOWN_DURATION_LABELS: Record<KnownDuration, Bi> = {
  under1m: { th: 'รู้จักกันไม่ถึงเดือน', en: 'known for under a month' },
  '1-6m': { th: 'รู้จักกัน 1–6 เดือน', en: 'known for 1 to 6 months' },
  '6-12m': { th: 'รู้จักกัน 6–12 เดือน', en: 'known for 6 to 12 months' },
  '1-3y': { th: 'รู้จักกัน 1–3 ปี', en: 'known for 1 to 3 years' },
  over3y: { th: 'รู้จักกันมากกว่า 3 ปี', en: 'known for over 3 years' },
};

export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, Bi> = {
  beginner: { th: 'เพิ่งเริ่มต้น', en: 'just starting out' },
  junior: { th: 'ระดับต้น', en: 'junior' },
  intermediate: { th: 'ระดับกลาง', en: 'mid-level' },
  senior: { th: 'ระดับอาวุโส', en: 'senior' },
  executive: { th: 'ระดับผู้บริหาร', en: 'executive' },
  expert: { th: 'ผู้เชี่ยวชาญ', en: 'expert' },
};

export const RELATIONSHIP_TYPE_LABELS: Record<RelationshipType, Bi> = {
  romantic: { th: 'คนรัก', en: 'romance' },
  marriage: { th: 'คู่ชีวิต', en: 'marriage' },
  friendship: { th: 'มิตรภาพ', en: 'friendship' },
  business: { th: 'หุ้นส่วนธุรกิจ', en: 'business partnership' },
  family: { th: 'ครอบครัว', en: 'family' },
};

export const PHONE_CATEGORY_LABELS: Record<PhoneCategory, Bi> = {
  personal: { th: 'เบอร์ส่วนตัว', en: 'personal number' },
  work: { th: 'เบอร์ที่ใช้ทำงาน', en: 'work number' },
  family: { th: 'เบอร์ของคนในครอบครัว', en: "a family member's number" },
  partner: { th: 'เบอร์ของคนรัก', en: "your partner's number" },
  business: { th: 'เบอร์ธุรกิจ', en: 'business number' },
  friend: { th: 'เบอร์ของเพื่อน', en: "a friend's number" },
};

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, Bi> = {
  male: { th: 'ชาย', en: 'male' },
  female: { th: 'หญิง', en: 'female' },
  other: { th: 'ไม่ระบุ/อื่น ๆ', en: 'other' },
};

/** A person a reading is about. Everything but what a generator says it needs is optional. */
export interface PersonInput {
  name?: string;
  /** `YYYY-MM-DD`, Thai local date. */
  birthDate?: string;
  /** `HH:mm`, Thai local time. */
  birthTime?: string;
  gender?: Gender;
}
