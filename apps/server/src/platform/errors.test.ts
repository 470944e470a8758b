import Fastify, { type FastifyInstance } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../test/support/closed-port.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from './app-error.ts';
import errorsPlugin, { isConnectionFailure } from './errors.ts';

/** An error as Node's sockets make them. */
function systemError(code: string, message = `connect ${code} 127.0.0.1:5432`) {
  return Object.assign(new Error(message), { code, errno: -111, syscall: 'connect' });
}

/** An error as PostgreSQL sends them, parsed by node-postgres. */
function sqlState(code: string, message: string) {
  return Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
}

/** As the query builder wraps the driver's error. */
const failedQuery = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('isConnectionFailure', () => {
  const unavailable: Array<[string, unknown]> = [
    ['a refused connection', systemError('ECONNREFUSED')],
    ['a reset connection', systemError('ECONNRESET', 'read ECONNRESET')],
    ['a connect that timed out at the socket', systemError('ETIMEDOUT')],
    ['an unknown host', systemError('ENOTFOUND', 'getaddrinfo ENOTFOUND db')],
    [
      'a refused connect to both addresses of a name',
      Object.assign(new AggregateError([systemError('ECONNREFUSED')], ''), {
        code: 'ECONNREFUSED',
      }),
    ],
    [
      'the server shutting down (57P01)',
      sqlState('57P01', 'terminating connection due to administrator command'),
    ],
    ['the server crashed (57P02)', sqlState('57P02', 'terminating connection due to crash')],
    ['the server starting up (57P03)', sqlState('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', sqlState('08006', 'connection failure')],
    ['a refused connection (08004)', sqlState('08004', 'rejected connection')],
    ['no connection slots left (53300)', sqlState('53300', 'too many clients already')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a connect that timed out', new Error('Connection terminated due to connection timeout')],
    ['no free pool connection in time', new Error('timeout exceeded when trying to connect')],
    [
      'a client broken earlier',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['the driver error inside the query builder', failedQuery(systemError('ECONNREFUSED'))],
    [
      'a cause two levels down',
      new Error('transaction failed', {
        cause: failedQuery(sqlState('57P01', 'terminating connection')),
      }),
    ],
  ];
  it.each(unavailable)('is true for %s', (_what, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  const ours: Array<[string, unknown]> = [
    ['a unique violation', failedQuery(sqlState('23505', 'duplicate key value'))],
    ['a missing table', sqlState('42P01', 'relation "x" does not exist')],
    ['a query cancelled by its timeout (57014)', sqlState('57014', 'canceling statement')],
    ['a serialization failure', sqlState('40001', 'could not serialize access')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a file that is missing', systemError('ENOENT', 'no such file')],
    [
      'a query whose text mentions a lost connection',
      new DrizzleQueryError("select 'Connection terminated'", [], new Error('boom')),
    ],
    ['nothing', undefined],
    ['a string', 'Connection terminated'],
  ];
  it.each(ours)('is false for %s', (_what, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });

  it('is not fooled by a cause that points back at itself', () => {
    const loop = new Error('loop') as Error & { cause?: unknown };
    loop.cause = loop;
    expect(isConnectionFailure(loop)).toBe(false);
  });

  it('is true for what the driver really throws when nothing listens on the port', async () => {
    const port = await closedPort();
    const database = openDatabase({ kind: 'postgres', url: `postgres://x@127.0.0.1:${port}/x` });
    try {
      const failure = await database.db.execute('select 1').then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).not.toBeNull();
      expect(isConnectionFailure(failure)).toBe(true);
      expect(await database.ping()).toBe(false);
    } finally {
      await database.close();
    }
  });
});

describe('the error handler', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/refused', async () => {
      throw failedQuery(systemError('ECONNREFUSED'));
    });
    app.get('/shutting-down', async () => {
      throw sqlState('57P01', 'terminating connection due to administrator command');
    });
    app.get('/pool-timeout', async () => {
      throw new Error('timeout exceeded when trying to connect');
    });
    app.get('/bug', async () => {
      throw failedQuery(sqlState('23505', 'duplicate key value violates unique constraint'));
    });
    app.get('/app-error', async () => {
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    });
    await app.ready();
  });

  afterAll(() => app.close());

  it.each(['/refused', '/shutting-down', '/pool-timeout'])(
    'answers a lost database (%s) 503 SERVICE_UNAVAILABLE, saying nothing of the internals',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The service is temporarily unavailable',
        },
      });
      expect(res.body).not.toMatch(/select|ECONNREFUSED|57P01|terminat|timeout|at /i);
    },
  );

  it('still answers our own database errors 500 INTERNAL_ERROR', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'INTERNAL_ERROR' } });
  });

  it('leaves an outside service failure with its own code', async () => {
    const res = await app.inject({ method: 'GET', url: '/app-error' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
  });
});
