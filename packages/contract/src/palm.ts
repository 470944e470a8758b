/**
 * Palm readings and chats (spec §7 "Fortune (palm)" and "Uploads"): a session is either a palm
 * reading (a photo, read once, then a follow-up chat grounded in that reading) or a chat with the
 * AI fortune teller. Both keep their messages; every user message costs `chat_message_cost` coins,
 * replies are free.
 */
import { z } from 'zod';
import { QUESTION_MAX, READING_STATUSES, readingResultSchema } from './readings.ts';
import { sanitizedText } from './sanitize.ts';

/** Spec §5: what a palm photo may be. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const INVALID_IMAGE_FILE = 'Invalid image file';
export const INVALID_IMAGE_FORMAT = 'Invalid image format';

export const CHAT_SESSION_KINDS = ['palm', 'chat'] as const;
export type ChatSessionKind = (typeof CHAT_SESSION_KINDS)[number];

export const SESSION_PAGE_SIZE = 20;
export const MESSAGES_LIMIT = 50;
export const MESSAGE_MAX = 1000;
export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 500;

/** Spec §5: the context a reading starts with when the user gives none. */
export const DEFAULT_ADDITIONAL_CONTEXT_TH = 'สนใจเรื่องการงานและความรัก';

// ---------------------------------------------------------------------------------------------
// Uploads
// ---------------------------------------------------------------------------------------------

/** A stored photo: what any upload answers. */
export const storedImageSchema = z.object({
  upload_id: z.uuid(),
  /** `/api/v1/uploads/{id}`: the re-encoded photo, for its owner only. */
  original_path: z.string(),
  /** `/api/v1/uploads/{id}/thumbnail`. */
  thumbnail_path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

/**
 * Why a palm photo cannot be read, from what the hand model found: no hand in it; more than one
 * hand; a fist or a curled hand; the hand too dark, too blurred or too far *in its own region*;
 * or the back of the hand turned to the camera.
 */
export const PALM_PHOTO_PROBLEMS = [
  'no_hand',
  'several_hands',
  'fist',
  'too_dark',
  'too_blurry',
  'too_small',
  'back_of_hand',
] as const;
export type PalmPhotoProblem = (typeof PALM_PHOTO_PROBLEMS)[number];

/**
 * Which hand the photo shows, as the user says (the wizard asks "มือซ้าย/มือขวา"): with it the
 * thumb's side tells a palm from a back. Absent, the model's own handedness is used.
 */
export const PALM_HANDS = ['left', 'right'] as const;
export type PalmHand = (typeof PALM_HANDS)[number];

/** A point on the photo as shares of its width and height (0–1, from the top left). */
export const photoPointSchema = z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]);
export type PhotoPoint = z.infer<typeof photoPointSchema>;

/** The hand the model found: its 21 landmarks (MediaPipe's order) on the stored photo. */
export const foundHandSchema = z.object({
  /** The hand the model reads it as (or the user said). */
  hand: z.enum(PALM_HANDS),
  landmarks: z.array(photoPointSchema).length(21),
});
export type FoundHandView = z.infer<typeof foundHandSchema>;

/**
 * The palm check of an uploaded photo, made as it arrives so the user can take a better one
 * before any coin is held. The start checks the photo again and refunds a refusal, so this is
 * advice to the client, not a gate. `reason` and the messages are null when `usable`.
 */
export const palmCheckSchema = z.object({
  usable: z.boolean(),
  reason: z.enum(PALM_PHOTO_PROBLEMS).nullable(),
  /** How to take a better photo, in Thai and in English. */
  message_th: z.string().nullable(),
  message_en: z.string().nullable(),
  /** The hand the model found (also on most refusals: the outline shows what it saw). */
  found_hand: foundHandSchema.nullable().optional(),
});
export type PalmCheck = z.infer<typeof palmCheckSchema>;

/** `POST /upload/image`: the stored photo and whether a palm can be read from it. */
export const uploadResultSchema = storedImageSchema.extend({ palm_check: palmCheckSchema });
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const uploadIdParamsSchema = z.object({ id: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Sessions
// ---------------------------------------------------------------------------------------------

export const createChatSessionBodySchema = z.object({
  title: sanitizedText(TITLE_MAX).optional(),
  description: sanitizedText(DESCRIPTION_MAX).optional(),
  /** `palm` (default): a palm reading with its follow-up chat; `chat`: the AI fortune teller. */
  kind: z.enum(CHAT_SESSION_KINDS).default('palm'),
});

const birthDate = z.iso.date();
const birthTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM, 24-hour');

/** A data URL of an allowed image type; anything else is `Invalid image format`. */
export const imageDataUrlSchema = z
  .string()
  .max(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 100, { error: INVALID_IMAGE_FORMAT })
  .regex(/^data:image\/(jpeg|jpg|png|gif|webp);base64,[A-Za-z0-9+/]+=*$/, {
    error: INVALID_IMAGE_FORMAT,
  });

export const startPalmBodySchema = z
  .object({
    /** The `original_path` (or upload id) of a photo from `POST /upload/image`. */
    image_path: z.string().max(200).optional(),
    image_data: imageDataUrlSchema.optional(),
    birth_date: birthDate.optional(),
    birth_time: birthTime.optional(),
    additional_context: sanitizedText(QUESTION_MAX).optional(),
    /** Which hand the photo shows (the palm check used the same). */
    hand: z.enum(PALM_HANDS).optional(),
  })
  .refine((b) => Boolean(b.image_path) !== Boolean(b.image_data), {
    error: 'Give exactly one of image_path or image_data',
    path: ['image_path'],
  });

export const chatSessionCostSchema = z.object({
  coins_required: z.number().int(),
  reading_type: z.enum(CHAT_SESSION_KINDS),
  /** Coins per user message in its chat. */
  message_cost: z.number().int(),
});

export const chatSessionSchema = z.object({
  session_id: z.uuid(),
  kind: z.enum(CHAT_SESSION_KINDS),
  title: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(READING_STATUSES),
  cost: chatSessionCostSchema,
  /** The palm photo, when there is one. */
  image: z.object({ original_path: z.string(), thumbnail_path: z.string() }).nullable(),
  message_count: z.number().int(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  error: z.string().nullable(),
  share_token: z.string().nullable(),
  /** Seconds. */
  estimated_completion_time: z.number().int(),
});
export type ChatSessionView = z.infer<typeof chatSessionSchema>;

export const palmStartResultSchema = z.object({
  session_id: z.uuid(),
  status: z.enum(READING_STATUSES),
  coins_deducted: z.number().int(),
  coin_cost: z.number().int(),
  reading_started: z.literal(true),
  /** Seconds: an honest estimate for the configured provider. */
  estimated_wait_time: z.number().int(),
});

/** What the photo showed, next to the reading made of it. */
export const palmLineSchema = z.object({
  id: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  /** Whether the photo showed the line clearly enough to read it. */
  present: z.boolean(),
  /**
   * Share (0–1) of the line's course the photo showed: below about three quarters the line was
   * seen in stretches, and its gaps are not read as breaks. Absent from readings made before it.
   */
  coverage: z.number().min(0).max(1).optional(),
  /** Where the line runs on the photo, start to end, when it was found. */
  path: z.array(photoPointSchema).max(64).optional(),
});

export const palmResultSchema = readingResultSchema.omit({ kind: true }).extend({
  kind: z.literal('palm'),
  lines: z.array(palmLineSchema).optional(),
  /** The hand the lines were found on (the share view draws it as a plain outline). */
  hand: foundHandSchema.optional(),
});

export type PalmResultView = z.infer<typeof palmResultSchema>;

export const palmFinishedSchema = z.object({
  session_id: z.uuid(),
  kind: z.literal('palm'),
  status: z.enum(['completed', 'failed']),
  result: palmResultSchema.nullable(),
  error: z.string().nullable(),
  completed_at: z.string().nullable(),
  share_token: z.string().nullable(),
  coins_charged: z.number().int(),
});

export const sharedPalmQuerySchema = z.object({ token: z.string().min(16).max(100) });

export const sharedPalmSchema = z.object({
  kind: z.literal('palm'),
  result: palmResultSchema,
  completed_at: z.string(),
});

export const sessionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(SESSION_PAGE_SIZE),
  kind: z.enum(CHAT_SESSION_KINDS).optional(),
});

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

export const MESSAGE_ROLES = ['user', 'assistant'] as const;
export const MESSAGE_STATUSES = ['pending', 'complete', 'failed'] as const;

export const messageSchema = z.object({
  id: z.uuid(),
  session_id: z.uuid(),
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  /** `pending`: a reply still being written (its tokens stream over `/events`). */
  status: z.enum(MESSAGE_STATUSES),
  coin_cost: z.number().int(),
  created_at: z.string(),
});
export type MessageView = z.infer<typeof messageSchema>;

export const messagesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(MESSAGES_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});

export const messageListSchema = z.object({
  items: z.array(messageSchema),
  limit: z.number().int(),
  offset: z.number().int(),
  total_count: z.number().int(),
});

export const sendMessageBodySchema = z.object({
  role: z.literal('user').default('user'),
  content: sanitizedText(MESSAGE_MAX).pipe(z.string().min(1, { error: 'Message is required' })),
});

export const sendMessageResultSchema = z.object({
  user_message: messageSchema,
  /** The fortune teller's answer (`failed` when it could not be written: the coins came back). */
  reply: messageSchema,
  coin_cost: z.number().int(),
});

export const chatHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(SESSION_PAGE_SIZE),
});

export const chatHistoryItemSchema = z.object({
  session_id: z.uuid(),
  kind: z.enum(CHAT_SESSION_KINDS),
  title: z.string().nullable(),
  last_message: z.string().nullable(),
  message_count: z.number().int(),
  updated_at: z.string(),
});

export const chatHistoryDetailSchema = z.object({
  session: chatSessionSchema,
  messages: z.array(messageSchema),
});
