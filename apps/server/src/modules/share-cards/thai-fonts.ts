import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/** The family the card's text is set in (Noto Sans Thai: Thai and Latin, regular and bold). */
export const CARD_FONT_FAMILY = 'Noto Sans Thai';

export type FontWeight = 400 | 700;

/** The font files the card uses, one per weight (Thai glyphs) plus their Latin companions. */
export interface CardFonts {
  /** A TrueType file per weight, handed to Pango with every piece of text. */
  byWeight: Record<FontWeight, string | null>;
  /** Every file prepared (Thai and Latin subsets), registered with fontconfig once. */
  all: string[];
}

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType file it wraps: each table inflated (zlib) and
 * laid out again behind an sfnt table directory. The web app's self-hosted fonts come as WOFF,
 * which the FreeType bundled with sharp does not read.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('not a WOFF 1.0 font');
  }
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    const data = compressed < original ? inflateSync(raw) : Buffer.from(raw);
    if (data.length !== original) throw new Error('a WOFF table does not inflate to its size');
    tables.push({ tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data });
  }
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector += 1;
  }
  const padded = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + 16 * numTables;
  const out = Buffer.alloc(tables.reduce((sum, t) => sum + padded(t.data.length), headerSize));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange * 16, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const entry = 12 + i * 16;
    out.writeUInt32BE(table.tag, entry);
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

const require = createRequire(import.meta.url);

/** The WOFF files of `@fontsource/noto-sans-thai` (the web app's own font), or null if absent. */
function fontsourceFile(subset: 'thai' | 'latin', weight: FontWeight): string | null {
  try {
    return require.resolve(
      `@fontsource/noto-sans-thai/files/noto-sans-thai-${subset}-${weight}-normal.woff`,
    );
  } catch {
    return null;
  }
}

/**
 * The same font as the built web app carries it (`assets/noto-sans-thai-thai-700-normal-<hash>.woff`):
 * a server installed without the web app's packages (a production image) still has the build.
 */
export function webAssetFont(
  assetsDir: string,
  subset: 'thai' | 'latin',
  weight: FontWeight,
): string | null {
  const prefix = `noto-sans-thai-${subset}-${weight}-normal-`;
  try {
    const name = readdirSync(assetsDir).find((f) => f.startsWith(prefix) && f.endsWith('.woff'));
    return name ? path.join(assetsDir, name) : null;
  } catch {
    return null;
  }
}

/** Writes `bytes` to `file` unless it already holds them (atomically: a reader never sees half). */
function writeOnce(file: string, bytes: Buffer): void {
  if (existsSync(file)) return;
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/**
 * Makes the card's font available as TrueType files under `dir` (DATA_DIR/fonts): the web app's
 * Noto Sans Thai, unwrapped from WOFF, from its package or else from the built web app
 * (`webDistDir`). Missing files are left out; Pango then falls back to the machine's fonts.
 */
export function prepareCardFonts(dir: string, webDistDir: string | null = null): CardFonts {
  const byWeight: Record<FontWeight, string | null> = { 400: null, 700: null };
  const all: string[] = [];
  for (const weight of [400, 700] as const) {
    for (const subset of ['thai', 'latin'] as const) {
      const source =
        fontsourceFile(subset, weight) ??
        (webDistDir ? webAssetFont(path.join(webDistDir, 'assets'), subset, weight) : null);
      if (!source) continue;
      try {
        const woff = readFileSync(source);
        // Named by content: a new version of the package never reuses a stale file.
        const digest = createHash('sha256').update(woff).digest('hex').slice(0, 12);
        mkdirSync(dir, { recursive: true });
        const file = path.join(dir, `noto-sans-thai-${subset}-${weight}-${digest}.ttf`);
        writeOnce(file, woffToSfnt(woff));
        all.push(file);
        if (subset === 'thai') byWeight[weight] = file;
      } catch {
        // An unreadable font is a plainer card, never a failed one.
      }
    }
  }
  return { byWeight, all };
}
