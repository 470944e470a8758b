import { API_BASE_URL } from './api-base.ts';
import { API_MESSAGES, ApiError } from './api-error.ts';
import { toWireKeys } from './case-keys.ts';
import { getClientId } from './client-id.ts';
import { realClock, sleep, type Clock } from './clock.ts';
import { unwrapEnvelope, type ApiMeta } from './envelope.ts';
import { currentHostname, isLocalHostname } from './hostname.ts';
import { randomId } from './random-id.ts';
import { queueLimitsFor, RequestQueue } from './request-queue.ts';
import { isRetryable, MAX_RETRIES, parseRetryAfter, retryDelayMs } from './retry-policy.ts';
import { readStorage } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * The one fetch wrapper of the web app (spec §7, §8, §9). Every call to the server goes through
 * it: key casing, envelopes, client headers, timeout, error messages, the GET queue and retries
 * live here and nowhere else.
 */

export { API_BASE_URL };
export const DEFAULT_TIMEOUT_MS = 30_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Keys are sent snake_case; null/undefined values are left out; arrays repeat the key. */
  query?: QueryParams;
  /**
   * A plain object or array goes out as JSON with snake_case keys. FormData, Blob,
   * URLSearchParams and strings are sent as they are (multipart field names are not renamed).
   */
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Queue priority of a GET call: higher starts first, FIFO within a priority. Default 0. */
  priority?: number;
  /** Cancels the call; the caller then gets the AbortError itself, not an ApiError. */
  signal?: AbortSignal;
  /** 'json' (default) parses and unwraps the envelope; 'blob' and 'text' return the raw body. */
  responseType?: 'json' | 'blob' | 'text';
  /** For the refresh and logout calls themselves, so a 401 there does not recurse. */
  skipUnauthorizedHandler?: boolean;
  /** Overrides the client's retry count (e.g. 0 where a 429 carries a cooldown to show). */
  maxRetries?: number;
}

/**
 * What every call resolves with.
 *
 * HTTP 202 is not an error (spec §4, §8: the reading is still in progress). It resolves with
 * `processing: true`, `status: 202` and whatever data the body carried (typically
 * `{status: 'processing'}`); the caller polls again later. Every other 2xx resolves with
 * `processing: false` and the unwrapped, camelCased data as `T`. Narrow on `processing`, or call
 * `requireData` where a 202 cannot happen.
 */
export type ApiResult<T> =
  | { processing: false; status: number; data: T; meta: ApiMeta }
  | { processing: true; status: 202; data: unknown; meta: ApiMeta };

/** The data of a finished call; a still-processing (202) result throws `STILL_PROCESSING`. */
export function requireData<T>(result: ApiResult<T>): T {
  if (result.processing) {
    throw new ApiError({
      status: 202,
      code: 'STILL_PROCESSING',
      message: API_MESSAGES.stillProcessing,
      details: result.data,
    });
  }
  return result.data;
}

export type ValueGetter = () => string | null | undefined;

export interface UnauthorizedContext {
  path: string;
  method: HttpMethod;
  error: ApiError;
}

/**
 * Called once per request on a 401 (spec §4: refresh once per request). Resolve true when the
 * credentials were renewed: the call is then sent once more with the new token.
 */
export type UnauthorizedHandler = (context: UnauthorizedContext) => boolean | Promise<boolean>;

export interface ApiClientOptions {
  baseUrl?: string;
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: typeof fetch;
  clock?: Clock;
  /** Decides the queue limits and `X-Environment`; defaults to `location.hostname`. */
  hostname?: string;
  /** `X-Environment` outside localhost; defaults to Vite's mode. */
  mode?: string;
  apiKey?: string;
  timeoutMs?: number;
  maxRetries?: number;
  queue?: RequestQueue;
  clientId?: () => string;
  getAuthToken?: ValueGetter;
  getGuestSession?: ValueGetter;
  onUnauthorized?: UnauthorizedHandler;
}

/** GET calls that skip the queue (spec §7 "Queueing"): sign-in, payments and palm sessions. */
const UNQUEUED_GET_PATH = /^\/(?:auth|oauth|payments?|fortune\/sessions)(?:[/?]|$)/;

export function bypassesQueue(method: HttpMethod, path: string): boolean {
  return method !== 'GET' || UNQUEUED_GET_PATH.test(path);
}

type GetOptions = Omit<RequestOptions, 'method' | 'body'>;
type SendOptions = Omit<RequestOptions, 'method'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.length > 0 ? value : undefined;
  if (value === undefined || value === null) return undefined;
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

function buildUrl(baseUrl: string, path: string, query: QueryParams | undefined): string {
  const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toWireKeys<QueryParams>(query))) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item === null || item === undefined) continue;
      params.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  ) {
    return body;
  }
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(toWireKeys(body));
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Spec §8: one English message per failure class; server code and details kept beside it. */
function errorFromResponse(response: Response, body: unknown, now: number): ApiError {
  const fields = isRecord(body) ? body : {};
  const errorField = fields.error ?? fields.Error;
  const errorObject = isRecord(errorField) ? errorField : undefined;
  const code = typeof errorObject?.code === 'string' ? errorObject.code : undefined;
  const errorText =
    typeof errorField === 'string'
      ? errorField
      : typeof errorObject?.message === 'string'
        ? errorObject.message
        : undefined;
  const messageText = asText(fields.message ?? fields.Message);
  const details = errorObject && 'details' in errorObject ? errorObject.details : fields.details;
  const serverMessage = errorText ?? messageText;
  const { status, statusText } = response;

  let message: string;
  if (status === 404) message = API_MESSAGES.notFound;
  else if (status === 401) message = API_MESSAGES.unauthorized;
  else if (status === 403) message = API_MESSAGES.forbidden;
  else if (status >= 500) {
    const detail =
      errorText ?? messageText ?? asText(fields.details) ?? (statusText || 'Unknown error');
    message = API_MESSAGES.serverError(status, detail);
  } else message = API_MESSAGES.requestFailed(statusText);

  return new ApiError({
    message,
    status,
    code,
    details,
    serverMessage,
    retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), now),
  });
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? API_BASE_URL;
  const clock = options.clock ?? realClock;
  const hostname = options.hostname ?? currentHostname();
  const environment = isLocalHostname(hostname) ? 'local' : (options.mode ?? import.meta.env.MODE);
  const apiKey = options.apiKey ?? (import.meta.env.VITE_API_KEY || 'web');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRetries = options.maxRetries ?? MAX_RETRIES;
  const queue = options.queue ?? new RequestQueue(queueLimitsFor(hostname), clock);
  const clientId = options.clientId ?? getClientId;
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  let getAuthToken: ValueGetter = options.getAuthToken ?? (() => readStorage(STORAGE_KEYS.token));
  let getGuestSession: ValueGetter = options.getGuestSession ?? (() => null);
  let onUnauthorized: UnauthorizedHandler | undefined = options.onUnauthorized;

  function buildHeaders(extra: Record<string, string> | undefined): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...extra,
      'X-Api-Key': apiKey,
      'X-Client-Id': clientId(),
      'X-Request-Id': randomId(),
      'X-Timestamp': String(clock.now()),
      'X-Environment': environment,
    };
    const token = getAuthToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const guestSession = getGuestSession();
    if (guestSession) headers['X-Guest-Session'] = guestSession;
    return headers;
  }

  async function readBody(response: Response, responseType: RequestOptions['responseType']) {
    if (response.ok && responseType === 'blob') return response.blob();
    const text = await response.text();
    return response.ok && responseType === 'text' ? text : parseJson(text);
  }

  /** One attempt: fetch with a timeout, then map the response to a result or an ApiError. */
  async function send<T>(path: string, method: HttpMethod, request: RequestOptions) {
    const url = buildUrl(baseUrl, path, request.query);
    const headers = buildHeaders(request.headers);
    const body = encodeBody(request.body, headers);
    const controller = new AbortController();
    let timedOut = false;
    const cancelTimeout = clock.setTimer(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs ?? timeoutMs);
    const external = request.signal;
    const forwardAbort = () => controller.abort(external?.reason);
    if (external?.aborted) forwardAbort();
    else external?.addEventListener('abort', forwardAbort, { once: true });

    const transportError = (cause: unknown): unknown => {
      if (timedOut) {
        return new ApiError({ status: 0, code: 'TIMEOUT', message: API_MESSAGES.timeout, cause });
      }
      if (external?.aborted) return cause;
      return new ApiError({
        status: 0,
        code: 'NETWORK_ERROR',
        message: API_MESSAGES.network,
        cause,
      });
    };

    try {
      let response: Response;
      let raw: unknown;
      try {
        response = await fetchImpl(url, {
          method,
          headers,
          body,
          credentials: 'include',
          signal: controller.signal,
        });
        raw = await readBody(response, request.responseType);
      } catch (cause) {
        throw transportError(cause);
      }

      if (!response.ok) throw errorFromResponse(response, raw, clock.now());
      if (request.responseType === 'blob' || request.responseType === 'text') {
        return { processing: false, status: response.status, data: raw as T, meta: {} } as const;
      }
      const unwrapped = unwrapEnvelope(raw);
      if (unwrapped.success === false) {
        const failure = errorFromResponse(response, raw, clock.now());
        throw new ApiError({
          message: failure.serverMessage ?? failure.message,
          status: response.status,
          code: failure.code,
          details: failure.details,
          serverMessage: failure.serverMessage,
        });
      }
      if (response.status === 202) {
        return {
          processing: true,
          status: 202,
          data: unwrapped.data,
          meta: unwrapped.meta,
        } as const;
      }
      return {
        processing: false,
        status: response.status,
        data: unwrapped.data as T,
        meta: unwrapped.meta,
      } as const;
    } finally {
      cancelTimeout();
      external?.removeEventListener('abort', forwardAbort);
    }
  }

  async function request<T = unknown>(
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const method = requestOptions.method ?? 'GET';
    const attempt = (): Promise<ApiResult<T>> => send<T>(path, method, requestOptions);
    let retries = 0;
    let triedRenewal = false;
    for (;;) {
      try {
        return bypassesQueue(method, path)
          ? await attempt()
          : await queue.enqueue(attempt, requestOptions.priority ?? 0);
      } catch (error) {
        if (
          error instanceof ApiError &&
          error.status === 401 &&
          onUnauthorized &&
          !triedRenewal &&
          !requestOptions.skipUnauthorizedHandler
        ) {
          triedRenewal = true;
          const renewed = await Promise.resolve()
            .then(() => onUnauthorized?.({ path, method, error }))
            .catch(() => false);
          if (renewed === true) continue;
          throw error;
        }
        const allowedRetries = requestOptions.maxRetries ?? maxRetries;
        if (retries < allowedRetries && isRetryable(error) && !requestOptions.signal?.aborted) {
          const retryAfterMs = error instanceof ApiError ? error.retryAfterMs : undefined;
          await sleep(clock, retryDelayMs(retries, retryAfterMs));
          retries += 1;
          continue;
        }
        throw error;
      }
    }
  }

  return {
    request,
    get: <T = unknown>(path: string, opts?: GetOptions) =>
      request<T>(path, { ...opts, method: 'GET' }),
    post: <T = unknown>(path: string, body?: unknown, opts?: GetOptions) =>
      request<T>(path, { ...opts, method: 'POST', body }),
    put: <T = unknown>(path: string, body?: unknown, opts?: GetOptions) =>
      request<T>(path, { ...opts, method: 'PUT', body }),
    patch: <T = unknown>(path: string, body?: unknown, opts?: GetOptions) =>
      request<T>(path, { ...opts, method: 'PATCH', body }),
    delete: <T = unknown>(path: string, opts?: SendOptions) =>
      request<T>(path, { ...opts, method: 'DELETE' }),
    /** Where the bearer token comes from (the auth store plugs in here). */
    setAuthTokenGetter(getter: ValueGetter): void {
      getAuthToken = getter;
    },
    /** Where the guest session id for `X-Guest-Session` comes from. */
    setGuestSessionGetter(getter: ValueGetter): void {
      getGuestSession = getter;
    },
    /** The 401 hook the token refresh flow plugs into; `undefined` removes it. */
    setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
      onUnauthorized = handler;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client. Its methods are closures, so they can be passed around unbound. */
export const api: ApiClient = createApiClient();

export const setAuthTokenGetter = api.setAuthTokenGetter;
export const setGuestSessionGetter = api.setGuestSessionGetter;
export const setUnauthorizedHandler = api.setUnauthorizedHandler;
