/**
 * GET requests a page load starts before the screen that needs them has downloaded, so the data
 * and the screen's code arrive together instead of one after the other. A screen takes its answer
 * once; later loads ask again as usual.
 */
const started = new Map<string, Promise<Response>>();

/** Starts `url` now (public data only: no token or guest session is sent). */
export function requestEarly(url: string): void {
  if (started.has(url)) return;
  const response = globalThis.fetch(url, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  // Nobody may take it (the visitor navigates away first): a failure must not go unhandled.
  response.catch(() => undefined);
  started.set(url, response);
}

/** The answer started for `url`, once; undefined when none was started or it was taken. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const response = started.get(url);
  started.delete(url);
  return response;
}
