import { convertKeys, toCamelKey, toSnakeKey } from '@duangdee/contract/case-keys';

/**
 * Key casing at the wire (spec §7): request bodies and query params go out snake_case, responses
 * come back camelCase. Uses the contract's acronym-aware converter, so `acceptPDPA` becomes
 * `accept_pdpa` exactly as the server normalises it.
 */
export function toWireKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toSnakeKey) as T;
}

/** A PascalCase key (`FullName`, `PDPAAcceptedAt`) from an older server shape. */
const PASCAL_KEY = /^[A-Z][A-Za-z0-9]*$/;

function fromWireKey(key: string): string {
  // snake_case keys only need their underscores folded; PascalCase keys go through snake_case
  // first so acronyms come out as one word (`PDPAAcceptedAt` -> `pdpaAcceptedAt`). Other keys
  // (ids, dates used as map keys) stay as they are.
  return PASCAL_KEY.test(key) ? toCamelKey(toSnakeKey(key)) : toCamelKey(key);
}

export function fromWireKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, fromWireKey) as T;
}
