/**
 * `npm run bench:soak`: load that is held. The real server runs as its own process on a fresh
 * PostgreSQL database and gets a mix of what people do — browse, become guests, sign in by
 * e-mail code, read their balance, buy topic readings and wait for them, open PromptPay
 * payments — arriving at a fixed rate whether or not earlier requests have been answered (an
 * open model: a slow server faces a growing queue, as it would in life). Then twice that rate
 * for a while: the server must answer fast — serve, or refuse with 503/429 — never time out, and
 * recover once the surge is over. It prints a table and a verdict against the goals, and writes
 * JSON to `SOAK_OUT`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BENCH_DATABASE_URL, withDatabase } from './database.ts';
import {
  machineBusySeconds,
  postgresCpuSeconds,
  startServerProcess,
  WEB_DIST_DIR,
  type ServerProcess,
} from './server-process.ts';

const num = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
};

const SOAK_SECONDS = num('SOAK_SECONDS', 300);
// Actions started per second. 30 is what two cores sustain with this mix: beyond about 33 the
// topic readings (3.6 a second here) come in faster than the job workers finish them.
const SOAK_RATE = num('SOAK_RATE', 30);
const WARMUP_SECONDS = num('SOAK_WARMUP_SECONDS', 30);
const OVERLOAD_SECONDS = num('SOAK_OVERLOAD_SECONDS', 30);
const OVERLOAD_RATE = num('SOAK_OVERLOAD_RATE', SOAK_RATE * 2);
const RECOVERY_SECONDS = num('SOAK_RECOVERY_SECONDS', 20);
const TIMEOUT_MS = num('SOAK_TIMEOUT_MS', 10_000);
const SOAK_OUT = process.env.SOAK_OUT;
/** Every request as a line of JSON (operation, phase, sent at, ms, status), for a closer look. */
const SOAK_SAMPLES_OUT = process.env.SOAK_SAMPLES_OUT;
/** The server's log (its last 5,000 lines). */
const SOAK_SERVER_LOG_OUT = process.env.SOAK_SERVER_LOG_OUT;

/** The goals the verdict checks. */
const GOALS = {
  errors: 0,
  readP99Ms: 200,
  memoryGrowth: 0.1,
  /** A refusal is fast when it comes well before any client would give up waiting. */
  refusedP99Ms: 1000,
  recoverySeconds: 10,
};

/** How the web client waits for a reading: it asks for the result every two seconds. */
const READING_POLL_MS = 2000;
/** A reading that is not done in this long counts as an error. */
const READING_GIVE_UP_MS = 60_000;
const READING_KIND = 'luck';
const READING_COST = 50;
const PACKAGE_ID = 'starter';

type Phase = 'warmup' | 'soak' | 'overload' | 'recovery';

interface Sample {
  op: string;
  phase: Phase;
  /** When the request was sent, in ms since the load started. */
  at: number;
  ms: number;
  /** HTTP status; 0 when there was no answer (timeout, reset). */
  status: number;
  ok: boolean;
}

/** A step failed: the flow it belonged to stops there, as a person's would. */
class StepFailed extends Error {}

interface Guest {
  ip: string;
  sessionId: string;
}

interface User {
  ip: string;
  token: string;
  /** Coins the load believes the user still has (welcome bonus, purchases, minus readings). */
  coins: number;
}

const samples: Sample[] = [];
const guests: Guest[] = [];
const users: User[] = [];
const readingTimes: Array<{ phase: Phase; ms: number; done: boolean }> = [];
let t0 = 0;
let phase: Phase = 'warmup';
let serverUrl = '';
let outbox: pg.Pool;
let serial = 0;

const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
const now = () => performance.now() - t0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Each visitor comes from an address of their own, as they would through the proxy. */
function newIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

interface Call {
  op: string;
  method?: 'GET' | 'POST';
  path: string;
  ip: string;
  token?: string;
  guestSession?: string;
  body?: unknown;
  /** Statuses that count as success (2xx unless given). */
  expect?: number[];
  accept?: string;
}

/** One request, timed and recorded; throws StepFailed unless it got an expected answer. */
async function call<T = unknown>(c: Call): Promise<T> {
  const headers: Record<string, string> = {
    accept: c.accept ?? 'application/json',
    'user-agent': 'duangdee-soak',
    'x-forwarded-for': c.ip,
  };
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  if (c.guestSession) headers['x-guest-session'] = c.guestSession;
  if (c.body !== undefined) headers['content-type'] = 'application/json';
  const at = now();
  const samplePhase = phase;
  let status = 0;
  let text = '';
  try {
    const res = await fetch(serverUrl + c.path, {
      method: c.method ?? 'GET',
      headers,
      body: c.body === undefined ? undefined : JSON.stringify(c.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    text = await res.text();
    status = res.status;
  } catch {
    status = 0;
  }
  const ms = now() - at;
  const ok = c.expect ? c.expect.includes(status) : status >= 200 && status < 300;
  samples.push({ op: c.op, phase: samplePhase, at, ms, status, ok });
  if (!ok) throw new StepFailed(`${c.op}: ${status} ${text.slice(0, 200)}`);
  if (!text || !(c.accept ?? 'application/json').includes('json')) return undefined as T;
  return (JSON.parse(text) as { data: T }).data;
}

// ---- what people do ---------------------------------------------------------------------------

async function newGuest(): Promise<void> {
  const ip = newIp();
  const data = await call<{ session: { session_id: string } }>({
    op: 'guest: create',
    method: 'POST',
    path: '/api/v1/auth/guest',
    ip,
    body: { device_id: `soak-${++serial}`, accept_pdpa: true },
  });
  const guest = { ip, sessionId: data.session.session_id };
  guests.push(guest);
  // A new visitor draws today's free เซียมซี.
  await call({
    op: 'daily: free draw',
    method: 'POST',
    path: '/api/v1/fortune/love-sticks/free-draw',
    ip,
    guestSession: guest.sessionId,
    body: {},
  });
}

async function dailyToday(): Promise<void> {
  const guest = pick(guests);
  if (!guest) return newGuest();
  await call({
    op: 'daily: today',
    path: '/api/v1/fortune/love-sticks/free-draw',
    ip: guest.ip,
    guestSession: guest.sessionId,
  });
}

/** The sign-in code the server mailed, read from its dev outbox as the server tests do. */
async function mailedCode(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await outbox.query<{ text: string }>(
      'select text from dev_outbox where "to" = $1 order by id desc limit 1',
      [email],
    );
    const code = /รหัสเข้าสู่ระบบของคุณคือ (\d+)/.exec(rows[0]?.text ?? '')?.[1];
    if (code) return code;
    await sleep(100);
  }
  throw new StepFailed(`no code in the dev outbox for ${email}`);
}

async function signIn(): Promise<void> {
  const ip = newIp();
  const email = `soak-${++serial}-${randomBytes(3).toString('hex')}@example.com`;
  const requested = await call<{ request_id: string }>({
    op: 'sign-in: request code',
    method: 'POST',
    path: '/api/v1/auth/request-otp',
    ip,
    body: { email },
  });
  const code = await mailedCode(email);
  const login = await call<{ access_token: string }>({
    op: 'sign-in: verify code',
    method: 'POST',
    path: '/api/v1/auth/verify-otp',
    ip,
    body: { request_id: requested.request_id, email, otp_code: code },
  });
  const welcome = await call<{ balance: number }>({
    op: 'sign-in: welcome coins',
    method: 'POST',
    path: '/api/v1/coins/grant-welcome',
    ip,
    token: login.access_token,
    body: {},
  });
  users.push({ ip, token: login.access_token, coins: welcome.balance });
}

async function balance(): Promise<void> {
  const user = pick(users);
  if (!user) return signIn();
  await call({ op: 'balance', path: '/api/v1/coins/balance', ip: user.ip, token: user.token });
}

async function history(): Promise<void> {
  const user = pick(users);
  if (!user) return signIn();
  await call({
    op: 'reading history',
    path: '/api/v1/fortune/readings/history?page=1&page_size=10',
    ip: user.ip,
    token: user.token,
  });
}

async function reading(): Promise<void> {
  const user = pick(users.filter((u) => u.coins >= READING_COST));
  if (!user) return payment(pick(users));
  user.coins -= READING_COST;
  const auth = { ip: user.ip, token: user.token };
  const base = `/api/v1/fortune/${READING_KIND}/sessions`;
  const created = await call<{ session_id: string }>({
    op: 'reading: create',
    method: 'POST',
    path: base,
    body: { focus: 'money' },
    ...auth,
  });
  const startedAt = now();
  const startPhase = phase;
  await call({
    op: 'reading: start',
    method: 'POST',
    path: `${base}/${created.session_id}/start`,
    body: { confirm_payment: true },
    ...auth,
  });
  for (;;) {
    await sleep(READING_POLL_MS);
    const res = await fetchResult(`${base}/${created.session_id}/results`, auth);
    if (res === 'failed') {
      readingTimes.push({ phase: startPhase, ms: now() - startedAt, done: false });
      throw new StepFailed('the reading failed');
    }
    if (res === 'completed') break;
    if (now() - startedAt > READING_GIVE_UP_MS) {
      readingTimes.push({ phase: startPhase, ms: now() - startedAt, done: false });
      throw new StepFailed('reading not done in time');
    }
  }
  readingTimes.push({ phase: startPhase, ms: now() - startedAt, done: true });
}

async function fetchResult(
  url: string,
  auth: { ip: string; token: string },
): Promise<'completed' | 'failed' | 'waiting'> {
  const data = await call<{ status?: string }>({
    op: 'reading: poll result',
    path: url,
    expect: [200, 202],
    ...auth,
  });
  return data?.status === 'completed' || data?.status === 'failed' ? data.status : 'waiting';
}

async function payment(given?: User): Promise<void> {
  const user = given ?? pick(users);
  if (!user) return signIn();
  const auth = { ip: user.ip, token: user.token };
  const created = await call<{ payment_id: string; coins: number }>({
    op: 'payment: create',
    method: 'POST',
    path: '/api/v1/payments/create-payment',
    body: { package_id: PACKAGE_ID },
    ...auth,
  });
  const id = created.payment_id;
  await call({
    op: 'payment: QR image',
    path: `/api/v1/payments/${id}/qr.png`,
    accept: 'image/png',
    ...auth,
  });
  await call({ op: 'payment: status', path: `/api/v1/payments/${id}/status`, ...auth });
  // Half of them pay (on the sandbox's bank page); the others leave it to expire.
  if (Math.random() < 0.5) return;
  await call({
    op: 'payment: paid (sandbox)',
    method: 'POST',
    path: `/api/v1/sandbox/payments/${id}/approve`,
    expect: [303],
    ip: user.ip,
  });
  const paid = await call<{ status: string }>({
    op: 'payment: status',
    path: `/api/v1/payments/${id}/status`,
    ...auth,
  });
  if (paid.status === 'success') user.coins += created.coins;
}

const browse = (op: string, apiPath: string, accept?: string) => async () => {
  await call({ op, path: apiPath, ip: newIp(), ...(accept ? { accept } : {}) });
};

/** The mix: relative weights of what an arriving visitor does. */
const ACTIONS: Array<{ weight: number; run: () => Promise<void> }> = [
  { weight: 8, run: browse('browse: web app (index.html)', '/', 'text/html') },
  { weight: 4, run: browse('browse: health', '/api/v1/health') },
  { weight: 8, run: browse('browse: reading prices', '/api/v1/coins/costs') },
  { weight: 4, run: browse('browse: coin packages', '/api/v1/payments/packages') },
  { weight: 8, run: dailyToday },
  { weight: 4, run: newGuest },
  { weight: 3, run: signIn },
  { weight: 25, run: balance },
  { weight: 5, run: history },
  { weight: 10, run: reading },
  { weight: 4, run: () => payment() },
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, a) => sum + a.weight, 0);

function nextAction(): () => Promise<void> {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const action of ACTIONS) {
    roll -= action.weight;
    if (roll < 0) return action.run;
  }
  return ACTIONS[0]!.run;
}

const inFlight = new Set<Promise<void>>();
let schedulerLagMs = 0;

/** Starts `rate` actions a second for `seconds`, on schedule, without waiting for answers. */
async function arrive(rate: number, seconds: number, label: Phase): Promise<void> {
  phase = label;
  if (rate <= 0 || seconds <= 0) return;
  const start = performance.now();
  const total = Math.round(rate * seconds);
  let started = 0;
  while (started < total) {
    const elapsed = performance.now() - start;
    const due = Math.min(total, Math.floor((elapsed / 1000) * rate) + 1);
    if (due > started + 1) {
      schedulerLagMs = Math.max(schedulerLagMs, ((due - started - 1) / rate) * 1000);
    }
    while (started < due) {
      started++;
      const run = nextAction()().catch((error: unknown) => {
        if (!(error instanceof StepFailed)) throw error;
      });
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
    }
    const nextAt = start + (started / rate) * 1000;
    await sleep(Math.max(0, nextAt - performance.now()));
  }
}

// ---- figures -------------------------------------------------------------------------------

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

interface OpFigures {
  op: string;
  read: boolean;
  count: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const isRead = (op: string) =>
  op.startsWith('browse') ||
  op === 'daily: today' ||
  op === 'balance' ||
  op === 'reading history' ||
  op === 'reading: poll result' ||
  op === 'payment: status' ||
  op === 'payment: QR image';

function figuresByOp(list: Sample[]): OpFigures[] {
  const byOp = new Map<string, Sample[]>();
  for (const s of list) byOp.set(s.op, [...(byOp.get(s.op) ?? []), s]);
  return [...byOp.entries()]
    .map(([op, all]) => {
      const ms = all.map((s) => s.ms).sort((a, b) => a - b);
      return {
        op,
        read: isRead(op),
        count: all.length,
        errors: all.filter((s) => !s.ok).length,
        p50Ms: Math.round(percentile(ms, 50)),
        p99Ms: Math.round(percentile(ms, 99)),
        maxMs: Math.round(ms[ms.length - 1] ?? 0),
      };
    })
    .sort((a, b) => a.op.localeCompare(b.op));
}

function statusCounts(list: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of list) {
    const key = s.status === 0 ? 'no answer' : String(s.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

interface CpuSnapshot {
  at: number;
  server: number | null;
  client: number;
  machine: number | null;
  postgres: number | null;
  load1: number;
}

function cpuSnapshot(server: ServerProcess): CpuSnapshot {
  const { user, system } = process.cpuUsage();
  return {
    at: performance.now(),
    server: server.cpuSeconds(),
    client: (user + system) / 1e6,
    machine: machineBusySeconds(),
    postgres: postgresCpuSeconds(),
    load1: os.loadavg()[0] ?? 0,
  };
}

/** Cores in use between two snapshots: the server's, this load generator's, PostgreSQL's, other. */
function coresBetween(a: CpuSnapshot, b: CpuSnapshot) {
  const seconds = (b.at - a.at) / 1000;
  const rate = (x: number | null, y: number | null) =>
    x === null || y === null ? null : Math.round(((y - x) / seconds) * 100) / 100;
  const server = rate(a.server, b.server);
  const client = rate(a.client, b.client);
  const machine = rate(a.machine, b.machine);
  const postgres = rate(a.postgres, b.postgres);
  return {
    cores: os.cpus().length,
    server,
    loadGenerator: client,
    postgres,
    /** Everything else the machine was busy with: other work skews the figures. */
    other:
      machine === null || server === null || client === null || postgres === null
        ? null
        : Math.round((machine - server - client - postgres) * 100) / 100,
    machine,
    loadAverage: [Math.round(a.load1 * 100) / 100, Math.round(b.load1 * 100) / 100],
  };
}

/**
 * The server's memory at a moment: the median of the last ten seconds' samples, so one sample
 * taken just before a garbage collection does not decide the verdict.
 */
function settledRss(memory: Array<{ at: number; rss: number | null }>, at: number): number | null {
  const recent = memory
    .filter((m) => m.at <= at && m.at > at - 10_000 && m.rss !== null)
    .map((m) => m.rss as number)
    .sort((a, b) => a - b);
  return recent.length > 0 ? (recent[Math.floor(recent.length / 2)] ?? null) : null;
}

/** Least-squares slope of y over x; null with fewer than two points. */
function slope(points: Array<number[]>): number | null {
  if (points.length < 2) return null;
  const n = points.length;
  const mx = points.reduce((sum, [x]) => sum + (x ?? 0), 0) / n;
  const my = points.reduce((sum, [, y]) => sum + (y ?? 0), 0) / n;
  let num = 0;
  let den = 0;
  for (const [x = 0, y = 0] of points) {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  }
  return den === 0 ? null : num / den;
}

const mb = (bytes: number | null) => (bytes === null ? null : Math.round(bytes / 1024 / 1024));

// ---- the run -------------------------------------------------------------------------------

async function run(databaseUrl: string) {
  if (!existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @duangdee/web` first');
  }
  const server: ServerProcess = await startServerProcess(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      DATABASE_URL: databaseUrl,
      // Every visitor has an address of their own (X-Forwarded-For), as behind a reverse proxy.
      TRUST_PROXY: 'true',
    },
    (process.env.SOAK_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  );
  serverUrl = server.url;
  outbox = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const memory: Array<{ at: number; rss: number | null }> = [];
  const rssAtBoot = server.rss();
  t0 = performance.now();
  const startedAt = Date.now();
  const sampler = setInterval(() => memory.push({ at: now(), rss: server.rss() }), 1000);

  try {
    console.log(
      `soak: warm-up ${WARMUP_SECONDS} s, then ${SOAK_SECONDS} s at ${SOAK_RATE} actions/s, ` +
        `overload ${OVERLOAD_SECONDS} s at ${OVERLOAD_RATE}/s, recovery ${RECOVERY_SECONDS} s ` +
        `(server pid ${server.pid}, PostgreSQL on ${new URL(BENCH_DATABASE_URL).host})`,
    );
    // A few signed-in people exist before the measured load starts.
    await Promise.all(Array.from({ length: 10 }, () => signIn().catch(() => undefined)));
    await arrive(SOAK_RATE, WARMUP_SECONDS, 'warmup');
    const rssAtStart = settledRss(memory, now());
    const soakStart = now();
    const soakCpuStart = cpuSnapshot(server);
    await arrive(SOAK_RATE, SOAK_SECONDS, 'soak');
    const soakEnd = now();
    const soakCpu = coresBetween(soakCpuStart, cpuSnapshot(server));
    const rssAtEnd = settledRss(memory, soakEnd);
    const overloadCpuStart = cpuSnapshot(server);
    await arrive(OVERLOAD_RATE, OVERLOAD_SECONDS, 'overload');
    const overloadEnd = now();
    const overloadCpu = coresBetween(overloadCpuStart, cpuSnapshot(server));
    await arrive(SOAK_RATE, RECOVERY_SECONDS, 'recovery');
    await Promise.all(inFlight);
    clearInterval(sampler);
    const rssAfter = server.rss();

    const soak = samples.filter((s) => s.phase === 'soak');
    const ops = figuresByOp(soak);
    const soakErrors = ops.reduce((sum, o) => sum + o.errors, 0);
    const worstRead = ops.filter((o) => o.read).sort((a, b) => b.p99Ms - a.p99Ms)[0];
    const soakMemory = memory.filter((m) => m.at >= soakStart && m.at <= soakEnd && m.rss);
    const peak = Math.max(...soakMemory.map((m) => m.rss ?? 0));
    // The heap settles for a while after start-up (and may give memory back once it has): growth
    // is counted from the lowest settled level of the soak, which is never above where it began.
    const lowest = Math.min(
      ...soakMemory.map((m) => settledRss(memory, m.at) ?? Infinity).filter(Number.isFinite),
    );
    const growth = rssAtEnd && Number.isFinite(lowest) && lowest > 0 ? rssAtEnd / lowest - 1 : null;
    // The trend of the soak's second half (least squares), in MB a minute: a leak keeps climbing.
    const secondHalf = soakMemory.filter((m) => m.at >= (soakStart + soakEnd) / 2);
    const trendMbPerMinute = slope(
      secondHalf.map((m) => [m.at / 60_000, (m.rss ?? 0) / 1024 / 1024]),
    );
    const soakReadings = readingTimes.filter((r) => r.phase === 'soak');
    const readingMs = soakReadings.map((r) => r.ms).sort((a, b) => a - b);

    const overload = samples.filter((s) => s.phase === 'overload');
    const refused = overload.filter((s) => s.status === 429 || s.status === 503);
    const refusedMs = refused.map((s) => s.ms).sort((a, b) => a - b);
    const servedMs = overload
      .filter((s) => s.ok)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    const otherFailures = overload.filter(
      (s) => !s.ok && s.status !== 429 && s.status !== 503,
    ).length;

    // Recovery: whole seconds after the surge, by when each request was sent.
    const after = samples.filter((s) => s.at >= overloadEnd);
    const seconds: Array<{ second: number; requests: number; failed: number }> = [];
    for (let i = 0; i < Math.ceil(RECOVERY_SECONDS); i++) {
      const inSecond = after.filter(
        (s) => s.at >= overloadEnd + i * 1000 && s.at < overloadEnd + (i + 1) * 1000,
      );
      seconds.push({
        second: i,
        requests: inSecond.length,
        failed: inSecond.filter((s) => !s.ok).length,
      });
    }
    const firstOk = seconds.find((s) => s.requests > 0 && s.failed === 0);
    const recoverySeconds = firstOk ? firstOk.second : null;

    const logs = server.logLines();
    const serverErrors = logs.filter((l) => /"level":(50|60)/.test(l));
    const sheddingLines = logs.filter((l) => l.includes('load shedding:'));
    const sheddingChanges = sheddingLines.length;
    const sheddingLog = sheddingLines.slice(0, 200).map((line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        return {
          /** Seconds since the load started. */
          at:
            typeof entry.time === 'number' ? Math.round((entry.time - startedAt) / 100) / 10 : null,
          msg: entry.msg,
          eventLoopDelayMs: entry.eventLoopDelayMs,
          inFlight: entry.inFlight,
        };
      } catch {
        return { msg: line };
      }
    });

    const result = {
      settings: {
        soakSeconds: SOAK_SECONDS,
        rate: SOAK_RATE,
        warmupSeconds: WARMUP_SECONDS,
        overloadSeconds: OVERLOAD_SECONDS,
        overloadRate: OVERLOAD_RATE,
        recoverySeconds: RECOVERY_SECONDS,
        timeoutMs: TIMEOUT_MS,
        database: 'postgresql',
      },
      /** Seconds since the load started. */
      phases: {
        soak: [soakStart, soakEnd].map((ms) => Math.round(ms / 100) / 10),
        overload: [soakEnd, overloadEnd].map((ms) => Math.round(ms / 100) / 10),
      },
      soak: {
        requests: soak.length,
        requestsPerSecond: Math.round((soak.length / ((soakEnd - soakStart) / 1000)) * 10) / 10,
        errors: soakErrors,
        statuses: statusCounts(soak),
        operations: ops,
        readings: {
          started: soakReadings.length,
          completed: soakReadings.filter((r) => r.done).length,
          p50Ms: Math.round(percentile(readingMs, 50)),
          p99Ms: Math.round(percentile(readingMs, 99)),
        },
        cpu: soakCpu,
        memoryMb: {
          boot: mb(rssAtBoot),
          start: mb(rssAtStart),
          end: mb(rssAtEnd),
          lowest: Number.isFinite(lowest) ? mb(lowest) : null,
          peak: mb(peak),
          afterRecovery: mb(rssAfter),
          growth: growth === null ? null : Math.round(growth * 1000) / 1000,
          trendMbPerMinute:
            trendMbPerMinute === null ? null : Math.round(trendMbPerMinute * 100) / 100,
          startToEnd:
            rssAtStart && rssAtEnd ? Math.round((rssAtEnd / rssAtStart - 1) * 1000) / 1000 : null,
          /** Every ten seconds from the start of the load: [seconds, MB]. */
          timeline: memory
            .filter((_, i) => i % 10 === 0)
            .map((m) => [Math.round(m.at / 1000), mb(m.rss)]),
        },
      },
      overload: {
        requests: overload.length,
        statuses: statusCounts(overload),
        served: servedMs.length,
        refused: refused.length,
        otherFailures,
        refusedP50Ms: Math.round(percentile(refusedMs, 50)),
        refusedP99Ms: Math.round(percentile(refusedMs, 99)),
        servedP50Ms: Math.round(percentile(servedMs, 50)),
        servedP99Ms: Math.round(percentile(servedMs, 99)),
        recoverySeconds,
        afterwards: seconds,
        cpu: overloadCpu,
      },
      server: {
        errorLogLines: serverErrors.length,
        sheddingChanges,
        sheddingLog,
        firstErrors: serverErrors.slice(0, 5),
      },
      client: { worstSchedulerLagMs: Math.round(schedulerLagMs) },
      verdict: {
        noErrors:
          soakErrors <= GOALS.errors &&
          soakReadings.every((r) => r.done) &&
          soakReadings.length > 0,
        readP99: (worstRead?.p99Ms ?? 0) <= GOALS.readP99Ms,
        memory: growth !== null && growth <= GOALS.memoryGrowth,
        // No timeouts and no failures but refusals; refusals fast; and a server that refused
        // nothing must have served everything fast instead (it did not need to shed).
        overloadAnsweredFast:
          otherFailures === 0 &&
          (refused.length > 0
            ? percentile(refusedMs, 99) <= GOALS.refusedP99Ms
            : percentile(servedMs, 99) <= GOALS.refusedP99Ms),
        recovered: recoverySeconds !== null && recoverySeconds <= GOALS.recoverySeconds,
      },
    };

    printTable(result, worstRead);
    if (SOAK_SERVER_LOG_OUT) writeFileSync(SOAK_SERVER_LOG_OUT, logs.join('\n') + '\n');
    if (SOAK_SAMPLES_OUT) {
      writeFileSync(SOAK_SAMPLES_OUT, samples.map((x) => JSON.stringify(x)).join('\n') + '\n');
    }
    if (SOAK_OUT) {
      writeFileSync(SOAK_OUT, `${JSON.stringify(result, null, 2)}\n`);
      console.log(`\nresult written to ${SOAK_OUT}`);
    }
    return result;
  } finally {
    clearInterval(sampler);
    await Promise.allSettled([...inFlight]);
    await outbox.end();
    await server.stop();
  }
}

type Result = Awaited<ReturnType<typeof run>>;

function printTable(r: Result, worstRead: OpFigures | undefined) {
  const s = r.soak;
  const pad = (v: string | number, n: number) => String(v).padStart(n);
  console.log(
    `\nsoak: ${r.settings.soakSeconds} s at ${r.settings.rate} actions/s ` +
      `(${s.requestsPerSecond} requests/s), PostgreSQL`,
  );
  console.log(
    `  ${'operation'.padEnd(30)} ${pad('count', 7)} ${pad('errors', 6)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('max ms', 7)}`,
  );
  for (const o of s.operations) {
    console.log(
      `  ${(o.op + (o.read ? ' *' : '')).padEnd(30)} ${pad(o.count, 7)} ${pad(o.errors, 6)} ${pad(o.p50Ms, 7)} ${pad(o.p99Ms, 7)} ${pad(o.maxMs, 7)}`,
    );
  }
  console.log('  (* a read: p99 goal 200 ms)');
  console.log(
    `  readings: ${s.readings.completed}/${s.readings.started} done, started → result seen ` +
      `p50 ${s.readings.p50Ms} ms, p99 ${s.readings.p99Ms} ms (polled every ${READING_POLL_MS} ms)`,
  );
  const m = s.memoryMb;
  console.log(
    `  server RSS: ${m.boot} MB at boot, ${m.start} MB at start (after warm-up), ${m.end} MB at ` +
      `end, lowest ${m.lowest} MB, peak ${m.peak} MB; growth from the lowest to the end ` +
      `${m.growth === null ? '?' : `${(m.growth * 100).toFixed(1)}%`}, second half's trend ` +
      `${m.trendMbPerMinute} MB/min`,
  );
  const cpu = (c: typeof s.cpu) =>
    `cores in use: server ${c.server}, load generator ${c.loadGenerator}, PostgreSQL ` +
    `${c.postgres}, other work ${c.other} (of ${c.cores}); load average ${c.loadAverage.join(' → ')}`;
  console.log(`  ${cpu(s.cpu)}`);
  const o = r.overload;
  console.log(
    `\noverload: ${r.settings.overloadSeconds} s at ${r.settings.overloadRate} actions/s`,
  );
  console.log(
    `  ${o.requests} requests: ${o.served} served (p50 ${o.servedP50Ms} ms, p99 ${o.servedP99Ms} ms), ` +
      `${o.refused} refused 429/503 (p50 ${o.refusedP50Ms} ms, p99 ${o.refusedP99Ms} ms), ` +
      `${o.otherFailures} other failures`,
  );
  console.log(`  statuses: ${JSON.stringify(o.statuses)}`);
  console.log(`  ${cpu(o.cpu)}`);
  console.log(
    `  after the surge: ${o.afterwards.map((x) => `${x.failed}/${x.requests}`).join(' ')} (failed/sent per second)`,
  );
  console.log(
    `  recovered: ${o.recoverySeconds === null ? 'not within the recovery phase' : `first all-OK second starts ${o.recoverySeconds} s after the surge`}`,
  );
  console.log(
    `  server: ${r.server.errorLogLines} error log lines, ${r.server.sheddingChanges} shedding on/off changes; client scheduler lag ≤ ${r.client.worstSchedulerLagMs} ms`,
  );
  const v = r.verdict;
  const mark = (okay: boolean) => (okay ? 'met' : 'NOT MET');
  console.log('\nverdict');
  console.log(
    `  0 errors under held load:          ${mark(v.noErrors)} (${s.errors} failed requests, ${s.readings.started - s.readings.completed} readings not done)`,
  );
  console.log(
    `  read p99 ≤ ${GOALS.readP99Ms} ms:                 ${mark(v.readP99)} (worst: ${worstRead?.op} ${worstRead?.p99Ms} ms)`,
  );
  console.log(
    `  memory growth ≤ 10%:               ${mark(v.memory)} (${m.growth === null ? '?' : `${(m.growth * 100).toFixed(1)}%`})`,
  );
  console.log(
    `  overload answered fast, no 5xx:    ${mark(v.overloadAnsweredFast)} (` +
      (o.refused > 0
        ? `${o.refused} refused, p99 ${o.refusedP99Ms} ms`
        : `nothing refused, served p99 ${o.servedP99Ms} ms`) +
      ` ≤ ${GOALS.refusedP99Ms}; ${o.otherFailures} timeouts or other failures)`,
  );
  console.log(`  recovered within 10 s:             ${mark(v.recovered)}`);
}

const result = await withDatabase('duangdee_soak', run);
const met = Object.values(result.verdict).every(Boolean);
process.exitCode = met ? 0 : 1;
