import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { anyId as generateAnyId } from 'promptparse/generate';

type Json = Record<string, unknown>;

/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Json | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
      const container = node as Record<string, unknown>;
      if (last) container[part] = value;
      else {
        container[part] ??= nextIsIndex ? [] : {};
        node = container[part] as Json;
      }
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export interface StripeStandIn {
  apiBase: string;
  sessions: Map<string, Json>;
  intents: Map<string, Json>;
  requests: Array<{ method: string; path: string; idempotencyKey: string | null; body: Json }>;
  /** Marks a Checkout Session paid, as Stripe does after the customer pays. */
  paySession(sessionId: string): Json;
  succeedIntent(intentId: string): Json;
  close(): Promise<void>;
}

/**
 * Stripe's REST API cannot be reached from tests; this loopback stand-in speaks the request and
 * response format of the endpoints the adapter uses (form-encoded bodies, JSON objects, errors,
 * Idempotency-Key replays), so the official SDK runs unmodified against it.
 */
export async function startStripe(): Promise<StripeStandIn> {
  const sessions = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const replays = new Map<string, string>();
  const requests: StripeStandIn['requests'] = [];

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = parseStripeForm(raw);
      const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey, body });
      const send = (status: number, payload: unknown) => {
        const text = JSON.stringify(payload);
        if (idempotencyKey && req.method === 'POST' && status < 500)
          replays.set(idempotencyKey, text);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(text);
      };
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
        send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
        return;
      }
      if (idempotencyKey && req.method === 'POST' && replays.has(idempotencyKey)) {
        res.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        res.end(replays.get(idempotencyKey));
        return;
      }
      const missing = (param: string) =>
        send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            param,
            message: `Missing required param: ${param}.`,
          },
        });

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const items = body.line_items as
          Array<{ price_data?: { unit_amount?: string; currency?: string } }> | undefined;
        const amount = Number(items?.[0]?.price_data?.unit_amount);
        if (!amount) return missing('line_items[0][price_data][unit_amount]');
        if (!body.success_url) return missing('success_url');
        const sessionId = id('cs_test');
        const session = {
          id: sessionId,
          object: 'checkout.session',
          amount_total: amount,
          currency: items?.[0]?.price_data?.currency ?? 'thb',
          client_reference_id: body.client_reference_id ?? null,
          metadata: body.metadata ?? {},
          mode: body.mode,
          payment_status: 'unpaid',
          status: 'open',
          payment_intent: null,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          url: `https://checkout.stripe.com/c/pay/${sessionId}`,
          livemode: false,
        };
        sessions.set(sessionId, session);
        return send(200, session);
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        if (!body.amount) return missing('amount');
        const intentId = id('pi');
        const intent = {
          id: intentId,
          object: 'payment_intent',
          amount: Number(body.amount),
          currency: body.currency,
          metadata: body.metadata ?? {},
          payment_method_types: body.allowed_payment_method_types ?? ['card'],
          status: 'requires_action',
          last_payment_error: null,
          next_action: {
            type: 'promptpay_display_qr_code',
            promptpay_display_qr_code: {
              data: generateAnyId({
                type: 'EWALLETID',
                target: '004999000288505',
                amount: Number(body.amount) / 100,
              }),
              hosted_instructions_url: `https://payments.stripe.com/promptpay/instructions/${intentId}`,
              image_url_png: `https://qr.stripe.com/${intentId}.png`,
              image_url_svg: `https://qr.stripe.com/${intentId}.svg`,
            },
          },
          livemode: false,
        };
        intents.set(intentId, intent);
        return send(200, intent);
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && sessionMatch) {
        const session = sessions.get(sessionMatch[1] ?? '');
        return session
          ? send(200, session)
          : send(404, {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: 'No such checkout.session',
              },
            });
      }
      const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && intentMatch) {
        const intent = intents.get(intentMatch[1] ?? '');
        return intent
          ? send(200, intent)
          : send(404, {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: 'No such payment_intent',
              },
            });
      }
      send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    sessions,
    intents,
    requests,
    paySession(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error('no such session');
      Object.assign(session, {
        payment_status: 'paid',
        status: 'complete',
        payment_intent: id('pi'),
      });
      return session;
    },
    succeedIntent(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error('no such intent');
      Object.assign(intent, { status: 'succeeded', next_action: null });
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
