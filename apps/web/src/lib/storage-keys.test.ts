import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES, COOKIE_PREFIX, STORAGE_KEYS, STORAGE_PREFIX } from './storage-keys.ts';

describe('storage keys', () => {
  it('prefixes every local storage key with duangdee_ and never reuses one', () => {
    const keys = Object.values(STORAGE_KEYS);
    for (const key of keys) expect(key.startsWith(STORAGE_PREFIX)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect(STORAGE_KEYS.theme).toBe('duangdee_theme');
    expect(STORAGE_KEYS.language).toBe('duangdee_language');
  });

  it('prefixes every cookie with fortune_', () => {
    for (const name of Object.values(COOKIE_NAMES))
      expect(name.startsWith(COOKIE_PREFIX)).toBe(true);
  });
});
