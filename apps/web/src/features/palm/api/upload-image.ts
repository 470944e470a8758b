import { api, requireData } from '../../../lib/api-client.ts';
import type { UploadResult } from '../types.ts';

/** POST /upload/image, multipart field `file`: the palm photo, re-encoded and kept private. */
export async function uploadImage(file: Blob, fileName = 'palm.jpg'): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : fileName);
  return requireData(
    await api.post<UploadResult>('/upload/image', form, { maxRetries: 0, timeoutMs: 120_000 }),
  );
}
