import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

/**
 * How deep objects and arrays may nest in a body or query string. The contract's deepest request
 * nests three levels; key casing and validation walk bodies recursively, so a body nested
 * thousands of levels deep would exhaust the stack before it could be refused.
 */
export const MAX_NESTING_DEPTH = 32;
/** Object keys and array items in one body or query string, counted together. */
export const MAX_ENTRIES = 1000;
/** The longest key: key casing's regular expressions take quadratic time on a long key. */
export const MAX_KEY_LENGTH = 100;
/** The longest path parameter the router accepts; no id, token or kind of the contract is longer. */
export const MAX_PARAM_LENGTH = 200;

export interface InputProblem {
  /** Where, in the validation details' notation: `body.email.a`, `query.feature`. */
  path: string;
  message: string;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a string cannot be stored: PostgreSQL refuses NUL in text and JSON, and a lone surrogate is
 * not Unicode (it would be stored as U+FFFD, silently changing what was sent). Null when it can.
 */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode (it has an unpaired surrogate)';
  return null;
}

interface Pending {
  value: unknown;
  path: string;
  depth: number;
}

/**
 * The first thing in a parsed body, query or params that no handler should see: nesting past
 * MAX_NESTING_DEPTH, more than MAX_ENTRIES keys and items, a key longer than MAX_KEY_LENGTH, or a
 * string (value or key) with NUL or a lone surrogate. One pass with its own stack, never recursion,
 * and it stops at the first problem, so its work is bounded by the limits it enforces.
 */
export function findInputProblem(value: unknown, where: string): InputProblem | null {
  const pending: Pending[] = [{ value, path: where, depth: 0 }];
  let entries = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path, depth } = next;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { path, message: problem };
      continue;
    }
    // Raw bodies (the Stripe webhook's signed bytes) are not walked: they are not parsed here.
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    if (depth >= MAX_NESTING_DEPTH) {
      return { path, message: `must not nest deeper than ${MAX_NESTING_DEPTH} levels` };
    }
    const keys = Array.isArray(current) ? null : Object.keys(current);
    entries += keys ? keys.length : (current as unknown[]).length;
    if (entries > MAX_ENTRIES) {
      return { path: where, message: `must not hold more than ${MAX_ENTRIES} keys and items` };
    }
    if (!keys) {
      const items = current as unknown[];
      for (let i = items.length - 1; i >= 0; i--) {
        pending.push({ value: items[i], path: `${path}.${i}`, depth: depth + 1 });
      }
      continue;
    }
    for (const key of keys) {
      if (key.length > MAX_KEY_LENGTH) {
        return {
          path: `${path}.${key.slice(0, 20)}…`,
          message: `keys must not be longer than ${MAX_KEY_LENGTH} characters`,
        };
      }
      const problem = textProblem(key);
      if (problem) return { path, message: `a key ${problem}` };
      pending.push({
        value: (current as Record<string, unknown>)[key],
        path: `${path}.${key}`,
        depth: depth + 1,
      });
    }
  }
  return null;
}

/** Refuses the request as VALIDATION_FAILED when any part of it breaks a limit. */
export function assertInputWithinLimits(request: FastifyRequest): void {
  const parts = [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const;
  for (const [where, value] of parts) {
    const problem = findInputProblem(value, where);
    if (problem) throw new AppError('VALIDATION_FAILED', undefined, [problem]);
  }
}

/**
 * Checks every request once, before key casing and validation walk it (key casing declares this
 * plugin a dependency, so the order cannot be lost).
 */
async function requestLimitsPlugin(app: FastifyInstance) {
  // A callback hook: it has nothing to wait for, and runs on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertInputWithinLimits(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

export default fp(requestLimitsPlugin, { name: 'request-limits' });
