import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberAnswer } from '../../../lib/remember-answer.ts';
import type { AdminArticle } from '../types.ts';
import { adminKeys } from './keys.ts';

/**
 * What every article write shares: the answer is the article as stored now (kept as its cached
 * copy), and the lists and the audit log are read again.
 */
export function useArticleWrite<V>(send: (variables: V) => Promise<AdminArticle>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (article) => rememberAnswer(client, adminKeys.article(article.id), article),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.articleLists }),
        client.invalidateQueries({ queryKey: adminKeys.auditLists }),
      ]);
    },
  });
}
