import { api, requireData } from '../../../lib/api-client.ts';
import type { PalmSession } from '../types.ts';

/** POST /fortune/sessions with `kind: 'palm'`: a reading waiting for its photo (`created`). */
export async function createPalmSession(title: string): Promise<PalmSession> {
  return requireData(
    await api.post<PalmSession>('/fortune/sessions', { title, kind: 'palm' }, { maxRetries: 0 }),
  );
}
