import { paths } from '../config/paths.ts';
import { API_BASE_URL } from '../lib/api-base.ts';
import { requestEarly } from '../lib/early-requests.ts';

/**
 * The data a page load will need first, asked for before its screen has downloaded. A shared
 * reading (`/fortune-results?share=`) is drawn from its answer, and its summary is the largest
 * thing on that screen: asking while the screen's code loads puts both on the wire at once.
 */
export function earlyRequestsFor(pathname: string, search: string): string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const share = new URLSearchParams(search).get('share');
  if (path === paths.fortuneResults && share) {
    return [`${API_BASE_URL}/fortune/readings/shared/${encodeURIComponent(share)}`];
  }
  return [];
}

export function startEarlyRequests(location: Pick<Location, 'pathname' | 'search'>): void {
  for (const url of earlyRequestsFor(location.pathname, location.search)) requestEarly(url);
}
