import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** Test helpers of the payments feature: a stubbed server and a router around one screen. */

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const ok = (data: unknown, status = 200) => json({ success: true, data }, status);

export const fail = (status: number, code: string, message = code) =>
  json({ success: false, error: { code, message } }, status);

export interface SeenCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: RequestInit['body'];
}

type Handler = (call: SeenCall) => Response | Promise<Response>;

/** Stubs `fetch` with `"METHOD /path"` handlers (path without `/api/v1` and the query). */
export function stubServer(handlers: Record<string, Handler>) {
  const calls: SeenCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: SeenCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    return handler ? handler(call) : fail(404, 'NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const PACKAGES = [
  {
    id: 'starter',
    name_th: 'เริ่มต้นดูดวง',
    name_en: 'Starter',
    coins: 350,
    bonus_coins: 0,
    price_thb: 35,
  },
  {
    id: 'popular',
    name_th: 'ยอดนิยม',
    name_en: 'Popular',
    coins: 1000,
    bonus_coins: 100,
    price_thb: 99,
  },
  { id: 'value', name_th: 'คุ้มค่า', name_en: 'Value', coins: 2500, bonus_coins: 350, price_thb: 229 },
  {
    id: 'premium',
    name_th: 'พรีเมียม',
    name_en: 'Premium',
    coins: 6000,
    bonus_coins: 1000,
    price_thb: 499,
  },
  {
    id: 'fortune-master',
    name_th: 'เซียนดวง',
    name_en: 'Fortune master',
    coins: 13000,
    bonus_coins: 2500,
    price_thb: 999,
  },
].map((p) => ({
  ...p,
  name: p.name_th,
  total_coins: p.coins + p.bonus_coins,
  price_satang: p.price_thb * 100,
}));

export const PAYMENT_ID = '3f1c6f0e-8a51-4b8e-9d55-0c1f6f1c2a10';

/** A payment as the server sends it (snake_case). */
export function wirePayment(overrides: Record<string, unknown> = {}) {
  return {
    payment_id: PAYMENT_ID,
    status: 'pending',
    provider: 'sandbox',
    method: 'promptpay',
    package_id: 'popular',
    amount_thb: 99,
    amount_satang: 9900,
    coins: 1100,
    payment_code: 'DD7K2Q9X',
    qr_payload: '00020101021230...',
    qr_image_url: `/api/v1/payments/${PAYMENT_ID}/qr.png`,
    checkout_url: null,
    sandbox: true,
    expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    created_at: new Date().toISOString(),
    completed_at: null,
    failure_reason: null,
    ...overrides,
  };
}

/** Renders `element` at `path` with its own query client; other paths show their name. */
export function renderScreen(element: ReactElement, path: string, routePath = path.split('?')[0]) {
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
