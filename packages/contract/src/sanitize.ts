import { z } from 'zod';
import { sanitizeText } from './sanitize-text.ts';

export { sanitizeText };

export function sanitizedText(max: number) {
  return z
    .string()
    .max(max * 2)
    .transform(sanitizeText)
    .pipe(z.string().max(max));
}
