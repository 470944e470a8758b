import { createRequire } from 'node:module';

/** The part of pg-boss's internal `Manager` that records a job's outcome. */
interface OutcomeRecorder {
  complete(...args: unknown[]): Promise<unknown>;
  fail(...args: unknown[]): Promise<unknown>;
}

type Report = (error: unknown, outcome: 'complete' | 'fail') => void;

let report: Report = () => undefined;
let installed = false;

/**
 * pg-boss 10's worker records a job's outcome without waiting for it: once the handler returns
 * or throws, it calls `complete` or `fail` and goes on. When the database is unreachable at that
 * moment (PostgreSQL restarting), that statement's failure is a rejection nobody handles, and an
 * unhandled rejection ends the server (`close-with-grace`, server.ts). So every promise those two
 * return is marked handled here, and its failure reported: whoever awaits it still sees the
 * error. The job stays active in the database and runs again once pg-boss expires it, as it would
 * after a crash. `report` is where failures go (the latest given).
 */
export function handleJobOutcomeFailures(reportTo: Report): void {
  report = reportTo;
  if (installed) return;
  installed = true;
  // Not part of pg-boss's exports: pinned by the `pg-boss` version in package.json.
  const require = createRequire(import.meta.url);
  const Manager = require('pg-boss/src/manager.js') as { prototype: OutcomeRecorder };
  for (const outcome of ['complete', 'fail'] as const) {
    const record = Manager.prototype[outcome];
    Manager.prototype[outcome] = function (this: OutcomeRecorder, ...args: unknown[]) {
      const recorded = record.apply(this, args);
      recorded.catch((error: unknown) => report(error, outcome));
      return recorded;
    };
  }
}
