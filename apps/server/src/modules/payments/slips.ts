import { createHash } from 'node:crypto';
import { slipVerify } from 'promptparse/validate';
import { loadJsQr, loadSharp } from '../../platform/lazy-modules.ts';
import { SLIP_MAX_BYTES } from '@duangdee/contract/payments';
import { AppError } from '../../platform/app-error.ts';

export interface InspectedSlip {
  mimeType: 'image/jpeg' | 'image/png' | 'application/pdf';
  extension: 'jpg' | 'png' | 'pdf';
  imageHash: string;
  /** From the bank's mini QR on the slip, when there is one. */
  sendingBank: string | null;
  transRef: string | null;
}

/** The file's real type from its first bytes; the name and the declared type are not trusted. */
export function sniffSlipType(bytes: Buffer): InspectedSlip['mimeType'] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

const invalidSlip = () => new AppError('INVALID_FILE', 'Invalid slip file');

/** Reads the bank's slip-verification QR (sending bank + transaction reference), if any. */
async function readSlipQr(
  bytes: Buffer,
): Promise<{ sendingBank: string; transRef: string } | null> {
  const [sharp, jsQR] = await Promise.all([loadSharp(), loadJsQr()]);
  const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    info.width,
    info.height,
  );
  if (!found) return null;
  const parsed = slipVerify(found.data);
  if (!parsed?.sendingBank || !parsed.transRef) return null;
  return { sendingBank: parsed.sendingBank, transRef: parsed.transRef };
}

export async function inspectSlip(bytes: Buffer): Promise<InspectedSlip> {
  if (bytes.length === 0 || bytes.length > SLIP_MAX_BYTES) throw invalidSlip();
  const mimeType = sniffSlipType(bytes);
  if (!mimeType) throw invalidSlip();
  const imageHash = createHash('sha256').update(bytes).digest('hex');
  if (mimeType === 'application/pdf') {
    return { mimeType, extension: 'pdf', imageHash, sendingBank: null, transRef: null };
  }
  let qr: Awaited<ReturnType<typeof readSlipQr>>;
  try {
    qr = await readSlipQr(bytes);
  } catch {
    // Magic bytes said image, the decoder disagrees: a corrupt or disguised file.
    throw invalidSlip();
  }
  return {
    mimeType,
    extension: mimeType === 'image/png' ? 'png' : 'jpg',
    imageHash,
    sendingBank: qr?.sendingBank ?? null,
    transRef: qr?.transRef ?? null,
  };
}
