import { describe, expect, it } from 'vitest';
import { isUuid, UUID_PATTERN } from './uuid.ts';

describe('isUuid', () => {
  it('takes a uuid of any version, in either case', () => {
    expect(isUuid('0b7e3c1e-5d2a-4f6b-9c1d-2e3f4a5b6c7d')).toBe(true);
    expect(isUuid('019ACB2E-7F3D-7A10-8B2C-3D4E5F6A7B8C')).toBe(true);
  });

  it('refuses anything else, which PostgreSQL would refuse with an error', () => {
    for (const text of [
      '',
      'not-a-uuid',
      '0b7e3c1e5d2a4f6b9c1d2e3f4a5b6c7d',
      '{0b7e3c1e-5d2a-4f6b-9c1d-2e3f4a5b6c7d}',
      '0b7e3c1e-5d2a-4f6b-9c1d-2e3f4a5b6c7d\n',
      ' 0b7e3c1e-5d2a-4f6b-9c1d-2e3f4a5b6c7d',
      '0b7e3c1e-5d2a-4f6b-9c1d-2e3f4a5b6c7g',
      '0b7e3c1e-5d2a-4f6b-9c1d2-e3f4a5b6c7d',
    ]) {
      expect(isUuid(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('gives its pattern unanchored, to be part of a longer one', () => {
    expect(
      new RegExp(`/uploads/(${UUID_PATTERN})$`).exec(
        '/uploads/0b7e3c1e-5d2a-4f6b-9c1d-2e3f4a5b6c7d',
      )?.[1],
    ).toBe('0b7e3c1e-5d2a-4f6b-9c1d-2e3f4a5b6c7d');
  });
});
