import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '@duangdee/contract/envelope';
import { healthSchema } from '@duangdee/contract/system';
import { readingResultSchema } from '@duangdee/contract/readings';
import { responseSerializerCompiler } from '../../src/platform/response-serializer.ts';

function serializer(schema: z.ZodType, check: boolean, uncompiled: string[] = []) {
  return responseSerializerCompiler({
    check,
    onUncompiled: (route) => uncompiled.push(route),
  })({ schema, method: 'GET', url: '/api/v1/thing', httpStatus: '200' });
}

const account = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  coins: z.number().int(),
  role: z.enum(['user', 'admin']),
  nickname: z.string().optional(),
  settings: z.record(z.string(), z.boolean()),
  sessions: z.array(z.object({ device: z.string(), last_seen: z.string() })),
});

const row = {
  id: '0b7f1c3e-8d2a-4e5f-9a6b-1c2d3e4f5a6b',
  email: null,
  coins: 1250,
  role: 'user',
  nickname: undefined,
  settings: { push: true, email: false },
  sessions: [
    { device: 'iPhone "มือถือ"\n', last_seen: '2026-11-29T10:00:00.000Z', ip: '203.0.113.9' },
  ],
  // What a handler must never send, though it happens to hold it.
  password_hash: 'scrypt$secret',
};

describe('the compiled response serializer', () => {
  for (const check of [false, true]) {
    it(`writes what zod's parse and JSON.stringify write (check ${check ? 'on' : 'off'})`, () => {
      const schema = envelope(account);
      const written = serializer(schema, check)({ success: true, data: row });
      expect(JSON.parse(written)).toEqual(
        JSON.parse(JSON.stringify(schema.parse({ success: true, data: row }))),
      );
      expect(written).not.toContain('password_hash');
      expect(written).not.toContain('203.0.113.9');
      expect(written).toContain('"device":"iPhone \\"มือถือ\\"\\n"');
    });
  }

  it('writes the health answer byte for byte as before', () => {
    const schema = envelope(healthSchema);
    const health = {
      success: true,
      data: { status: 'ok', db: 'ok', version: '1.2.3', uptime_s: 42 },
    };
    expect(serializer(schema, false)(health)).toBe(JSON.stringify(schema.parse(health)));
  });

  it("keeps a loose object's own fields, as zod does (a reading's kind-specific details)", () => {
    const result = {
      sections: [
        {
          id: 'life',
          heading_th: 'เส้นชีวิต',
          heading_en: 'Life line',
          body_th: 'ยาว',
          body_en: 'Long',
        },
      ],
      kind: 'palm',
      title_th: 'ลายมือของคุณ',
      title_en: 'Your palm',
      summary_th: 'สรุป',
      summary_en: 'Summary',
      advice_th: 'คำแนะนำ',
      advice_en: 'Advice',
      pairing: { score: 72 },
    };
    const written = serializer(readingResultSchema, true)(result);
    expect(JSON.parse(written)).toEqual(result);
  });

  it("chooses a union's branch as zod does when the value carries fields a branch does not name", () => {
    const schema = z.object({
      item: z.union([
        z.object({ kind: z.literal('coin'), amount: z.number() }),
        z.object({ kind: z.literal('note'), text: z.string() }),
      ]),
    });
    const value = { item: { kind: 'coin', amount: 5, internal_ref: 'x-1' } };
    expect(serializer(schema, true)(value)).toBe('{"item":{"kind":"coin","amount":5}}');
  });

  it('with the check on, refuses an answer that breaks its schema, as zod did (a 500, never the value)', () => {
    const write = serializer(envelope(account), true);
    let thrown: unknown;
    try {
      write({ success: true, data: { ...row, coins: 12.5 } });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('with the check on, fails where the compiled serializer and zod would write different answers', () => {
    // A refinement JSON Schema cannot say: zod skips the first branch, the compiled one cannot.
    const schema = z.object({
      pick: z.union([
        z.object({ code: z.string().refine((value) => value.length > 3) }),
        z.object({ code: z.string(), note: z.string() }),
      ]),
    });
    const value = { pick: { code: 'ab', note: 'short code' } };
    expect(serializer(schema, false)(value)).toBe('{"pick":{"code":"ab"}}');
    expect(() => serializer(schema, true)(value)).toThrow(
      /compiled serializer of GET \/api\/v1\/thing/,
    );
  });

  it('answers a schema JSON Schema cannot say through zod, and says which', () => {
    const uncompiled: string[] = [];
    const schema = z.object({ at: z.date().transform((date) => date.toISOString()) });
    const write = serializer(schema, false, uncompiled);
    // Compiled on the route's first answer, not when the route is added.
    expect(uncompiled).toEqual([]);
    expect(write({ at: new Date('2026-11-29T00:00:00.000Z') })).toBe(
      '{"at":"2026-11-29T00:00:00.000Z"}',
    );
    expect(uncompiled).toEqual(['GET /api/v1/thing 200']);
    expect(() => write({ at: 'yesterday' })).toThrow();
  });
});
