import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';

let shouldThrow = true;

function Bomb() {
  if (shouldThrow) throw new Error('kaboom');
  return <p>ทุกอย่างปกติ</p>;
}

function okResponse() {
  return new Response(JSON.stringify({ success: true, data: null }), {
    status: 201,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  shouldThrow = true;
  // React logs caught render errors; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows the Thai error screen with reload and try-again buttons', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => okResponse()),
    );
    const reload = vi.fn();
    render(
      <ErrorBoundary onReload={reload}>
        <Bomb />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'เกิดข้อผิดพลาด' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    screen.getByRole('button', { name: 'โหลดหน้าใหม่' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders the children again after try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => okResponse()),
    );
    const user = userEvent.setup();
    render(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(screen.getByText('ทุกอย่างปกติ')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'เกิดข้อผิดพลาด' })).toBeNull();
  });

  it('reports the crash once to POST /api/v1/client-errors', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => okResponse());
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/fortune?secret=1');
    render(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
    );
    // Crashes of the tests before may still be on their way: this one is the one on /fortune.
    const reportsOfThisCrash = () =>
      fetchMock.mock.calls.filter(
        ([, init]) => (JSON.parse(String(init?.body)) as { route?: string }).route === '/fortune',
      );
    await waitFor(() => expect(reportsOfThisCrash()).not.toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reportsOfThisCrash()).toHaveLength(1);
    const [url, init] = reportsOfThisCrash()[0] ?? [];
    expect(url).toBe('/api/v1/client-errors');
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      message: 'kaboom',
      route: '/fortune',
      user_agent: navigator.userAgent,
    });
    expect(body.stack).toEqual(expect.stringContaining('kaboom'));
  });

  it('swallows errors while reporting', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'เกิดข้อผิดพลาด' })).toBeTruthy();
  });

  it('clears the error when the reset key changes (navigation)', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => okResponse()),
    );
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Bomb />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKey="/b">
        <Bomb />
      </ErrorBoundary>,
    );
    expect(screen.getByText('ทุกอย่างปกติ')).toBeTruthy();
  });
});
