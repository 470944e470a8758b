import { loadSharp } from '../../platform/lazy-modules.ts';
import {
  IMAGE_MAX_BYTES,
  INVALID_IMAGE_FILE,
  type IMAGE_MIME_TYPES,
} from '@duangdee/contract/palm';
import { AppError } from '../../platform/app-error.ts';

export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/**
 * A decoded image may have at most this many pixels. A 10 MB PNG can declare 20000×20000 (400 MP,
 * over a gigabyte decoded); phone cameras stay under 50 MP, and a palm needs far fewer.
 */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
/** Longest side of the stored photo: palm lines stay readable, files stay small. */
export const STORED_IMAGE_MAX_SIDE = 2048;
export const STORED_IMAGE_QUALITY = 85;
export const THUMBNAIL_MAX_SIDE = 320;
export const THUMBNAIL_QUALITY = 78;

export const invalidImage = () => new AppError('INVALID_FILE', INVALID_IMAGE_FILE);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The file's real type from its first bytes; the file name and the declared type are not trusted. */
export function sniffImageType(bytes: Buffer): ImageMimeType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  const head6 = bytes.subarray(0, 6).toString('latin1');
  if (head6 === 'GIF87a' || head6 === 'GIF89a') return 'image/gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

export interface EncodedImage {
  /** Always a fresh baseline JPEG without any metadata. */
  image: Buffer;
  width: number;
  height: number;
  thumbnail: Buffer;
}

/**
 * Decodes an untrusted image and writes it anew. Only pixels survive: EXIF (GPS, camera, the
 * orientation, which is applied first), ICC profiles, comments and whatever follows the image
 * data (a JPEG with HTML or a script appended still sniffs as JPEG) never reach storage.
 * Throws INVALID_FILE for anything that is not an allowed, decodable image within the limits.
 */
export async function reencodeImage(bytes: Buffer): Promise<EncodedImage> {
  if (bytes.length === 0 || bytes.length > IMAGE_MAX_BYTES) throw invalidImage();
  if (!sniffImageType(bytes)) throw invalidImage();
  const sharp = await loadSharp();
  try {
    const { data: image, info } = await sharp(bytes, {
      limitInputPixels: IMAGE_MAX_INPUT_PIXELS,
      // Corrupt pixel data is refused; harmless decoder warnings (common in phone JPEGs) are not.
      failOn: 'error',
      // An animated GIF or WebP: its first frame is the photo.
      pages: 1,
    })
      .rotate()
      .resize({
        width: STORED_IMAGE_MAX_SIDE,
        height: STORED_IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // Transparent PNG/WebP areas become white rather than JPEG's default black.
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: STORED_IMAGE_QUALITY })
      .toBuffer({ resolveWithObject: true });
    // The thumbnail is cut from the clean re-encoded photo, never from the upload.
    const thumbnail = await sharp(image)
      .resize({
        width: THUMBNAIL_MAX_SIDE,
        height: THUMBNAIL_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: THUMBNAIL_QUALITY })
      .toBuffer();
    return { image, width: info.width, height: info.height, thumbnail };
  } catch {
    // Magic bytes said image and the decoder disagrees, or the pixel limit was hit.
    throw invalidImage();
  }
}
