import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../apps/server/src/config.ts';

/**
 * The app as production runs it (every production guard on, logging at `info`), without a rate limit in
 * the way. Production needs its mail and payment settings; these point nowhere, since no
 * scenario sends mail or takes a payment.
 */
export function benchConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig(
    {
      NODE_ENV: 'production',
      // Production's level: every request writes its log line, into `logSink`.
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'duangdee-bench-')),
      RATE_LIMIT_PER_MINUTE: '1000000',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PROMPTPAY_ENABLED: 'false',
      ...overrides,
    },
    { webDistDir: null, version: 'bench' },
  );
}

/**
 * Where the app's log lines go in a benchmark: each line is built as in production (the cost
 * being measured) and then dropped, so the terminal shows only the results.
 */
export const logSink = { write: (_line: string) => {} };
