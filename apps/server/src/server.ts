import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import type { SnapshotCopy } from './db/snapshot-start.ts';
import { listenFailureMessage } from './listen-failure.ts';
import { DataDirLockedError } from './platform/data-dir-lock.ts';
import { startBackgroundWork } from './platform/background-start.ts';

/** How long after it first listens the server starts its job queue and sweeps. */
const BACKGROUND_START_DELAY_MS = 1_000;
/** The longest wait between two tries to start it while the database is away. */
const BACKGROUND_RETRY_MAX_DELAY_MS = 5_000;

/**
 * Builds the app, listens, and starts the background work a moment later; stops gracefully on
 * SIGTERM/SIGINT. `snapshotCopy`: the embedded database's first copy, begun by `main.ts`.
 */
export async function runServer(
  config: AppConfig,
  { snapshotCopy = null }: { snapshotCopy?: SnapshotCopy | null } = {},
): Promise<void> {
  // Until the server listens, this timer keeps the event loop busy. Without it, a moment with
  // nothing pending (waiting for a file read, say) ends a turn of the loop, and Node then waits
  // for every background task to finish: with the embedded database, that is V8 optimising
  // PGlite's WebAssembly, and the start stood still for half a second or more
  // (docs/decisions/029-a-lean-request-path.md).
  const startingUp = setInterval(() => {}, 60_000);
  const background: { start?: () => Promise<void> } = {};
  let app;
  try {
    app = await buildApp(config, {
      deferBackgroundWork: (start) => (background.start = start),
      snapshotCopy,
    });
  } catch (error) {
    clearInterval(startingUp);
    await snapshotCopy?.discard();
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // SIGTERM/SIGINT: stop accepting, drain in-flight requests, close the database.
  let closing = false;
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    closing = true;
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const message = listenFailureMessage(error, config.port, config.host);
    if (!message) throw error;
    await app.close();
    console.error(message);
    process.exit(1);
  } finally {
    clearInterval(startingUp);
  }

  // The job queue, its workers and the sweeps start a moment after the server answers: on the
  // embedded database, which runs one statement at a time, their first queries took 0.15-0.25 s
  // and the first requests waited behind them. A job a request sends meanwhile waits for the
  // queue. A database that is away is waited for; any other failure ends the process.
  try {
    if (background.start) {
      await startBackgroundWork(background.start, {
        firstDelayMs: BACKGROUND_START_DELAY_MS,
        maxDelayMs: BACKGROUND_RETRY_MAX_DELAY_MS,
        closing: () => closing,
        log: app.log,
      });
    }
  } catch (error) {
    app.log.fatal({ err: error }, 'background work could not start');
    await app.close();
    process.exit(1);
  }
}
