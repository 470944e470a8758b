/** Talking to a server process over real HTTP, as a client on another machine would. */

export interface Answer<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface SignedInUser {
  userId: string;
  email: string;
  auth: { authorization: string };
}

export interface CallOptions {
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
  /**
   * Send the request again after a 503 that says when to (`Retry-After`: the server is busy), as
   * the web client does, for at most this long in all.
   */
  retryBusyForMs?: number;
}

export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const giveUpAt = Date.now() + (options.retryBusyForMs ?? 0);
  for (;;) {
    const answer = await callOnce<T>(baseUrl, method, url, options);
    const retryAfterS = Number(answer.headers.get('retry-after'));
    if (answer.status !== 503 || !(retryAfterS > 0) || Date.now() >= giveUpAt) return answer;
    await sleep(Math.min(retryAfterS * 1000, Math.max(0, giveUpAt - Date.now())));
  }
}

async function callOnce<T>(
  baseUrl: string,
  method: string,
  url: string,
  options: CallOptions,
): Promise<Answer<T>> {
  const isForm = options.body instanceof FormData;
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as T, text, headers: res.headers };
}

/** As `call`, but anything other than `expected` is an error carrying the answer. */
export async function expectStatus<T>(
  expected: number,
  ...args: Parameters<typeof call>
): Promise<T> {
  const answer = await call<{ data: T }>(...args);
  if (answer.status !== expected) {
    throw new Error(`${args[1]} ${args[2]}: ${answer.status} ${answer.text}`);
  }
  return answer.body.data;
}

/** Signs in through the e-mailed code, read from the server's dev outbox. */
export async function signIn(
  baseUrl: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<SignedInUser> {
  const { request_id: requestId } = await expectStatus<{ request_id: string }>(
    200,
    baseUrl,
    'POST',
    '/api/v1/auth/request-otp',
    { body: { email }, headers },
  );
  const outbox = await expectStatus<{ items: Array<{ to: string; text: string }> }>(
    200,
    baseUrl,
    'GET',
    '/api/v1/dev/outbox',
    { headers },
  );
  const mail = outbox.items.find((m) => m.to === email);
  const code = mail ? /รหัสเข้าสู่ระบบของคุณคือ (\d+)/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no code for ${email} in the dev outbox`);
  const verified = await expectStatus<{ access_token: string; user: { id: string } }>(
    200,
    baseUrl,
    'POST',
    '/api/v1/auth/verify-otp',
    { body: { request_id: requestId, email, otp_code: code }, headers },
  );
  return {
    userId: verified.user.id,
    email,
    auth: { authorization: `Bearer ${verified.access_token}` },
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns a value (not undefined), or fails after `ms`. */
export async function eventually<T>(
  what: string,
  ms: number,
  probe: () => Promise<T | undefined>,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(everyMs);
  }
}
