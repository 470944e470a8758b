import { describe, expect, it, vi } from 'vitest';
import type { Clock } from './clock.ts';
import { createEventStream, createSseParser, type SseMessage } from './event-stream.ts';

function parse(chunks: string[]) {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    (m) => messages.push(m),
    (ms) => retries.push(ms),
  );
  for (const chunk of chunks) parser.push(chunk);
  return { messages, retries, parser };
}

describe('createSseParser', () => {
  it('reads named events with JSON data', () => {
    const { messages } = parse(['event: chat.token\ndata: {"token":"ดวง"}\n\n']);
    expect(messages).toEqual([
      { event: 'chat.token', data: '{"token":"ดวง"}', lastEventId: undefined },
    ]);
  });

  it('joins multi-line data with newlines and defaults the type to message', () => {
    const { messages } = parse(['data: first\ndata:second\ndata:  third\n\n']);
    expect(messages).toEqual([
      { event: 'message', data: 'first\nsecond\n third', lastEventId: undefined },
    ]);
  });

  it('gives the same events however the stream is split, even one character at a time', () => {
    const text =
      ': heartbeat\n\nevent: a\ndata: 1\n\nevent: b\r\ndata: 2\r\n\r\nid: 7\rdata: 3\r\r\n';
    const whole = parse([text]).messages;
    const single = parse([...text]).messages;
    const halves = parse([text.slice(0, 23), text.slice(23)]).messages;
    expect(whole).toEqual([
      { event: 'a', data: '1', lastEventId: undefined },
      { event: 'b', data: '2', lastEventId: undefined },
      { event: 'message', data: '3', lastEventId: '7' },
    ]);
    expect(single).toEqual(whole);
    expect(halves).toEqual(whole);
  });

  it('treats a CRLF split across two chunks as one line end', () => {
    const { messages } = parse(['event: x\r', '\ndata: y\r', '\n\r', '\n']);
    expect(messages).toEqual([{ event: 'x', data: 'y', lastEventId: undefined }]);
  });

  it('ignores comments, unknown fields, data-less events and a leading BOM', () => {
    const { messages } = parse(['\uFEFF: hi\nfoo: bar\nevent: lonely\n\ndata\n\n']);
    expect(messages).toEqual([{ event: 'message', data: '', lastEventId: undefined }]);
  });

  it('reports a numeric retry and ignores a bad one', () => {
    const { retries } = parse(['retry: 3000\n\nretry: soon\n\n']);
    expect(retries).toEqual([3000]);
  });

  it('drops an event the stream ended before finishing', () => {
    const { messages, parser } = parse(['data: complete\n\ndata: cut off']);
    parser.end();
    expect(messages.map((m) => m.data)).toEqual(['complete']);
  });
});

/** A clock whose timers run only when the test says so. */
function manualClock() {
  let now = 0;
  const timers: Array<{ at: number; fn: () => void; cancelled: boolean }> = [];
  const clock: Clock = {
    now: () => now,
    setTimer(fn, ms) {
      const timer = { at: now + ms, fn, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  };
  return {
    clock,
    pending: () => timers.filter((t) => !t.cancelled).map((t) => t.at - now),
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => !t.cancelled && t.at <= now)) {
        timer.cancelled = true;
        timer.fn();
      }
    },
  };
}

/** A streamed response the test writes to. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    writeBytes: (bytes: Uint8Array) => controller.enqueue(bytes),
    close: () => controller.close(),
    error: () => controller.error(new Error('dropped')),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createEventStream', () => {
  it('sends the bearer token, delivers events to their listeners and decodes split UTF-8', async () => {
    const stream = openStream();
    const fetchMock = vi.fn(async () => stream.response);
    const events = createEventStream({
      url: '/api/v1/events',
      getToken: () => 'token-123',
      fetch: fetchMock,
      clock: manualClock().clock,
    });
    const tokens: string[] = [];
    const unsubscribe = events.subscribe('chat.token', (data) => tokens.push(data));
    events.start();
    await flush();
    expect(events.state()).toBe('open');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/events');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer token-123',
      Accept: 'text/event-stream',
    });

    // "ดวง" is nine UTF-8 bytes: split a character between two reads.
    const bytes = new TextEncoder().encode(
      'event: chat.token\ndata: ดวง\n\nevent: other\ndata: x\n\n',
    );
    stream.writeBytes(bytes.slice(0, 26));
    await flush();
    stream.writeBytes(bytes.slice(26));
    await flush();
    expect(tokens).toEqual(['ดวง']);
    unsubscribe();
    stream.write('event: chat.token\ndata: more\n\n');
    await flush();
    expect(tokens).toEqual(['ดวง']);
    events.stop();
  });

  it('reconnects with growing delays after drops and failures, and resets once open', async () => {
    const time = manualClock();
    const streams: Array<ReturnType<typeof openStream>> = [];
    let failNext = 0;
    const fetchMock = vi.fn(async () => {
      if (failNext > 0) {
        failNext -= 1;
        throw new TypeError('Failed to fetch');
      }
      const stream = openStream();
      streams.push(stream);
      return stream.response;
    });
    const events = createEventStream({
      url: '/events',
      getToken: () => 'token',
      fetch: fetchMock,
      clock: time.clock,
      random: () => 1, // no jitter: delays are exact
      initialDelayMs: 1000,
      maxDelayMs: 5000,
    });
    events.start();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // The server closes the stream: wait 1 s, then connect again.
    failNext = 3;
    streams[0]?.close();
    await flush();
    expect(events.state()).toBe('waiting');
    expect(time.pending()).toEqual([1000]);
    time.advance(1000);
    await flush();
    // That attempt failed: 2 s, then 4 s, then capped at 5 s.
    expect(time.pending()).toEqual([2000]);
    time.advance(2000);
    await flush();
    expect(time.pending()).toEqual([4000]);
    time.advance(4000);
    await flush();
    expect(time.pending()).toEqual([5000]);
    time.advance(5000);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(events.state()).toBe('open');

    // Open again: the next drop starts from 1 s.
    streams[1]?.error();
    await flush();
    expect(time.pending()).toEqual([1000]);
    events.stop();
    expect(time.pending()).toEqual([]);
    expect(events.state()).toBe('stopped');
  });

  it('uses the server retry as its base delay and resends the last event id', async () => {
    const time = manualClock();
    const streams: Array<ReturnType<typeof openStream>> = [];
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
      const stream = openStream();
      streams.push(stream);
      return stream.response;
    });
    const events = createEventStream({
      url: '/events',
      getToken: () => 'token',
      fetch: fetchMock,
      clock: time.clock,
      random: () => 1,
    });
    events.start();
    await flush();
    streams[0]?.write('retry: 3000\nid: 41\nevent: balance.updated\ndata: {}\n\n');
    streams[0]?.close();
    await flush();
    expect(time.pending()).toEqual([3000]);
    time.advance(3000);
    await flush();
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({ 'Last-Event-ID': '41' });
    events.stop();
  });

  it('stops on 401 and connects again only when the token was renewed', async () => {
    const time = manualClock();
    let status = 401;
    const fetchMock = vi.fn(async () =>
      status === 401 ? new Response('', { status: 401 }) : openStream().response,
    );
    const onUnauthorized = vi.fn(async () => false);
    const events = createEventStream({
      url: '/events',
      getToken: () => 'token',
      fetch: fetchMock,
      clock: time.clock,
      onUnauthorized,
    });
    events.start();
    await flush();
    await flush();
    expect(events.state()).toBe('stopped');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(time.pending()).toEqual([]);

    events.setUnauthorizedHandler(async () => {
      status = 200;
      return true;
    });
    events.start();
    await flush();
    await flush();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(events.state()).toBe('open');
    events.stop();
  });

  it('does not connect without a token (signed out)', async () => {
    const fetchMock = vi.fn();
    const events = createEventStream({ url: '/events', getToken: () => null, fetch: fetchMock });
    events.start();
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(events.state()).toBe('stopped');
  });

  it('retries later after a server error answer', async () => {
    const time = manualClock();
    const fetchMock = vi.fn(async () => new Response('busy', { status: 503 }));
    const events = createEventStream({
      url: '/events',
      getToken: () => 'token',
      fetch: fetchMock,
      clock: time.clock,
      random: () => 0, // the smallest jitter: half the delay
    });
    events.start();
    await flush();
    expect(time.pending()).toEqual([500]);
    events.stop();
  });

  it('keeps delivering when one listener throws', async () => {
    const stream = openStream();
    const events = createEventStream({
      url: '/events',
      getToken: () => 'token',
      fetch: async () => stream.response,
      clock: manualClock().clock,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: string[] = [];
    events.subscribe('x', () => {
      throw new Error('boom');
    });
    events.subscribe('x', (data) => seen.push(data));
    events.start();
    await flush();
    stream.write('event: x\ndata: ok\n\n');
    await flush();
    expect(seen).toEqual(['ok']);
    warn.mockRestore();
    events.stop();
  });
});
