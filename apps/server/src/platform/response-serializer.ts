import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

export interface ResponseSerializerOptions {
  /**
   * Also check every answer against its zod schema, and that the compiled serializer wrote
   * exactly what zod's parse and `JSON.stringify` would have (development and tests: every
   * route the suite calls proves its compiled serializer agrees with the contract).
   */
  check: boolean;
  /** Told once per response schema that cannot be compiled (it is then answered through zod). */
  onUncompiled?: (route: string, error: unknown) => void;
}

/** The zod schema fastify hands over: the schema itself, or `{ properties: schema }`. */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  if (
    schema &&
    typeof schema === 'object' &&
    'properties' in schema &&
    schema.properties instanceof z.ZodType
  ) {
    return schema.properties;
  }
  throw new Error(`not a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * A response schema compiled into a serializer (fast-json-stringify, from the schema's JSON
 * Schema). Throws for a schema JSON Schema cannot say, such as a transform. A refinement is
 * left out of the JSON Schema (the compiled serializer does not run it), which is why the tests
 * check every answer against zod as well.
 */
export function compileResponseSchema(schema: z.ZodType): Stringify {
  const json = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'throw',
    cycles: 'ref',
    reused: 'inline',
  });
  return fastJsonStringify(withoutClosedObjects(json) as Parameters<typeof fastJsonStringify>[0]);
}

/**
 * The schema with `additionalProperties: false` taken off every object. The compiled serializer
 * writes only the properties an object names either way; but where it must choose a branch of a
 * union, it validates the value against each, and a closed object would refuse a value carrying a
 * field the branch does not name, where zod takes the first branch that fits and drops the rest.
 */
function withoutClosedObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutClosedObjects);
  if (!schema || typeof schema !== 'object') return schema;
  const open: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    open[key] = withoutClosedObjects(value);
  }
  return open;
}

/**
 * Fastify's serializer compiler for the contract's zod response schemas. zod's own (parse every
 * answer, then `JSON.stringify` it) walks each answer twice; a serializer compiled from the
 * schema writes it in one pass, keeping only the fields the schema names, as parsing did.
 * In production answers are written by the compiled serializer alone: the handlers' return types
 * are the contract's, and development and the tests check every answer (`check`).
 *
 * Each schema is compiled on its route's first answer, not at the start: the API has over 300
 * response schemas, and compiling them all would add most of a second to every start (245 of
 * them took 0.7 s on a busy two-core machine).
 */
export function responseSerializerCompiler(options: ResponseSerializerOptions) {
  return ({
    schema,
    method,
    url,
    httpStatus,
  }: {
    schema: unknown;
    method: string;
    url: string;
    httpStatus?: string;
  }): Stringify => {
    const zodSchema = zodSchemaOf(schema);
    const parse = (data: unknown): unknown => {
      const result = zodSchema.safeParse(data);
      if (!result.success) {
        throw new ResponseSerializationError(method, url, { cause: result.error });
      }
      return result.data;
    };
    const throughZod: Stringify = (data) => JSON.stringify(parse(data));
    const checked =
      (compiled: Stringify): Stringify =>
      (data) => {
        const expected = JSON.stringify(parse(data));
        const written = compiled(data);
        // The same JSON, an object's keys perhaps in another order (a loose object's extras).
        if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
          throw new Error(
            `the compiled serializer of ${method} ${url} wrote ${written} where the contract gives ${expected}`,
          );
        }
        return written;
      };
    let write: Stringify | null = null;
    return (data) => {
      if (!write) {
        try {
          const compiled = compileResponseSchema(zodSchema);
          write = options.check ? checked(compiled) : compiled;
        } catch (error) {
          options.onUncompiled?.(`${method} ${url} ${httpStatus ?? ''}`.trim(), error);
          write = throughZod;
        }
      }
      return write(data);
    };
  };
}
