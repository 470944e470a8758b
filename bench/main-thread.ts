/**
 * The page's own main-thread work during a Lighthouse load, read from the trace Lighthouse took.
 *
 * Lighthouse's Total Blocking Time is wall time: a task that waited for a core counts as long as
 * one that computed. On this two-core machine the browser's other processes, the server and
 * Lighthouse itself run beside the page, and a task's wall time was two to ten times its CPU time
 * (the thread time the trace records). These figures count CPU time only, so a change to the
 * app's start can be judged without that contention: the main thread's CPU time from the first
 * paint to the end of the trace, and the blocking time Lighthouse would count were every task as
 * long as its CPU time (× 4 for its slower phone, × 2 for a task that lays out, as Lighthouse's
 * simulation does, less 50 ms).
 */

export interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  /** Wall time, µs. */
  dur?: number;
  /** Thread (CPU) time, µs. */
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadWork {
  /** CPU time of the main thread's tasks from the first contentful paint on, ms. */
  cpuMs: number;
  /** The same tasks' wall time, ms: what waiting for a core adds shows as the difference. */
  wallMs: number;
  /** Σ max(0, CPU × 4 (× 2 with layout) − 50) over those tasks, ms. */
  blockingByCpuMs: number;
  /** The longest of those tasks by CPU time, ms. */
  longestCpuMs: number;
}

const PHONE_SLOWDOWN = 4;
const LAYOUT_SLOWDOWN = 2;
const BLOCKING_AFTER_MS = 50;

/** The page's renderer main thread: the `CrRendererMain` thread that ran the most tasks. */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const renderers = new Set<string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain') {
      renderers.add(`${event.pid}:${event.tid}`);
    }
  }
  const tasks = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && renderers.has(thread)) {
      tasks.set(thread, (tasks.get(thread) ?? 0) + 1);
    }
  }
  const busiest = [...tasks].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!busiest) return null;
  const [pid, tid] = busiest.split(':').map(Number);
  return { pid: pid as number, tid: tid as number };
}

export function mainThreadWork(events: readonly TraceEvent[]): MainThreadWork {
  const work: MainThreadWork = { cpuMs: 0, wallMs: 0, blockingByCpuMs: 0, longestCpuMs: 0 };
  const main = pageMainThread(events);
  if (!main) return work;
  const onMain = events.filter(
    (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X',
  );
  const firstPaint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === main.pid,
  )?.ts;
  if (firstPaint === undefined) return work;
  const layouts = onMain.filter((event) => event.name === 'Layout');
  for (const task of onMain) {
    if (task.name !== 'RunTask' || (task.ts ?? 0) < firstPaint) continue;
    const start = task.ts ?? 0;
    const end = start + (task.dur ?? 0);
    const cpuMs = (task.tdur ?? 0) / 1000;
    const laysOut = layouts.some((layout) => (layout.ts ?? 0) >= start && (layout.ts ?? 0) < end);
    work.cpuMs += cpuMs;
    work.wallMs += (task.dur ?? 0) / 1000;
    work.longestCpuMs = Math.max(work.longestCpuMs, cpuMs);
    work.blockingByCpuMs += Math.max(
      0,
      cpuMs * (laysOut ? LAYOUT_SLOWDOWN : PHONE_SLOWDOWN) - BLOCKING_AFTER_MS,
    );
  }
  return work;
}
