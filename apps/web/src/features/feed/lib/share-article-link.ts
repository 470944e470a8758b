import { articlePath } from '../../../config/paths.ts';
import { shareLink, type ShareOutcome } from '../../../lib/share-link.ts';

export type { ShareOutcome };

/** Shares an article's link (share sheet, else the clipboard). */
export function shareArticleLink(
  id: string,
  title: string,
  origin = window.location.origin,
): Promise<ShareOutcome> {
  return shareLink(`${origin}${articlePath(id)}`, title);
}
