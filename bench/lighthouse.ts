/**
 * `npm run bench -- lighthouse`: Lighthouse's mobile audit (a mid-range phone on a slow 4G
 * connection, simulated) of the built web app served by the real server: `/`, `/fortune` and a
 * shared reading, each with its performance score, LCP, FCP, TBT, CLS and the JavaScript it
 * loaded (gzip). The baseline is a one-line HTML page served by a bare Fastify in the same run:
 * what this machine's Chromium scores when there is nothing to load.
 *
 * Needs a built web app (`npm run build -w @duangdee/web`) and Chromium (`CHROMIUM_PATH`, default
 * `/usr/bin/chromium`). `LIGHTHOUSE_RUNS` (default 3) audits per page; the median run is shown.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { firstScreenScriptSizes } from '../apps/web/build-tools/initial-scripts.ts';
import {
  securityHeaderOptions,
  securityHeaders,
} from '../apps/server/src/platform/security-headers.ts';
import { startServer } from '../apps/web/e2e/server-process.ts';
import { mainThreadWork, type TraceEvent } from './main-thread.ts';
import type { ScenarioResult } from './measure.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const webDist = path.join(repoRoot, 'apps/web/dist');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export interface PageFigures {
  page: string;
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * All the main thread's work during the load (Lighthouse's breakdown, on its simulated phone
   * CPU): TBT counts only what runs past 50 ms in one task, this counts everything.
   */
  mainThreadMs: number;
  /**
   * The page's own main-thread CPU time from the first paint on, and the blocking time that CPU
   * time alone would make on Lighthouse's phone (`main-thread.ts`): TBT without the time tasks
   * spent waiting for a core.
   */
  cpuAfterPaintMs: number;
  blockingByCpuMs: number;
  /** Lighthouse's measure of this machine's CPU speed in that run (higher is faster). */
  benchmarkIndex: number;
  /** JavaScript the page needs before its screen shows, gzip-compressed, in bytes. */
  firstScreenJsGzipBytes: number;
  /** All JavaScript the page loaded during the audit, gzip-compressed, in bytes. */
  jsGzipBytes: number;
  /** The same scripts uncompressed. */
  jsRawBytes: number;
  scripts: number;
}

/**
 * The pages audited, each with the modules its screen needs past index.html's own scripts (the
 * home page's chunk is among those).
 */
const SCREEN_PAST_HOME = ['src/app/screen-providers.tsx', 'src/i18n/th.ts'];
const PAGES: Array<{ address: (sharedReading: string) => string; modules: string[] }> = [
  { address: () => '/', modules: [] },
  {
    address: () => '/fortune',
    modules: ['src/app/routes/fortune-hub-route.tsx', ...SCREEN_PAST_HOME],
  },
  {
    address: (sharedReading) => sharedReading,
    modules: ['src/app/routes/fortune-results-route.tsx', ...SCREEN_PAST_HOME],
  },
];

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

const gzipSizes = new Map<string, number>();

/** The gzip size of a built file (level 9, as the build precompresses it). */
function gzipSizeOf(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/**
 * One Lighthouse run (its report and the artifacts it gathered, the trace among them); a run that
 * saw no paint at all (a busy machine) is tried again, twice.
 */
export async function runLighthouse(port: number, url: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return result;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.warn(`  (${url}: ${lhr.runtimeError.code}, running it again)`);
  }
}

async function audit(port: number, url: string, modules: string[] | null): Promise<PageFigures> {
  const { lhr, artifacts } = await runLighthouse(port, url);
  const work = mainThreadWork((artifacts.Trace as { traceEvents: TraceEvent[] }).traceEvents);
  const firstScreen = modules ? firstScreenScriptSizes(webDist, modules) : [];
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
      ?.items as NetworkRequest[] | undefined) ?? [];
  let jsGzipBytes = 0;
  let jsRawBytes = 0;
  let scripts = 0;
  for (const request of requests) {
    if (request.resourceType !== 'Script') continue;
    const { origin, pathname } = new URL(request.url);
    if (origin !== new URL(url).origin) continue;
    const file = path.join(webDist, pathname);
    if (!existsSync(file)) continue;
    scripts += 1;
    jsRawBytes += readFileSync(file).length;
    jsGzipBytes += gzipSizeOf(file);
  }
  return {
    page: new URL(url).pathname,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    mainThreadMs: value('mainthread-work-breakdown'),
    cpuAfterPaintMs: work.cpuMs,
    blockingByCpuMs: work.blockingByCpuMs,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    firstScreenJsGzipBytes: firstScreen.reduce((sum, script) => sum + script.gzipBytes, 0),
    jsGzipBytes,
    jsRawBytes,
    scripts,
  };
}

/** The median run by performance score (Lighthouse varies from run to run). */
async function medianAudit(
  port: number,
  url: string,
  modules: string[] | null,
): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(port, url, modules));
  runs.sort((a, b) => a.score - b.score);
  return runs[Math.floor(runs.length / 2)] as PageFigures;
}

interface Envelope<T> {
  success: boolean;
  data: T;
}

async function call<T>(base: string, address: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base}/api/v1${address}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${address}: ${res.status}`);
  return ((await res.json()) as Envelope<T>).data;
}

/** Signs in through the dev outbox, reads the day's luck and returns its shared address. */
async function sharedReadingAddress(base: string): Promise<string> {
  const email = 'lighthouse@example.com';
  const { request_id: requestId } = await call<{ request_id: string }>(base, '/auth/request-otp', {
    method: 'POST',
    body: JSON.stringify({ email }),
  });
  const outbox = await call<{ items: Array<{ to: string; text: string }> }>(base, '/dev/outbox');
  const text = outbox.items.find((mail) => mail.to === email)?.text ?? '';
  const code = /รหัสเข้าสู่ระบบของคุณคือ (\d+)/.exec(text)?.[1];
  if (!code) throw new Error('no sign-in code in the dev outbox');
  const signedIn = await call<{ access_token: string }>(base, '/auth/verify-otp', {
    method: 'POST',
    body: JSON.stringify({ request_id: requestId, email, otp_code: code }),
  });
  const headers = { authorization: `Bearer ${signedIn.access_token}` };
  await call(base, '/coins/grant-welcome', { method: 'POST', headers, body: '{}' });
  const { session_id: id } = await call<{ session_id: string }>(base, '/fortune/luck/sessions', {
    method: 'POST',
    headers,
    body: JSON.stringify({ focus: 'money' }),
  });
  await call(base, `/fortune/luck/sessions/${id}/start`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ confirm_payment: true }),
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/api/v1/fortune/luck/sessions/${id}/results`, { headers });
    if (res.status === 200) {
      const done = ((await res.json()) as Envelope<{ share_token: string | null }>).data;
      if (!done.share_token) throw new Error('the finished reading has no share token');
      return `/fortune-results?share=${done.share_token}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the reading did not finish in time');
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function printFigures(figures: PageFigures): void {
  const page = figures.page.length > 18 ? `${figures.page.slice(0, 17)}…` : figures.page;
  console.log(
    `  ${page.padEnd(18)} score ${String(figures.score).padStart(3)}  ` +
      `LCP ${(figures.lcpMs / 1000).toFixed(2)} s  FCP ${(figures.fcpMs / 1000).toFixed(2)} s  ` +
      `TBT ${figures.tbtMs.toFixed(0)} ms  CLS ${figures.cls.toFixed(3)}  ` +
      `main thread ${(figures.mainThreadMs / 1000).toFixed(1)} s (CPU index ${figures.benchmarkIndex.toFixed(0)})  ` +
      `CPU after paint ${figures.cpuAfterPaintMs.toFixed(0)} ms, TBT by CPU ${figures.blockingByCpuMs.toFixed(0)} ms  ` +
      `JS first screen ${kib(figures.firstScreenJsGzipBytes)} gzip, ` +
      `all ${kib(figures.jsGzipBytes)} gzip (${kib(figures.jsRawBytes)}, ${figures.scripts} files)`,
  );
}

/** Audits every page; returns the figures (also printed as they come). */
export async function lighthouseFigures(): Promise<{
  pages: PageFigures[];
  baseline: PageFigures;
}> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('no built web app: run `npm run build -w @duangdee/web` first');
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
  const server = await startServer();
  const bare = Fastify({ logger: false });
  const onePage = '<!doctype html><html lang="th"><title>ดวงดี</title><h1>ดวงดี</h1></html>';
  bare.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(onePage));
  // The same page with the headers the app's pages carry: their cost on this machine, apart from
  // the app's own (the opener policy alone puts the page in a new renderer process).
  const pageHeaders = securityHeaders(securityHeaderOptions(false));
  bare.get('/with-page-headers', async (_request, reply) =>
    reply.headers(pageHeaders).type('text/html; charset=utf-8').send(onePage),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const shared = await sharedReadingAddress(server.url);
    console.log(`\nlighthouse (mobile, simulated slow 4G; median of ${RUNS})`);
    const baseline = await medianAudit(chrome.port, `${bareUrl}/`, null);
    printFigures({ ...baseline, page: 'baseline page' });
    const withHeaders = await medianAudit(chrome.port, `${bareUrl}/with-page-headers`, null);
    printFigures({ ...withHeaders, page: '+ page headers' });
    const pages: PageFigures[] = [];
    for (const page of PAGES) {
      const figures = await medianAudit(chrome.port, `${server.url}${page.address(shared)}`, [
        ...page.modules,
      ]);
      printFigures(figures);
      pages.push(figures);
    }
    return { pages, baseline };
  } finally {
    chrome.kill();
    await bare.close();
    await server.stop();
  }
}

/** The performance score of `/` against the empty page's. */
export const lighthouseScenario = {
  name: 'lighthouse',
  unit: 'performance score',
  async run(): Promise<ScenarioResult> {
    const { pages, baseline } = await lighthouseFigures();
    const home = pages[0] as PageFigures;
    return {
      subject: { label: 'Lighthouse mobile performance of /', value: home.score },
      baseline: { label: 'a one-line page from a bare Fastify', value: baseline.score },
    };
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  await lighthouseFigures();
}
