import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a configuration error');
}

const LLM = {
  LLM_BASE_URL: 'http://llm.internal:8000/v1/',
  LLM_API_KEY: 'sk-config-test-key',
  LLM_MODEL: 'typhoon-v2',
};

describe('LLM configuration', () => {
  it('is off without its variables: the built-in oracle writes readings', () => {
    expect(loadConfig({}).llm).toBeNull();
  });

  it('reads the provider, with the vision model, timeout, retries and deadline defaulted', () => {
    expect(loadConfig(LLM).llm).toEqual({
      baseUrl: 'http://llm.internal:8000/v1',
      apiKey: 'sk-config-test-key',
      model: 'typhoon-v2',
      visionModel: 'typhoon-v2',
      timeoutMs: 60_000,
      maxRetries: 2,
      deadlineMs: 120_000,
    });
    expect(
      loadConfig({
        ...LLM,
        LLM_VISION_MODEL: 'typhoon-vision',
        LLM_TIMEOUT_MS: '15000',
        LLM_MAX_RETRIES: '0',
      }).llm,
    ).toMatchObject({ visionModel: 'typhoon-vision', timeoutMs: 15_000, maxRetries: 0 });
  });

  it('bounds every call with a deadline: set, or two minutes (the timeout when it is longer)', () => {
    expect(loadConfig({ ...LLM, LLM_DEADLINE_MS: '90000' }).llm?.deadlineMs).toBe(90_000);
    expect(loadConfig({ ...LLM, LLM_TIMEOUT_MS: '300000' }).llm?.deadlineMs).toBe(300_000);
    expect(problemsOf({ ...LLM, LLM_DEADLINE_MS: '500' }).join('\n')).toMatch(/LLM_DEADLINE_MS/);
    expect(problemsOf({ ...LLM, LLM_DEADLINE_MS: 'soon' }).join('\n')).toMatch(/LLM_DEADLINE_MS/);
    // A deadline shorter than one attempt's timeout would make the timeout meaningless.
    expect(
      problemsOf({ ...LLM, LLM_TIMEOUT_MS: '30000', LLM_DEADLINE_MS: '20000' }).join('\n'),
    ).toMatch(/LLM_DEADLINE_MS: must be at least LLM_TIMEOUT_MS/);
  });

  it('needs the base URL, key and model together', () => {
    const problems = problemsOf({ LLM_BASE_URL: LLM.LLM_BASE_URL, LLM_MODEL: 'x' });
    expect(problems.join('\n')).toMatch(
      /LLM_BASE_URL, LLM_API_KEY, LLM_MODEL must be set together/,
    );
    expect(problemsOf({ LLM_VISION_MODEL: 'v' }).join('\n')).toMatch(/LLM_VISION_MODEL needs/);
  });

  it('refuses bad values without echoing the key', () => {
    const problems = problemsOf({
      ...LLM,
      LLM_BASE_URL: 'ftp://llm.internal/v1',
      LLM_TIMEOUT_MS: '10',
      LLM_MAX_RETRIES: 'many',
    }).join('\n');
    expect(problems).toMatch(/LLM_BASE_URL/);
    expect(problems).toMatch(/LLM_TIMEOUT_MS/);
    expect(problems).toMatch(/LLM_MAX_RETRIES/);
    expect(problems).not.toContain('sk-config-test-key');
  });
});
