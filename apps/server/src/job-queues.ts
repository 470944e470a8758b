/**
 * Every job queue the server runs; app.ts defines a worker for each. The build's snapshot of the
 * embedded database has the job queue's schema and these queues made (build-snapshot.ts), so a
 * first start creates none (pg-boss making its schema and a queue's tables took about 0.45 s of
 * a first start's WebAssembly).
 */
export const JOB_QUEUES = [
  'payments.expire',
  'payments.expire-sweep',
  'privacy.rewrite-erased',
  'push.daily-fortune',
  'readings.generate',
  'readings.resume-sweep',
] as const;

export type JobQueue = (typeof JOB_QUEUES)[number];
