import { describe, expect, it } from 'vitest';
import { compactThai, crisisSignals, detectSelfHarm, safetyCheck } from '../safety.ts';
import { CRISIS_LINES, LOOK_ALIKE_LINES } from './crisis-corpus.ts';

describe('the crisis check, over the corpus of phrasings as people type them', () => {
  it('has the corpus it is measured on: at least 80 crisis phrasings and 80 look-alikes', () => {
    expect(CRISIS_LINES.length).toBeGreaterThanOrEqual(80);
    expect(LOOK_ALIKE_LINES.length).toBeGreaterThanOrEqual(80);
    const crisis = new Set(CRISIS_LINES.map((l) => compactThai(l.text)));
    for (const l of LOOK_ALIKE_LINES) expect(crisis.has(compactThai(l.text)), l.text).toBe(false);
  });

  it.each(CRISIS_LINES.map((l) => [l.text, l.note] as const))(
    'answers with care: %s (%s)',
    (text) => {
      expect(crisisSignals(text)).not.toEqual([]);
      const check = safetyCheck('ดวงเดือนนี้เป็นยังไง', text);
      expect(check.flagged).toBe(true);
      expect(check.replyTh).toContain('1323');
      expect(check.replyTh).toContain('1669');
    },
  );

  it.each(LOOK_ALIKE_LINES.map((l) => [l.text, l.note] as const))(
    'reads as everyday speech: %s (%s)',
    (text) => {
      expect(crisisSignals(text)).toEqual([]);
    },
  );

  it('reads through the ways text is typed: spaces anywhere, ๆ, letters held down, zero-width marks', () => {
    for (const text of [
      'อ ยา ก ต า ย',
      'อยากตายยยยยย',
      'อยากตายๆๆ',
      'อยาก\u200bตาย',
      'ฆ่า ตัว ตาย',
    ]) {
      expect(detectSelfHarm(text), text).toBe(true);
    }
    expect(compactThai('ตายๆๆ  สายแล้ว!!')).toBe('ตายสายแล้ว');
  });
});
