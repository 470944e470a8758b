import { READING_KINDS } from '@duangdee/contract/readings';
import { describe, expect, it } from 'vitest';
import { READING_OPTION_SETS, type OptionSetName } from './reading-option-sets.ts';
import { readingsEn } from './readings-en.ts';
import { readingsTh } from './readings-th.ts';

const THAI = /[\u0E00-\u0E7F]/;

describe('readings catalogues', () => {
  it.each(Object.entries(READING_OPTION_SETS))(
    'labels every value of %s in Thai and English, and nothing else',
    (name, values) => {
      const th: Record<string, string> = readingsTh.options[name as OptionSetName];
      const en: Record<string, string> = readingsEn.options[name as OptionSetName];
      expect(Object.keys(th).sort()).toEqual([...values].sort());
      expect(Object.keys(en).sort()).toEqual([...values].sort());
      for (const value of values) {
        expect(th[value]).toMatch(THAI);
        expect(en[value]).toMatch(/^[^\u0E00-\u0E7F]+$/);
      }
    },
  );

  it('names and introduces every reading kind in both languages', () => {
    for (const kind of READING_KINDS) {
      expect(readingsTh.kinds[kind]).toMatch(THAI);
      expect(readingsTh.leads[kind]).toMatch(THAI);
      expect(readingsEn.kinds[kind]).not.toMatch(THAI);
      expect(readingsEn.leads[kind]).not.toMatch(THAI);
    }
  });
});
