import { SLIP_MAX_BYTES, SLIP_TYPES } from '@duangdee/contract/payments';

export type SlipFileProblem = 'type' | 'size';

/** The accept list of the file picker (spec §5: jpeg, jpg, png or pdf). */
export const SLIP_ACCEPT = SLIP_TYPES.join(',');

/** Checked before uploading, so a wrong or too large file never leaves the phone. */
export function checkSlipFile(file: Pick<File, 'type' | 'size'>): SlipFileProblem | null {
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (!(SLIP_TYPES as readonly string[]).includes(type)) return 'type';
  if (file.size > SLIP_MAX_BYTES) return 'size';
  return null;
}
