import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { clip, firstSentence } from '../../src/modules/share-cards/card-content.ts';
import { escapeHtml, withHeadTags } from '../../src/modules/share-cards/meta-tags.ts';
import {
  prepareCardFonts,
  webAssetFont,
  woffToSfnt,
} from '../../src/modules/share-cards/thai-fonts.ts';
import { LruCache } from '../../src/platform/lru-cache.ts';
import { negotiateEncoding } from '../../src/platform/web-static.ts';

const require = createRequire(import.meta.url);

describe('the card’s font', () => {
  it('is the web app’s Noto Sans Thai, unwrapped from WOFF into a TrueType file', () => {
    const woff = readFileSync(
      require.resolve('@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff'),
    );
    const ttf = woffToSfnt(woff);
    expect(ttf.readUInt32BE(0)).toBe(woff.readUInt32BE(4)); // the flavour: TrueType outlines
    expect(ttf.readUInt16BE(4)).toBe(woff.readUInt16BE(12)); // every table
    expect(ttf.length).toBe(
      Math.ceil(woff.readUInt32BE(16) / 4) * 4, // WOFF's totalSfntSize, padded
    );
    expect(() => woffToSfnt(Buffer.from('not a font at all, not even close'))).toThrow();
  });

  it('is also found in the built web app, for a server installed without the web app’s packages', () => {
    const assets = mkdtempSync(path.join(tmpdir(), 'web-assets-'));
    const woff = readFileSync(
      require.resolve('@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff'),
    );
    writeFileSync(path.join(assets, 'noto-sans-thai-thai-700-normal-Ab12Cd.woff2'), 'woff2');
    expect(webAssetFont(assets, 'thai', 700)).toBeNull(); // only WOFF is unwrapped
    writeFileSync(path.join(assets, 'noto-sans-thai-thai-700-normal-C9ISMlQq.woff'), woff);
    writeFileSync(path.join(assets, 'noto-sans-thai-latin-700-normal-Zz99.woff'), woff);
    expect(webAssetFont(assets, 'thai', 700)).toBe(
      path.join(assets, 'noto-sans-thai-thai-700-normal-C9ISMlQq.woff'),
    );
    expect(webAssetFont(assets, 'thai', 400)).toBeNull();
    expect(webAssetFont(path.join(assets, 'missing'), 'thai', 700)).toBeNull();
  });

  it('sets Thai with real glyphs: two words draw at different widths, as missing-glyph boxes would not', async () => {
    const fonts = prepareCardFonts(mkdtempSync(path.join(tmpdir(), 'card-fonts-')));
    expect(fonts.byWeight[400]).toMatch(/\.ttf$/);
    expect(fonts.byWeight[700]).toMatch(/\.ttf$/);
    expect(fonts.all).toHaveLength(4);
    const draw = (word: string) =>
      sharp({
        text: {
          text: word,
          font: 'Noto Sans Thai Bold 48',
          fontfile: fonts.byWeight[700]!,
          dpi: 72,
        },
      }).toBuffer({ resolveWithObject: true });
    // Two different Thai words of the same length: real glyphs differ in shape and width,
    // while missing-glyph boxes would make them the same width.
    const a = await draw('กขคง');
    const b = await draw('ฤๅษี');
    expect(a.info.width).toBeGreaterThan(40);
    expect(a.info.width).not.toBe(b.info.width);
  });
});

describe('a card’s line', () => {
  it('is the first sentence, clauses joined until it says something', () => {
    expect(firstSentence('ช่วงนี้ดี มีคนคอยช่วยเหลือและสนับสนุนคุณอยู่เสมอ เรื่องอื่นตามมา')).toBe(
      'ช่วงนี้ดี มีคนคอยช่วยเหลือและสนับสนุนคุณอยู่เสมอ',
    );
    expect(firstSentence('A good week ahead. Rest on Sunday.', 10)).toBe('A good week ahead.');
  });

  it('never opens on a masked name or a figure, nor takes one in', () => {
    expect(firstSentence('ความรักของคุณ•••กับคุณ••• ดูดีมาก ดวงมีจุดขัดอยู่บ้าง แต่ความตั้งใจสำคัญกว่า')).toBe(
      'ดูดีมาก ดวงมีจุดขัดอยู่บ้าง แต่ความตั้งใจสำคัญกว่า',
    );
    expect(firstSentence('คุณ••• •••มีคะแนน 55/100 ในวันที่ 28 พฤศจิกายน มีเรื่องให้ชื่นใจ')).toBe(
      'ในวันที่ 28 พฤศจิกายน มีเรื่องให้ชื่นใจ',
    );
    expect(firstSentence('ดีมาก •••ยังคิดถึงคุณ')).toBe('ดีมาก');
    expect(firstSentence('•••กับ•••')).toBeNull();
  });

  it('is cut at a word, with an ellipsis, when too long', () => {
    const text = 'ความรักของคุณกำลังผลิบานอย่างงดงามในช่วงปลายปีนี้';
    const line = clip(text, 20);
    expect(line.endsWith('…')).toBe(true);
    expect([...new Intl.Segmenter('th').segment(line)].length).toBeLessThanOrEqual(20);
    const kept = line.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    // Whole words only: the cut falls where a word of the text ends.
    const wordStarts = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(text)].map(
      (w) => w.index,
    );
    expect(wordStarts).toContain(kept.length);
    expect(clip('สั้น ๆ', 20)).toBe('สั้น ๆ');
  });
});

describe('tags in the page', () => {
  it('are escaped text, whatever the words hold', () => {
    expect(escapeHtml(`<script>"a" & 'b'</script>`)).toBe(
      '&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;',
    );
  });

  it('go at the end of the head, else after the title, else first', () => {
    const tag = '<meta name="x" content="y" />';
    expect(withHeadTags('<html><head><title>t</title></head><body></body></html>', tag)).toMatch(
      /<title>t<\/title>\s*<meta name="x" content="y" \/>\s*<\/head><body>/,
    );
    expect(withHeadTags('<html lang="th"><title>t</title><p>x</p>', tag)).toBe(
      `<html lang="th"><title>t</title>${tag}<p>x</p>`,
    );
    expect(withHeadTags('<html lang="th"><p>x</p>', tag)).toBe(`<html lang="th">${tag}<p>x</p>`);
    expect(withHeadTags('<p>x</p>', '')).toBe('<p>x</p>');
  });
});

describe('the page’s encoding', () => {
  it('follows Accept-Encoding and its weights: Brotli, then gzip, else none', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.5, br;q=0.1')).toBe('br');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('identity')).toBe('identity');
  });
});

describe('the memory cache of cards', () => {
  it('keeps what was used last within its bound of bytes', () => {
    const cache = new LruCache<string, Buffer>(10, (b) => b.length);
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    expect(cache.get('a')?.length).toBe(4); // a is now the most recent
    cache.set('c', Buffer.alloc(4)); // over 10 bytes: b, the least recently used, goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.cost).toBe(8);
    cache.set('huge', Buffer.alloc(11)); // bigger than the bound: never kept
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set('a', Buffer.alloc(2)); // replacing counts the new size only
    expect(cache.cost).toBe(6);
  });
});
