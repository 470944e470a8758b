/**
 * Topic readings (spec §3 "Reading sessions", §7 "Topic readings"): the kinds, the request body of
 * each kind, and the session, start, result and history shapes. A kind is one row of
 * `READING_KIND_TABLE`: its body schema and launch price; the kind list derives from it.
 */
import { z } from 'zod';
import {
  AGE_RANGES,
  CAREER_OBJECTIVES,
  EXPERIENCE_LEVELS,
  FINANCE_GOALS,
  INCOME_SOURCES,
  INDUSTRIES,
  KNOWN_DURATIONS,
  LOVE_STATUSES,
  LUCK_FOCUSES,
  OBSTACLE_CHALLENGES,
  PHONE_CATEGORIES,
  RELATIONSHIP_TYPES,
  RELATIONSHIPS,
  RESOLUTION_FOCUSES,
  THEIR_FEELINGS_FOCUSES,
} from './reading-options.ts';
import { sanitizedText } from './sanitize.ts';
import {
  DEFAULT_COUNTRY_CODE,
  DETAIL_LEVELS,
  ESTIMATED_WAIT_SECONDS,
  GENDERS,
  NAME_MAX,
  QUESTION_MAX,
  READING_HISTORY_PAGE_SIZE,
  READING_KIND_COINS,
  READING_KINDS,
  READING_LAUNCH_COINS,
  READING_STATUSES,
  RESULT_KINDS,
  STORY_MAX,
  type ReadingKind,
  type ReadingStatus,
  type ResultKind,
} from './reading-kinds.ts';

export {
  AGE_RANGES,
  CAREER_OBJECTIVES,
  EXPERIENCE_LEVELS,
  FINANCE_GOALS,
  INCOME_SOURCES,
  INDUSTRIES,
  KNOWN_DURATIONS,
  LOVE_STATUSES,
  LUCK_FOCUSES,
  OBSTACLE_CHALLENGES,
  PHONE_CATEGORIES,
  RELATIONSHIP_TYPES,
  RELATIONSHIPS,
  RESOLUTION_FOCUSES,
  THEIR_FEELINGS_FOCUSES,
};

export {
  DEFAULT_COUNTRY_CODE,
  DETAIL_LEVELS,
  ESTIMATED_WAIT_SECONDS,
  NAME_MAX,
  QUESTION_MAX,
  READING_HISTORY_PAGE_SIZE,
  READING_KINDS,
  READING_LAUNCH_COINS,
  READING_STATUSES,
  RESULT_KINDS,
  STORY_MAX,
};
export type { ReadingKind, ReadingStatus, ResultKind };

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

const birthDate = z.iso.date().refine((v) => {
  const d = new Date(`${v}T00:00:00Z`);
  return d.getUTCFullYear() >= 1900 && d.getTime() <= Date.now();
}, 'must be a real past date');
const birthTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM, 24-hour');
const question = sanitizedText(QUESTION_MAX).optional();

/** The asker's own details; whatever is left out comes from their profile. */
const selfFields = {
  name: sanitizedText(NAME_MAX).optional(),
  birth_date: birthDate.optional(),
  birth_time: birthTime.optional(),
  gender: z.enum(GENDERS).optional(),
};

export const personSchema = z.object(selfFields);
export type PersonBody = z.infer<typeof personSchema>;

export const readingPreferencesSchema = z.object({
  detail_level: z.enum(DETAIL_LEVELS).default('detailed'),
  include_advice: z.boolean().default(true),
  timeline_prediction: z.boolean().default(false),
});

/** An optional group whose fields all have defaults: absent means every default. */
function group<T extends z.ZodObject>(schema: T) {
  return schema.prefault({} as z.input<T>);
}

// ---------------------------------------------------------------------------------------------
// Request bodies, one per kind
// ---------------------------------------------------------------------------------------------

export const careerBodySchema = z.object({
  ...selfFields,
  industry: z.enum(INDUSTRIES).optional(),
  objective: z.enum(CAREER_OBJECTIVES).optional(),
  experience_level: z.enum(EXPERIENCE_LEVELS).optional(),
  question,
});

export const compatibilityBodySchema = z.object({
  /** The asker; a missing birth date comes from the profile. */
  person_a: personSchema.prefault({}),
  /** The other person: their birth date is what the reading is made of. */
  person_b: personSchema.extend({ birth_date: birthDate }),
  relationship_type: z.enum(RELATIONSHIP_TYPES).optional(),
  question,
});

export const financeBodySchema = z.object({
  ...selfFields,
  income_source: z.enum(INCOME_SOURCES).optional(),
  goal: z.enum(FINANCE_GOALS).optional(),
  question,
});

export const loveBodySchema = z.object({
  ...selfFields,
  status: z.enum(LOVE_STATUSES).optional(),
  partner: personSchema.optional(),
  question,
});

export const luckBodySchema = z.object({
  ...selfFields,
  focus: z.enum(LUCK_FOCUSES).optional(),
  question,
});

export const obstaclesBodySchema = z.object({
  ...selfFields,
  current_challenges: z
    .array(z.enum(OBSTACLE_CHALLENGES))
    .min(1, 'Choose at least one challenge')
    .max(OBSTACLE_CHALLENGES.length),
  obstacle_context: group(
    z.object({
      /** What is going on, in the asker's words. */
      description: sanitizedText(STORY_MAX).optional(),
    }),
  ),
  resolution_focus: group(
    z.object({
      approach: z.enum(RESOLUTION_FOCUSES).optional(),
      question,
    }),
  ),
  reading_preferences: group(readingPreferencesSchema),
});

const PHONE_GOALS = [
  'include_career_luck',
  'include_love_luck',
  'include_wealth_luck',
  'include_health_luck',
  'include_personality_analysis',
] as const;

export const phoneNumberBodySchema = z.object({
  phone_number: z.object({
    /** As typed; the server checks it (spec §5 messages) and brings it to the local form. */
    number: z
      .string({ error: 'Phone number is required' })
      .max(40)
      .transform((v) => v.trim()),
    country_code: z
      .string()
      .regex(/^\+\d{1,4}$/, 'a country code such as +66')
      .default(DEFAULT_COUNTRY_CODE),
    carrier: sanitizedText(40).optional(),
    category: z.enum(PHONE_CATEGORIES).optional(),
  }),
  analysis_preferences: group(
    z.object({
      include_career_luck: z.boolean().default(false),
      include_love_luck: z.boolean().default(false),
      include_wealth_luck: z.boolean().default(false),
      include_health_luck: z.boolean().default(false),
      include_personality_analysis: z.boolean().default(false),
    }),
  ).refine((p) => PHONE_GOALS.some((goal) => p[goal]), 'Choose at least one goal'),
  reading_preferences: group(
    z.object({
      detail_level: z.enum(DETAIL_LEVELS).default('detailed'),
      include_lucky_elements: z.boolean().default(true),
      include_compatible_numbers: z.boolean().default(false),
      include_time_based_analysis: z.boolean().default(false),
    }),
  ),
});

export const theirFeelingsBodySchema = z.object({
  target_person: z.object({
    name: sanitizedText(NAME_MAX).optional(),
    relationship: z.enum(RELATIONSHIPS),
    gender: z.enum(GENDERS).optional(),
    age_range: z.enum(AGE_RANGES).optional(),
    known_duration: z.enum(KNOWN_DURATIONS).optional(),
    birth_date: birthDate.optional(),
    birth_time: birthTime.optional(),
  }),
  context: z.object({
    specific_situation: sanitizedText(STORY_MAX).optional(),
    recent_interactions: sanitizedText(STORY_MAX).optional(),
    your_feelings: sanitizedText(STORY_MAX).optional(),
    /** What the asker wants to know: at least one. */
    question_focus: z
      .array(z.enum(THEIR_FEELINGS_FOCUSES))
      .min(1, 'Choose at least one thing you want to know')
      .max(THEIR_FEELINGS_FOCUSES.length),
  }),
  reading_preferences: group(readingPreferencesSchema),
});

export const thinkingPersonBodySchema = z.object({
  target_person: z
    .object({
      name: sanitizedText(NAME_MAX).optional(),
      relationship: z.enum(RELATIONSHIPS).optional(),
      gender: z.enum(GENDERS).optional(),
      known_duration: z.enum(KNOWN_DURATIONS).optional(),
      birth_date: birthDate.optional(),
      birth_time: birthTime.optional(),
    })
    .optional(),
  question,
  reading_preferences: group(readingPreferencesSchema),
});

export const loveSticksBodySchema = z.object({ question });

/**
 * Every topic reading's request body, one row per kind of `READING_KIND_COINS` (the kinds and
 * their launch prices, in `reading-kinds.ts`): a kind without a body does not compile.
 */
export const READING_BODY_SCHEMAS = {
  career: careerBodySchema,
  compatibility: compatibilityBodySchema,
  finance: financeBodySchema,
  love: loveBodySchema,
  luck: luckBodySchema,
  obstacles: obstaclesBodySchema,
  'phone-number': phoneNumberBodySchema,
  'their-feelings': theirFeelingsBodySchema,
  'thinking-person': thinkingPersonBodySchema,
  'love-sticks': loveSticksBodySchema,
} as const satisfies Record<ReadingKind, z.ZodType>;

/** Each kind's body and launch price together. */
export const READING_KIND_TABLE = Object.fromEntries(
  READING_KINDS.map((kind) => [
    kind,
    { body: READING_BODY_SCHEMAS[kind], coins: READING_KIND_COINS[kind] },
  ]),
) as { [K in ReadingKind]: { body: (typeof READING_BODY_SCHEMAS)[K]; coins: number } };

export type ReadingBodies = { [K in ReadingKind]: z.output<(typeof READING_BODY_SCHEMAS)[K]> };

// ---------------------------------------------------------------------------------------------
// Sessions
// ---------------------------------------------------------------------------------------------

export const sessionIdParamsSchema = z.object({ id: z.uuid() });
export const shareTokenParamsSchema = z.object({ token: z.string().min(16).max(100) });

export const readingCostSchema = z.object({
  coins_required: z.number().int(),
  reading_type: z.enum(READING_KINDS),
});

export const createSessionResultSchema = z.object({
  session_id: z.uuid(),
  user_id: z.uuid(),
  created_at: z.string(),
  status: z.literal('created'),
  /** Seconds. */
  estimated_completion_time: z.number().int(),
  cost: readingCostSchema,
});

export const startSessionBodySchema = z.object({
  confirm_payment: z.literal(true, { error: 'confirm_payment must be true' }),
  additional_context: sanitizedText(QUESTION_MAX).optional(),
});

export const startSessionResultSchema = z.object({
  session_id: z.uuid(),
  status: z.enum(READING_STATUSES),
  /** Coins taken for this reading (held until it completes; 0 once refunded). */
  coins_deducted: z.number().int(),
  coin_cost: z.number().int(),
  reading_started: z.literal(true),
  /** Seconds. */
  estimated_wait_time: z.number().int(),
});

export const readingSectionSchema = z.object({
  id: z.string(),
  heading_th: z.string(),
  heading_en: z.string(),
  body_th: z.string(),
  body_en: z.string(),
});

/**
 * Every result has this shape (a result view can rely on it); kinds add their own details, such as
 * `pairing` (compatibility), `phone` (phone-number) or `stick` (love-sticks). `safety` marks the
 * caring reply given instead of a fortune; the user is not charged for it.
 */
export const readingResultSchema = z.looseObject({
  kind: z.enum(RESULT_KINDS),
  date: z.string().optional(),
  title_th: z.string(),
  title_en: z.string(),
  summary_th: z.string(),
  summary_en: z.string(),
  sections: z.array(readingSectionSchema),
  lucky_colours_th: z.array(z.string()).optional(),
  lucky_colours_en: z.array(z.string()).optional(),
  lucky_numbers: z.array(z.number()).optional(),
  score0to100: z.number().optional(),
  advice_th: z.string(),
  advice_en: z.string(),
  safety: z.boolean().optional(),
  hotline: z.string().optional(),
});
export type ReadingResultView = z.infer<typeof readingResultSchema>;

export const processingResultSchema = z.object({
  session_id: z.uuid(),
  status: z.literal('processing'),
  is_processing: z.literal(true),
});

export const finishedResultSchema = z.object({
  session_id: z.uuid(),
  kind: z.enum(READING_KINDS),
  status: z.enum(['completed', 'failed']),
  result: readingResultSchema.nullable(),
  /** Thai, when the reading failed (its coins were refunded). */
  error: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** For a shared link to a completed reading. */
  share_token: z.string().nullable(),
  coins_charged: z.number().int(),
});

export const sessionViewSchema = z.object({
  session_id: z.uuid(),
  user_id: z.uuid(),
  kind: z.enum(READING_KINDS),
  status: z.enum(READING_STATUSES),
  cost: readingCostSchema,
  /** The request as stored (sanitised). */
  input: z.record(z.string(), z.unknown()),
  additional_context: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});

export const progressSchema = z.object({
  session_id: z.uuid(),
  status: z.enum(READING_STATUSES),
  progress_percent: z.number().int().min(0).max(100),
  /** Seconds a reading of this kind takes with the configured writer (the built-in one or a model). */
  estimated_wait_time: z.number().int(),
});

export const historyItemSchema = z.object({
  session_id: z.uuid(),
  kind: z.enum(RESULT_KINDS),
  status: z.enum(READING_STATUSES),
  cost: z.number().int(),
  title_th: z.string().nullable(),
  title_en: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(READING_HISTORY_PAGE_SIZE),
});

export const sharedReadingSchema = z.object({
  kind: z.enum(READING_KINDS),
  result: readingResultSchema,
  completed_at: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Love sticks (เซียมซี)
// ---------------------------------------------------------------------------------------------

export const loveStickSchema = z.object({
  /** 1–28: ใบที่ n. */
  number: z.number().int().min(1),
  title_th: z.string(),
  title_en: z.string(),
  verse_th: z.array(z.string()),
  verse_en: z.string(),
  level: z.string(),
  level_th: z.string(),
  level_en: z.string(),
  meanings: z.record(z.string(), z.object({ th: z.string(), en: z.string() })),
});

export const shakeResultSchema = z.object({ session_id: z.uuid(), shaking: z.literal(true) });

export const drawResultSchema = z.object({
  session_id: z.uuid(),
  status: z.literal('completed'),
  /** Null when a caring reply was given instead of a stick. */
  stick: loveStickSchema.nullable(),
  result: readingResultSchema,
});

/** A visitor's free เซียมซี of the day (no sign-in, no coins; PDPA consent required). */
export const freeDrawBodySchema = z.object({ question });

export const freeDrawStatusSchema = z.object({
  /** Whether today's free draw (Thai calendar day) is still to be drawn. */
  available: z.boolean(),
  /** Today's draw, once drawn: a reload shows the same slip. */
  today: drawResultSchema.nullable(),
});
