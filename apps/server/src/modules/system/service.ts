import type { FastifyBaseLogger } from 'fastify';
import type { ClientErrorReport, Health } from '@duangdee/contract/system';
import type { Database } from '../../db/client.ts';
import type { SystemRepo } from './repo.ts';

export interface SystemServiceDeps {
  database: Pick<Database, 'ping'>;
  repo: SystemRepo;
  version: string;
  startedAt: number;
  now?: () => number;
}

export function createSystemService(deps: SystemServiceDeps) {
  const now = deps.now ?? Date.now;
  return {
    async checkHealth(): Promise<Health> {
      const dbUp = await deps.database.ping();
      return {
        status: dbUp ? 'ok' : 'degraded',
        db: dbUp ? 'ok' : 'down',
        version: deps.version,
        uptime_s: Math.max(0, Math.floor((now() - deps.startedAt) / 1000)),
      };
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
