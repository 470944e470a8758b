import { api, requireData } from '../../../lib/api-client.ts';
import type { ChatSession } from '../types.ts';

/** POST /fortune/sessions with `kind: 'chat'`: a chat with the AI fortune teller, ready to talk. */
export async function createChatSession(title: string): Promise<ChatSession> {
  return requireData(
    await api.post<ChatSession>('/fortune/sessions', { title, kind: 'chat' }, { maxRetries: 0 }),
  );
}
