/**
 * `COMPARE_WEB_DIST=<another build's dist> npm run bench -- lighthouse-compare`: this checkout's
 * built web app (`apps/web/dist`) against another build of it, each served by its own real
 * server, audited in turn by Lighthouse (mobile, as `lighthouse`) on one page, the order swapped
 * each round. On a shared two-core machine Lighthouse's TBT moves several-fold from one session
 * to the next while two builds audited in turn move together, so a change to the start is judged
 * side by side: the median TBT and main-thread time of each, the page's main-thread CPU time
 * after the first paint (`main-thread.ts`: the steadiest of them, since it leaves out waiting for
 * a core), the frames drawn during the load (screenshots in Lighthouse's trace), and in how many
 * rounds this build was the lower.
 *
 * Build the other one from any commit, for example:
 *   git worktree add /tmp/before HEAD~1 && (cd /tmp/before && npm ci && npm run build -w @duangdee/web)
 *   COMPARE_WEB_DIST=/tmp/before/apps/web/dist npm run bench -- lighthouse-compare
 * Variables: `COMPARE_WEB_DIST` (required), `COMPARE_PAGE` (default `/`), `LIGHTHOUSE_ROUNDS`
 * (default 6).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from '../apps/web/e2e/server-process.ts';
import { CHROME_FLAGS, CHROMIUM_PATH, runLighthouse } from './lighthouse.ts';
import { mainThreadWork, type TraceEvent } from './main-thread.ts';
import type { ScenarioResult } from './measure.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const ROUNDS = Math.max(1, Number(process.env.LIGHTHOUSE_ROUNDS ?? 6));
const PAGE = process.env.COMPARE_PAGE ?? '/';

export interface AuditFigures {
  tbtMs: number;
  mainThreadMs: number;
  /** Frames drawn during the audited load: the screenshots in Lighthouse's trace. */
  frames: number;
  /** The page's main-thread CPU time after the first paint (`main-thread.ts`). */
  cpuAfterPaintMs: number;
  score: number;
}

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** In how many rounds `subject` was strictly below `baseline` (paired by round). */
export function roundsLower(subject: readonly number[], baseline: readonly number[]): number {
  return subject.filter((value, round) => value < (baseline[round] ?? Number.NaN)).length;
}

async function audit(port: number, url: string): Promise<AuditFigures> {
  const { lhr, artifacts } = await runLighthouse(port, url);
  const events = (artifacts.Trace as { traceEvents: TraceEvent[] }).traceEvents;
  return {
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN,
    frames: events.filter((event) => event.name === 'Screenshot').length,
    cpuAfterPaintMs: mainThreadWork(events).cpuMs,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  };
}

const describe = (figures: AuditFigures) =>
  `TBT ${figures.tbtMs.toFixed(0).padStart(5)} ms, main thread ${(figures.mainThreadMs / 1000).toFixed(1)} s, ` +
  `CPU after paint ${figures.cpuAfterPaintMs.toFixed(0).padStart(4)} ms, ` +
  `${String(figures.frames).padStart(3)} frames, score ${figures.score}`;

export const lighthouseCompareScenario = {
  name: 'lighthouse-compare',
  unit: 'ms of TBT (median)',
  /** Runs only when asked for by name: it needs a second build. */
  onlyByName: true,
  async run(): Promise<ScenarioResult> {
    const otherDist = process.env.COMPARE_WEB_DIST;
    const thisDist = path.join(repoRoot, 'apps/web/dist');
    if (!otherDist) throw new Error('set COMPARE_WEB_DIST to the other build’s dist folder');
    for (const dist of [thisDist, otherDist]) {
      if (!existsSync(path.join(dist, 'index.html')))
        throw new Error(`no built web app in ${dist}`);
    }
    if (!existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
    const builds = [
      { label: 'this build', dist: thisDist, runs: [] as AuditFigures[] },
      { label: `the build in ${otherDist}`, dist: otherDist, runs: [] as AuditFigures[] },
    ];
    const servers = await Promise.all(
      builds.map((build) => startServer({ WEB_DIST_DIR: path.resolve(build.dist) })),
    );
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
    });
    try {
      console.log(`\nlighthouse-compare (${PAGE}, ${ROUNDS} rounds, the order swapped each round)`);
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const index of order) {
          const build = builds[index]!;
          build.runs.push(await audit(chrome.port, `${servers[index]!.url}${PAGE}`));
        }
        console.log(
          `  round ${round + 1}: this ${describe(builds[0]!.runs[round]!)} | other ${describe(builds[1]!.runs[round]!)}`,
        );
      }
      const [mine, other] = builds.map((build) => ({
        tbt: build.runs.map((run) => run.tbtMs),
        main: build.runs.map((run) => run.mainThreadMs),
        frames: build.runs.map((run) => run.frames),
        cpu: build.runs.map((run) => run.cpuAfterPaintMs),
      }));
      for (const [label, figures] of [
        ['this build ', mine!],
        ['other build', other!],
      ] as const) {
        console.log(
          `  ${label}: TBT ${median(figures.tbt).toFixed(0)} ms, main thread ` +
            `${(median(figures.main) / 1000).toFixed(1)} s, CPU after paint ` +
            `${median(figures.cpu).toFixed(0)} ms, ${median(figures.frames)} frames (medians)`,
        );
      }
      console.log(
        `  this build's TBT was the lower in ${roundsLower(mine!.tbt, other!.tbt)} of ${ROUNDS} rounds, ` +
          `its CPU after paint in ${roundsLower(mine!.cpu, other!.cpu)}`,
      );
      return {
        subject: { label: builds[0]!.label, value: median(mine!.tbt) },
        baseline: { label: builds[1]!.label, value: median(other!.tbt) },
        roundRatios: mine!.tbt.map((tbt, round) => tbt / (other!.tbt[round] ?? Number.NaN)),
      };
    } finally {
      chrome.kill();
      await Promise.all(servers.map((server) => server.stop()));
    }
  },
};
