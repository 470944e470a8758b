import autocannon from 'autocannon';

export interface Measurement {
  label: string;
  value: number;
  /** The 99th percentile latency of the run, for load scenarios. */
  p99Ms?: number;
}

export interface ScenarioResult {
  subject: Measurement;
  baseline: Measurement;
}

export interface Scenario {
  name: string;
  run(): Promise<ScenarioResult>;
}

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Requests per second of `url` under `connections` keep-alive clients, and its p99 latency. */
export async function load(
  url: string,
  options: {
    connections?: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
    /** Headers taken in turn, request by request, on every connection (one signed-in user each). */
    headersInTurn?: ReadonlyArray<Record<string, string>>;
  } = {},
): Promise<{ perSecond: number; p99Ms: number }> {
  // The load generator runs in a worker thread, so it does not share the server's event loop.
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: BENCH_SECONDS,
    workers: 1,
    method: options.method ?? 'GET',
    headers: {
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body ? { body: options.body } : {}),
    ...(options.headersInTurn
      ? { requests: options.headersInTurn.map((headers) => ({ headers })) }
      : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { perSecond: result.requests.average, p99Ms: result.latency.p99 };
}
