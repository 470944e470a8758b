import { READING_KINDS } from '@duangdee/contract/reading-kinds';
import { useTranslation } from 'react-i18next';
import type { SessionCoins, SessionStatus } from '../types.ts';
import type { PillTone } from '../components/pill.tsx';

/** Every kind a session can be: the topic readings, then palm readings and chats. */
export const SESSION_KINDS = [...READING_KINDS, 'palm', 'chat'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const SESSION_STATUSES: readonly SessionStatus[] = [
  'created',
  'started',
  'processing',
  'completed',
  'failed',
];

export const STATUS_TONE: Record<SessionStatus, PillTone> = {
  created: 'neutral',
  started: 'info',
  processing: 'info',
  completed: 'success',
  failed: 'danger',
};

export const COINS_TONE: Record<SessionCoins, PillTone> = {
  none: 'neutral',
  held: 'gold',
  charged: 'neutral',
  released: 'info',
  refunded: 'success',
};

export function isSessionKind(kind: string): kind is SessionKind {
  return (SESSION_KINDS as readonly string[]).includes(kind);
}

/** A kind's name as the app calls it (the readings catalogue), or the kind itself when unknown. */
export function useKindLabel() {
  const { t } = useTranslation();
  return (kind: string): string => (isSessionKind(kind) ? t(`readings.kinds.${kind}`) : kind);
}
