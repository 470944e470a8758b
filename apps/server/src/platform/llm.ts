import type { FastifyBaseLogger } from 'fastify';
import type * as OpenAiSdk from 'openai';
import type OpenAI from 'openai';
import type {
  ChatCompletionContentPart,
  ChatCompletionCreateParamsBase,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type { LlmConfig } from '../config.ts';

export interface LlmMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface LlmImage {
  /** `image/jpeg`, `image/png`, ... */
  mime: string;
  bytes: Buffer;
}

export interface LlmRequest {
  system: string;
  messages: LlmMessage[];
  /** Attached to the last user message; the request then goes to the vision model. */
  images?: LlmImage[];
  /** Ask for a JSON object (`response_format: json_object`); the prompt must describe it. */
  json?: boolean;
  signal?: AbortSignal;
}

/** The one way the server talks to a language model (readings, palm photos, chat). */
export interface LlmClient {
  /** The whole reply at once. */
  complete(request: LlmRequest): Promise<string>;
  /** The reply as it is written: `onToken` gets each piece in order; resolves to the whole. */
  stream(request: LlmRequest, onToken: (token: string) => void): Promise<string>;
  /** The text model. */
  readonly model: string;
  readonly visionModel: string;
  /** How long a reply takes here, from recent replies: what a client is told to expect. */
  readonly estimatedSeconds: number;
}

export type LlmFailure =
  | 'timeout'
  | 'deadline'
  | 'aborted'
  | 'unauthorized'
  | 'rate_limited'
  | 'unavailable'
  | 'rejected'
  | 'empty_reply';

const RETRYABLE: ReadonlySet<LlmFailure> = new Set([
  'timeout',
  'rate_limited',
  'unavailable',
  'empty_reply',
]);

const MESSAGES: Record<LlmFailure, string> = {
  timeout: 'The language model did not answer in time',
  deadline: 'The language model did not finish within the deadline of a call',
  aborted: 'The language model request was cancelled',
  unauthorized: 'The language model refused the API key',
  rate_limited: 'The language model is rate limiting us',
  unavailable: 'The language model is unavailable',
  rejected: 'The language model rejected the request',
  empty_reply: 'The language model gave an empty reply',
};

/**
 * Every failure of a model call. The message is fixed per reason and nothing of the provider's
 * error body is kept: it can echo the prompt or part of the key.
 */
export class LlmError extends Error {
  /** Worth trying again later (a job retry), as opposed to a configuration or request problem. */
  readonly retryable: boolean;

  constructor(
    readonly reason: LlmFailure,
    /** The provider's HTTP status, when it answered. */
    readonly status: number | null = null,
  ) {
    super(MESSAGES[reason]);
    this.name = 'LlmError';
    this.retryable = RETRYABLE.has(reason);
  }
}

type OpenAiModule = typeof OpenAiSdk;

function toLlmError(
  error: unknown,
  signal: AbortSignal | undefined,
  sdk: OpenAiModule | null,
): LlmError {
  if (error instanceof LlmError) return error;
  if (signal?.aborted) return new LlmError('aborted');
  // Without the SDK loaded, no call reached the provider: the failure is ours to name.
  if (!sdk) return new LlmError('unavailable');
  const { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } = sdk;
  if (error instanceof APIConnectionTimeoutError) return new LlmError('timeout');
  if (error instanceof APIUserAbortError) return new LlmError('aborted');
  if (error instanceof APIConnectionError) return new LlmError('unavailable');
  if (error instanceof APIError && typeof error.status === 'number') {
    const { status } = error;
    if (status === 401 || status === 403) return new LlmError('unauthorized', status);
    if (status === 429) return new LlmError('rate_limited', status);
    if (status >= 500 || status === 408 || status === 409) {
      return new LlmError('unavailable', status);
    }
    return new LlmError('rejected', status);
  }
  return new LlmError('unavailable');
}

/**
 * The SDK's timeout ends when the response headers arrive; a reply that then stalls (a streaming
 * model that stops sending) would hang forever. This fetch fails a body that is silent for
 * `idleMs`, which the stream turns into a `timeout`.
 */
function fetchWithIdleTimeout(idleMs: number) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const response = await fetch(input, init);
    const source = response.body;
    if (!source) return response;
    const reader = source.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        let timer: NodeJS.Timeout | undefined;
        const silence = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new LlmError('timeout')), idleMs);
        });
        try {
          const { done, value } = await Promise.race([reader.read(), silence]);
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (error) {
          reader.cancel().catch(() => undefined);
          controller.error(error);
        } finally {
          clearTimeout(timer);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    });
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

const IMAGE_MIME = /^image\/[a-z0-9.+-]+$/;

function toMessages(request: LlmRequest): ChatCompletionMessageParam[] {
  const messages: ChatCompletionMessageParam[] = [{ role: 'system', content: request.system }];
  const images = request.images ?? [];
  let lastUser = -1;
  request.messages.forEach((m, i) => {
    if (m.role === 'user') lastUser = i;
  });
  request.messages.forEach((m, i) => {
    if (m.role === 'assistant') {
      messages.push({ role: 'assistant', content: m.content });
    } else if (i === lastUser && images.length > 0) {
      messages.push({ role: 'user', content: withImages(m.content, images) });
    } else {
      messages.push({ role: 'user', content: m.content });
    }
  });
  if (lastUser === -1 && images.length > 0) {
    messages.push({ role: 'user', content: withImages('', images) });
  }
  return messages;
}

function withImages(text: string, images: LlmImage[]): ChatCompletionContentPart[] {
  const parts: ChatCompletionContentPart[] = text ? [{ type: 'text', text }] : [];
  for (const image of images) {
    if (!IMAGE_MIME.test(image.mime)) throw new LlmError('rejected');
    parts.push({
      type: 'image_url',
      image_url: { url: `data:${image.mime};base64,${image.bytes.toString('base64')}` },
    });
  }
  return parts;
}

/** A first guess until replies have been timed: a reading of a few hundred Thai words. */
const INITIAL_ESTIMATE_SECONDS = 30;

export interface LlmClientOptions {
  log: Pick<FastifyBaseLogger, 'debug' | 'warn'>;
}

function newClient(Sdk: OpenAiModule['default'], config: LlmConfig): OpenAI {
  return new Sdk({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    // Everything comes from our config: never from OPENAI_* variables of the environment.
    organization: null,
    project: null,
    adminAPIKey: null,
    webhookSecret: null,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
    fetch: fetchWithIdleTimeout(config.timeoutMs),
    // The SDK's own logs can carry request details; we log outcomes ourselves.
    logLevel: 'off',
  });
}

/**
 * An OpenAI-compatible chat-completions API through the official SDK. The SDK (a large module) is
 * loaded on the first request, not at start-up.
 */
export function createLlmClient(config: LlmConfig, options: LlmClientOptions): LlmClient {
  const { log } = options;
  let sdk: OpenAiModule | null = null;
  let made: Promise<OpenAI> | null = null;
  const connect = async () => {
    sdk ??= await import('openai');
    return newClient(sdk.default, config);
  };
  // A failed load is tried again by the next request, not remembered.
  const client = () =>
    (made ??= connect().catch((error: unknown) => {
      made = null;
      throw error;
    }));
  // An exponential moving average of reply times, in seconds.
  let estimate = INITIAL_ESTIMATE_SECONDS;

  function params(request: LlmRequest): ChatCompletionCreateParamsBase {
    const vision = (request.images?.length ?? 0) > 0;
    return {
      model: vision ? config.visionModel : config.model,
      messages: toMessages(request),
      ...(request.json ? { response_format: { type: 'json_object' as const } } : {}),
    };
  }

  /**
   * Runs one call (every attempt of it) within `config.deadlineMs`: at the deadline its signal
   * aborts, which closes the connection, and the call fails with `deadline` at once, whatever the
   * SDK is doing (reading a reply that trickles in, waiting to retry). The caller's own signal
   * still cancels it.
   */
  async function timed(
    request: LlmRequest,
    model: string,
    call: (signal: AbortSignal) => Promise<{ text: string; finishReason: string | null }>,
  ): Promise<string> {
    const started = Date.now();
    const controller = new AbortController();
    let pastDeadline = false;
    let stop!: (error: LlmError) => void;
    const stopped = new Promise<never>((_, reject) => {
      stop = reject;
    });
    const timer = setTimeout(() => {
      pastDeadline = true;
      stop(new LlmError('deadline'));
      controller.abort();
    }, config.deadlineMs);
    const cancel = () => {
      stop(new LlmError('aborted'));
      controller.abort();
    };
    if (request.signal?.aborted) cancel();
    else request.signal?.addEventListener('abort', cancel, { once: true });
    try {
      const { text, finishReason } = await Promise.race([call(controller.signal), stopped]);
      if (finishReason === 'content_filter') throw new LlmError('rejected');
      if (text.trim() === '') throw new LlmError('empty_reply');
      const seconds = (Date.now() - started) / 1000;
      estimate = estimate * 0.8 + seconds * 0.2;
      log.debug({ model, ms: Date.now() - started, chars: text.length }, 'llm reply');
      return text;
    } catch (error) {
      const failure = pastDeadline
        ? new LlmError('deadline')
        : toLlmError(error, request.signal, sdk);
      log.warn(
        { model, reason: failure.reason, status: failure.status, ms: Date.now() - started },
        'llm request failed',
      );
      throw failure;
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', cancel);
    }
  }

  return {
    model: config.model,
    visionModel: config.visionModel,
    get estimatedSeconds() {
      return Math.max(1, Math.ceil(estimate));
    },

    async complete(request) {
      const body = params(request);
      return timed(request, body.model, async (signal) => {
        const completion = await (
          await client()
        ).chat.completions.create({ ...body, stream: false }, { signal });
        const choice = completion.choices[0];
        return { text: choice?.message.content ?? '', finishReason: choice?.finish_reason ?? null };
      });
    },

    async stream(request, onToken) {
      const body = params(request);
      return timed(request, body.model, async (signal) => {
        const chunks = await (
          await client()
        ).chat.completions.create({ ...body, stream: true }, { signal });
        let text = '';
        let finishReason: string | null = null;
        for await (const chunk of chunks) {
          const choice = chunk.choices[0];
          const token = choice?.delta?.content;
          // Nothing reaches the user's page once the call is abandoned.
          if (token && !signal.aborted) {
            text += token;
            onToken(token);
          }
          finishReason = choice?.finish_reason ?? finishReason;
        }
        return { text, finishReason };
      });
    },
  };
}
