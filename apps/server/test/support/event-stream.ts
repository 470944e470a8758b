import { request as httpRequest, type IncomingMessage } from 'node:http';

/** One event of a `text/event-stream`, its data parsed as JSON. */
export interface ReceivedEvent {
  event: string;
  data: unknown;
}

export interface OpenedEventStream {
  status: number;
  headers: Headers;
  /** The body of a response that is not a stream (an error envelope). */
  body: string;
  /** Everything received so far, comments and all. */
  text(): string;
  /** The next event not yet taken; fails after `timeoutMs`. */
  next(timeoutMs?: number): Promise<ReceivedEvent>;
  /** Waits until the raw stream contains `fragment` (a heartbeat comment, ...). */
  waitForText(fragment: string, timeoutMs?: number): Promise<void>;
  /** Events received and not yet taken by `next`. */
  pending(): ReceivedEvent[];
  /** Resolves when the stream is over (the server ended it, or `close`). */
  ended: Promise<void>;
  /** Disconnects, as a closed browser tab does. */
  close(): void;
}

function toHeaders(response: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return headers;
}

/**
 * Opens `GET /api/v1/events` over real HTTP, on a connection of its own (no pool: closing it
 * closes the socket, as a closed tab does), and reads it as a browser would. Resolves once the
 * stream's opening `retry:` arrived (the server is subscribed by then), or at once for an error.
 * With `only`, events of other types are received and dropped (a test about balances need not
 * know which notifications the same change also sends).
 */
export async function openEventStream(
  baseUrl: string,
  headers: Record<string, string>,
  options: { only?: readonly string[] } = {},
): Promise<OpenedEventStream> {
  const request = httpRequest(`${baseUrl}/api/v1/events`, {
    agent: false,
    headers: { accept: 'text/event-stream', ...headers },
  });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
  response.setEncoding('utf8');

  let raw = '';
  let buffer = '';
  let isEnded = false;
  const queue: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  const ended = new Promise<void>((resolve) => {
    const finish = () => {
      isEnded = true;
      wake();
      resolve();
    };
    response.on('end', finish);
    response.on('close', finish);
    response.on('error', finish);
  });
  response.on('data', (chunk: string) => {
    raw += chunk;
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      const kept = !options.only || options.only.includes(event);
      if (data.length > 0 && kept) {
        queue.push({ event, data: JSON.parse(data.join('\n')) as unknown });
      }
    }
    wake();
  });

  const until = async (ready: () => boolean, timeoutMs: number, what: string) => {
    const deadline = Date.now() + timeoutMs;
    while (!ready()) {
      if (isEnded) throw new Error(`stream ended before ${what}; got: ${raw}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms; got: ${raw}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, left);
        function done() {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        }
        waiters.add(done);
      });
    }
  };

  const stream: OpenedEventStream = {
    status: response.statusCode ?? 0,
    headers: toHeaders(response),
    body: '',
    text: () => raw,
    async next(timeoutMs = 5000) {
      await until(() => queue.length > 0, timeoutMs, 'event');
      return queue.shift() as ReceivedEvent;
    },
    waitForText: (fragment, timeoutMs = 5000) =>
      until(() => raw.includes(fragment), timeoutMs, JSON.stringify(fragment)),
    pending: () => [...queue],
    ended,
    close: () => request.destroy(),
  };
  if (stream.status !== 200) {
    await ended;
    return { ...stream, body: raw };
  }
  await until(() => raw.includes('retry:'), 5000, 'retry: preamble');
  return stream;
}
