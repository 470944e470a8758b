import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

/** Success envelope `{ success: true, data, message? }` around a data schema. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.string().optional(),
  });
}

export const errorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.enum(ERROR_CODES as [string, ...string[]]),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
