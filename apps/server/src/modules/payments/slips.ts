import { createHash } from 'node:crypto';
import { slipVerify } from 'promptparse/validate';
import { loadJsQr, loadSharp } from '../../platform/lazy-modules.ts';
import { SLIP_MAX_BYTES } from '@duangdee/contract/payments';
import { AppError } from '../../platform/app-error.ts';
import { IMAGE_MAX_INPUT_PIXELS, reencodeImage } from '../uploads/image-encoding.ts';

export interface InspectedSlip {
  /** What the upload was. */
  sentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  /** What is stored: an image slip is always a fresh JPEG. */
  mimeType: 'image/jpeg' | 'application/pdf';
  extension: 'jpg' | 'pdf';
  /** The bytes to store: an image re-encoded without metadata, a PDF as sent. */
  stored: Buffer;
  /** SHA-256 of the bytes as sent. */
  imageHash: string;
  /** The picture's fingerprint (see `pixelFingerprint`); null for a PDF. */
  pixelHash: string | null;
  /** From the bank's mini QR on the slip, when there is one. */
  sendingBank: string | null;
  transRef: string | null;
}

/** The file's real type from its first bytes; the name and the declared type are not trusted. */
export function sniffSlipType(bytes: Buffer): InspectedSlip['sentType'] | null {
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

/** Longest side of the pixels the QR is looked for in, and the fingerprint is taken of. */
const SLIP_DECODE_MAX_SIDE = 1600;
/** Names how `pixelFingerprint` is computed: a new way gets a new version, never old hashes. */
const PIXEL_HASH_VERSION = 'px1';

/**
 * The slip's picture as pixels: upright (EXIF orientation applied), at most 1600 px a side,
 * RGBA. Trailing bytes, metadata and the file's encoding do not change it.
 */
async function decodeSlip(bytes: Buffer) {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
    .rotate()
    .resize({
      width: SLIP_DECODE_MAX_SIDE,
      height: SLIP_DECODE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * A hash of the decoded picture, not of the file: the same slip with a byte appended, its EXIF
 * changed or saved again losslessly (a PNG re-compressed) has the same fingerprint. Exact, not
 * perceptual: two slips of one bank share their whole layout and differ in a few characters,
 * which a perceptual hash would call the same (decision 055).
 */
function pixelFingerprint(pixels: Buffer, width: number, height: number): string {
  const hash = createHash('sha256').update(`${width}x${height}x4:`).update(pixels).digest('hex');
  return `${PIXEL_HASH_VERSION}:${hash}`;
}

/** Reads the bank's slip-verification QR (sending bank + transaction reference), if any. */
async function readSlipQr(
  pixels: Buffer,
  width: number,
  height: number,
): Promise<{ sendingBank: string; transRef: string } | null> {
  const jsQR = await loadJsQr();
  const found = jsQR(
    new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.byteLength),
    width,
    height,
  );
  if (!found) return null;
  const parsed = slipVerify(found.data);
  if (!parsed?.sendingBank || !parsed.transRef) return null;
  return { sendingBank: parsed.sendingBank, transRef: parsed.transRef };
}

/**
 * Checks a slip and prepares what is stored. An image is read from what was sent (its QR, its
 * fingerprint) and stored re-encoded by the uploads' encoder: EXIF (GPS, camera), comments and
 * whatever follows the image data never reach storage or an admin's screen.
 */
export async function inspectSlip(bytes: Buffer): Promise<InspectedSlip> {
  if (bytes.length === 0 || bytes.length > SLIP_MAX_BYTES) throw invalidSlip();
  const sentType = sniffSlipType(bytes);
  if (!sentType) throw invalidSlip();
  const imageHash = createHash('sha256').update(bytes).digest('hex');
  if (sentType === 'application/pdf') {
    return {
      sentType,
      mimeType: sentType,
      extension: 'pdf',
      stored: bytes,
      imageHash,
      pixelHash: null,
      sendingBank: null,
      transRef: null,
    };
  }
  let decoded: Awaited<ReturnType<typeof decodeSlip>>;
  let clean: Buffer;
  try {
    decoded = await decodeSlip(bytes);
    clean = (await reencodeImage(bytes)).image;
  } catch {
    // Magic bytes said image, the decoder disagrees: a corrupt or disguised file.
    throw invalidSlip();
  }
  const { data, info } = decoded;
  const qr = await readSlipQr(data, info.width, info.height);
  return {
    sentType,
    mimeType: 'image/jpeg',
    extension: 'jpg',
    stored: clean,
    imageHash,
    pixelHash: pixelFingerprint(data, info.width, info.height),
    sendingBank: qr?.sendingBank ?? null,
    transRef: qr?.transRef ?? null,
  };
}

/**
 * An image slip stored as it was sent, with whatever metadata it carried: slips stored before
 * they were re-encoded, which are the ones without a picture fingerprint.
 */
export function isUncleanedImageSlip(slip: { mimeType: string; pixelHash: string | null }) {
  return slip.mimeType.startsWith('image/') && slip.pixelHash === null;
}

/** Such a slip re-encoded without its metadata; null when it cannot be decoded. */
export async function cleanStoredSlip(bytes: Buffer): Promise<Buffer | null> {
  try {
    return (await reencodeImage(bytes)).image;
  } catch {
    return null;
  }
}
