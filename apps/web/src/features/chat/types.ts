import type { ReadingStatus } from '@duangdee/contract/readings';

/** The chat API's shapes as the client sees them (contract `palm.ts`, camelCased). */

export type SessionKind = 'palm' | 'chat';

export interface ChatSession {
  sessionId: string;
  kind: SessionKind;
  title: string | null;
  description: string | null;
  status: ReadingStatus;
  cost: { coinsRequired: number; readingType: SessionKind; messageCost: number };
  messageCount: number;
  createdAt: string;
  completedAt: string | null;
}

export type MessageStatus = 'pending' | 'complete' | 'failed';

export interface ChatMessage {
  id: string;
  sessionId: string;
  role: 'user' | 'assistant';
  content: string;
  /** `pending`: a reply still being written (its tokens stream over `/events`). */
  status: MessageStatus;
  coinCost: number;
  createdAt: string;
}

export interface MessagePage {
  items: ChatMessage[];
  limit: number;
  offset: number;
  totalCount: number;
}

export interface SendResult {
  userMessage: ChatMessage;
  /** `failed` when it could not be written: the coins came back. */
  reply: ChatMessage;
  coinCost: number;
}

export interface ChatHistoryItem {
  sessionId: string;
  kind: SessionKind;
  title: string | null;
  lastMessage: string | null;
  messageCount: number;
  updatedAt: string;
}

export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** What a chat needs from the wallet; the app layer provides it. */
export interface ChatSpending {
  /** The coins the user can spend now (null: not known, the server decides). */
  spendableCoins: () => Promise<number | null>;
  confirmSpend: (items: Array<{ label: string; coins: number }>) => Promise<boolean>;
  showInsufficient: (required: number, current: number) => void;
  /** Coins moved on the server (charged or refunded): refetch the balance. */
  onBalanceChanged: () => void;
}
