import type { OverlayOptions } from 'sharp';
import { loadSharp } from '../../platform/lazy-modules.ts';
import { CARD_FONT_FAMILY, type CardFonts, type FontWeight } from './thai-fonts.ts';

/** The size link previews ask for (Facebook, LINE, X: 1.91 : 1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What a card says. Every string is already safe to show anyone (redacted, public). */
export interface CardContent {
  /** The small label at the top: the reading's kind, the article's category. */
  badge: string;
  /** The big line: a stick and its title, the summary's first sentence, an article's title. */
  headline: string;
  /** A quieter line under it. */
  detail?: string;
}

export interface CardStyle {
  fonts: CardFonts;
  /** The site's address as people know it, bottom right (`duangdee.app`). */
  siteLabel: string;
  /** The app's name, bottom left. */
  appName: string;
}

// The web app's theme: indigo night sky, gold (Tailwind's indigo and amber).
const INDIGO_950 = '#1e1b4b';
const INDIGO_900 = '#312e81';
const INDIGO_700 = '#4338ca';
const INDIGO_200 = '#c7d2fe';
const INDIGO_100 = '#e0e7ff';
const AMBER_50 = '#fffbeb';
const AMBER_100 = '#fef3c7';
const AMBER_200 = '#fde68a';
const AMBER_300 = '#fcd34d';

const MARGIN = 72;
const TEXT_WIDTH = 960;
/** The headline stops short of the moon in the top right. */
const HEADLINE_WIDTH = 870;
const HEADLINE_TOP = 176;
const FOOTER_TOP = 520;

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Thai is written without spaces between words and this Pango has no Thai dictionary, so it
 * could only break a line at a space: a zero-width space between words gives it every word break.
 */
function breakableThai(text: string): string {
  let out = '';
  let afterWord = false;
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    // Only between two words: never before punctuation, an ellipsis or a closing quote.
    if (afterWord && isWordLike) out += '\u200b';
    out += segment;
    afterWord = Boolean(isWordLike);
  }
  return out;
}

/** `text` cut to about `share` of its length at a word boundary, with an ellipsis. */
function shortened(text: string, share: number): string {
  const limit = Math.max(1, Math.floor([...graphemes.segment(text)].length * share));
  let out = '';
  let count = 0;
  for (const { segment } of segmenter.segment(text)) {
    const size = [...graphemes.segment(segment)].length;
    if (count + size > limit && out) break;
    out += segment;
    count += size;
  }
  return `${out.trimEnd().replace(/[\s,.;:–-]+$/u, '')}…`;
}

interface TextLayer {
  input: Buffer;
  width: number;
  height: number;
}

async function textLayer(
  text: string,
  options: { size: number; weight: FontWeight; colour: string; width?: number },
  fonts: CardFonts,
): Promise<TextLayer> {
  const sharp = await loadSharp();
  const weightName = options.weight === 700 ? ' Bold' : '';
  const fontfile = fonts.byWeight[options.weight] ?? undefined;
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${options.colour}">${escapeMarkup(breakableThai(text))}</span>`,
      font: `${CARD_FONT_FAMILY}${weightName} ${options.size}`,
      ...(fontfile ? { fontfile } : {}),
      ...(options.width ? { width: options.width, wrap: 'word' as const } : {}),
      dpi: 72,
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** A text layer no taller than `maxHeight`, shortened at word boundaries until it fits. */
async function fittedText(
  text: string,
  options: { size: number; weight: FontWeight; colour: string; width: number },
  maxHeight: number,
  fonts: CardFonts,
): Promise<TextLayer | null> {
  let candidate = text.trim();
  for (let attempt = 0; attempt < 8 && candidate; attempt++) {
    const layer = await textLayer(candidate, options, fonts);
    if (layer.height <= maxHeight) return layer;
    candidate = shortened(candidate.replace(/…$/, ''), Math.min(0.85, maxHeight / layer.height));
  }
  return null;
}

/** The app's mark (the crescent and star of the splash), drawn at `size` pixels. */
function logoMark(x: number, y: number, size: number): string {
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 512 512">
    <defs>
      <radialGradient id="logo-sky" cx="50%" cy="38%" r="75%">
        <stop offset="0" stop-color="${INDIGO_700}"/><stop offset="0.6" stop-color="${INDIGO_900}"/>
        <stop offset="1" stop-color="${INDIGO_950}"/>
      </radialGradient>
      <linearGradient id="logo-gold" x1="0.15" y1="0.1" x2="0.85" y2="0.95">
        <stop offset="0" stop-color="${AMBER_100}"/><stop offset="0.35" stop-color="${AMBER_300}"/>
        <stop offset="0.75" stop-color="#f59e0b"/><stop offset="1" stop-color="#d97706"/>
      </linearGradient>
      <mask id="logo-crescent">
        <rect width="512" height="512" fill="#000"/>
        <circle cx="230" cy="262" r="160" fill="#fff"/><circle cx="305" cy="215" r="135" fill="#000"/>
      </mask>
    </defs>
    <rect width="512" height="512" rx="112" fill="url(#logo-sky)" stroke="${AMBER_300}" stroke-opacity="0.5" stroke-width="10"/>
    <rect width="512" height="512" fill="url(#logo-gold)" mask="url(#logo-crescent)"/>
    <path d="M348.8 166.9 L357.4 209.2 L399.4 219.4 L361.8 240.7 L365.2 283.7 L333.3 254.6 L293.4 271.1 L311.3 231.8 L283.3 198.9 L326.2 203.7Z" fill="url(#logo-gold)" stroke="${AMBER_100}" stroke-width="4" stroke-linejoin="round"/>
  </svg>`;
}

/** A four-pointed sparkle centred on (x, y). */
function sparkle(x: number, y: number, r: number, colour: string, opacity: number): string {
  const k = r * 0.28;
  return `<path d="M${x} ${y - r} Q${x + k} ${y - k} ${x + r} ${y} Q${x + k} ${y + k} ${x} ${y + r} Q${x - k} ${y + k} ${x - r} ${y} Q${x - k} ${y - k} ${x} ${y - r}Z" fill="${colour}" opacity="${opacity}"/>`;
}

/** The card's picture without its words: the night sky, the frame, the moon, the badge's pill. */
function backdrop(badge: { width: number; height: number }): string {
  // Stars only where no words go: the top band and the right-hand column.
  const dots = [
    [640, 92, 3],
    [560, 56, 2],
    [770, 128, 2.5],
    [1130, 330, 3],
    [1150, 430, 2.5],
    [1090, 470, 2],
    [1140, 560, 2.5],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${AMBER_100}" opacity="0.6"/>`)
    .join('');
  const pillHeight = badge.height + 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs>
    <radialGradient id="sky" cx="72%" cy="18%" r="95%">
      <stop offset="0" stop-color="${INDIGO_700}"/>
      <stop offset="0.5" stop-color="${INDIGO_900}"/>
      <stop offset="1" stop-color="${INDIGO_950}"/>
    </radialGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${AMBER_100}"/>
      <stop offset="0.45" stop-color="${AMBER_300}"/>
      <stop offset="1" stop-color="#f59e0b"/>
    </linearGradient>
    <radialGradient id="glow" cx="50%" cy="50%" r="50%">
      <stop offset="0" stop-color="${AMBER_200}" stop-opacity="0.45"/>
      <stop offset="1" stop-color="${AMBER_200}" stop-opacity="0"/>
    </radialGradient>
    <mask id="moon">
      <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#000"/>
      <circle cx="1040" cy="150" r="78" fill="#fff"/>
      <circle cx="1078" cy="122" r="66" fill="#000"/>
    </mask>
  </defs>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#sky)"/>
  ${dots}
  ${sparkle(930, 96, 16, AMBER_200, 0.9)}
  ${sparkle(1120, 250, 11, AMBER_100, 0.8)}
  ${sparkle(1150, 380, 8, AMBER_100, 0.6)}
  ${sparkle(620, 560, 9, AMBER_200, 0.5)}
  <circle cx="1040" cy="150" r="130" fill="url(#glow)"/>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#gold)" mask="url(#moon)"/>
  <rect x="24" y="24" width="${CARD_WIDTH - 48}" height="${CARD_HEIGHT - 48}" rx="36" fill="none" stroke="${AMBER_300}" stroke-opacity="0.55" stroke-width="3"/>
  <rect x="${MARGIN}" y="72" width="${badge.width + 48}" height="${pillHeight}" rx="${pillHeight / 2}" fill="url(#gold)"/>
  <line x1="${MARGIN}" y1="${FOOTER_TOP - 16}" x2="${CARD_WIDTH - MARGIN}" y2="${FOOTER_TOP - 16}" stroke="${AMBER_300}" stroke-opacity="0.35" stroke-width="2"/>
  ${logoMark(MARGIN, FOOTER_TOP, 64)}
</svg>`;
}

let registered: Promise<void> | null = null;

/**
 * Hands every prepared font file to fontconfig once (Pango keeps them for the process), so the
 * Latin companions of the Thai files are there for the digits and Latin words in a card.
 */
function registerFonts(fonts: CardFonts): Promise<void> {
  registered ??= (async () => {
    const sharp = await loadSharp();
    for (const fontfile of fonts.all) {
      await sharp({ text: { text: 'ก a', fontfile, font: `${CARD_FONT_FAMILY} 12` } })
        .png()
        .toBuffer()
        .catch(() => undefined);
    }
  })();
  return registered;
}

/**
 * A link preview card, 1200×630 PNG: the night-sky backdrop is an SVG drawn here; the words are
 * set by Pango in the web app's Thai font (Noto Sans Thai), with Thai word breaks, and laid on
 * top. Text that does not fit is shortened at a word boundary, never cut mid-glyph.
 */
export async function renderCardPng(content: CardContent, style: CardStyle): Promise<Buffer> {
  const { fonts } = style;
  await registerFonts(fonts);
  const badge = await textLayer(
    content.badge,
    { size: 30, weight: 700, colour: INDIGO_950 },
    fonts,
  );
  const headline = await fittedText(
    content.headline,
    { size: 58, weight: 700, colour: AMBER_50, width: HEADLINE_WIDTH },
    280,
    fonts,
  );
  const headlineBottom = HEADLINE_TOP + (headline?.height ?? 0);
  const detailTop = headlineBottom + 20;
  const detailRoom = FOOTER_TOP - 40 - detailTop;
  const detail =
    content.detail && detailRoom >= 44
      ? await fittedText(
          content.detail,
          { size: 32, weight: 400, colour: INDIGO_100, width: TEXT_WIDTH },
          detailRoom,
          fonts,
        )
      : null;
  const name = await textLayer(style.appName, { size: 44, weight: 700, colour: AMBER_300 }, fonts);
  const site = await textLayer(
    style.siteLabel,
    { size: 26, weight: 400, colour: INDIGO_200 },
    fonts,
  );

  const layers: OverlayOptions[] = [
    { input: badge.input, left: MARGIN + 24, top: 72 + 10 },
    { input: name.input, left: MARGIN + 84, top: FOOTER_TOP + 32 - Math.round(name.height / 2) },
    {
      input: site.input,
      left: Math.max(MARGIN, CARD_WIDTH - MARGIN - site.width),
      top: FOOTER_TOP + 32 - Math.round(site.height / 2),
    },
  ];
  if (headline) layers.push({ input: headline.input, left: MARGIN, top: HEADLINE_TOP });
  if (detail) layers.push({ input: detail.input, left: MARGIN, top: detailTop });

  const sharp = await loadSharp();
  return sharp(Buffer.from(backdrop(badge)))
    .composite(layers)
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 7 })
    .toBuffer();
}
