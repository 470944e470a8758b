import { ARTICLE_CATEGORY_NAMES, type ArticleCategory } from '@duangdee/contract/feed';
import type { ResultKind } from '@duangdee/contract/readings';
import { SHARING_MASK } from '../readings/share-redaction.ts';
import type { CardContent } from './card-image.ts';

export const APP_NAME_TH = 'ดวงดี';

/** The kinds as the web app names them (`readings.kinds` in its Thai catalogue). */
export const KIND_LABELS_TH: Record<ResultKind, string> = {
  career: 'ดวงการงาน',
  compatibility: 'ดวงสมพงษ์',
  finance: 'ดวงการเงิน',
  love: 'ดวงความรัก',
  luck: 'ดวงโชคลาภ',
  obstacles: 'ดวงอุปสรรค',
  'phone-number': 'เบอร์มงคล',
  'their-feelings': 'เขาคิดอย่างไรกับเรา',
  'thinking-person': 'ใครกำลังคิดถึงคุณ',
  'love-sticks': 'เซียมซีความรัก',
  palm: 'ดูลายมือ',
};

/** What a preview says: its card, and the words of its tags. */
export interface PreviewText {
  card: CardContent;
  title: string;
  description: string;
  /** Says what the picture shows, for people who cannot see it. */
  imageAlt: string;
}

/** The reading as a shared link shows it: already redacted (share-redaction.ts). */
export interface SharedReadingView {
  kind: string;
  result: {
    summary_th: string;
    advice_th: string;
    stick?: unknown;
  } & Record<string, unknown>;
  completed_at: string;
}

export interface ArticlePreview {
  title: string;
  summary: string;
  category: string;
}

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
const words = new Intl.Segmenter('th', { granularity: 'word' });
const lengthOf = (text: string) => [...graphemes.segment(text)].length;

/** `text` no longer than `max` characters, cut at a word boundary with an ellipsis. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (lengthOf(clean) <= max) return clean;
  let out = '';
  for (const { segment } of words.segment(clean)) {
    if (lengthOf(out + segment) > max - 1) break;
    out += segment;
  }
  return `${out.trimEnd().replace(/[\s,.;:–-]+$/u, '')}…`;
}

/**
 * Thai ends a sentence or clause with a space; Latin script with a full stop, ! or ?, its spaces
 * being only between words.
 */
function clauses(text: string): string[] {
  const latin = '[A-Za-z0-9,;:\'"()&-]';
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(new RegExp(`(?<=[.!?])\\s+|(?<!${latin}) | (?!${latin})`, 'u'))
    .filter(Boolean);
}

/**
 * The first sentence of a reading's text, for a card: clauses joined until it says something
 * (at least `min` characters), never one with a masked name in it, at most `max` characters.
 */
export function firstSentence(text: string, min = 28, max = 110): string | null {
  const parts = clauses(text);
  for (let start = 0; start < parts.length; start++) {
    // A sentence never opens on a masked name, nor on a figure left over from one ("55/100").
    if (parts[start]!.includes(SHARING_MASK) || /^[\d/.,:%-]+$/.test(parts[start]!)) continue;
    let line = parts[start]!;
    for (let next = start + 1; lengthOf(line) < min && next < parts.length; next++) {
      if (parts[next]!.includes(SHARING_MASK)) break;
      line = `${line} ${parts[next]}`;
    }
    return clip(line, max);
  }
  return null;
}

interface StickView {
  number: number;
  title_th: string;
  level_th?: string;
}

function stickOf(value: unknown): StickView | null {
  const stick = value as Partial<StickView> | null | undefined;
  return stick && typeof stick.number === 'number' && typeof stick.title_th === 'string'
    ? (stick as StickView)
    : null;
}

const READ_MORE = 'เปิดอ่านคำทำนายฉบับเต็มได้ที่ดวงดี';

/** A shared reading's preview: its kind, and the stick drawn or its first sentence. */
export function readingPreview(view: SharedReadingView): PreviewText {
  const kindLabel = KIND_LABELS_TH[view.kind as ResultKind] ?? 'คำทำนาย';
  const sentence =
    firstSentence(view.result.summary_th) ?? firstSentence(view.result.advice_th) ?? READ_MORE;
  const stick = view.kind === 'love-sticks' ? stickOf(view.result.stick) : null;
  const headline = stick ? `ใบที่ ${stick.number} · ${stick.title_th}` : sentence;
  const detail = stick ? sentence : READ_MORE;
  return {
    card: { badge: kindLabel, headline, detail },
    title: stick
      ? `${kindLabel} ใบที่ ${stick.number} · คำทำนายจากดวงดี`
      : `${kindLabel} · คำทำนายจากดวงดี`,
    description: stick
      ? clip(`${headline} ${sentence}`, 200)
      : clip(`${sentence} ${READ_MORE}`, 200),
    imageAlt: `${kindLabel}: ${headline}`,
  };
}

function categoryName(category: string): string {
  return ARTICLE_CATEGORY_NAMES[category as ArticleCategory]?.th ?? 'บทความ';
}

/** An article's preview: its category, title and summary. */
export function articlePreview(article: ArticlePreview): PreviewText {
  const badge = categoryName(article.category);
  return {
    card: { badge, headline: article.title, detail: article.summary },
    title: `${clip(article.title, 120)} · ${APP_NAME_TH}`,
    description: clip(article.summary, 200),
    imageAlt: `${badge}: ${article.title}`,
  };
}

/** Every other page: the app itself. */
export const DEFAULT_PREVIEW: PreviewText = {
  card: {
    badge: 'ดูดวงออนไลน์',
    headline: 'ดูดวงง่าย ๆ ให้ทุกวันเป็นวันดี',
    detail: 'ดูลายมือ เซียมซีความรัก ดวงรายวัน และแชทกับหมอดู',
  },
  title: 'ดวงดี · ดูดวงออนไลน์',
  description: 'ดวงดี ดูดวงออนไลน์ ดูลายมือ เซียมซีความรัก ดวงรายวัน และแชทกับหมอดู',
  imageAlt: 'ดวงดี ดูดวงง่าย ๆ ให้ทุกวันเป็นวันดี',
};
