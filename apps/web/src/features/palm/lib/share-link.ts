import { paths } from '../../../config/paths.ts';

/** `/palm-analysis?share=<token>&session=<id>`: opens the public view for anyone but the owner. */
export function palmSharePath(sessionId: string, shareToken: string): string {
  const query = new URLSearchParams({ share: shareToken, session: sessionId });
  return `${paths.palmAnalysis}?${query.toString()}`;
}

export function palmSessionPath(sessionId: string): string {
  return `${paths.palmAnalysis}?${new URLSearchParams({ session: sessionId }).toString()}`;
}

export function fortuneTellingSessionPath(sessionId: string): string {
  return `${paths.fortuneTelling}?${new URLSearchParams({ session: sessionId }).toString()}`;
}
