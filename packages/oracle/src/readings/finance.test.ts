import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import type { ReadingResult } from './common.ts';
import { FINANCE_GOALS, financeReading, INCOME_SOURCES, type FinanceInput } from './finance.ts';

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const text = (r: ReadingResult) => r.summaryTh + r.sections.map((s) => s.bodyTh).join('|');

const inputs: FinanceInput[] = Array.from({ length: 100 }, (_, i) => ({
  date: iso(addDays({ year: 2026, month: 1, day: 1 }, i * 3)),
  birthDate: iso(addDays({ year: 1970, month: 3, day: 9 }, i * 97)),
  incomeSource: INCOME_SOURCES[i % INCOME_SOURCES.length],
  goal: FINANCE_GOALS[i % FINANCE_GOALS.length],
}));

describe('financeReading', () => {
  it('gives 100 different readings for 100 different inputs', () => {
    expect(new Set(inputs.map((i) => text(financeReading(i)))).size).toBe(100);
  });

  it('is deterministic', () => {
    expect(financeReading(inputs[3]!)).toEqual(financeReading(inputs[3]!));
  });

  it('talks about the chosen goal and never promises returns', () => {
    const r = financeReading({ date: '2026-11-22', goal: 'debt', question: 'จะปลดหนี้ได้ไหม' });
    expect(r.kind).toBe('finance');
    expect(r.sections.find((s) => s.id === 'plan')!.headingTh).toContain('ปลดหนี้');
    expect(r.adviceTh).toContain('คำทำนายเป็นเพียงแนวทาง');
    expect(r.adviceEn).toMatch(/guidance/);
    const all = inputs
      .map((i) => financeReading(i))
      .map((x) => x.summaryEn + x.adviceEn)
      .join(' ');
    expect(all).not.toMatch(/guaranteed|will definitely|sure profit/i);
  });

  it('answers what was asked: a debt question reads the debt, a decision gets a leaning', () => {
    const debt = financeReading({
      date: '2026-11-22',
      birthDate: '1990-05-16',
      question: 'หนี้บัตรเครดิตจะหมดเมื่อไหร่',
    });
    expect(debt.sections[0]!.bodyTh).toContain('หนี้');
    // With no goal chosen, the question sets it.
    expect(debt.sections.find((s) => s.id === 'plan')!.headingTh).toContain('ปลดหนี้');
    const condo = financeReading({ date: '2026-11-22', question: 'ควรซื้อคอนโดปีนี้หรือรอก่อน' });
    expect(condo.summaryTh).toContain('การซื้อคอนโด');
    expect(condo.sections[0]!.bodyTh).toMatch(/ซื้อ|รอเก็บเงินดาวน์/);
  });

  it('never gives lottery numbers', () => {
    const r = financeReading({ date: '2026-11-22', question: 'ขอหวยงวดนี้หน่อย' });
    expect(r.luckyNumbers).toEqual([]);
  });
});
