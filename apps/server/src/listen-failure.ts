/**
 * What `npm start` says when it cannot listen: one readable line instead of a stack, for the
 * failures a newcomer meets (a port already taken, a privileged port). Anything else is left to
 * the caller to report in full.
 */
export function listenFailureMessage(error: unknown, port: number, host: string): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE') {
    return `Port ${port} is already in use on ${host}. Stop the program using it, or choose another port: PORT=${port + 1} npm start`;
  }
  if (code === 'EACCES') {
    return `Port ${port} needs more permissions than this user has. Choose a port above 1023: PORT=3000 npm start`;
  }
  if (code === 'EADDRNOTAVAIL') {
    return `The address ${host} is not available on this machine. Set HOST to one of its addresses (HOST=0.0.0.0 npm start)`;
  }
  return null;
}
