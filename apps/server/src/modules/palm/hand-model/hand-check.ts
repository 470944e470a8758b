import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { HandVerdict, StatedHand } from '@duangdee/contract/hand-reading';
import type { PalmLineMeasurement } from '../lines/measure-lines.ts';

/**
 * The palm photo's hand check, run by the trained hand models in a worker thread of their own:
 * started on the first palm photo (the models take about a second to load and ~400 MB), one
 * photo at a time, and stopped after a quiet spell so an idle server gives the memory back.
 */

export interface HandCheckRequest {
  id: number;
  bytes: ArrayBuffer;
  stated: StatedHand | null;
  /** Measure the lines of a usable palm too. */
  lines: boolean;
}

export interface HandCheckResult {
  verdict: HandVerdict;
  /** Size of the photo as analysed (the verdict's landmarks are in its pixels). */
  width: number;
  height: number;
  tries: string[];
  /** The lines of a usable palm, when asked for (landmarks and paths in the same pixels). */
  lines?: PalmLineMeasurement;
}

export type HandCheckReply =
  | { id: number; result: HandCheckResult; error?: undefined }
  | { id: number; error: string; result?: undefined };

export interface HandChecker {
  check(
    bytes: Buffer,
    stated: StatedHand | null,
    options?: { lines?: boolean },
  ): Promise<HandCheckResult>;
  close(): Promise<void>;
}

/** A quiet spell after which the worker, and the models' memory, go. */
const IDLE_MS = 10 * 60_000;

/**
 * The worker's entry: the bundled script in a build; from source (tsx, tests) a small script that
 * teaches the thread TypeScript first (a loader given to the main thread does not reach workers).
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./hand-worker.js', import.meta.url));
  const tsxDir = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsx = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./hand-worker.ts', import.meta.url).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true },
  );
}

export function createHandChecker(options: { idleMs?: number } = {}): HandChecker {
  let worker: Worker | null = null;
  let nextId = 1;
  let idle: NodeJS.Timeout | null = null;
  const pending = new Map<
    number,
    { resolve: (r: HandCheckResult) => void; reject: (e: Error) => void }
  >();

  function failAll(error: Error) {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function start(): Worker {
    const w = startWorker();
    w.on('message', (reply: HandCheckReply) => {
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if (reply.error !== undefined) waiter.reject(new Error(reply.error));
      else waiter.resolve(reply.result);
      if (pending.size === 0) settle();
    });
    w.on('error', (error) => {
      failAll(error);
      worker = null;
    });
    w.on('exit', (code) => {
      if (worker === w) worker = null;
      if (pending.size > 0) failAll(new Error(`the hand worker stopped (exit code ${code})`));
    });
    return w;
  }

  /** Nothing waiting: let the process exit without it, and stop it after a quiet spell. */
  function settle() {
    worker?.unref();
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => void stop(), options.idleMs ?? IDLE_MS);
    idle.unref();
  }

  async function stop() {
    const w = worker;
    worker = null;
    if (w) await w.terminate();
  }

  return {
    check(bytes, stated, options = {}) {
      worker ??= start();
      worker.ref();
      if (idle) clearTimeout(idle);
      const id = nextId++;
      // A copy of its own to hand over: the caller keeps its buffer.
      const copy = bytes.buffer.slice(
        bytes.byteOffset,
        bytes.byteOffset + bytes.byteLength,
      ) as ArrayBuffer;
      return new Promise<HandCheckResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker!.postMessage(
          { id, bytes: copy, stated, lines: options.lines ?? false } satisfies HandCheckRequest,
          [copy],
        );
      });
    },
    async close() {
      if (idle) clearTimeout(idle);
      failAll(new Error('the hand checker was closed'));
      await stop();
    },
  };
}
