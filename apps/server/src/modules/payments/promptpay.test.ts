import { parse } from 'promptparse';
import { anyId as generateAnyId } from 'promptparse/generate';
import { anyId as validateAnyId } from 'promptparse/validate';
import { describe, expect, it } from 'vitest';
import { crc16, parsePromptPayId, promptPayPayload } from './promptpay.ts';

describe('PromptPay QR payload', () => {
  it('computes CRC-16/CCITT-FALSE ("123456789" → 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('matches the payload promptparse generates for the same phone and amount', () => {
    const target = parsePromptPayId('081-234-5678');
    expect(target).toEqual({ kind: 'phone', value: '0066812345678' });
    const ours = promptPayPayload(target!, 14900);
    const theirs = generateAnyId({ type: 'MSISDN', target: '0812345678', amount: 149 });
    // Same content; promptparse writes a static QR (01=11) unless it has an amount.
    expect(parse(ours)?.getTagValue('29', '01')).toBe(parse(theirs)?.getTagValue('29', '01'));
    expect(parse(ours)?.getTagValue('54')).toBe('149.00');
  });

  it('validates with promptparse validate.anyId, which reads back the receiver and the price', () => {
    const cases = [
      ['0812345678', 'MSISDN', '0812345678'],
      ['1234567890123', 'NATID', '1234567890123'],
      ['123456789012345', 'EWALLETID', '123456789012345'],
    ] as const;
    for (const [id, type, target] of cases) {
      const payload = promptPayPayload(parsePromptPayId(id)!, 9900);
      expect(validateAnyId(payload), id).toEqual({ type, target, amount: 99 });
    }
  });

  it('lays out the EMVCo tags of a dynamic PromptPay QR', () => {
    for (const id of ['0812345678', '1234567890123', '123456789012345']) {
      const payload = promptPayPayload(parsePromptPayId(id)!, 9900);
      const parsed = parse(payload, true);
      expect(parsed, id).not.toBeNull();
      expect(parsed!.getTagValue('29', '00')).toBe('A000000677010111');
      expect(parsed!.getTagValue('53')).toBe('764');
      expect(parsed!.getTagValue('54')).toBe('99.00');
      expect(parsed!.getTagValue('58')).toBe('TH');
      expect(parsed!.getTagValue('01')).toBe('12');
    }
  });

  it('fails the CRC check when one character changes', () => {
    const payload = promptPayPayload(parsePromptPayId('0812345678')!, 10000);
    const tampered = payload.replace('100.00', '900.00');
    expect(parse(tampered, true)).toBeNull();
    expect(validateAnyId(tampered)).toBeNull();
  });

  it('rejects ids that are not PromptPay ids and amounts that are not whole satang', () => {
    expect(parsePromptPayId('hello')).toBeNull();
    expect(parsePromptPayId('12345')).toBeNull();
    expect(() => promptPayPayload({ kind: 'phone', value: '0066812345678' }, 0)).toThrow();
    expect(() => promptPayPayload({ kind: 'phone', value: '0066812345678' }, 10.5)).toThrow();
  });
});
