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

  it('takes the access-token lifetime in whole seconds, 15 minutes unless set', () => {
    expect(loadConfig({}).accessTokenTtlS).toBe(900);
    expect(loadConfig({ ACCESS_TOKEN_TTL_S: '5' }).accessTokenTtlS).toBe(5);
    for (const bad of ['0', '1.5', 'soon', '86401']) {
      expect(() => loadConfig({ ACCESS_TOKEN_TTL_S: bad })).toThrow(/ACCESS_TOKEN_TTL_S/);
    }
  });

  it('sheds load by default, with limits that can be changed or turned off (0)', () => {
    const defaults = loadConfig({}).loadShedding;
    expect(defaults.maxEventLoopDelayMs).toBeGreaterThan(0);
    expect(defaults.maxInFlight).toBeGreaterThan(0);
    expect(
      loadConfig({ LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0', LOAD_SHED_MAX_IN_FLIGHT: '64' })
        .loadShedding,
    ).toEqual({ maxEventLoopDelayMs: 0, maxInFlight: 64 });
    for (const bad of ['-1', '1.5', 'lots']) {
      expect(() => loadConfig({ LOAD_SHED_MAX_IN_FLIGHT: bad })).toThrow(/LOAD_SHED_MAX_IN_FLIGHT/);
      expect(() => loadConfig({ LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: bad })).toThrow(
        /LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS/,
      );
    }
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it('takes a shared HMAC key of at least 32 bytes in hex, or generates one', () => {
    expect(loadConfig({}).hmacKeyHex).toBeNull();
    const key = 'ab'.repeat(32);
    expect(loadConfig({ HMAC_KEY: key }).hmacKeyHex).toBe(key);
    for (const bad of ['ab'.repeat(31), 'xy'.repeat(32), 'secret']) {
      expect(() => loadConfig({ HMAC_KEY: bad })).toThrow(/HMAC_KEY/);
    }
  });
});
