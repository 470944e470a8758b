import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  version: z.string(),
  uptime_s: z.number().int().nonnegative(),
});
export type Health = z.infer<typeof healthSchema>;

/** Liveness: the process answers. A load balancer restarts an instance that stops answering. */
export const livenessSchema = z.object({ status: z.literal('ok') });

const dependencyState = z.enum(['ok', 'down']);
/**
 * Readiness: whether this instance can serve now. The database always; Redis and the bucket when
 * they are configured. A load balancer stops sending traffic to an instance that is not ready.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    db: dependencyState,
    redis: dependencyState.optional(),
    storage: dependencyState.optional(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** What the web error boundary reports when a screen crashes. */
export const clientErrorReportSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(20000).optional(),
  route: z.string().trim().min(1).max(500),
  user_agent: z.string().max(500).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const clientErrorAcceptedSchema = z.object({ received: z.literal(true) });
