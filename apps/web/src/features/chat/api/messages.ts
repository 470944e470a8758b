import { MESSAGES_LIMIT } from '@duangdee/contract/palm';
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { ChatMessage, MessagePage } from '../types.ts';

/** The most the server gives in one call (`limit` ≤ 200). */
const MAX_LIMIT = 200;

export const messagesKey = (sessionId: string) => ['chat', 'messages', sessionId] as const;

/** An older window of messages; `null` is the newest messages (the tail). */
export type MessageWindow = { offset: number; limit: number } | null;

/** GET /fortune/sessions/{id}/messages?limit&offset (oldest first). */
export async function fetchMessages(
  sessionId: string,
  offset: number,
  limit = MESSAGES_LIMIT,
): Promise<MessagePage> {
  return requireData(
    await api.get<MessagePage>(`/fortune/sessions/${encodeURIComponent(sessionId)}/messages`, {
      query: { limit, offset },
    }),
  );
}

/**
 * Where each session's tail starts. The tail is every message from there to the end, so new
 * messages only ever grow it and a refetch never leaves a gap next to older pages loaded above.
 */
const tailStarts = new Map<string, number>();

async function fetchTail(sessionId: string): Promise<MessagePage> {
  let start = tailStarts.get(sessionId);
  if (start === undefined) {
    // Spec §9: the last 50 first. The first call also tells how many there are.
    const first = await fetchMessages(sessionId, 0);
    if (first.totalCount <= first.items.length) {
      tailStarts.set(sessionId, 0);
      return first;
    }
    start = Math.max(0, first.totalCount - MESSAGES_LIMIT);
    tailStarts.set(sessionId, start);
  }
  const items: ChatMessage[] = [];
  let page = await fetchMessages(sessionId, start, MAX_LIMIT);
  items.push(...page.items);
  while (page.items.length > 0 && start + items.length < page.totalCount) {
    page = await fetchMessages(sessionId, start + items.length, MAX_LIMIT);
    items.push(...page.items);
  }
  return { items, offset: start, limit: items.length, totalCount: page.totalCount };
}

export function useMessages(sessionId: string) {
  return useInfiniteQuery({
    queryKey: messagesKey(sessionId),
    queryFn: ({ pageParam }: { pageParam: MessageWindow }) =>
      pageParam === null
        ? fetchTail(sessionId)
        : fetchMessages(sessionId, pageParam.offset, pageParam.limit),
    initialPageParam: null as MessageWindow,
    getNextPageParam: () => undefined,
    getPreviousPageParam: (first): MessageWindow | undefined =>
      first.offset > 0
        ? {
            offset: Math.max(0, first.offset - MESSAGES_LIMIT),
            limit: Math.min(MESSAGES_LIMIT, first.offset),
          }
        : undefined,
  });
}

/** Adds sent (or replaced) messages at the end of the cached conversation. */
export function appendMessages(client: QueryClient, sessionId: string, added: ChatMessage[]) {
  client.setQueryData<InfiniteData<MessagePage, MessageWindow>>(messagesKey(sessionId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const ids = new Set(added.map((m) => m.id));
    const pages = data.pages.map((page, index) => {
      const kept = page.items.filter((m) => !ids.has(m.id));
      if (index !== data.pages.length - 1) return { ...page, items: kept };
      const items = [...kept, ...added];
      return {
        ...page,
        items,
        limit: items.length,
        totalCount: page.totalCount + (items.length - page.items.length),
      };
    });
    return { ...data, pages };
  });
}

/** Forgets where tails start (tests start from a clean slate). */
export function resetMessageTails(): void {
  tailStarts.clear();
}
