import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '@duangdee/contract/share-cards';
import { APP_NAME_TH } from './card-content.ts';

/** The link preview of one page: what Open Graph and Twitter cards say about it. */
export interface PageMeta {
  type: 'website' | 'article';
  title: string;
  description: string;
  /** The page's own address, absolute. */
  url: string;
  /** The card picture, absolute. */
  image: string;
  imageAlt: string;
  /**
   * The API answer the page's screen is drawn from, asked for with the page itself
   * (`<link rel="preload" as="fetch">`): the app's own request for it takes that answer.
   */
  data?: string;
}

/** Text for an HTML attribute value in double quotes (and safe anywhere else in HTML). */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The `<meta>` tags of a page's link preview, one a line. */
export function metaTagsHtml(meta: PageMeta): string {
  const property = (name: string, value: string) =>
    `<meta property="${name}" content="${escapeHtml(value)}" />`;
  const named = (name: string, value: string) =>
    `<meta name="${name}" content="${escapeHtml(value)}" />`;
  return [
    property('og:type', meta.type),
    property('og:site_name', APP_NAME_TH),
    property('og:locale', 'th_TH'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image),
    property('og:image:type', 'image/png'),
    property('og:image:width', String(SHARE_CARD_WIDTH)),
    property('og:image:height', String(SHARE_CARD_HEIGHT)),
    property('og:image:alt', meta.imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
    named('twitter:image:alt', meta.imageAlt),
    ...(meta.data
      ? [
          `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(meta.data)}" />`,
        ]
      : []),
  ].join('\n    ');
}

/**
 * The app shell with `tags` in its head: just before `</head>`, or after `<title>` in a page
 * written without one (a head's elements may come before its body without the tags).
 */
export function withHeadTags(html: string, tags: string): string {
  if (!tags) return html;
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd >= 0) return `${html.slice(0, headEnd)}  ${tags}\n  ${html.slice(headEnd)}`;
  const titleEnd = /<\/title\s*>/i.exec(html);
  if (titleEnd) {
    const at = titleEnd.index + titleEnd[0].length;
    return `${html.slice(0, at)}${tags}${html.slice(at)}`;
  }
  const htmlStart = /<html[^>]*>/i.exec(html);
  const at = htmlStart ? htmlStart.index + htmlStart[0].length : 0;
  return `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
