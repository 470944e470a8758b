import type { PalmHand } from '@duangdee/contract/palm';
import { api, requireData } from '../../../lib/api-client.ts';
import type { UploadResult } from '../types.ts';

/** The hand the server's model found on the photo: its 21 landmarks as shares (0–1) of it. */
export interface FoundHandOnPhoto {
  hand: PalmHand;
  landmarks: [number, number][];
}

/** The upload's answer, with the hand the server's palm check found (also on most refusals). */
export interface UploadedPalmPhoto extends UploadResult {
  palmCheck: UploadResult['palmCheck'] & { foundHand?: FoundHandOnPhoto | null };
}

/**
 * POST /upload/image, multipart: the palm photo (field `file`), re-encoded and kept private, and
 * which hand it shows (field `hand`, sent BEFORE the file: the server reads the fields in order
 * and judges the photo as it arrives, palm or back by the hand named).
 */
export async function uploadImage(
  file: Blob,
  options: { hand?: PalmHand | null; fileName?: string } = {},
): Promise<UploadedPalmPhoto> {
  const form = new FormData();
  if (options.hand) form.append('hand', options.hand);
  form.append('file', file, file instanceof File ? file.name : (options.fileName ?? 'palm.jpg'));
  return requireData(
    await api.post<UploadedPalmPhoto>('/upload/image', form, { maxRetries: 0, timeoutMs: 120_000 }),
  );
}
