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
  /** Each round's ratio, when the two were measured in turn over several rounds. */
  roundRatios?: number[];
}

export interface Scenario {
  name: string;
  run(): Promise<ScenarioResult>;
}

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** How many times a load scenario measures its subject and its baseline, in turn. */
export const BENCH_ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

type Load = { perSecond: number; p99Ms: number };

/**
 * The subject and its baseline measured in turn, `BENCH_ROUNDS` times, the order swapped each
 * round: on a machine whose speed drifts (other work, a shared host) one pair measured once can
 * be off by half, while the drift cancels within a round. The round with the median ratio is the
 * result; every round's ratio comes with it.
 */
export async function inTurns(
  subject: () => Promise<Load>,
  baseline: () => Promise<Load>,
): Promise<{ subject: Load; baseline: Load; roundRatios: number[] }> {
  const rounds: Array<{ subject: Load; baseline: Load; ratio: number }> = [];
  for (let round = 0; round < BENCH_ROUNDS; round++) {
    let s: Load;
    let b: Load;
    if (round % 2 === 0) {
      b = await baseline();
      s = await subject();
    } else {
      s = await subject();
      b = await baseline();
    }
    rounds.push({ subject: s, baseline: b, ratio: s.perSecond / b.perSecond });
  }
  const roundRatios = rounds.map((r) => r.ratio);
  const median = [...rounds].sort((x, y) => x.ratio - y.ratio)[Math.floor((rounds.length - 1) / 2)];
  return { subject: median!.subject, baseline: median!.baseline, roundRatios };
}

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
