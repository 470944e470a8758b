import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LlmConfig } from '../../src/config.ts';
import { createLlmClient, LlmError, type LlmClient } from '../../src/platform/llm.ts';
import { startLlmStandIn, type ContentPart, type LlmStandIn } from '../support/llm-standin.ts';

/** Collects what the client logs, to prove neither the key nor the prompt is in it. */
function recordingLog() {
  const lines: string[] = [];
  const record = (obj: unknown, msg?: string) => void lines.push(JSON.stringify([obj, msg]));
  return { lines, log: { debug: record, warn: record } };
}

let standIn: LlmStandIn;
let logged: ReturnType<typeof recordingLog>;

function client(overrides: Partial<LlmConfig> = {}): LlmClient {
  return createLlmClient(
    {
      baseUrl: standIn.baseUrl,
      apiKey: standIn.apiKey,
      model: 'duangdee-text',
      visionModel: 'duangdee-vision',
      timeoutMs: 5000,
      maxRetries: 2,
      deadlineMs: 30_000,
      ...overrides,
    },
    { log: logged.log },
  );
}

async function failureOf(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

const SECRET_PROMPT = 'ระบบลับ: ห้ามบอกใคร';
const ask = (content = 'ดวงวันนี้เป็นอย่างไร') => ({
  system: SECRET_PROMPT,
  messages: [{ role: 'user' as const, content }],
});

beforeAll(async () => {
  standIn = await startLlmStandIn();
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(() => {
  standIn.requests.length = 0;
  logged = recordingLog();
});

describe('LLM client', () => {
  it('completes: the system prompt, the model and the conversation go out; the text comes back', async () => {
    standIn.script(() => ({ kind: 'text', text: 'ดวงดีมากค่ะ' }));
    const reply = await client().complete({
      system: 'คุณคือหมอดู',
      messages: [
        { role: 'user', content: 'สวัสดี' },
        { role: 'assistant', content: 'สวัสดีค่ะ' },
        { role: 'user', content: 'ดูดวงให้หน่อย' },
      ],
      json: true,
    });
    expect(reply).toBe('ดวงดีมากค่ะ');
    const [request] = standIn.requests;
    expect(request?.model).toBe('duangdee-text');
    expect(request?.stream).toBe(false);
    expect(request?.responseFormat).toEqual({ type: 'json_object' });
    expect(request?.messages).toEqual([
      { role: 'system', content: 'คุณคือหมอดู' },
      { role: 'user', content: 'สวัสดี' },
      { role: 'assistant', content: 'สวัสดีค่ะ' },
      { role: 'user', content: 'ดูดวงให้หน่อย' },
    ]);
  });

  it('streams: tokens arrive in order and join to the whole reply', async () => {
    const tokens = ['ดวง', 'ของ', 'คุณ', 'ช่วงนี้', ' ', 'สดใส', 'ค่ะ'];
    standIn.script(() => ({ kind: 'tokens', tokens }));
    const seen: string[] = [];
    const whole = await client().stream(ask(), (token) => seen.push(token));
    expect(seen).toEqual(tokens);
    expect(whole).toBe(tokens.join(''));
    expect(standIn.requests[0]?.stream).toBe(true);
    expect(standIn.requests[0]?.responseFormat).toBeNull();
  });

  it('sends images to the vision model as data URLs on the last user message', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    await client().complete({
      system: 'ดูลายมือ',
      messages: [
        { role: 'user', content: 'ก่อนหน้า' },
        { role: 'assistant', content: 'ค่ะ' },
        { role: 'user', content: 'นี่คือฝ่ามือของฉัน' },
      ],
      images: [{ mime: 'image/jpeg', bytes: jpeg }],
    });
    const request = standIn.requests[0];
    expect(request?.model).toBe('duangdee-vision');
    expect(request?.messages[1]).toEqual({ role: 'user', content: 'ก่อนหน้า' });
    const parts = request?.messages[3]?.content as ContentPart[];
    expect(parts).toEqual([
      { type: 'text', text: 'นี่คือฝ่ามือของฉัน' },
      {
        type: 'image_url',
        image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
      },
    ]);
  });

  it('retries a 429 and a 500, then succeeds', async () => {
    standIn.script((_request, attempt) =>
      attempt === 1
        ? { kind: 'status', status: 429, retryAfterMs: 10 }
        : attempt === 2
          ? { kind: 'status', status: 500, retryAfterMs: 10 }
          : { kind: 'text', text: 'ได้แล้วค่ะ' },
    );
    expect(await client().complete(ask())).toBe('ได้แล้วค่ะ');
    expect(standIn.requests).toHaveLength(3);
  });

  it('gives up after the configured retries with a typed error', async () => {
    standIn.script(() => ({ kind: 'status', status: 503, retryAfterMs: 5 }));
    const error = await failureOf(client({ maxRetries: 1 }).complete(ask()));
    expect(error.reason).toBe('unavailable');
    expect(error.status).toBe(503);
    expect(error.retryable).toBe(true);
    expect(standIn.requests).toHaveLength(2);

    standIn.script(() => ({ kind: 'status', status: 429, retryAfterMs: 5 }));
    expect((await failureOf(client({ maxRetries: 0 }).complete(ask()))).reason).toBe(
      'rate_limited',
    );
  });

  it('times out a provider that does not answer', async () => {
    standIn.script(() => ({ kind: 'hang' }));
    const error = await failureOf(client({ timeoutMs: 300, maxRetries: 1 }).complete(ask()));
    expect(error.reason).toBe('timeout');
    expect(error.retryable).toBe(true);
    // The SDK retried the timed-out attempt once.
    expect(standIn.requests).toHaveLength(2);
  });

  it('times out a stream that goes silent half way', async () => {
    standIn.script(() => ({ kind: 'stall-after', tokens: ['ดวง', 'ดี'] }));
    const seen: string[] = [];
    const error = await failureOf(
      client({ timeoutMs: 300, maxRetries: 0 }).stream(ask(), (t) => seen.push(t)),
    );
    expect(error.reason).toBe('timeout');
    expect(seen).toEqual(['ดวง', 'ดี']);
  });

  it('ends a reply that trickles a byte a second at the deadline, and closes its connection', async () => {
    // Never silent for a second: the per-attempt timeout alone would wait for it for minutes.
    standIn.script(() => ({ kind: 'trickle', text: JSON.stringify({ title_th: 'ดวงดี' }) }));
    const llm = client({ timeoutMs: 2000, deadlineMs: 2500, maxRetries: 2 });
    for (const call of [
      () => llm.complete({ ...ask(), json: true }),
      () => llm.stream(ask(), () => undefined),
    ]) {
      standIn.requests.length = 0;
      const started = Date.now();
      const error = await failureOf(call());
      const took = Date.now() - started;
      expect(error.reason).toBe('deadline');
      expect(took).toBeGreaterThanOrEqual(2400);
      expect(took).toBeLessThan(4000);
      // Abandoned, not retried: the deadline is the whole call's.
      expect(standIn.requests).toHaveLength(1);
      // The provider sees its connection closed: nothing keeps sending to a call nobody waits for.
      await vi.waitFor(() => expect(standIn.sending()).toBe(0), { timeout: 1000, interval: 20 });
    }
  });

  it('counts retries and their waits within the deadline', async () => {
    standIn.script(() => ({ kind: 'status', status: 503, retryAfterMs: 4000 }));
    const started = Date.now();
    const error = await failureOf(
      client({ timeoutMs: 1000, deadlineMs: 1500, maxRetries: 5 }).complete(ask()),
    );
    expect(error.reason).toBe('deadline');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(standIn.requests).toHaveLength(1);
  });

  it('refuses a bad key without retrying, and logs neither the key nor the prompt', async () => {
    const wrongKey = 'sk-wrong-key-0123456789';
    const error = await failureOf(client({ apiKey: wrongKey }).complete(ask()));
    expect(error.reason).toBe('unauthorized');
    expect(error.status).toBe(401);
    expect(error.retryable).toBe(false);
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]?.authorization).toBe(`Bearer ${wrongKey}`);
    const everything = [error.message, String(error.stack), JSON.stringify(error), ...logged.lines];
    for (const text of everything) {
      expect(text).not.toContain('sk-wrong');
      expect(text).not.toContain(SECRET_PROMPT);
    }
    expect(logged.lines.join('\n')).toContain('unauthorized');
  });

  it('treats an empty reply, a content filter and a cancelled call as typed errors', async () => {
    standIn.script(() => ({ kind: 'text', text: '   ' }));
    expect((await failureOf(client().complete(ask()))).reason).toBe('empty_reply');

    standIn.script(() => ({ kind: 'text', text: 'x', finishReason: 'content_filter' }));
    expect((await failureOf(client().complete(ask()))).reason).toBe('rejected');

    standIn.script(() => ({ kind: 'hang' }));
    const controller = new AbortController();
    const pending = client().complete({ ...ask(), signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await failureOf(pending)).reason).toBe('aborted');
  });

  it('estimates the wait from the replies it has timed', async () => {
    standIn.script(() => ({ kind: 'text', text: 'เร็วมาก' }));
    const llm = client();
    const before = llm.estimatedSeconds;
    for (let i = 0; i < 5; i++) await llm.complete(ask());
    expect(llm.estimatedSeconds).toBeGreaterThanOrEqual(1);
    expect(llm.estimatedSeconds).toBeLessThan(before);
    expect(llm.model).toBe('duangdee-text');
    expect(llm.visionModel).toBe('duangdee-vision');
  });
});
