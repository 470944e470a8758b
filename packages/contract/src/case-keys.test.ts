import { describe, expect, it } from 'vitest';
import { convertKeys, toCamelKey, toSnakeKey } from './case-keys.ts';

describe('toSnakeKey', () => {
  it.each([
    ['acceptPDPA', 'accept_pdpa'],
    ['AcceptPdpa', 'accept_pdpa'],
    ['accept_pdpa', 'accept_pdpa'],
    ['PDPAAcceptedAt', 'pdpa_accepted_at'],
    ['RequestId', 'request_id'],
    ['OtpCode', 'otp_code'],
    ['pageSize', 'page_size'],
    ['page_size', 'page_size'],
    ['Email', 'email'],
    ['userAgent', 'user_agent'],
    ['HasAcceptedPDPA', 'has_accepted_pdpa'],
  ])('%s -> %s', (input, expected) => {
    expect(toSnakeKey(input)).toBe(expected);
  });
});

describe('toCamelKey', () => {
  it('turns snake_case into camelCase', () => {
    expect(toCamelKey('pdpa_accepted_at')).toBe('pdpaAcceptedAt');
    expect(toCamelKey('uptime_s')).toBe('uptimeS');
  });
});

describe('convertKeys', () => {
  it('converts nested objects and arrays, leaves values alone', () => {
    const out = convertKeys(
      { PhoneNumber: { Number: '0812345678', CountryCode: '+66' }, Items: [{ CoinCost: 1 }] },
      toSnakeKey,
    );
    expect(out).toEqual({
      phone_number: { number: '0812345678', country_code: '+66' },
      items: [{ coin_cost: 1 }],
    });
  });

  it('converts objects built on a null-prototype base, as query parsers make them', () => {
    function Empty() {}
    Empty.prototype = Object.create(null) as object;
    const query = new (Empty as unknown as new () => Record<string, string>)();
    query.pageSize = '5';
    expect(convertKeys(query, toSnakeKey)).toEqual({ page_size: '5' });
  });

  it('drops prototype-polluting keys', () => {
    const input = JSON.parse('{"__proto__": {"admin": true}, "ok": 1}') as unknown;
    const out = convertKeys(input, toSnakeKey) as Record<string, unknown>;
    expect(out).toEqual({ ok: 1 });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
