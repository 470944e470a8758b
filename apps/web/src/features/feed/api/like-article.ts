import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { deviceId } from '../lib/device-id.ts';
import { patchArticle } from '../lib/patch-article.ts';
import type { LikeState } from '../types.ts';

/**
 * POST /feed/articles/{id}/like: once per user, guest session (the client sends it) or device.
 * A repeat answers the same.
 */
export async function likeArticle(id: string): Promise<LikeState> {
  return requireData(
    await api.post<LikeState>(`/feed/articles/${encodeURIComponent(id)}/like`, {
      deviceId: deviceId(),
    }),
  );
}

/** DELETE /feed/articles/{id}/like: takes the like back (idempotent). */
export async function unlikeArticle(id: string): Promise<LikeState> {
  return requireData(
    await api.delete<LikeState>(`/feed/articles/${encodeURIComponent(id)}/like`, {
      query: { deviceId: deviceId() },
    }),
  );
}

/** Likes or unlikes, showing the change at once and the server's count when it answers. */
export function useToggleLike(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => (like ? likeArticle(id) : unlikeArticle(id)),
    onMutate: (like: boolean) => {
      patchArticle(client, id, { liked: like });
    },
    onSuccess: (state) => patchArticle(client, id, state),
    onError: (_error, like) => patchArticle(client, id, { liked: !like }),
  });
}
