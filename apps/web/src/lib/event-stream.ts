import { realClock, type Clock } from './clock.ts';

/**
 * Server-Sent Events over `fetch`. `EventSource` cannot send an `Authorization` header, so the
 * stream is read by hand: a `ReadableStream` decoded as UTF-8, cut into lines, and the lines
 * folded into events as the WHATWG "event stream interpretation" describes (`event:`, multi-line
 * `data:`, `id:`, `retry:`, `:` comments, CR / LF / CRLF line ends in any chunking).
 */

export interface SseMessage {
  /** `message` when the server named no event type. */
  event: string;
  /** The `data:` lines joined with `\n`. */
  data: string;
  /** The last event id seen so far on this stream, if any. */
  lastEventId: string | undefined;
}

export interface SseParser {
  /** Feeds the next decoded piece of the stream; any chunk boundary is fine. */
  push(chunk: string): void;
  /** The stream ended: an event without its closing blank line is dropped (as the spec says). */
  end(): void;
}

/** Parses an event stream incrementally; `onRetry` gets a server-sent `retry:` in ms. */
export function createSseParser(
  onMessage: (message: SseMessage) => void,
  onRetry?: (ms: number) => void,
): SseParser {
  let buffer = '';
  let atStart = true;
  let eventType = '';
  let dataLines: string[] = [];
  let lastEventId: string | undefined;

  function dispatch() {
    if (dataLines.length > 0) {
      onMessage({ event: eventType || 'message', data: dataLines.join('\n'), lastEventId });
    }
    eventType = '';
    dataLines = [];
  }

  function processLine(line: string) {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return; // a comment (heartbeat)
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        dataLines.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) onRetry?.(Number(value));
        break;
      default:
        break; // unknown fields are ignored
    }
  }

  return {
    push(chunk) {
      buffer += chunk;
      if (atStart && buffer.length > 0) {
        if (buffer.charCodeAt(0) === 0xfeff) buffer = buffer.slice(1);
        atStart = false;
      }
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        // A CR at the very end may be the first half of a CRLF split across chunks: wait.
        if (char === '\r' && i === buffer.length - 1) break;
        processLine(buffer.slice(start, i));
        if (char === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      if (buffer === '\r') processLine('');
      buffer = '';
      eventType = '';
      dataLines = [];
    },
  };
}

export type EventStreamState = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

export interface EventStreamOptions {
  url: string;
  /** The bearer token; without one the stream does not connect. */
  getToken: () => string | null | undefined;
  fetch?: typeof fetch;
  clock?: Clock;
  /** 0 ≤ n < 1, for the jitter of the reconnection delay. */
  random?: () => number;
  /** First reconnection delay; a server `retry:` replaces it. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /**
   * The server answered 401. Resolve true when the credentials were renewed (the stream then
   * connects again at once); otherwise it stays stopped until `start()`.
   */
  onUnauthorized?: () => boolean | Promise<boolean>;
  onStateChange?: (state: EventStreamState) => void;
}

export type EventHandler = (data: string, message: SseMessage) => void;

export interface EventStream {
  /** Connects (if not already) and keeps reconnecting until `stop()`. */
  start(): void;
  /** Closes the connection and cancels any reconnection. */
  stop(): void;
  /** Listens to one event type; returns the unsubscribe. */
  subscribe(event: string, handler: EventHandler): () => void;
  /** Listens to state changes (e.g. `open`, to refetch what events may have been missed). */
  onState(listener: (state: EventStreamState) => void): () => void;
  /** Replaces `onUnauthorized` (the app plugs its token refresh in here). */
  setUnauthorizedHandler(handler: EventStreamOptions['onUnauthorized']): void;
  state(): EventStreamState;
}

export const DEFAULT_INITIAL_DELAY_MS = 1000;
export const DEFAULT_MAX_DELAY_MS = 30_000;

/**
 * One reconnecting SSE connection. Reconnects after a dropped stream or a failed request with
 * exponential backoff (the delay doubles per failure up to `maxDelayMs`, with jitter so many tabs
 * do not come back in step) and resets the backoff once a connection opens. Sends
 * `Last-Event-ID` when the server gave ids. A 401 stops it (sign-out, or an expired token that
 * the refresh hook may renew).
 */
export function createEventStream(options: EventStreamOptions): EventStream {
  const clock = options.clock ?? realClock;
  const random = options.random ?? Math.random;
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  let baseDelayMs = options.initialDelayMs ?? DEFAULT_INITIAL_DELAY_MS;
  let onUnauthorized = options.onUnauthorized;

  const handlers = new Map<string, Set<EventHandler>>();
  const stateListeners = new Set<(state: EventStreamState) => void>();
  let state: EventStreamState = 'idle';
  let wanted = false;
  let failures = 0;
  let lastEventId: string | undefined;
  let controller: AbortController | null = null;
  let cancelTimer: (() => void) | null = null;
  /** Bumped by every start/stop, so a late answer of an old connection changes nothing. */
  let generation = 0;

  function setState(next: EventStreamState) {
    if (state === next) return;
    state = next;
    options.onStateChange?.(next);
    for (const listener of stateListeners) listener(next);
  }

  function deliver(message: SseMessage) {
    lastEventId = message.lastEventId ?? lastEventId;
    for (const handler of handlers.get(message.event) ?? []) {
      try {
        handler(message.data, message);
      } catch (error) {
        // One faulty listener must not cut the stream for the others.
        console.warn('event handler failed', error);
      }
    }
  }

  function scheduleReconnect(run: number) {
    if (!wanted || run !== generation) return;
    const exponential = Math.min(maxDelayMs, baseDelayMs * 2 ** failures);
    const delay = Math.round(exponential * (0.5 + random() / 2));
    failures += 1;
    setState('waiting');
    cancelTimer = clock.setTimer(() => {
      cancelTimer = null;
      if (wanted && run === generation) void connect(run);
    }, delay);
  }

  async function connect(run: number): Promise<void> {
    const token = options.getToken();
    if (!token) {
      wanted = false;
      setState('stopped');
      return;
    }
    setState('connecting');
    const abort = new AbortController();
    controller = abort;
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
      'Cache-Control': 'no-cache',
    };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;

    let response: Response;
    try {
      response = await fetchImpl(options.url, {
        headers,
        signal: abort.signal,
        credentials: 'include',
        cache: 'no-store',
      });
    } catch {
      if (run === generation) scheduleReconnect(run);
      return;
    }
    if (run !== generation) {
      void response.body?.cancel().catch(() => undefined);
      return;
    }

    if (response.status === 401) {
      void response.body?.cancel().catch(() => undefined);
      wanted = false;
      setState('stopped');
      const renewed = await Promise.resolve()
        .then(() => onUnauthorized?.() ?? false)
        .catch(() => false);
      // Renewed and nobody stopped or restarted it meanwhile: connect with the new token.
      if (renewed === true && run === generation) {
        wanted = true;
        void connect(run);
      }
      return;
    }
    if (!response.ok || !response.body) {
      void response.body?.cancel().catch(() => undefined);
      scheduleReconnect(run);
      return;
    }

    failures = 0;
    setState('open');
    const parser = createSseParser(deliver, (ms) => {
      baseDelayMs = ms;
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (run !== generation) return;
        parser.push(decoder.decode(value, { stream: true }));
      }
      parser.push(decoder.decode());
      parser.end();
    } catch {
      // Dropped connection or stop(): handled below.
    }
    if (run === generation) scheduleReconnect(run);
  }

  return {
    start() {
      if (wanted) return;
      wanted = true;
      failures = 0;
      generation += 1;
      void connect(generation);
    },
    stop() {
      wanted = false;
      generation += 1;
      cancelTimer?.();
      cancelTimer = null;
      controller?.abort();
      controller = null;
      lastEventId = undefined;
      setState('stopped');
    },
    subscribe(event, handler) {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },
    setUnauthorizedHandler(handler) {
      onUnauthorized = handler;
    },
    state: () => state,
  };
}
