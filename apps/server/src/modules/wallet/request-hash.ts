import { createHash } from 'node:crypto';

/**
 * A fingerprint of what a money call asked for, stored beside its idempotency key: a retry with
 * the same key must carry the same fingerprint, or it is a different request reusing the key.
 * Object keys are sorted and undefined values dropped, so equal requests hash equally.
 */
export function requestHash(operation: string, params: Record<string, unknown>): string {
  return createHash('sha256')
    .update(canonicalJson({ operation, ...params }))
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
