import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES, ApiError } from './api-error.ts';
import {
  bypassesQueue,
  createApiClient,
  requireData,
  type ApiClientOptions,
} from './api-client.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

const REMOTE = 'app.duangdee.example';

function jsonResponse(
  body: unknown,
  init: { status?: number; statusText?: string; headers?: Record<string, string> } = {},
): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status: init.status ?? 200,
    statusText: init.statusText ?? '',
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

function setup(options: ApiClientOptions = {}) {
  const fetchMock: FetchMock = vi.fn<typeof fetch>();
  fetchMock.mockImplementation(async () => jsonResponse({ success: true, data: null }));
  const client = createApiClient({
    hostname: REMOTE,
    mode: 'production',
    fetch: fetchMock,
    ...options,
  });
  return { client, fetchMock };
}

function call(fetchMock: FetchMock, index = 0) {
  const args = fetchMock.mock.calls[index];
  if (!args) throw new Error(`fetch call ${index} did not happen`);
  const [input, init] = args;
  return {
    url: String(input),
    init: init ?? {},
    headers: (init?.headers ?? {}) as Record<string, string>,
    json: () => JSON.parse(String(init?.body)) as unknown,
  };
}

/** Resolves with what a promise settled to, so timing assertions can check "not yet". */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(1_700_000_000_000);
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('requests and responses', () => {
  it('prefixes /api/v1 and sends body and query keys as snake_case, acronyms included', async () => {
    const { client, fetchMock } = setup();
    await client.post(
      '/auth/guest',
      { deviceId: 'd1', acceptPDPA: true, profile: { firstName: 'Somsri' } },
      { query: { pageSize: 20, isPublished: true, tags: ['a', 'b'], skipped: undefined } },
    );
    const sent = call(fetchMock);
    expect(sent.url).toBe('/api/v1/auth/guest?page_size=20&is_published=true&tags=a&tags=b');
    expect(sent.init.method).toBe('POST');
    expect(sent.headers['Content-Type']).toBe('application/json');
    expect(sent.json()).toEqual({
      device_id: 'd1',
      accept_pdpa: true,
      profile: { first_name: 'Somsri' },
    });
  });

  it('sends FormData untouched', async () => {
    const { client, fetchMock } = setup();
    const form = new FormData();
    form.append('file', 'x');
    await client.post('/upload/image', form);
    expect(call(fetchMock).init.body).toBe(form);
    expect(call(fetchMock).headers['Content-Type']).toBeUndefined();
  });

  it('returns response data with camelCase keys, deeply', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        success: true,
        data: { total_count: 1, items: [{ avatar_url: 'a', cost: { coins_required: 85 } }] },
      }),
    );
    const result = await client.get('/feed/articles');
    expect(result).toMatchObject({
      processing: false,
      status: 200,
      data: { totalCount: 1, items: [{ avatarUrl: 'a', cost: { coinsRequired: 85 } }] },
    });
  });

  it('unwraps {success, data}, {Success, Data} and {success, data, guest_user, session}', async () => {
    const { client, fetchMock } = setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ success: true, data: { a_b: 1 }, message: 'done' }))
      .mockResolvedValueOnce(jsonResponse({ Success: true, Data: { Balance: 7 } }))
      .mockResolvedValueOnce(
        jsonResponse({
          success: true,
          data: { id: 'g1' },
          guest_user: { session_id: 's1' },
          session: { expires_in: 60 },
        }),
      );
    const first = await client.post('/x');
    expect(first.data).toEqual({ aB: 1 });
    expect(first.meta.message).toBe('done');
    expect((await client.post('/x')).data).toEqual({ balance: 7 });
    const third = await client.post('/auth/guest');
    expect(third.data).toEqual({ id: 'g1' });
    expect(third.meta.guestUser).toEqual({ sessionId: 's1' });
    expect(third.meta.session).toEqual({ expiresIn: 60 });
  });

  it('rejects an envelope that says success: false with its message and code', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: false, error: { code: 'CONFLICT', message: 'Already claimed' } }),
    );
    await expect(client.post('/coins/grant-welcome')).rejects.toMatchObject({
      message: 'Already claimed',
      code: 'CONFLICT',
    });
  });

  it('returns a blob when asked (QR download)', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(
      new Response('png-bytes', { status: 200, headers: { 'Content-Type': 'image/png' } }),
    );
    const result = await client.post<Blob>(
      '/proxy/download-qr',
      { qrUrl: 'u' },
      {
        responseType: 'blob',
      },
    );
    const blob = requireData(result);
    expect(blob.type).toBe('image/png');
    expect(await blob.text()).toBe('png-bytes');
  });
});

describe('client headers', () => {
  it('sends the api key, client id, request id, timestamp and environment with credentials', async () => {
    const { client, fetchMock } = setup();
    await client.post('/a');
    await client.post('/b');
    const first = call(fetchMock, 0);
    const second = call(fetchMock, 1);
    expect(first.init.credentials).toBe('include');
    expect(first.headers['X-Api-Key']).toBe('web');
    expect(first.headers['X-Timestamp']).toBe('1700000000000');
    expect(first.headers['X-Environment']).toBe('production');
    expect(first.headers['X-Request-Id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(second.headers['X-Request-Id']).not.toBe(first.headers['X-Request-Id']);
    // Stable per browser: the same id on every call, kept in storage.
    expect(first.headers['X-Client-Id']).toBeTruthy();
    expect(second.headers['X-Client-Id']).toBe(first.headers['X-Client-Id']);
    expect(localStorage.getItem(STORAGE_KEYS.clientId)).toBe(first.headers['X-Client-Id']);
  });

  it('uses the configured api key', async () => {
    const { client, fetchMock } = setup({ apiKey: 'k-123' });
    await client.post('/a');
    expect(call(fetchMock).headers['X-Api-Key']).toBe('k-123');
  });

  it("reports X-Environment 'local' on localhost and 127.0.0.1", async () => {
    for (const hostname of ['localhost', '127.0.0.1']) {
      const { client, fetchMock } = setup({ hostname });
      await client.post('/a');
      expect(call(fetchMock).headers['X-Environment']).toBe('local');
    }
  });

  it('adds a bearer token and a guest session only when their getters return one', async () => {
    const { client, fetchMock } = setup();
    await client.post('/a');
    expect(call(fetchMock, 0).headers.Authorization).toBeUndefined();
    expect(call(fetchMock, 0).headers['X-Guest-Session']).toBeUndefined();

    client.setAuthTokenGetter(() => 'tok-1');
    client.setGuestSessionGetter(() => 'guest-s1');
    await client.post('/a');
    expect(call(fetchMock, 1).headers.Authorization).toBe('Bearer tok-1');
    expect(call(fetchMock, 1).headers['X-Guest-Session']).toBe('guest-s1');
  });

  it('reads the stored token by default', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
    const { client, fetchMock } = setup();
    await client.post('/a');
    expect(call(fetchMock).headers.Authorization).toBe('Bearer stored-token');
  });
});

describe('timeout and network failure', () => {
  function hangUntilAborted(fetchMock: FetchMock) {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
  }

  it('aborts after 30 s by default with the timeout message', async () => {
    const { client, fetchMock } = setup();
    hangUntilAborted(fetchMock);
    const state = track(client.post('/slow'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.error).toBeInstanceOf(ApiError);
    expect(state.error).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: API_MESSAGES.timeout,
    });
    expect(API_MESSAGES.timeout).toBe(
      'Request timeout. Please check your internet connection and try again.',
    );
  });

  it('honours a per-call timeout', async () => {
    const { client, fetchMock } = setup();
    hangUntilAborted(fetchMock);
    const state = track(client.post('/slow', undefined, { timeoutMs: 1000 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.error).toMatchObject({ code: 'TIMEOUT' });
  });

  it('maps a rejected fetch to the backend-unavailable message', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.post('/a')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message:
        'Backend server is not available. Please check your connection and API configuration.',
    });
  });

  it("lets the caller's own cancellation through as an AbortError", async () => {
    const { client, fetchMock } = setup();
    hangUntilAborted(fetchMock);
    const controller = new AbortController();
    const state = track(client.post('/a', undefined, { signal: controller.signal }));
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.error).not.toBeInstanceOf(ApiError);
    expect((state.error as Error).name).toBe('AbortError');
  });
});

describe('HTTP errors', () => {
  const cases: Array<[string, number, string, unknown, string]> = [
    ['404', 404, 'Not Found', { success: false }, 'The requested resource was not found'],
    ['401', 401, 'Unauthorized', {}, 'Authentication required. Please login again.'],
    ['403', 403, 'Forbidden', {}, 'You do not have permission to access this resource'],
    [
      '5xx with a string error',
      500,
      'Internal Server Error',
      { error: 'db down' },
      'Server error (500): db down. Please try again later.',
    ],
    [
      '5xx with error.message',
      502,
      'Bad Gateway',
      { success: false, error: { code: 'INTERNAL_ERROR', message: 'upstream failed' } },
      'Server error (502): upstream failed. Please try again later.',
    ],
    [
      '5xx with message',
      500,
      'Internal Server Error',
      { message: 'try later' },
      'Server error (500): try later. Please try again later.',
    ],
    [
      '5xx with details',
      504,
      'Gateway Timeout',
      { details: 'queue full' },
      'Server error (504): queue full. Please try again later.',
    ],
    ['other', 409, 'Conflict', { error: { message: 'x' } }, 'API request failed: Conflict'],
  ];

  it.each(cases)('%s', async (_name, status, statusText, body, message) => {
    const { client, fetchMock } = setup({ maxRetries: 0 });
    fetchMock.mockResolvedValueOnce(jsonResponse(body, { status, statusText }));
    const error = await client.post('/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message });
  });

  it('keeps the server code, details and message on the ApiError', async () => {
    const { client, fetchMock } = setup();
    const details = [{ path: 'body.email', message: 'Invalid email' }];
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { success: false, error: { code: 'VALIDATION_FAILED', message: 'Bad input', details } },
        { status: 400, statusText: 'Bad Request' },
      ),
    );
    await expect(client.post('/auth/request-otp')).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      details,
      serverMessage: 'Bad input',
      message: 'API request failed: Bad Request',
    });
  });
});

describe('401 hook', () => {
  it('asks the hook once and resends with the renewed token', async () => {
    const { client, fetchMock } = setup();
    let token = 'old';
    client.setAuthTokenGetter(() => token);
    const hook = vi.fn(async () => {
      token = 'new';
      return true;
    });
    client.setUnauthorizedHandler(hook);
    fetchMock
      .mockResolvedValueOnce(jsonResponse({}, { status: 401 }))
      .mockResolvedValueOnce(jsonResponse({ success: true, data: { ok: 1 } }));
    const state = track(client.get('/user/profile'));
    // The resent GET waits its turn in the queue (200 ms spacing).
    await vi.advanceTimersByTimeAsync(200);
    expect(state.value).toMatchObject({ data: { ok: 1 } });
    expect(hook).toHaveBeenCalledTimes(1);
    expect(hook.mock.calls[0]).toEqual([
      expect.objectContaining({ path: '/user/profile', method: 'GET' }),
    ]);
    expect(call(fetchMock, 1).headers.Authorization).toBe('Bearer new');
  });

  it('does not loop: a second 401 is thrown', async () => {
    const { client, fetchMock } = setup();
    const hook = vi.fn(() => true);
    client.setUnauthorizedHandler(hook);
    fetchMock.mockImplementation(async () => jsonResponse({}, { status: 401 }));
    await expect(client.post('/a')).rejects.toMatchObject({ status: 401 });
    expect(hook).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('throws the 401 when the hook cannot renew, and skips the hook when asked', async () => {
    const { client, fetchMock } = setup({ onUnauthorized: () => false });
    fetchMock.mockImplementation(async () => jsonResponse({}, { status: 401 }));
    await expect(client.post('/a')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const hook = vi.fn(() => true);
    client.setUnauthorizedHandler(hook);
    await expect(
      client.post('/auth/refresh', {}, { skipUnauthorizedHandler: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(hook).not.toHaveBeenCalled();
  });
});

describe('202 still processing', () => {
  it('resolves with processing: true and the data instead of failing', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { success: true, data: { status: 'processing', session_id: 's1' } },
        {
          status: 202,
        },
      ),
    );
    const result = await client.get('/fortune/sessions/s1/result');
    expect(result).toEqual({
      processing: true,
      status: 202,
      data: { status: 'processing', sessionId: 's1' },
      meta: {},
    });
    expect(() => requireData(result)).toThrow(ApiError);
    expect(() => requireData(result)).toThrow('Resource is still being processed');
  });

  it('marks other 2xx answers as finished', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true, data: { done: true } }));
    const result = await client.get('/fortune/sessions/s1/result');
    expect(result.processing).toBe(false);
    expect(requireData(result)).toEqual({ done: true });
  });
});

describe('request queue', () => {
  it('knows which calls bypass the queue', () => {
    expect(bypassesQueue('GET', '/auth/me')).toBe(true);
    expect(bypassesQueue('GET', '/auth/oauth/google/login?redirect_uri=x')).toBe(true);
    expect(bypassesQueue('GET', '/payments/packages')).toBe(true);
    expect(bypassesQueue('GET', '/payment/status')).toBe(true);
    expect(bypassesQueue('GET', '/fortune/sessions/abc/result')).toBe(true);
    expect(bypassesQueue('POST', '/feed/articles/1/like')).toBe(true);
    expect(bypassesQueue('DELETE', '/feed/articles/1')).toBe(true);
    expect(bypassesQueue('GET', '/feed/articles')).toBe(false);
    expect(bypassesQueue('GET', '/coins/balance')).toBe(false);
    expect(bypassesQueue('GET', '/authors')).toBe(false);
    expect(bypassesQueue('GET', '/fortune/career/sessions/1/results')).toBe(false);
  });

  it('spaces queued GET calls 200 ms apart while bypassing calls go at once', async () => {
    const { client, fetchMock } = setup();
    void client.get('/feed/articles');
    void client.get('/coins/balance');
    void client.get('/auth/me');
    void client.get('/payments/packages');
    void client.get('/fortune/sessions/1');
    void client.post('/feed/articles/1/like');
    await vi.advanceTimersByTimeAsync(0);
    const urls = () => fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls()).toEqual([
      '/api/v1/feed/articles',
      '/api/v1/auth/me',
      '/api/v1/payments/packages',
      '/api/v1/fortune/sessions/1',
      '/api/v1/feed/articles/1/like',
    ]);
    await vi.advanceTimersByTimeAsync(199);
    expect(urls()).not.toContain('/api/v1/coins/balance');
    await vi.advanceTimersByTimeAsync(1);
    expect(urls()).toContain('/api/v1/coins/balance');
  });

  it('uses 50 ms spacing on localhost', async () => {
    const { client, fetchMock } = setup({ hostname: 'localhost' });
    void client.get('/feed/a');
    void client.get('/feed/b');
    await vi.advanceTimersByTimeAsync(49);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps at most 3 queued GET calls in flight', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    for (const name of ['a', 'b', 'c', 'd']) void client.get(`/feed/${name}`, { timeoutMs: 1e9 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('starts higher-priority GET calls first', async () => {
    const { client, fetchMock } = setup();
    void client.get('/feed/first');
    void client.get('/feed/low');
    void client.get('/feed/high', { priority: 10 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/v1/feed/first',
      '/api/v1/feed/high',
      '/api/v1/feed/low',
    ]);
  });
});

describe('retries', () => {
  function callTimes(fetchMock: FetchMock, times: number[]) {
    fetchMock.mockImplementation(async () => {
      times.push(Date.now() - 1_700_000_000_000);
      return jsonResponse({ error: 'busy' }, { status: 503, statusText: 'Service Unavailable' });
    });
  }

  it('retries 429 after 1 s and returns the later success', async () => {
    const { client, fetchMock } = setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse({}, { status: 429, statusText: 'Too Many Requests' }))
      .mockResolvedValueOnce(jsonResponse({ success: true, data: 1 }));
    const state = track(client.post('/a'));
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(state.value).toMatchObject({ data: 1 });
  });

  it('retries 503 up to 3 times with 1 s doubling, then fails', async () => {
    const { client, fetchMock } = setup();
    const times: number[] = [];
    callTimes(fetchMock, times);
    const state = track(client.post('/a'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(times).toEqual([0, 1000, 3000, 7000]);
    expect(state.error).toMatchObject({
      status: 503,
      message: 'Server error (503): busy. Please try again later.',
    });
  });

  it('caps the backoff at 10 s', async () => {
    const { client, fetchMock } = setup({ maxRetries: 5 });
    const times: number[] = [];
    callTimes(fetchMock, times);
    void client.post('/a').catch(() => {});
    await vi.advanceTimersByTimeAsync(120_000);
    const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0));
    expect(gaps).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });

  it.each(['Request too frequent', 'Rate limit exceeded', 'Request blocked by security'])(
    'retries a failure whose message says "%s"',
    async (text) => {
      const { client, fetchMock } = setup();
      fetchMock
        .mockResolvedValueOnce(
          jsonResponse({ error: { message: text } }, { status: 400, statusText: 'Bad Request' }),
        )
        .mockResolvedValueOnce(jsonResponse({ success: true, data: 'ok' }));
      const state = track(client.post('/a'));
      await vi.advanceTimersByTimeAsync(1000);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(state.value).toMatchObject({ data: 'ok' });
    },
  );

  it('honours a longer Retry-After, still capped at 10 s', async () => {
    const { client, fetchMock } = setup();
    const times: number[] = [];
    fetchMock.mockImplementation(async () => {
      times.push(Date.now() - 1_700_000_000_000);
      const retryAfter = times.length === 1 ? '5' : '60';
      return jsonResponse({}, { status: 429, headers: { 'Retry-After': retryAfter } });
    });
    void client.post('/a').catch(() => {});
    await vi.advanceTimersByTimeAsync(15_000);
    expect(times).toEqual([0, 5000, 15_000]);
  });

  it('does not retry other failures', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(async () => jsonResponse({ error: 'x' }, { status: 500 }));
    const state = track(client.post('/a'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(state.error).toMatchObject({ status: 500 });
  });

  it('sends each queued retry through the queue again', async () => {
    const { client, fetchMock } = setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse({}, { status: 429 }))
      .mockResolvedValueOnce(jsonResponse({ success: true, data: 'ok' }));
    const state = track(client.get('/feed/articles'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(state.value).toMatchObject({ data: 'ok' });
  });
});
