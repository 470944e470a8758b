import { READING_KINDS } from '@duangdee/contract/readings';
import { describe, expect, it } from 'vitest';
import { readingsEn } from '../../i18n/readings-en.ts';
import { readingsTh } from '../../i18n/readings-th.ts';
import { READING_KIND_ORDER, READING_KIND_VIEWS } from './kinds.tsx';

describe('the reading kinds on the web', () => {
  it('declare every kind of the contract once, each with its screen, drawing and hub place', () => {
    expect([...READING_KIND_ORDER].sort()).toEqual([...READING_KINDS].sort());
    for (const kind of READING_KINDS) {
      const view = READING_KIND_VIEWS[kind];
      expect(view.kind).toBe(kind);
      expect(typeof view.Screen).toBe('function');
      expect(view.drawing).toBeTruthy();
    }
    expect(new Set(READING_KIND_ORDER.map((k) => READING_KIND_VIEWS[k].order)).size).toBe(
      READING_KINDS.length,
    );
  });

  it('have their title, hub line and lead in both languages', () => {
    for (const catalogue of [readingsTh, readingsEn]) {
      for (const kind of READING_KINDS) {
        expect(catalogue.kinds[kind], kind).toBeTruthy();
        expect(catalogue.hub[kind], kind).toBeTruthy();
        expect(catalogue.leads[kind], kind).toBeTruthy();
      }
    }
  });
});
