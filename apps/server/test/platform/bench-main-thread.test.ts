import { expect, it } from 'vitest';
import { mainThreadWork, type TraceEvent } from '../../../../bench/main-thread.ts';

const PAGE = 7;
const MAIN = 1;
const OTHER_RENDERER = 9;

function task(ts: number, wallMs: number, cpuMs: number, pid = PAGE): TraceEvent {
  return { name: 'RunTask', ph: 'X', pid, tid: MAIN, ts, dur: wallMs * 1000, tdur: cpuMs * 1000 };
}

const threads: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: 2, args: { name: 'Compositor' } },
  {
    name: 'thread_name',
    ph: 'M',
    pid: OTHER_RENDERER,
    tid: MAIN,
    args: { name: 'CrRendererMain' },
  },
];

// `npm run bench -- lighthouse` reports the page's own main-thread work beside Lighthouse's TBT:
// CPU time after the first paint, and the blocking time that CPU time alone would make.
it('counts the page main thread’s CPU time from the first paint on, as Lighthouse’s phone would', () => {
  const events: TraceEvent[] = [
    ...threads,
    task(0, 200, 150), // before the first paint: not counted
    { name: 'firstContentfulPaint', ph: 'R', pid: PAGE, ts: 1_000 },
    task(2_000, 40, 10), // 10 ms × 4 = 40: under 50, blocks nothing
    task(10_000, 60, 20), // 20 × 4 − 50 = 30
    task(100_000, 90, 30), // lays out: 30 × 2 − 50 = 10
    { name: 'Layout', ph: 'X', pid: PAGE, tid: MAIN, ts: 100_500, dur: 5_000, tdur: 5_000 },
    { name: 'RunTask', ph: 'X', pid: PAGE, tid: 2, ts: 3_000, dur: 80_000, tdur: 80_000 },
    // Another renderer (Lighthouse's blank page) ran fewer tasks: not the page.
    task(5_000, 500, 400, OTHER_RENDERER),
  ];
  expect(mainThreadWork(events)).toEqual({
    cpuMs: 60,
    wallMs: 190,
    blockingByCpuMs: 40,
    longestCpuMs: 30,
  });
});

it('reports nothing for a trace without the page’s first paint', () => {
  expect(mainThreadWork([...threads, task(0, 100, 100)]).cpuMs).toBe(0);
});
