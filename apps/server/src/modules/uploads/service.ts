import { createHash } from 'node:crypto';
import type { UploadResult } from '@duangdee/contract/palm';
import { AppError } from '../../platform/app-error.ts';
import type { Storage } from '../../platform/storage.ts';
import { reencodeImage } from './image-encoding.ts';
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

export interface UploadsServiceDeps {
  repo: UploadsRepo;
  storage: Storage;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * An upload id, or a path or URL we handed out for one: `/api/v1/uploads/{id}`, its
 * `/thumbnail`, with or without scheme and host (clients echo back what they were given).
 */
const UPLOAD_REFERENCE = new RegExp(
  `^(?:(?:https?://[^/\\s]+)?(?:/api/v1)?/uploads/)?(${UUID})(?:/thumbnail)?/?$`,
  'i',
);

/** The upload id named by an id, path or URL; null when the text names none. */
export function uploadIdOf(idOrPath: string): string | null {
  const match = UPLOAD_REFERENCE.exec(idOrPath.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

const imageNotFound = () => new AppError('NOT_FOUND', 'Image not found');

export function presentUpload(row: UploadRow): UploadResult {
  return {
    upload_id: row.id,
    original_path: originalPathOf(row.id),
    thumbnail_path: thumbnailPathOf(row.id),
    width: row.width,
    height: row.height,
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
    ): Promise<UploadResult> {
      const encoded = await reencodeImage(bytes);
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
