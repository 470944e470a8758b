import type { PalmHand } from '@duangdee/contract/palm';
import { api } from '../../../lib/api-client.ts';
import type { PalmStartResult } from '../types.ts';

export interface StartPalmBody {
  /** The `originalPath` of the uploaded photo. */
  imagePath: string;
  birthDate?: string;
  birthTime?: string;
  additionalContext: string;
  /** Which hand the photo shows (the upload's palm check used the same); checked again here. */
  hand?: PalmHand;
}

/**
 * POST /fortune/sessions/{id}/start: holds the reading's coins and queues it (202). A 402
 * `INSUFFICIENT_COINS` error carries `details: {required, current}`.
 */
export async function startPalmReading(
  sessionId: string,
  body: StartPalmBody,
): Promise<PalmStartResult> {
  const result = await api.post<PalmStartResult>(
    `/fortune/sessions/${encodeURIComponent(sessionId)}/start`,
    body,
    { maxRetries: 0, timeoutMs: 60_000 },
  );
  // The start answers 202 ("processing") with the start result as its data.
  return result.data as PalmStartResult;
}
