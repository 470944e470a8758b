import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** Test helpers shared by feature tests: a stubbed server, live events and a routed screen. */

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const ok = (data: unknown, status = 200) => json({ success: true, data }, status);

export const fail = (status: number, code: string, message = code, details?: unknown) =>
  json({ success: false, error: { code, message, ...(details ? { details } : {}) } }, status);

export interface SeenCall {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: RequestInit['body'];
  /** `body` parsed, when it is a JSON string. */
  parsedBody: unknown;
}

type Handler = (call: SeenCall) => Response | Promise<Response>;

function parseJson(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** Stubs `fetch` with `"METHOD /path"` handlers (path without `/api/v1` and the query). */
export function stubServer(handlers: Record<string, Handler>) {
  const calls: SeenCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body;
    const call: SeenCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      search: url.search,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body,
      parsedBody: parseJson(body),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    return handler ? handler(call) : fail(404, 'NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The calls to one `"METHOD /path"`. */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
    /** The POST calls, in order. */
    posts: () => calls.filter((c) => c.method === 'POST'),
  };
}

/** A handler that answers with each response in turn, then keeps giving the last. */
export function inTurn(...responses: Array<() => Response>): Handler {
  let i = 0;
  return () => {
    const next = responses[Math.min(i, responses.length - 1)];
    i += 1;
    if (!next) throw new Error('no response');
    return next();
  };
}

/** A `GET /events` answer the test writes Server-Sent Events into. */
export function liveEventsStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  return {
    respond: () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(c) {
            controller = c;
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      ),
    send(type: string, data: unknown) {
      controller?.enqueue(encoder.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    get connected() {
      return controller !== null;
    },
  };
}

/** A promise the test settles by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Renders `element` at `path` with its own query client; other paths show their address. */
export function renderRoute(element: ReactElement, path: string, routePath = path.split('?')[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '*', element: <p>other page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

export const PNG_BYTES = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

export const png = () => new Response(PNG_BYTES, { headers: { 'content-type': 'image/png' } });
