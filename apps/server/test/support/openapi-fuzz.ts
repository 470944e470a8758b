import fc from 'fast-check';

/**
 * Hostile requests generated from the OpenAPI document: values that follow an operation's schema
 * (so requests get past validation and into the services) mixed with values that break it —
 * nesting thousands of levels deep, strings of hundreds of kilobytes, NUL and lone surrogates,
 * right-to-left marks, wrong types, unknown and poisonous keys.
 */

/** The parts of JSON Schema the document uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The path template, `/api/v1/payments/{id}/status`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  jsonBody: JsonSchema | null;
  /** Takes `multipart/form-data` (uploads). */
  multipart: boolean;
  /** Needs a bearer token or a guest session. */
  secured: 'bearer' | 'guest' | null;
  /** Answers a stream that never ends while signed in (`GET /events`). */
  streams: boolean;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: Array<Record<string, unknown>>;
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** Every operation of the document, in its order. */
export function operationsOf(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const security = Object.keys(op.security?.[0] ?? {})[0];
      const responseTypes = Object.values(op.responses ?? {}).flatMap((r) =>
        Object.keys(r.content ?? {}),
      );
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        jsonBody: content['application/json']?.schema ?? null,
        // Upload routes declare `consumes` rather than a multipart request body.
        multipart:
          method === 'post' && ('multipart/form-data' in content || /upload|slip/.test(path)),
        secured: security === 'bearer' ? 'bearer' : security === 'guestSession' ? 'guest' : null,
        streams: responseTypes.includes('text/event-stream'),
      });
    }
  }
  return operations;
}

/** A body nested `depth` levels deep; written out as text, never built (it would be recursive). */
export class Deep {
  constructor(
    readonly depth: number,
    readonly shape: 'object' | 'array',
  ) {}
}

/** A string of `length` copies of `unit`; written out only when the request is sent. */
export class Huge {
  constructor(
    readonly length: number,
    readonly unit: string,
  ) {}
}

/** Strings that have broken servers: control characters, broken Unicode, odd scripts, injections. */
const ODD_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  '\uDFFF',
  'x\uDBFFy',
  '\uDC00\uD800',
  '\u202Eevil\u202C',
  '\uFEFF',
  '\u200B\u200D',
  'ก\u0E48\u0E48\u0E48\u0E48\u0E48',
  'ดวงดี 🔮✨',
  '👨‍👩‍👧‍👦'.repeat(20),
  'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357',
  '\r\n\t\u000b\u0085\u2028\u2029',
  '../../../../etc/passwd',
  "' OR 1=1; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '${{7*7}}{{7*7}}',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  '00000000-0000-0000-0000-000000000000',
];

const loneSurrogate = fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF');

export const oddText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.oneof(fc.string({ maxLength: 3 }), loneSurrogate), { maxLength: 6 })
      .map((parts) => parts.join('')),
  },
);

const hugeText = fc
  .tuple(
    // Up to a little over the 1 MB body limit once encoded (ก is 3 bytes in UTF-8).
    fc.constantFrom(300, 5_000, 60_000, 400_000),
    fc.constantFrom('a', 'ก', 'A', '🔮', '\\'),
  )
  .map(([length, unit]) => new Huge(length, unit));

const deep = fc
  .tuple(fc.constantFrom(31, 32, 33, 200, 1_000, 5_000, 20_000), fc.constantFrom('object', 'array'))
  .map(([depth, shape]) => new Deep(depth, shape as 'object' | 'array'));

/** A value of the wrong kind for whatever is expected here. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53 + 1, 0.5),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/** Anything hostile, for a body field. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: oddText },
  { weight: 2, arbitrary: wrongType },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: deep },
);

/** Keys a client should not be able to use against us. */
const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'user_id', 'balance'),
  oddText,
  fc.constantFrom(100, 101, 5_000).map((n) => 'A'.repeat(n)),
);

const MAX_SAFE_32 = 2 ** 31 - 1;

function clampInt(value: number | undefined, fallback: number) {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.max(-MAX_SAFE_32, Math.min(MAX_SAFE_32, Math.trunc(value)));
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot compile: plain strings will do.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
  return fc.string({ minLength, maxLength });
}

/**
 * Values that follow the schema, with each nested field sometimes replaced by a hostile one
 * (`chaos` is the chance per field), so requests reach the code behind validation too. Free-text
 * strings sometimes take one of the `known` values (real ids, package names), which random text
 * would never hit.
 */
export function valueFor(
  schema: JsonSchema,
  chaos: number,
  known: readonly string[] = [],
  depth = 0,
): fc.Arbitrary<unknown> {
  const conforming = conformingValue(schema, chaos, known, depth);
  if (chaos <= 0) return conforming;
  const keep = Math.max(1, Math.round((1 - chaos) * 10));
  const replace = Math.max(1, Math.round(chaos * 10));
  return fc.oneof({ weight: keep, arbitrary: conforming }, { weight: replace, arbitrary: hostile });
}

function conformingValue(
  schema: JsonSchema,
  chaos: number,
  known: readonly string[],
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) {
    return fc.oneof(...choices.map((choice) => valueFor(choice, chaos, known, depth + 1)));
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(
      ...types.map((type) => conformingValue({ ...schema, type }, chaos, known, depth)),
    );
  }
  switch (types[0]) {
    case 'string':
      return known.length > 0
        ? fc.oneof(
            { weight: 2, arbitrary: stringFor(schema) },
            { weight: 1, arbitrary: fc.constantFrom(...known) },
          )
        : stringFor(schema);
    case 'integer':
    case 'number': {
      const min = clampInt(schema.minimum ?? schema.exclusiveMinimum, -1000);
      const max = clampInt(schema.maximum, Math.max(min, 1000));
      const ints = fc.integer({ min: Math.min(min, max), max });
      return types[0] === 'integer' ? ints : fc.oneof(ints, fc.double({ noNaN: true }));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, chaos, known, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 10),
        maxLength: Math.min(schema.maxItems ?? 5, 10),
      });
    case 'object':
      return objectFor(schema, chaos, known, depth);
    default:
      return fc.oneof(oddText, wrongType);
  }
}

function objectFor(
  schema: JsonSchema,
  chaos: number,
  known: readonly string[],
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(properties).map(([key, inner]) =>
    fc
      .tuple(
        // Optional fields come and go; required ones go missing only under chaos.
        fc.double({ min: 0, max: 1, noNaN: true }),
        valueFor(inner, chaos, known, depth + 1),
        // The same key in the casings clients send (camelCase, PascalCase).
        fc.constantFrom('snake', 'snake', 'camel', 'pascal'),
      )
      .map(([roll, value, casing]) => {
        const present = required.has(key) ? roll >= chaos / 3 : roll < 0.6;
        return present ? ([cased(key, casing), value] as const) : null;
      }),
  );
  const extras =
    chaos > 0 ? fc.array(fc.tuple(hostileKey, hostile), { maxLength: 2 }) : fc.constant([]);
  return fc.tuple(fc.tuple(...fields), extras).map(([known, extra]) =>
    // fromEntries makes `__proto__` an own key, as JSON.parse would on the server.
    Object.fromEntries([...known.filter((entry) => entry !== null), ...extra]),
  );
}

function cased(key: string, casing: string): string {
  if (casing === 'snake') return key;
  const camel = key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return casing === 'camel' ? camel : camel.charAt(0).toUpperCase() + camel.slice(1);
}

/** JSON text of a generated value, with Deep and Huge written out without recursion. */
export function toJson(value: unknown): string {
  if (value instanceof Deep) {
    const [open, close] = value.shape === 'object' ? ['{"a":', '}'] : ['[', ']'];
    return open.repeat(value.depth) + '"x"' + close.repeat(value.depth);
  }
  if (value instanceof Huge) return JSON.stringify(value.unit.repeat(value.length));
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value).map(
      (key) => `${JSON.stringify(key)}:${toJson((value as Record<string, unknown>)[key])}`,
    );
    return `{${members.join(',')}}`;
  }
  // JSON has no NaN or Infinity; JSON.stringify writes null, and so would a client.
  return JSON.stringify(value) ?? 'null';
}

/** Text for a URL (path parameter or query value) of a generated value. */
export function toUrlText(value: unknown): string {
  if (value instanceof Huge) return value.unit.repeat(Math.min(value.length, 6_000));
  if (value instanceof Deep) return '['.repeat(Math.min(value.depth, 5_000));
  if (typeof value === 'string') return value;
  return toJson(value);
}

/**
 * Percent-encodes like a client would, except that lone surrogates become the bytes a careless
 * encoder writes for them (CESU-8), which are not UTF-8.
 */
export function encodeUrlText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** Percent sequences that do not decode: cut-off UTF-8, a bare `%`, an overlong NUL. */
export const brokenEscapes = fc.constantFrom('%E0%B8', '%', '%zz', '%C0%80', '%FF', '%ED%A0%80');
