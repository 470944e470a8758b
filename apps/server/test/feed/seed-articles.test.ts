/**
 * The feed's shipped articles, checked as data (no database): their shape, their Thai, and that the
 * lore they state agrees with the oracle's own lore tables.
 */
import { RESULT_KINDS } from '@duangdee/contract/readings';
import {
  PAIR_GROUPS,
  PAIR_LORE,
  SCHOOL_SUMS,
  TRADE_GOOD_SUMS,
} from '@duangdee/oracle/lore/phone-pairs';
import { PALM_LINE_NAME_FACTS } from '@duangdee/oracle/lore/palm-line-names';
import { LORE_SOURCES, type LoreSourceId } from '@duangdee/oracle/lore/sources';
import { DAY_COLOUR_FACTS } from '@duangdee/oracle/lore/weekday-colours';
import { CHONG_FACTS } from '@duangdee/oracle/lore/animal-years';
import {
  ANIMALS,
  animalOfDate,
  BIRTH_DAY_BUDDHA,
  TAKSA_ROLES,
  weekdayInRole,
} from '@duangdee/oracle/thai-calendar';
import type { WeekdayId } from '@duangdee/oracle/weekday';
import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES, SEED_ARTICLES } from '../../src/modules/feed/articles/index.ts';
import {
  lore,
  PHONE_GROUPS_SOURCE,
  PHONE_TRADE_SOURCE,
  PHONE_TRADE_SUMS_SOURCE,
  WEB,
} from '../../src/modules/feed/articles/sources.ts';
import { seedPublishedAt } from '../../src/modules/feed/seed.ts';

const THAI = /[\u0E00-\u0E7F]/;
const paragraphs = (body: string) => body.split('\n\n');
const allText = (a: (typeof SEED_ARTICLES)[number]) =>
  [a.titleTh, a.titleEn, a.summaryTh, a.summaryEn, a.bodyTh, a.bodyEn ?? ''].join('\n\n');
const bySlug = (slug: string) => {
  const found = SEED_ARTICLES.find((a) => a.slug === slug);
  if (!found) throw new Error(`no article ${slug}`);
  return found;
};

/** Thai weekday names as articles write them, longest first so พุธกลางคืน wins over พุธ. */
const WEEKDAY_NAMES: [string, WeekdayId][] = [
  ['พุธกลางวัน', 'wednesday-day'],
  ['พุธกลางคืน', 'wednesday-night'],
  ['อาทิตย์', 'sunday'],
  ['จันทร์', 'monday'],
  ['อังคาร', 'tuesday'],
  ['พฤหัสบดี', 'thursday'],
  ['ศุกร์', 'friday'],
  ['เสาร์', 'saturday'],
  ['พุธ', 'wednesday-day'],
];
const NAME_ALT = WEEKDAY_NAMES.map(([n]) => n).join('|');
const SEGMENT_START = new RegExp(`^(?:คนเกิด)?วัน(${NAME_ALT})`);
const dayOf = (name: string) => (WEEKDAY_NAMES.find(([n]) => n === name) as [string, WeekdayId])[1];

/** Every colour word of the lore table. */
const COLOUR_WORDS = [
  ...new Set(Object.values(DAY_COLOUR_FACTS.days).flatMap((d) => [...d.coloursTh])),
];
const COLOUR_ALT = COLOUR_WORDS.join('|');
const ROLE_ALT = TAKSA_ROLES.map((r) => r.nameTh).join('|');
const roleId = (nameTh: string) =>
  (TAKSA_ROLES.find((r) => r.nameTh === nameTh) as (typeof TAKSA_ROLES)[number]).id;

/**
 * The parts of a paragraph that speak of one weekday: a paragraph that opens with a weekday
 * ("วันอาทิตย์ …", "คนเกิดวันอาทิตย์ …"), cut again before every "คนเกิดวัน…".
 */
function weekdaySegments(): { slug: string; category: string; day: WeekdayId; text: string }[] {
  const out: { slug: string; category: string; day: WeekdayId; text: string }[] = [];
  for (const a of SEED_ARTICLES) {
    for (const p of paragraphs(a.bodyTh)) {
      for (const part of p.split(/(?=คนเกิดวัน)/)) {
        const m = SEGMENT_START.exec(part);
        if (m)
          out.push({ slug: a.slug, category: a.category, day: dayOf(m[1] as string), text: part });
      }
    }
  }
  return out;
}

describe('shipped feed articles: shape', () => {
  it('ships at least 30 articles, at least 5 in every category, in category order', () => {
    expect(SEED_ARTICLES.length).toBeGreaterThanOrEqual(30);
    for (const c of ARTICLE_CATEGORIES) {
      expect(SEED_ARTICLES.filter((a) => a.category === c).length, c).toBeGreaterThanOrEqual(5);
    }
    const order = SEED_ARTICLES.map((a) => ARTICLE_CATEGORIES.indexOf(a.category));
    expect(order.every((o) => o >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((x, y) => x - y));
  });

  it('has unique kebab-case ASCII slugs', () => {
    const slugs = SEED_ARTICLES.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('writes titles and summaries in both languages, Thai in Thai and English without Thai script', () => {
    for (const a of SEED_ARTICLES) {
      for (const t of [a.titleTh, a.summaryTh]) expect(t, a.slug).toMatch(THAI);
      for (const t of [a.titleEn, a.summaryEn]) {
        expect(t.trim().length, a.slug).toBeGreaterThan(10);
        expect(t, a.slug).not.toMatch(THAI);
      }
      expect(a.summaryTh.length, a.slug).toBeLessThan(300);
    }
  });

  it('gives every Thai body 4–8 plain paragraphs of Thai, about 250–600 words', () => {
    const words = new Intl.Segmenter('th', { granularity: 'word' });
    for (const a of SEED_ARTICLES) {
      const ps = paragraphs(a.bodyTh);
      expect(ps.length, a.slug).toBeGreaterThanOrEqual(4);
      expect(ps.length, a.slug).toBeLessThanOrEqual(8);
      for (const p of ps) {
        expect(p, a.slug).toMatch(THAI);
        expect(p, a.slug).toBe(p.trim());
        expect(p, a.slug).not.toContain('\n');
      }
      const n = [...words.segment(a.bodyTh)].filter((s) => s.isWordLike).length;
      expect(n, a.slug).toBeGreaterThanOrEqual(250);
      expect(n, a.slug).toBeLessThanOrEqual(650);
    }
  });

  it('writes no markup', () => {
    for (const a of SEED_ARTICLES)
      expect(allText(a), a.slug).not.toMatch(/[<>*#`_[\]{}|]|\]\(|https?:/);
  });

  it('has an English body for at least 6 articles, in plain paragraphs', () => {
    const withEn = SEED_ARTICLES.filter((a) => a.bodyEn !== null);
    expect(withEn.length).toBeGreaterThanOrEqual(6);
    for (const a of withEn) {
      const ps = paragraphs(a.bodyEn as string);
      expect(ps.length, a.slug).toBeGreaterThanOrEqual(4);
      for (const p of ps) expect(p, a.slug).toBe(p.trim());
    }
  });

  it('never repeats a paragraph, in any article or language', () => {
    const seen = new Map<string, string>();
    for (const a of SEED_ARTICLES) {
      for (const p of [...paragraphs(a.bodyTh), ...(a.bodyEn ? paragraphs(a.bodyEn) : [])]) {
        expect(seen.get(p), `${a.slug} repeats a paragraph of ${seen.get(p)}`).toBeUndefined();
        seen.set(p, a.slug);
      }
    }
  });

  it('tags articles only with known weekdays, reading kinds and topics', () => {
    const kinds = new Set<string>(RESULT_KINDS);
    for (const a of SEED_ARTICLES) {
      expect(new Set(a.tags).size, a.slug).toBe(a.tags.length);
      for (const t of a.tags) {
        const ok =
          /^weekday:([0-6]|3n)$/.test(t) ||
          /^topic:(love|career|finance|luck)$/.test(t) ||
          (t.startsWith('kind:') && kinds.has(t.slice(5)));
        expect(ok, `${a.slug}: ${t}`).toBe(true);
      }
    }
    for (const a of SEED_ARTICLES.filter((x) => x.category === 'palmistry')) {
      expect(a.tags, a.slug).toContain('kind:palm');
    }
    for (const a of SEED_ARTICLES.filter((x) => x.category === 'siamsi')) {
      expect(a.tags, a.slug).toContain('kind:love-sticks');
    }
    expect(SEED_ARTICLES.some((a) => a.tags.includes('kind:phone-number'))).toBe(true);
  });

  it('features 4–6 articles and spreads publication over the last 45 days', () => {
    const featured = SEED_ARTICLES.filter((a) => a.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(featured.length).toBeLessThanOrEqual(6);
    for (const a of SEED_ARTICLES) {
      expect(Number.isInteger(a.publishedDaysAgo), a.slug).toBe(true);
      expect(a.publishedDaysAgo, a.slug).toBeGreaterThanOrEqual(0);
      expect(a.publishedDaysAgo, a.slug).toBeLessThanOrEqual(45);
    }
    const onDay = (d: number) => SEED_ARTICLES.filter((a) => a.publishedDaysAgo === d).length;
    for (let d = 0; d <= 5; d++) expect(onDay(d), `day ${d}`).toBeGreaterThanOrEqual(2);
    expect(new Set(SEED_ARTICLES.map((a) => a.publishedDaysAgo)).size).toBeGreaterThanOrEqual(20);
  });
});

describe('shipped feed articles: care and sources', () => {
  const FORBIDDEN = [
    'แน่นอน 100',
    '100%',
    'ถูกหวยแน่',
    'ถูกรางวัลแน่',
    'รวยแน่นอน',
    'รวยแน่ ๆ',
    'รักษาหาย',
    'หายขาด',
    'รักษาโรค',
    'การันตี',
    'ฟันธงว่ารวย',
    'เลขเด็ดงวดนี้',
    'guaranteed',
    'will win',
    'cures',
    'lottery numbers to buy',
  ];

  it('never promises money, luck or a cure', () => {
    for (const a of SEED_ARTICLES) {
      const text = allText(a).toLowerCase();
      for (const f of FORBIDDEN)
        expect(text.includes(f.toLowerCase()), `${a.slug}: ${f}`).toBe(false);
    }
  });

  it('cites at least one source, each one worded as the lore tables word it or a page read', () => {
    const known = new Set<string>([
      ...(Object.keys(LORE_SOURCES) as LoreSourceId[]).map((id) => lore(id)),
      PHONE_GROUPS_SOURCE,
      PHONE_TRADE_SOURCE,
      PHONE_TRADE_SUMS_SOURCE,
      ...Object.values(WEB),
    ]);
    for (const a of SEED_ARTICLES) {
      expect(a.sources.length, a.slug).toBeGreaterThanOrEqual(1);
      expect(new Set(a.sources).size, a.slug).toBe(a.sources.length);
      for (const s of a.sources) expect(known.has(s), `${a.slug}: ${s}`).toBe(true);
    }
    // The lore table's own wording, title and author, for a source it shares.
    expect(lore('orst-taksa')).toBe(
      `${LORE_SOURCES['orst-taksa'].title} — ${LORE_SOURCES['orst-taksa'].by}, ${LORE_SOURCES['orst-taksa'].url}`,
    );
  });
});

describe('shipped feed articles: the lore agrees with the oracle’s tables', () => {
  const segments = weekdaySegments();

  it('finds the weekday passages it checks', () => {
    expect(segments.length).toBeGreaterThan(60);
  });

  it('names every weekday with its colour in the articles about the days and their colours', () => {
    const planets = paragraphs(bySlug('eight-days-eight-planets').bodyTh);
    const kalakini = paragraphs(bySlug('kalakini-colours-by-birth-day').bodyTh);
    for (const [id, fact] of Object.entries(DAY_COLOUR_FACTS.days) as [
      WeekdayId,
      (typeof DAY_COLOUR_FACTS.days)[WeekdayId],
    ][]) {
      const name = (WEEKDAY_NAMES.find(([, d]) => d === id) as [string, WeekdayId])[0];
      const main = fact.coloursTh[0] as string;
      expect(
        planets.some((p) => p.includes(name) && p.includes(main)),
        `planets: ${id}`,
      ).toBe(true);
      expect(
        kalakini.some((p) => p.includes(name) && p.includes(main)),
        `kalakini: ${id}`,
      ).toBe(true);
    }
    const wear = paragraphs(bySlug('what-to-wear-each-day').bodyTh);
    for (const name of ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์']) {
      const main = DAY_COLOUR_FACTS.days[dayOf(name)].coloursTh[0] as string;
      expect(
        wear.some((p) => p.startsWith(`วัน${name} สีประจำวันคือ${main}`)),
        `wear: ${name}`,
      ).toBe(true);
    }
  });

  it('mentions the colour of the weekday a colour or day article is tagged with', () => {
    const tagDay: Record<string, WeekdayId> = {
      'weekday:0': 'sunday',
      'weekday:1': 'monday',
      'weekday:2': 'tuesday',
      'weekday:3': 'wednesday-day',
      'weekday:3n': 'wednesday-night',
      'weekday:4': 'thursday',
      'weekday:5': 'friday',
      'weekday:6': 'saturday',
    };
    let checked = 0;
    for (const a of SEED_ARTICLES.filter(
      (x) => x.category === 'colours' || x.category === 'day-lore',
    )) {
      for (const t of a.tags.filter((x) => x.startsWith('weekday:'))) {
        const main = DAY_COLOUR_FACTS.days[tagDay[t] as WeekdayId].coloursTh[0] as string;
        expect(a.bodyTh, `${a.slug} ${t}`).toContain(main);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it('gives each weekday its own colour of the day, and every one of its กาลกิณี colours', () => {
    let day = 0;
    let kalakini = 0;
    for (const s of segments) {
      const fact = DAY_COLOUR_FACTS.days[s.day];
      const colours = COLOUR_WORDS.filter((c) => s.text.includes(c));
      if (s.text.includes('สีประจำวัน')) {
        expect(s.text, `${s.slug}: ${s.text}`).toContain(fact.coloursTh[0]);
        day++;
      }
      if (s.text.includes('กาลกิณี') && colours.length > 0) {
        for (const c of fact.kalakiniColoursTh) expect(s.text, `${s.slug}: ${s.text}`).toContain(c);
        // A colour of the day's own planet is never its กาลกิณี colour.
        for (const c of fact.coloursTh) expect(fact.kalakiniColoursTh).not.toContain(c);
        kalakini++;
      }
    }
    expect(day).toBeGreaterThanOrEqual(20);
    expect(kalakini).toBeGreaterThanOrEqual(12);
  });

  it('gives the colour and the number of the planet in each ทักษา place, as the wheel has them', () => {
    const colourRole = new RegExp(`(${COLOUR_ALT}) \\((${ROLE_ALT})\\)`, 'g');
    const numberRole = new RegExp(`เลข (\\d) \\((${ROLE_ALT})\\)`, 'g');
    let checked = 0;
    for (const s of segments) {
      for (const m of s.text.matchAll(colourRole)) {
        const w = weekdayInRole(s.day, roleId(m[2] as string));
        expect(DAY_COLOUR_FACTS.days[w.id].coloursTh, `${s.slug}: ${s.day} ${m[0]}`).toContain(
          m[1],
        );
        checked++;
      }
      for (const m of s.text.matchAll(numberRole)) {
        const w = weekdayInRole(s.day, roleId(m[2] as string));
        expect(DAY_COLOUR_FACTS.days[w.id].planet, `${s.slug}: ${s.day} ${m[0]}`).toBe(
          Number(m[1]),
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(60);
    // Every such claim sits in a passage about one weekday, so none escapes the check above.
    const inSegments = segments.reduce(
      (n, s) =>
        n + [...s.text.matchAll(colourRole)].length + [...s.text.matchAll(numberRole)].length,
      0,
    );
    const everywhere = SEED_ARTICLES.reduce(
      (n, a) =>
        n + [...a.bodyTh.matchAll(colourRole)].length + [...a.bodyTh.matchAll(numberRole)].length,
      0,
    );
    expect(inSegments).toBe(everywhere);
  });

  it('names the Buddha image and the กำลังวัน of each birth day as the oracle has them', () => {
    let postures = 0;
    for (const s of segments) {
      if (!s.text.includes('ปาง')) continue;
      expect(s.text, `${s.slug}: ${s.text}`).toContain(BIRTH_DAY_BUDDHA[s.day].postureTh);
      const count = /กำลังวันคือ (\d+)/.exec(s.text);
      if (count) expect(Number(count[1]), s.slug).toBe(BIRTH_DAY_BUDDHA[s.day].chantCount);
      postures++;
    }
    expect(postures).toBeGreaterThanOrEqual(10);
    const dayCount = new RegExp(`วัน(${NAME_ALT})(?:ซึ่งเป็นของราหู|สวด)? (\\d{1,2})(?!\\d)`, 'g');
    let counts = 0;
    for (const a of SEED_ARTICLES) {
      for (const p of paragraphs(a.bodyTh).filter((x) => x.includes('กำลังวัน'))) {
        for (const m of p.matchAll(dayCount)) {
          expect(Number(m[2]), `${a.slug}: ${m[0]}`).toBe(
            BIRTH_DAY_BUDDHA[dayOf(m[1] as string)].chantCount,
          );
          counts++;
        }
      }
    }
    expect(counts).toBeGreaterThanOrEqual(8);
  });

  it('places every phone pair it names in the eight-group table’s own group', () => {
    const groupAlt = Object.values(PAIR_GROUPS)
      .map((g) => g.nameTh)
      .join('|');
    const pairGroup = new RegExp(`(\\d\\d) \\((${groupAlt})\\)`, 'g');
    let checked = 0;
    for (const a of SEED_ARTICLES) {
      for (const m of a.bodyTh.matchAll(pairGroup)) {
        const pair = (m[1] as string).split('').sort().join('');
        const entry = PAIR_LORE[pair];
        expect(entry, pair).toBeDefined();
        expect(entry?.group ? PAIR_GROUPS[entry.group].nameTh : null, `${a.slug}: ${m[0]}`).toBe(
          m[2],
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(40);
    // The pairs called disputed are disputed in the lore, and the ones called agreed are not.
    const disagree = bySlug('when-number-schools-disagree').bodyTh;
    for (const p of ['37', '33', '77', '88', '56', '89', '46', '78']) {
      expect(disagree).toContain(p);
      expect(PAIR_LORE[p]?.trade, p).toBeDefined();
    }
    for (const p of ['24', '45', '36', '19', '15']) expect(PAIR_LORE[p]?.trade, p).toBeUndefined();
  });

  it('lists the digit sums as the two schools list them', () => {
    const body = bySlug('phone-number-digit-sum').bodyTh;
    const list = (nums: number[]) => `${nums.slice(0, -1).join(' ')} และ ${nums.at(-1)}`;
    const sums = Object.entries(SCHOOL_SUMS).map(([n, s]) => [Number(n), s.tone] as const);
    expect(body).toContain(list(sums.filter(([, t]) => t === 'good').map(([n]) => n)));
    expect(body).toContain(list(sums.filter(([, t]) => t === 'bad').map(([n]) => n)));
    const silent = Object.keys(TRADE_GOOD_SUMS)
      .map(Number)
      .filter((n) => !(n in SCHOOL_SUMS));
    expect(body).toContain(list(silent));
    let named = 0;
    for (const m of body.matchAll(/(\d\d) "([^"]+)"/g)) {
      expect(TRADE_GOOD_SUMS[Number(m[1])]?.th, m[0]).toBe(m[2]);
      named++;
    }
    expect(named).toBeGreaterThanOrEqual(4);
    expect(body).toContain(`"${TRADE_GOOD_SUMS[46]?.th}"`);
    expect(SCHOOL_SUMS[46]?.tone).toBe('bad');
  });

  it('counts the ชง animals of a year as the animal-year lore does', () => {
    const body = bySlug('pi-chong-and-its-customs').bodyTh;
    const re = /ปี (\d{4}) เป็นปี(\S+) ปี(\S+)เป็นชงตรง ส่วนปี(\S+) ปี(\S+) และปี(\S+)เป็นชงร่วม/g;
    const byName = (n: string) => ANIMALS.find((x) => x.yearNameTh === n)?.id;
    let years = 0;
    for (const m of body.matchAll(re)) {
      const year = animalOfDate(`${Number(m[1]) - 543}-06-01`);
      expect(year.yearNameTh, m[0]).toBe(m[2]);
      const facts = CHONG_FACTS.years[year.id];
      expect(byName(m[3] as string), m[0]).toBe(facts.direct);
      expect(new Set([m[4], m[5], m[6]].map((n) => byName(n as string)))).toEqual(
        new Set([year.id, facts.phua, facts.heng]),
      );
      years++;
    }
    expect(years).toBe(2);
    const change = bySlug('when-does-the-animal-year-change').bodyTh;
    expect(change).toContain(`25 มกราคม 2559 สูติบัตรเขียนว่าปี${animalOfDate('2016-01-25').yearNameTh}`);
  });

  it('writes the palm lines by the Thai names the app uses, and never the names it does not write', () => {
    const names = Object.values(PALM_LINE_NAME_FACTS.lines);
    const lines = bySlug('palm-lines-by-their-thai-names').bodyTh;
    for (const n of names) expect(lines, n.th).toContain(n.th);
    const never = [...PALM_LINE_NAME_FACTS.notUsed, ...names.flatMap((n) => n.alsoTyped)];
    for (const a of SEED_ARTICLES) {
      for (const w of never) expect(allText(a).includes(w), `${a.slug}: ${w}`).toBe(false);
    }
  });
});

describe('when a shipped article is dated', () => {
  it('is 07:00 in Bangkok on its day, or now when that morning has not come yet', () => {
    // 10:00 in Bangkok on 28 November: this morning and three mornings ago.
    const midMorning = new Date('2026-11-28T03:00:00Z');
    expect(seedPublishedAt(midMorning, 0).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(seedPublishedAt(midMorning, 3).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    // 01:50 in Bangkok on 29 November: the day has begun but its 07:00 is still ahead.
    const night = new Date('2026-11-28T18:50:00Z');
    expect(seedPublishedAt(night, 0).getTime()).toBe(night.getTime());
    expect(seedPublishedAt(night, 1).toISOString()).toBe('2026-11-28T00:00:00.000Z');
  });
});
