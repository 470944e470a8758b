import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@duangdee/contract/palm';

export type ImageFileProblem = 'type' | 'size';

/** The accept list of the file picker (spec §5: jpeg, jpg, png, gif or webp). */
export const IMAGE_ACCEPT = [...IMAGE_MIME_TYPES, '.jpg', '.jpeg', '.png', '.gif', '.webp'].join(
  ',',
);

/**
 * Spec §5 before uploading: an image of an allowed type, at most 10 MB ('Invalid image file'
 * otherwise). The server checks the bytes again; this only spares a pointless upload.
 */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}
