import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { convertKeys, toSnakeKey } from '@duangdee/contract/case-keys';

/**
 * Request bodies and query strings arrive in snake_case, camelCase or PascalCase (spec §7 lists
 * bodies like `{RequestId, Email, OtpCode}`); they are normalised to snake_case once, before
 * validation. Responses are snake_case by construction: every response schema in the contract is.
 * The conversion recurses, so it runs after `request-limits` has bounded depth, size and key length.
 */
async function keyCasingPlugin(app: FastifyInstance) {
  // A callback hook: it has nothing to wait for, and runs on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body && typeof request.body === 'object') {
      request.body = convertKeys(request.body, toSnakeKey);
    }
    if (request.query && typeof request.query === 'object') {
      request.query = convertKeys(request.query, toSnakeKey);
    }
    done();
  });
}

export default fp(keyCasingPlugin, { name: 'key-casing', dependencies: ['request-limits'] });
