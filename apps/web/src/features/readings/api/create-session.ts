import { useMutation } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import type { CreatedSession, ReadingBody, ReadingKind } from '../types.ts';

/** POST /fortune/{kind}/sessions: the request is checked and priced; nothing is paid yet. */
export async function createReadingSession<K extends ReadingKind>(
  kind: K,
  body: ReadingBody<K>,
): Promise<CreatedSession> {
  return requireData(await api.post<CreatedSession>(`/fortune/${kind}/sessions`, body));
}

export function useCreateReadingSession<K extends ReadingKind>(kind: K) {
  return useMutation({ mutationFn: (body: ReadingBody<K>) => createReadingSession(kind, body) });
}
