import type { FastifyRequest } from 'fastify';
import { acceptFiles } from '../../platform/multipart.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@duangdee/contract/envelope';
import {
  IMAGE_MAX_BYTES,
  INVALID_IMAGE_FILE,
  PALM_HANDS,
  type PalmHand,
  uploadIdParamsSchema,
  uploadResultSchema,
} from '@duangdee/contract/palm';
import { AppError } from '../../platform/app-error.ts';
import { requireUser } from '../../platform/auth-guard.ts';
import { STORED_IMAGE_MIME, type ImageVariant, type UploadsService } from './service.ts';

export interface UploadRoutesOptions {
  uploads: UploadsService;
}

/** The multipart field that carries the photo. */
const FILE_FIELD = 'file';
/** The optional field (or query parameter) that says which hand the photo shows. */
const HAND_FIELD = 'hand';
/** An upload never changes under its id, so the owner's browser may keep it a day. */
const IMAGE_CACHE_CONTROL = 'private, max-age=86400';

const invalidImageFile = (details?: unknown) =>
  new AppError('INVALID_FILE', INVALID_IMAGE_FILE, details);

/**
 * The uploaded bytes, refused as INVALID_FILE when the request is not multipart, has no `file`
 * part, or the part is over IMAGE_MAX_BYTES. The limit is set here, below the app-wide multipart
 * ceiling; multipart bodies are streamed, so the JSON body limit does not apply to them.
 */
async function readImagePart(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; hand: PalmHand | null }> {
  const part = await request
    .file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } })
    .catch(() => undefined);
  if (!part || part.fieldname !== FILE_FIELD) throw invalidImageFile({ field: FILE_FIELD });
  const bytes = await part.toBuffer().catch(() => {
    throw invalidImageFile();
  });
  if (part.file.truncated) throw invalidImageFile();
  // Which hand: a `hand` field sent before the file, or `?hand=`.
  const field = part.fields[HAND_FIELD];
  const fieldValue =
    field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : undefined;
  const named = fieldValue ?? (request.query as Record<string, unknown> | undefined)?.[HAND_FIELD];
  if (named === undefined || named === '') return { bytes, hand: null };
  if (typeof named !== 'string' || !(PALM_HANDS as readonly string[]).includes(named)) {
    throw new AppError('VALIDATION_FAILED', 'hand must be left or right', { field: HAND_FIELD });
  }
  return { bytes, hand: named as PalmHand };
}

export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, opts) => {
  const { uploads } = opts;
  const secured = { tags: ['uploads'], security: [{ bearer: [] }] };
  await acceptFiles(app);

  app.post(
    '/upload/image',
    {
      schema: {
        ...secured,
        summary:
          'Upload a palm photo (multipart field `file`: JPEG, PNG, GIF or WebP by content, at most 10 MB; ' +
          'optional field `hand` before it, or `?hand=`: left or right)',
        description:
          'The photo is re-encoded as JPEG (EXIF/GPS and anything else but the pixels removed) ' +
          'and kept private to its owner. Anything else is 400 INVALID_FILE "Invalid image file". ' +
          '`palm_check` says at once whether a palm can be read from it (no hand, several hands, a ' +
          'fist, too dark, too blurry, too far or the back of the hand, with how to take a better ' +
          'photo in Thai and English, and the landmarks of the hand found), so a client ' +
          'asks for another before any coin is held. The photo is stored either way; starting a ' +
          'reading checks it again and refunds a refusal.',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(uploadResultSchema) },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).userId;
      const { bytes, hand } = await readImagePart(request);
      const stored = await uploads.storePalmPhoto(userId, bytes, hand);
      return reply.code(201).send({ success: true as const, data: stored });
    },
  );

  const variants: { url: string; variant: ImageVariant; summary: string }[] = [
    { url: '/uploads/:id', variant: 'original', summary: 'An uploaded photo (owner only, JPEG)' },
    {
      url: '/uploads/:id/thumbnail',
      variant: 'thumbnail',
      summary: 'The thumbnail of an uploaded photo (owner only, JPEG)',
    },
  ];
  for (const { url, variant, summary } of variants) {
    app.get(
      url,
      { schema: { ...secured, summary, params: uploadIdParamsSchema } },
      async (request, reply) => {
        const userId = requireUser(request).userId;
        const bytes = await uploads.readOwnVariant(userId, request.params.id, variant);
        return (
          reply
            .type(STORED_IMAGE_MIME)
            .header('Cache-Control', IMAGE_CACHE_CONTROL)
            // Another user on the same browser must not be served this one's cached copy.
            .header('Vary', 'Authorization')
            .header('X-Content-Type-Options', 'nosniff')
            .header('Content-Disposition', `inline; filename="${request.params.id}.jpg"`)
            .send(bytes)
        );
      },
    );
  }
};
