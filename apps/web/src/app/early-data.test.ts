import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSharedReading, sharedReadingPath } from '../features/readings/api/shared-reading.ts';
import { API_BASE_URL } from '../lib/api-client.ts';
import { earlyRequestsFor, startEarlyRequests } from './early-data.ts';

const reading = { kind: 'luck', result: { summary: 'ดวงดี' } };
const envelope = () =>
  new Response(JSON.stringify({ success: true, data: reading }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('early requests at start-up', () => {
  it('asks for a shared reading where its screen will read it, and nothing elsewhere', () => {
    expect(earlyRequestsFor('/fortune-results', '?share=abc%2Fdef')).toEqual([
      `${API_BASE_URL}${sharedReadingPath('abc/def')}`,
    ]);
    expect(earlyRequestsFor('/fortune-results/', '?share=tok')).toHaveLength(1);
    expect(earlyRequestsFor('/fortune-results', '?kind=luck&session=1')).toEqual([]);
    expect(earlyRequestsFor('/palm-analysis', '?share=tok')).toEqual([]);
    expect(earlyRequestsFor('/', '')).toEqual([]);
  });

  it('the shared reading uses the early answer once, then asks the server again', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => envelope());
    vi.stubGlobal('fetch', fetch);
    startEarlyRequests({ pathname: '/fortune-results', search: '?share=early-token-0001' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(`${API_BASE_URL}${sharedReadingPath('early-token-0001')}`);

    await expect(fetchSharedReading('early-token-0001')).resolves.toEqual(reading);
    // The screen's own request was answered by the early one: no second trip.
    expect(fetch).toHaveBeenCalledTimes(1);

    await expect(fetchSharedReading('early-token-0001')).resolves.toEqual(reading);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a failed early request is asked again by the screen', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(envelope());
    vi.stubGlobal('fetch', fetch);
    startEarlyRequests({ pathname: '/fortune-results', search: '?share=early-token-0002' });
    await expect(fetchSharedReading('early-token-0002')).resolves.toEqual(reading);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
