import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client.ts';
import type { EventBus } from './events.ts';

export interface MetricsOptions {
  /** The bearer token Prometheus sends; without one `/metrics` is not served. */
  token: string | null;
  db: Db;
  events: Pick<EventBus, 'listenerCount'>;
  /** How long the database totals are reused between scrapes (milliseconds). */
  totalsTtlMs?: number;
}

const DEFAULT_TOTALS_TTL_MS = 30_000;

type Row = Record<string, unknown>;
async function rowsOf(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** What the database says, across every instance: readings, ledger movements, jobs. */
async function databaseTotals(db: Db) {
  const [readings, transfers, holds, jobs] = await Promise.all([
    rowsOf(
      db,
      sql`select kind, status, count(*)::int as n from reading_sessions group by kind, status`,
    ),
    rowsOf(
      db,
      sql`select kind, count(*)::int as n, coalesce(sum(amount), 0)::bigint as coins
          from ledger_transfers group by kind`,
    ),
    rowsOf(db, sql`select status, count(*)::int as n from ledger_holds group by status`),
    rowsOf(
      db,
      sql`select name, state::text as state, count(*)::int as n from pgboss.job
                   group by name, state`,
    ).catch(() => [] as Row[]),
  ]);
  return { readings, transfers, holds, jobs };
}

function constantTimeEquals(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus' text format, behind a bearer token (`METRICS_TOKEN`).
 *
 * This instance's own figures: requests by route and status with their latency, open live-event
 * streams, and the process (memory, event-loop lag, CPU). Totals every instance shares are read
 * from the database at most every 30 seconds: readings by kind and status, ledger transfers and
 * coins by kind (refunds are `kind="refund"`), holds by status (`voided` = coins given back),
 * and pg-boss jobs by queue and state (queue depth = `created` + `retry`; failures = `failed`).
 * Summing the database totals across instances double-counts; take `max` over instances.
 */
const metricsPlugin: FastifyPluginAsync<MetricsOptions> = async (app, options) => {
  if (!options.token) return;
  const token = options.token;
  const register = new Registry();
  register.setDefaultLabels({ app: 'duangdee' });
  collectDefaultMetrics({ register, prefix: 'duangdee_' });

  const requests = new Counter({
    name: 'duangdee_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [register],
  });
  const latency = new Histogram({
    name: 'duangdee_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  new Gauge({
    name: 'duangdee_live_event_streams',
    help: 'Open live-event (SSE) streams on this instance',
    registers: [register],
    collect() {
      this.set(options.events.listenerCount());
    },
  });

  const ttl = options.totalsTtlMs ?? DEFAULT_TOTALS_TTL_MS;
  let cached: { at: number; totals: Promise<Awaited<ReturnType<typeof databaseTotals>>> } | null =
    null;
  const scrapeErrors = new Counter({
    name: 'duangdee_metrics_database_errors_total',
    help: 'Scrapes whose database totals could not be read (the last known are kept)',
    registers: [register],
  });
  let lastGood: Awaited<ReturnType<typeof databaseTotals>> | null = null;
  async function totals() {
    if (!cached || Date.now() - cached.at >= ttl) {
      cached = { at: Date.now(), totals: databaseTotals(options.db) };
    }
    try {
      lastGood = await cached.totals;
    } catch (error) {
      cached = null;
      scrapeErrors.inc();
      app.log.warn({ err: error }, 'metrics: database totals unavailable');
    }
    return lastGood;
  }

  new Gauge({
    name: 'duangdee_readings',
    help: 'Readings (all instances) by kind and status: completed, failed, processing, …',
    labelNames: ['kind', 'status'] as const,
    registers: [register],
    async collect() {
      this.reset();
      for (const r of (await totals())?.readings ?? []) {
        this.set({ kind: String(r.kind), status: String(r.status) }, Number(r.n));
      }
    },
  });
  new Gauge({
    name: 'duangdee_ledger_transfers',
    help: 'Ledger transfers (all instances) by kind: purchase, reading, refund, adjustment, …',
    labelNames: ['kind'] as const,
    registers: [register],
    async collect() {
      this.reset();
      for (const r of (await totals())?.transfers ?? [])
        this.set({ kind: String(r.kind) }, Number(r.n));
    },
  });
  new Gauge({
    name: 'duangdee_ledger_coins',
    help: 'Coins moved by ledger transfers (all instances), by kind',
    labelNames: ['kind'] as const,
    registers: [register],
    async collect() {
      this.reset();
      for (const r of (await totals())?.transfers ?? []) {
        this.set({ kind: String(r.kind) }, Number(r.coins));
      }
    },
  });
  new Gauge({
    name: 'duangdee_ledger_holds',
    help: 'Coin holds (all instances) by status: pending, posted, voided (given back)',
    labelNames: ['status'] as const,
    registers: [register],
    async collect() {
      this.reset();
      for (const r of (await totals())?.holds ?? [])
        this.set({ status: String(r.status) }, Number(r.n));
    },
  });
  new Gauge({
    name: 'duangdee_jobs',
    help: 'Background jobs (all instances) by queue and state: created, retry, active, failed, …',
    labelNames: ['queue', 'state'] as const,
    registers: [register],
    async collect() {
      this.reset();
      for (const r of (await totals())?.jobs ?? []) {
        this.set({ queue: String(r.name), state: String(r.state) }, Number(r.n));
      }
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status: String(status) });
    latency.observe(
      { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization ?? '';
    if (!constantTimeEquals(given, `Bearer ${token}`)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({
          success: false,
          error: { code: 'AUTH_REQUIRED', message: 'Metrics token required' },
        });
    }
    reply.header('content-type', register.contentType).header('cache-control', 'no-store');
    return register.metrics();
  });
};

export default fp(metricsPlugin, { name: 'metrics' });
