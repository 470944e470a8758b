import { createHash } from 'node:crypto';
import type {
  FoundHandView,
  PalmCheck,
  PalmHand,
  PalmPhotoProblem,
  StoredImage,
  UploadResult,
} from '@duangdee/contract/palm';
import { AppError } from '../../platform/app-error.ts';
import type { Storage } from '../../platform/storage.ts';
import { UUID_PATTERN } from '../../platform/uuid.ts';
import { reencodeImage, type EncodedImage } from './image-encoding.ts';
import type { UploadRow, UploadsRepo } from './repo.ts';

/** What an upload is for; it names the storage area too. */
export const UPLOAD_PURPOSES = ['palm'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Stored photos are always re-encoded JPEGs. */
export const STORED_IMAGE_MIME = 'image/jpeg';

const UPLOADS_PATH = '/api/v1/uploads';

export const originalPathOf = (uploadId: string) => `${UPLOADS_PATH}/${uploadId}`;
export const thumbnailPathOf = (uploadId: string) => `${UPLOADS_PATH}/${uploadId}/thumbnail`;

/** The photo of a palm session, read back for its owner. */
export interface OwnImage {
  uploadId: string;
  bytes: Buffer;
  mime: typeof STORED_IMAGE_MIME;
  width: number;
  height: number;
  originalPath: string;
  thumbnailPath: string;
}

export type ImageVariant = 'original' | 'thumbnail';

/** What the photo analysis says of a palm photo (`palm-photo.ts`), as far as the upload needs. */
export type PalmPhotoJudgement =
  | { ok: true; hand?: FoundHandView | null }
  | {
      ok: false;
      reason: PalmPhotoProblem;
      messageTh: string;
      messageEn: string;
      hand?: FoundHandView | null;
    };

export interface UploadsServiceDeps {
  repo: UploadsRepo;
  storage: Storage;
  /** The palm photo check: one open palm, bright, sharp and near enough to read? */
  judgePalmPhoto: (bytes: Buffer, hand: PalmHand | null) => Promise<PalmPhotoJudgement>;
}

/**
 * An upload id, or a path or URL we handed out for one: `/api/v1/uploads/{id}`, its
 * `/thumbnail`, with or without scheme and host (clients echo back what they were given).
 */
const UPLOAD_REFERENCE = new RegExp(
  `^(?:(?:https?://[^/\\s]+)?(?:/api/v1)?/uploads/)?(${UUID_PATTERN})(?:/thumbnail)?/?$`,
  'i',
);

/** The upload id named by an id, path or URL; null when the text names none. */
export function uploadIdOf(idOrPath: string): string | null {
  const match = UPLOAD_REFERENCE.exec(idOrPath.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

const imageNotFound = () => new AppError('NOT_FOUND', 'Image not found');

export function presentUpload(row: UploadRow): StoredImage {
  return {
    upload_id: row.id,
    original_path: originalPathOf(row.id),
    thumbnail_path: thumbnailPathOf(row.id),
    width: row.width,
    height: row.height,
  };
}

export function presentPalmCheck(judgement: PalmPhotoJudgement): PalmCheck {
  const found_hand = judgement.hand ?? null;
  return judgement.ok
    ? { usable: true, reason: null, message_th: null, message_en: null, found_hand }
    : {
        usable: false,
        reason: judgement.reason,
        message_th: judgement.messageTh,
        message_en: judgement.messageEn,
        found_hand,
      };
}

export function createUploadsService(deps: UploadsServiceDeps) {
  const { repo, storage } = deps;

  async function ownUpload(userId: string, idOrPath: string): Promise<UploadRow> {
    const id = uploadIdOf(idOrPath);
    const row = id ? await repo.findOwned(userId, id) : undefined;
    if (!row) throw imageNotFound();
    return row;
  }

  async function store(
    userId: string,
    encoded: EncodedImage,
    purpose: UploadPurpose,
  ): Promise<StoredImage> {
    const storageKey = await storage.put(purpose, encoded.image, 'jpg');
    let thumbnailKey: string | null = null;
    try {
      thumbnailKey = await storage.put(`${purpose}-thumbnails`, encoded.thumbnail, 'jpg');
      const row = await repo.insert({
        userId,
        purpose,
        storageKey,
        thumbnailKey,
        mime: STORED_IMAGE_MIME,
        width: encoded.width,
        height: encoded.height,
        bytes: encoded.image.length,
        sha256: createHash('sha256').update(encoded.image).digest('hex'),
      });
      return presentUpload(row);
    } catch (error) {
      // No row, no files: nothing private is left behind without an owner to erase it.
      await storage.delete(storageKey).catch(() => {});
      if (thumbnailKey) await storage.delete(thumbnailKey).catch(() => {});
      throw error;
    }
  }

  async function readStored(key: string): Promise<Buffer> {
    try {
      return await storage.get(key);
    } catch (error) {
      // The row outlived its file (erasure interrupted between the two): the image is gone.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw imageNotFound();
      throw error;
    }
  }

  return {
    /**
     * Sniffs, re-encodes and stores an image for its owner: the route's upload and a palm
     * session's `image_data` go through this one path. INVALID_FILE for anything not an image.
     */
    async storeImage(
      userId: string,
      bytes: Buffer,
      purpose: UploadPurpose = 'palm',
    ): Promise<StoredImage> {
      return store(userId, await reencodeImage(bytes), purpose);
    },

    /**
     * `POST /upload/image`: stores the photo and says whether a palm can be read from it. The
     * stored re-encode is what is judged, the very bytes a reading later loads, so the verdict
     * here and the start's own check agree. An unusable photo is kept all the same: the answer
     * has one shape, the photo stays private and goes with the account, and the start (which
     * checks again) refunds it should a client start a reading with it anyway.
     */
    async storePalmPhoto(
      userId: string,
      bytes: Buffer,
      hand: PalmHand | null = null,
    ): Promise<UploadResult> {
      const encoded = await reencodeImage(bytes);
      const judgement = await deps.judgePalmPhoto(encoded.image, hand);
      const stored = await store(userId, encoded, 'palm');
      return { ...stored, palm_check: presentPalmCheck(judgement) };
    },

    /**
     * The stored photo by upload id or by the `original_path` handed out for it. NOT_FOUND when
     * it is someone else's, so no one learns that another user's upload exists.
     */
    async loadOwnImage(userId: string, idOrPath: string): Promise<OwnImage> {
      const row = await ownUpload(userId, idOrPath);
      return {
        uploadId: row.id,
        bytes: await readStored(row.storageKey),
        mime: STORED_IMAGE_MIME,
        width: row.width,
        height: row.height,
        originalPath: originalPathOf(row.id),
        thumbnailPath: thumbnailPathOf(row.id),
      };
    },

    /** The bytes behind `GET /uploads/{id}` and its thumbnail, for the owner only. */
    async readOwnVariant(userId: string, id: string, variant: ImageVariant): Promise<Buffer> {
      const row = await ownUpload(userId, id);
      return readStored(variant === 'thumbnail' ? row.thumbnailKey : row.storageKey);
    },

    /**
     * PDPA access: every photo of the user, oldest first, each with a reader of its stored bytes
     * (called one photo at a time, so an archive of many photos never holds them all at once).
     */
    async listForExport(userId: string) {
      const rows = await repo.listForUser(userId);
      return rows
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
        .map((row) => ({
          row,
          originalPath: originalPathOf(row.id),
          read: () => readStored(row.storageKey),
        }));
    },

    /**
     * PDPA erasure: every photo of the user, files first, then rows. A file that cannot be
     * removed stops before its row goes, so a retry still knows what to erase.
     */
    async deleteForUser(userId: string): Promise<{ deleted: number }> {
      const rows = await repo.listForUser(userId);
      for (const row of rows) {
        await storage.delete(row.storageKey);
        await storage.delete(row.thumbnailKey);
      }
      return {
        deleted: await repo.deleteByIds(
          userId,
          rows.map((r) => r.id),
        ),
      };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
