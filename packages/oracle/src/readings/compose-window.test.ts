import { describe, expect, it } from 'vitest';
import { dayContext } from './common.ts';
import { windowForFrame } from './compose.ts';

/** Asked on 2 December 2026. */
const day = dayContext('2026-12-02');
const th = (time: Parameters<typeof windowForFrame>[0], tier: 'high' | 'mid' | 'low') =>
  windowForFrame(time, day, tier)?.th;

describe('the time a question asked, answered inside it', () => {
  it('"ภายในสามเดือน": a month within the next three, sooner when the stars favour it', () => {
    const within = { kind: 'within-months', months: 3 } as const;
    expect(th(within, 'high')).toBe('ช่วงเดือนนี้');
    expect(th(within, 'mid')).toBe('ช่วงมกราคมปีหน้า');
    expect(th(within, 'low')).toBe('ช่วงกุมภาพันธ์ปีหน้า');
  });

  it('"ต้นปีหน้า": January to March next year, never a stock window', () => {
    const early = { kind: 'part-of-year', part: 'early', year: 1 } as const;
    expect(th(early, 'high')).toBe('ช่วงมกราคมปีหน้า');
    expect(th(early, 'mid')).toBe('ช่วงกุมภาพันธ์ปีหน้า');
    expect(th(early, 'low')).toBe('ช่วงมีนาคมปีหน้า');
  });

  it('"ธ.ค.–ก.พ.ปีหน้า": inside December to February', () => {
    const span = { kind: 'months', from: 12, to: 2, year: 0 } as const;
    for (const tier of ['high', 'mid', 'low'] as const) {
      expect(['ช่วงเดือนนี้', 'ช่วงมกราคมปีหน้า', 'ช่วงกุมภาพันธ์ปีหน้า']).toContain(th(span, tier));
    }
  });

  it('a month already past this year is the coming one', () => {
    expect(th({ kind: 'month', month: 3, year: 0 }, 'high')).toBe('ช่วงต้นมีนาคมปีหน้า');
    expect(th({ kind: 'month', month: 12, year: 0 }, 'low')).toBe('ปลายเดือนนี้');
  });

  it('leaves the plain frames to the older answer', () => {
    expect(windowForFrame({ kind: 'next-year' }, day, 'mid')).toBeNull();
  });
});
