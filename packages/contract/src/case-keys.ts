/**
 * Key casing shared by the server (request normalisation) and the web client (wire conversion).
 * Acronym-aware: `acceptPDPA`, `AcceptPdpa` and `accept_pdpa` are one key; `PDPAAcceptedAt` is
 * `pdpa_accepted_at`.
 */

/** A key with a capital, a hyphen or a space: anything else is already snake_case. */
const NOT_SNAKE = /[A-Z\-\s]/;

/** snake_case of any key. */
export function toSnakeKey(key: string): string {
  // Most keys already are snake_case: one test instead of four replacements.
  if (!NOT_SNAKE.test(key)) return key;
  return key
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-\s]+/g, '_')
    .toLowerCase();
}

export function toCamelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  // Query parsers build objects on a prototype that itself has no prototype.
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/** Deep-converts the keys of plain objects (arrays are walked; other values kept as they are). */
export function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    // `__proto__` and friends never become real keys.
    const next = convert(key);
    if (next === '__proto__' || next === 'constructor' || next === 'prototype') continue;
    out[next] = convertKeys(inner, convert);
  }
  return out;
}
