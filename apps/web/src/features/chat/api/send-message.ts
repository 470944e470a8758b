import { api, requireData } from '../../../lib/api-client.ts';
import type { SendResult } from '../types.ts';

/**
 * POST /fortune/sessions/{id}/messages with an `Idempotency-Key`: the same key on a retry makes
 * the server answer with the first result instead of charging again.
 */
export async function sendMessage(
  sessionId: string,
  content: string,
  idempotencyKey: string,
): Promise<SendResult> {
  return requireData(
    await api.post<SendResult>(
      `/fortune/sessions/${encodeURIComponent(sessionId)}/messages`,
      { role: 'user', content },
      { headers: { 'Idempotency-Key': idempotencyKey }, timeoutMs: 180_000 },
    ),
  );
}
