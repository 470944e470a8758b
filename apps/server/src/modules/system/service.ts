import type { FastifyBaseLogger } from 'fastify';
import type { ClientErrorReport, Health, Readiness } from '@duangdee/contract/system';
import type { Database } from '../../db/client.ts';
import type { SystemRepo } from './repo.ts';

export interface SystemServiceDeps {
  database: Pick<Database, 'ping'>;
  repo: SystemRepo;
  version: string;
  startedAt: number;
  /** What else readiness checks when configured (Redis, the bucket); each answers up or down. */
  dependencies?: Partial<Record<'redis' | 'storage', () => Promise<boolean>>>;
  now?: () => number;
}

/** A dependency slower than this to answer counts as down for readiness (milliseconds). */
export const READINESS_TIMEOUT_MS = 2000;

function withinTimeout(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
  });
  return Promise.race([check().catch(() => false), late]).finally(() => clearTimeout(timer));
}

/** How long a database ping answers for every health check that asks (milliseconds). */
export const HEALTH_PING_REUSE_MS = 1000;

export function createSystemService(deps: SystemServiceDeps) {
  const now = deps.now ?? Date.now;
  /**
   * The latest ping, shared: health checks within a second of it (or while it runs) reuse its
   * answer, so a flood of checks costs the database one ping a second, and a database that went
   * down is reported within a second.
   */
  let lastPing: { at: number; up: Promise<boolean> } | null = null;
  function ping(): Promise<boolean> {
    const at = now();
    if (lastPing && at - lastPing.at < HEALTH_PING_REUSE_MS) return lastPing.up;
    const up = deps.database.ping().catch(() => false);
    lastPing = { at, up };
    return up;
  }

  return {
    async checkHealth(): Promise<Health> {
      const dbUp = await ping();
      return {
        status: dbUp ? 'ok' : 'degraded',
        db: dbUp ? 'ok' : 'down',
        version: deps.version,
        uptime_s: Math.max(0, Math.floor((now() - deps.startedAt) / 1000)),
      };
    },

    /** The database, and Redis and the bucket when configured, each within two seconds. */
    async checkReadiness(): Promise<Readiness> {
      const named = Object.entries(deps.dependencies ?? {}) as Array<
        ['redis' | 'storage', () => Promise<boolean>]
      >;
      const [dbUp, ...others] = await Promise.all([
        withinTimeout(ping),
        ...named.map(([, check]) => withinTimeout(check)),
      ]);
      const checks: Readiness['checks'] = { db: dbUp ? 'ok' : 'down' };
      named.forEach(([name], i) => {
        checks[name] = others[i] ? 'ok' : 'down';
      });
      const ready = Object.values(checks).every((state) => state === 'ok');
      return { status: ready ? 'ready' : 'not_ready', checks };
    },

    async recordClientError(
      report: ClientErrorReport,
      context: { requestId: string; log: FastifyBaseLogger },
    ): Promise<void> {
      context.log.warn(
        { clientError: { message: report.message, route: report.route, stack: report.stack } },
        'client error reported',
      );
      await deps.repo.insertClientErrorReport({
        message: report.message,
        stack: report.stack ?? null,
        route: report.route,
        userAgent: report.user_agent ?? null,
        requestId: context.requestId,
      });
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
