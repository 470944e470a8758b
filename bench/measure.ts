import autocannon from 'autocannon';

export interface Measurement {
  label: string;
  value: number;
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

/** Average requests per second of `url` under `connections` concurrent keep-alive clients. */
export async function requestsPerSecond(
  url: string,
  options: {
    connections?: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<number> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: BENCH_SECONDS,
    method: options.method ?? 'GET',
    headers: {
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body ? { body: options.body } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}
