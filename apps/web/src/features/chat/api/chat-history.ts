import { SESSION_PAGE_SIZE } from '@duangdee/contract/palm';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { ChatHistoryItem, Paged } from '../types.ts';

export const chatHistoryKey = ['chat', 'history'] as const;

/** GET /fortune/chat-history?page&page_size (20 a page, most recently active first). */
export async function fetchChatHistory(page: number): Promise<Paged<ChatHistoryItem>> {
  return requireData(
    await api.get<Paged<ChatHistoryItem>>('/fortune/chat-history', {
      query: { page, pageSize: SESSION_PAGE_SIZE },
    }),
  );
}

export function useChatHistory(enabled = true) {
  return useInfiniteQuery({
    queryKey: chatHistoryKey,
    queryFn: ({ pageParam }) => fetchChatHistory(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
    enabled,
  });
}
