import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat-completions request as the stand-in received it. */
export interface LlmStandInRequest {
  authorization: string | null;
  model: string;
  stream: boolean;
  responseFormat: { type: string } | null;
  messages: Array<{ role: string; content: string | ContentPart[] }>;
  body: Record<string, unknown>;
}

export type ContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

/** What the stand-in does with one request. */
export type LlmStandInReply =
  | { kind: 'text'; text: string; finishReason?: string }
  /** Streams these pieces as separate chunks (a non-streaming request gets them joined). */
  | { kind: 'tokens'; tokens: string[] }
  | { kind: 'status'; status: number; retryAfterMs?: number }
  /** Sends nothing until the client gives up (or the stand-in closes). */
  | { kind: 'hang' }
  /** Streams these pieces, then goes silent without ending the stream. */
  | { kind: 'stall-after'; tokens: string[] }
  /**
   * Sends the reply (`text` as JSON, or as SSE chunks when streaming) one byte every `everyMs`
   * (a second unless told): never silent long enough for a timeout, never done in time.
   */
  | { kind: 'trickle'; text: string; everyMs?: number };

export type LlmScript = (request: LlmStandInRequest, attempt: number) => LlmStandInReply;

export interface LlmStandIn {
  /** The base URL to configure (`…/v1`). */
  baseUrl: string;
  apiKey: string;
  /** Every request, in arrival order. */
  requests: LlmStandInRequest[];
  /** Replies still being sent: their connection is open and the stand-in is writing to it. */
  sending(): number;
  /** Replaces how requests are answered; `attempt` counts requests since the last `script`. */
  script(fn: LlmScript): void;
  close(): Promise<void>;
}

const DEFAULT_SCRIPT: LlmScript = () => ({ kind: 'text', text: 'สวัสดีค่ะ' });

/**
 * A loopback stand-in for an OpenAI-compatible API: `POST /v1/chat/completions` in the real wire
 * format (JSON, or `text/event-stream` chunks ending with `data: [DONE]`), with the Bearer key
 * checked, every request recorded, and failures (HTTP errors, hangs, stalls) on demand, so the
 * official SDK runs unmodified against it.
 */
export async function startLlmStandIn(
  options: { apiKey?: string; script?: LlmScript } = {},
): Promise<LlmStandIn> {
  const apiKey = options.apiKey ?? `sk-standin-${randomBytes(8).toString('hex')}`;
  const requests: LlmStandInRequest[] = [];
  let script = options.script ?? DEFAULT_SCRIPT;
  let attempt = 0;
  let sending = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const error = (status: number, message: string, type: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message, type, code: null } }));
      };
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        error(404, 'Not found', 'invalid_request_error');
        return;
      }
      const authorization = req.headers.authorization ?? null;
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        error(400, 'Invalid JSON body', 'invalid_request_error');
        return;
      }
      const request: LlmStandInRequest = {
        authorization,
        model: String(body.model ?? ''),
        stream: body.stream === true,
        responseFormat: (body.response_format as { type: string } | undefined) ?? null,
        messages: (body.messages as LlmStandInRequest['messages'] | undefined) ?? [],
        body,
      };
      requests.push(request);
      if (authorization !== `Bearer ${apiKey}`) {
        // Real providers echo part of a wrong key; so does this one, to prove we never log it.
        const shown = authorization?.slice(7, 14) ?? '';
        error(401, `Incorrect API key provided: ${shown}***`, 'invalid_request_error');
        return;
      }
      answer(res, request, script(request, ++attempt));
    });
  });

  function answer(res: ServerResponse, request: LlmStandInRequest, reply: LlmStandInReply) {
    const id = `chatcmpl-${randomBytes(6).toString('hex')}`;
    const created = Math.floor(Date.now() / 1000);
    if (reply.kind === 'status') {
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        ...(reply.retryAfterMs !== undefined
          ? { 'retry-after-ms': String(reply.retryAfterMs) }
          : {}),
      });
      res.end(JSON.stringify({ error: { message: 'stand-in failure', type: 'server_error' } }));
      return;
    }
    if (reply.kind === 'hang') return;
    const tokens = reply.kind === 'text' || reply.kind === 'trickle' ? [reply.text] : reply.tokens;
    const finishReason = reply.kind === 'text' ? (reply.finishReason ?? 'stop') : 'stop';
    // What a trickling reply sends, a byte at a time, instead of writing it at once.
    const trickled: Buffer[] = [];
    const write = (text: string) => {
      if (reply.kind === 'trickle') trickled.push(Buffer.from(text));
      else res.write(text);
    };
    const end = (text: string) => {
      if (reply.kind !== 'trickle') {
        res.end(text);
        return;
      }
      trickled.push(Buffer.from(text));
      const bytes = Buffer.concat(trickled);
      // The status and headers at once, as a provider that has started its reply sends them.
      res.flushHeaders();
      let sent = 0;
      sending++;
      const timer = setInterval(() => {
        res.write(bytes.subarray(sent, sent + 1));
        if (++sent === bytes.length) res.end();
      }, reply.everyMs ?? 1000);
      res.on('close', () => {
        clearInterval(timer);
        sending--;
      });
    };
    if (!request.stream) {
      const content = tokens.join('');
      res.writeHead(200, { 'content-type': 'application/json' });
      end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model: request.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content, refusal: null },
              finish_reason: finishReason,
              logprobs: null,
            },
          ],
          usage: {
            prompt_tokens: 10,
            completion_tokens: content.length,
            total_tokens: 10 + content.length,
          },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model: request.model,
        choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
      })}\n\n`;
    write(chunk({ role: 'assistant', content: '' }, null));
    for (const token of tokens) write(chunk({ content: token }, null));
    if (reply.kind === 'stall-after') return;
    write(chunk({}, finishReason));
    end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    sending: () => sending,
    script(fn) {
      script = fn;
      attempt = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The settings that point the app at `standIn`, one attempt a call, five seconds a call. */
export function llmEnv(standIn: LlmStandIn): Record<string, string> {
  return {
    LLM_BASE_URL: standIn.baseUrl,
    LLM_API_KEY: standIn.apiKey,
    LLM_MODEL: 'duangdee-test-model',
    LLM_VISION_MODEL: 'duangdee-test-vision',
    LLM_MAX_RETRIES: '0',
    LLM_TIMEOUT_MS: '5000',
  };
}

/** The text of a request's last message (the user's), whatever its parts. */
export function lastUserText(request: LlmStandInRequest): string {
  const last = request.messages.at(-1)?.content;
  if (typeof last === 'string') return last;
  return (last ?? [])
    .filter((p): p is Extract<ContentPart, { type: 'text' }> => p.type === 'text')
    .map((p) => p.text)
    .join('\n');
}
