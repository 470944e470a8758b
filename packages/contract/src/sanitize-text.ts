/**
 * Spec §5: every string input is stripped of angle brackets, `javascript:` and `on…=` patterns
 * and trimmed. Output is escaped where it is rendered too; this keeps stored text clean.
 */
export function sanitizeText(value: string): string {
  return value
    .replace(/[<>]/g, '')
    .replace(/javascript\s*:/gi, '')
    .replace(/\bon[a-z]+=/gi, '')
    .trim();
}
