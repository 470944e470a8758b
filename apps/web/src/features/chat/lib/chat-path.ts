import { paths } from '../../../config/paths.ts';

/** `/chat?session=<id>`: opens one conversation. */
export function chatSessionPath(sessionId: string): string {
  return `${paths.chat}?${new URLSearchParams({ session: sessionId }).toString()}`;
}
