import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { patchArticle } from '../lib/patch-article.ts';
import type { ShareState } from '../types.ts';

/** POST /feed/articles/{id}/share {platform}: counts a share (no token needed). */
export async function shareArticle(id: string, platform: string): Promise<ShareState> {
  return requireData(
    await api.post<ShareState>(`/feed/articles/${encodeURIComponent(id)}/share`, { platform }),
  );
}

export function useShareArticle(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (platform: string) => shareArticle(id, platform),
    onSuccess: (state) => patchArticle(client, id, { shareCount: state.shareCount }),
  });
}
