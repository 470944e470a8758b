import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs with no environment at all: PGlite under ./data, port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: expect.stringMatching(/data[/\\]pglite$/) as unknown,
    });
    expect(config.rateLimitPerMinute).toBe(1200);
    expect(config.isProduction).toBe(false);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/app' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/app' });
  });

  it('lists every bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL/);
    expect(problems).toMatch(/LOG_LEVEL/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('pglite');
  });
});
