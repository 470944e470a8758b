const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Local development relaxes the request queue and reports `X-Environment: local`. */
export function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(hostname);
}

export function currentHostname(): string {
  return typeof location === 'undefined' ? '' : location.hostname;
}
