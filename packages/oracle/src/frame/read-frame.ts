/**
 * Reads a free-text question into its frame (`frame.ts`) before anything is written: what it is
 * about, who does what to whom, the time and place asked, the asker's field of work. The rules
 * follow the labelling convention in `frame-corpus.ts`; the words they use are the tables of
 * `frame-lexicon.ts`.
 *
 * The reading goes in steps:
 * 1. `normalise` — NFC, no zero-width characters, Thai digits as ASCII, letters held down three
 *    or more times collapsed ("มากกก" → "มาก"), English lower-cased.
 * 2. The lexicon (`frame-lexicon.ts`) is compiled into one table of terms.
 * 3. `tokenize` — Thai has no spaces between words. Words come from `Intl.Segmenter`, whose cuts
 *    are checked against the lexicon: where its dictionary lacks a word and it cuts wrongly, the
 *    lexicon's words win (see `cutThai`); where it runs a word across a question particle or
 *    another anchor ("รอ|ดมั้ยเนี่ย"), the text around the anchor is segmented again
 *    (`segmentAroundAnchors`).
 * 4. `lex` — the longest lexicon term over whole words at each position becomes a lexeme, so a
 *    term is never found inside another word ("ดี" good is not in "คดี" lawsuit). A greeting and
 *    the form of address to the reader ("สวัสดีค่ะอาจารย์") are emptied (`dropAddress`).
 * 5. `splitClauses` — clauses end at spaces between Thai words, at punctuation and before
 *    conjunctions (แต่ "but", เพราะ "because"). The asked clause is the one with the question
 *    particle (ไหม, เมื่อไหร่, ควร …); it decides the event. Acts written in two parts around
 *    their object ("ไล่|เรา|ออก", fire me) are joined (`joinSplitActs`).
 * 6. Each field of the frame is read by its own small function below, in `readFrame`'s order.
 */
import type {
  FrameAct,
  FrameEvent,
  FrameField,
  FrameParty,
  FramePlace,
  FrameTime,
  FrameTopic,
  QuestionFrame,
} from './frame.ts';
import * as L from './frame-lexicon.ts';

// =============================================================================================
// 1. Normalisation

interface Normalised {
  /** The normalised text the reader works on. */
  text: string;
  /** For each character of `text`, its index in `source` (to give back exclamations as written). */
  origin: number[];
  /** The question in NFC, as written. */
  source: string;
}

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

function normalise(raw: string): Normalised {
  const source = raw.normalize('NFC');
  const chars: { ch: string; at: number }[] = [];
  let at = 0;
  for (const original of source) {
    let ch = original;
    if (ZERO_WIDTH.test(ch)) {
      at += original.length;
      continue;
    }
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x0e50 && code <= 0x0e59) ch = String(code - 0x0e50); // Thai digits ๐–๙
    if (code >= 0xff01 && code <= 0xff5e) ch = String.fromCodePoint(code - 0xfee0); // full-width
    if (ch === '’' || ch === '‘') ch = "'";
    ch = ch.toLowerCase();
    // A nikhahit typed before sara aa (ํ + า) is the vowel sara am (ำ).
    const last = chars[chars.length - 1];
    if (ch === '\u0E32' && last?.ch === '\u0E4D') last.ch = '\u0E33';
    else chars.push({ ch, at });
    at += original.length;
  }
  let text = '';
  const origin: number[] = [];
  for (let i = 0; i < chars.length;) {
    const { ch, at: from } = chars[i]!;
    let run = 1;
    while (chars[i + run]?.ch === ch) run++;
    // A letter held down: four or more times anywhere, or three at the end of a word ("มากกก").
    // Three inside a word may be real: "ต่อ|ออสเตรเลีย" has three อ in a row.
    const nextIsLetter = LETTER_OR_MARK.test(chars[i + run]?.ch ?? '');
    const stretched = run >= 4 || (run === 3 && !nextIsLetter);
    const kept = stretched && LETTER_OR_MARK.test(ch) ? 1 : run;
    for (let k = 0; k < kept; k++) {
      text += ch;
      origin.push(k === 0 ? from : chars[i + k]!.at);
    }
    i += run;
  }
  return { text, origin, source };
}

// =============================================================================================
// 2. The lexicon, compiled

const SEGMENTER = new Intl.Segmenter('th', { granularity: 'word' });

/** Everything the lexicon says about one term. */
interface Entry {
  self?: boolean;
  pronoun?: boolean;
  party?: FrameParty;
  act?: L.ActSense;
  notAct?: boolean;
  negator?: boolean;
  exclamation?: boolean;
  form?: L.FormMark;
  time?: L.TimeSense;
  number?: number;
  field?: L.FieldSense;
  place?: L.PlaceSense;
  relationship?: 'single' | 'partnered';
  topic?: readonly [FrameTopic, number];
  /** Contains a party word but is not that person (แม่ค้า, a vendor). */
  notParty?: boolean;
}

/** A term's key: written without spaces, as tokens are joined. */
const keyOf = (term: string): string => term.replace(/\s+/gu, '');

const LEXICON = new Map<string, Entry>();
const PREFIXES = new Set<string>();

function define(term: string, entry: Entry): void {
  const key = keyOf(term);
  LEXICON.set(key, { ...LEXICON.get(key), ...entry });
  for (let i = 1; i <= key.length; i++) PREFIXES.add(key.slice(0, i));
}

function buildLexicon(): void {
  // Function words first, so that a table entry for the same term adds to them.
  const functionWords = [
    L.FIELD_NOW_CUES,
    L.FIELD_WANTED_CUES,
    L.FIELD_STUDY_CUES,
    L.PROFESSIONAL_ACTS,
    L.PLACE_CONTEXT,
    L.ORIGIN_MARKERS,
    L.MOTION_WORDS,
    L.SECOND_ONE,
    L.BRANCH_WORDS,
    L.HOME_NOUNS,
    L.SOLD_THINGS,
    L.NEGATION_GAP,
    L.ATTITUDE_WORDS,
    L.POSSESSED_MATTERS,
    L.CLAUSE_STARTERS,
    L.ASIDE_MARKERS,
    L.CLAUSE_OPENERS,
    L.OBLIQUE_MARKERS,
    L.TARGET_MARKERS,
    L.PASSIVE_MARKERS,
    L.PARTICLES,
    L.NOT_PLACE_BEFORE,
    L.MONTH_PREPOSITIONS,
    L.PREDICATE_STARTERS,
    L.HOMECOMING,
    L.REQUEST_VERBS,
    L.TOGETHER,
    L.MONTH_LEADERS,
    L.TRIP_VERBS,
    [L.CAUSATIVE],
    L.SPLIT_ACTS.flatMap((split) => [split.first, ...split.last]),
    L.SPLIT_ACT_GAP,
    L.SPLIT_ACT_NOT_BEFORE,
    L.GREETINGS,
    L.ADDRESS_TERMS,
    L.JOINING_WORDS,
    L.RUNNING_MARKERS,
    L.ESCORT_VERBS,
  ];
  for (const list of functionWords) for (const term of list) define(term, {});
  for (const term of L.SELF_TERMS) define(term, { self: true });
  for (const term of L.PRONOUN_TERMS) define(term, { pronoun: true });
  for (const [term, party] of Object.entries(L.PARTY_TERMS)) define(term, { party });
  for (const [term, act] of Object.entries(L.ACT_TERMS)) define(term, { act });
  for (const term of L.NOT_ACTS) define(term, { notAct: true });
  for (const term of L.NEGATORS) define(term, { negator: true });
  for (const term of L.EXCLAMATIONS) define(term, { exclamation: true });
  for (const [term, form] of Object.entries(L.FORM_TERMS)) define(term, { form });
  for (const [term, time] of Object.entries(L.TIME_TERMS)) define(term, { time });
  L.MONTHS.forEach((names, i) => {
    for (const name of names) define(name, { time: { kind: 'month', month: i + 1 } });
  });
  for (const [term, number] of Object.entries(L.NUMBER_WORDS)) define(term, { number });
  for (const [term, field] of Object.entries(L.FIELD_TERMS)) define(term, { field });
  for (const [term, field] of Object.entries(L.FIELD_TERMS)) {
    if (scriptOf(term[0]!) !== 'thai') continue;
    for (const title of L.FIELD_TITLES) {
      if (!LEXICON.get(keyOf(title + term))?.field) define(title + term, { field });
    }
  }
  for (const name of L.PROVINCES) {
    const place = { name, abroad: false, needsContext: L.AMBIGUOUS_PROVINCES.includes(name) };
    // เลย (Loei) is also the commonest particle ("ไปเลย"): only "จังหวัดเลย" names the province.
    if (name !== 'เลย') define(name, { place });
    define(`จังหวัด${name}`, { place: { name, abroad: false } });
    define(`จ.${name}`, { place: { name, abroad: false } });
  }
  for (const [term, name] of Object.entries(L.THAI_PLACE_VARIANTS)) {
    define(term, { place: { name, abroad: false, generic: L.GENERIC_PLACES.includes(name) } });
  }
  for (const [term, name] of Object.entries(L.FOREIGN_PLACES)) {
    define(term, { place: { name, abroad: true, generic: L.GENERIC_PLACES.includes(name) } });
    define(`ประเทศ${term}`, { place: { name, abroad: true } });
  }
  for (const [term, relationship] of Object.entries(L.RELATIONSHIP_TERMS)) {
    define(term, { relationship, topic: ['love', 2] });
  }
  for (const [term, topic] of Object.entries(L.TOPIC_CUES)) define(term, { topic });
  for (const [topic, cues] of Object.entries(L.MORE_TOPIC_CUES)) {
    for (const [term, weight] of cues) {
      if (!LEXICON.get(keyOf(term))?.topic) define(term, { topic: [topic as FrameTopic, weight] });
    }
  }
  for (const term of L.NOT_PARTIES) define(term, { notParty: true });
  for (const term of L.LIFE_AREAS) define(term, { form: LEXICON.get(keyOf(term))?.form ?? 'luck' });
}
buildLexicon();

/** Anchors: the lexicon's anchors and the unambiguous Thai place names. */
const ANCHORS: readonly string[] = [
  ...L.ANCHORS,
  ...L.PROVINCES.filter((p) => !L.AMBIGUOUS_PROVINCES.includes(p)),
  ...Object.keys(L.THAI_PLACE_VARIANTS).filter((p) => scriptOf(p[0]!) === 'thai' && p.length >= 4),
  ...Object.keys(L.FOREIGN_PLACES).filter((p) => scriptOf(p[0]!) === 'thai' && p.length >= 4),
];

/**
 * Costs in the Thai cut. Fewer words win; a lexicon term costs as many words as the segmenter
 * sees in it (so "มีลูก", have a child, does not beat "มี|ลูกค้า", have customers), slightly less
 * than the segmenter's own words; an anchor (`ANCHORS`, place names) is nearly free. A piece of a
 * segmenter word (left over beside a lexicon word that starts inside it) costs a little more.
 */
const COST = { anchor: 1, lexiconWord: 9, segmenter: 11, part: 11.5, letter: 40 };

/** The Thai words the tokenizer knows, with their cost (see `COST`): lexicon keys and anchors. */
const THAI_WORDS = new Map<string, number>();
/** The word cuts inside a term of several words ("หา|งาน"), as offsets. */
const WORD_CUTS = new Map<string, number[]>();
const isThaiWord = (w: string): boolean => [...w].every((c) => scriptOf(c) === 'thai' || c === '.');
for (const key of LEXICON.keys()) {
  if (!isThaiWord(key)) continue;
  const words = [...SEGMENTER.segment(key)];
  THAI_WORDS.set(key, COST.lexiconWord * words.length);
  if (words.length > 1)
    WORD_CUTS.set(
      key,
      words.slice(1).map((w) => w.index),
    );
}
for (const anchor of ANCHORS) THAI_WORDS.set(anchor, COST.anchor);
const THAI_PREFIXES = new Set(
  [...THAI_WORDS.keys()].flatMap((w) => [...w].map((_, i) => w.slice(0, i + 1))),
);

// =============================================================================================
// 3. Words

interface Token {
  text: string;
  start: number;
  end: number;
  /** Whitespace stands before this token. */
  spaced: boolean;
}

type Script = 'thai' | 'latin' | 'digit' | 'space' | 'other';

function scriptOf(ch: string): Script {
  if (/[\u0E00-\u0E7F]/u.test(ch)) return 'thai';
  if (/[a-zà-ÿ']/u.test(ch)) return 'latin';
  if (/[0-9]/u.test(ch)) return 'digit';
  if (/\s/u.test(ch)) return 'space';
  return 'other';
}

/** Thai vowel and tone marks written above or below a consonant; a word never starts with one. */
const THAI_MARK = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/u;
/** Vowels written before their consonant (เ แ โ ใ ไ): a word never ends right after one. */
const THAI_LEADING_VOWEL = /[\u0E40-\u0E44]/u;
/** Vowels that follow a consonant in the same syllable (ะ า ำ). */
const THAI_FOLLOWING_VOWEL = /[\u0E30\u0E32\u0E33]/u;

function isWordEdge(text: string, i: number): boolean {
  if (i <= 0 || i >= text.length) return true;
  const next = text[i]!;
  return (
    !THAI_MARK.test(next) &&
    !THAI_FOLLOWING_VOWEL.test(next) &&
    !THAI_LEADING_VOWEL.test(text[i - 1]!)
  );
}

/**
 * Cuts the text into words. Runs of Thai are cut by dynamic programming over two dictionaries:
 * the lexicon's terms (and `ANCHORS`) and the words `Intl.Segmenter` found in this text. The
 * cut with the fewest words wins, ties going to lexicon words — so where the segmenter's
 * dictionary lacks a word and cuts its neighbours wrongly ("แม่ทะ|เลาะ" for แม่|ทะเลาะ, mother
 * quarrels; "สา|ขาก|ทม" for สาขา|กทม), the lexicon repairs it. A lexicon word may only start and
 * end where a Thai word can (not before a vowel or tone mark), so "สาม" (three) is never cut out
 * of "สามี" (husband), and a short word inside a longer dictionary word ("ดี" in "คดี") loses to
 * the longer word. Other scripts (English, digits) keep the segmenter's cuts.
 */
function tokenize(text: string): Token[] {
  // The segmenter glues abbreviations to their neighbours ("ก.ค.ถึงก.ย.จะ"): cut after each dot.
  const segments = segmentAroundAnchors(text).flatMap(({ index, segment }) =>
    segment.split(/(?<=\.)/u).map((part, i, parts) => {
      const start = index + parts.slice(0, i).join('').length;
      return { start, end: start + part.length };
    }),
  );
  const segmentAt: ({ start: number; end: number } | undefined)[] = [];
  for (const seg of segments) for (let i = seg.start; i < seg.end; i++) segmentAt[i] = seg;
  const pieces: { start: number; end: number }[] = [];
  for (const run of scriptRuns(text)) {
    if (run.script === 'thai') pieces.push(...cutThai(text, run.start, run.end, segmentAt));
    else {
      for (const seg of segments) {
        const start = Math.max(seg.start, run.start);
        const end = Math.min(seg.end, run.end);
        if (start < end) pieces.push({ start, end });
      }
    }
  }
  const tokens: Token[] = [];
  let spaced = false;
  for (const { start, end } of pieces) {
    const piece = text.slice(start, end);
    if (piece.trim() === '') {
      spaced = true;
      continue;
    }
    tokens.push({ text: piece, start, end, spaced });
    spaced = false;
  }
  return tokens;
}

const ANCHOR_SET = new Set(ANCHORS);
const ANCHOR_PREFIXES = new Set(ANCHORS.flatMap((a) => [...a].map((_, i) => a.slice(0, i + 1))));

/**
 * `Intl.Segmenter`'s words, repaired around anchors. Its dictionary glues a question particle to
 * the letters before it when it does not know the word there: "จะไปรอดมั้ยเนี่ย" comes out as
 * จะ|ไป|รอ|ดมั้ยเนี่ย, and "ไล่เราออกมั้ย" as ไล่|เรา|ออ|กมั้ย. An anchor is never part of a longer
 * word, so where a segment runs across an anchor's edge the text around it is segmented again on
 * its own: from the word before the broken one up to the anchor (รอ|ด → รอด), and from the anchor
 * to the end of the broken word (เนี่ย).
 */
function segmentAroundAnchors(text: string): { index: number; segment: string }[] {
  let segments = [...SEGMENTER.segment(text)].map(({ index, segment }) => ({ index, segment }));
  for (const [a, b] of anchorSpans(text)) {
    const at = (i: number): number =>
      segments.findIndex((s) => s.index < i && i < s.index + s.segment.length);
    const left = at(a);
    const right = at(b);
    if (left < 0 && right < 0) continue;
    const from = left < 0 ? a : segments[Math.max(left - 1, 0)]!.index;
    const last = right < 0 ? undefined : segments[right]!;
    const to = last ? last.index + last.segment.length : b;
    const resegment = (x: number, y: number): { index: number; segment: string }[] =>
      [...SEGMENTER.segment(text.slice(x, y))].map((s) => ({
        index: x + s.index,
        segment: s.segment,
      }));
    segments = [
      ...segments.filter((s) => s.index + s.segment.length <= from),
      ...resegment(from, a),
      { index: a, segment: text.slice(a, b) },
      ...resegment(b, to),
      ...segments.filter((s) => s.index >= to),
    ];
  }
  return segments;
}

/** Where anchors stand in the text, as [start, end) at word edges (the longest at each place). */
function anchorSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (let i = 0; i < text.length; i++) {
    if (!isWordEdge(text, i)) continue;
    let end = -1;
    for (let j = i + 1; j <= text.length && ANCHOR_PREFIXES.has(text.slice(i, j)); j++) {
      if (ANCHOR_SET.has(text.slice(i, j)) && isWordEdge(text, j)) end = j;
    }
    if (end < 0) continue;
    spans.push([i, end]);
    i = end - 1;
  }
  return spans;
}

/** Maximal runs of one script; a dot right after a Thai letter stays Thai ("ม.ค.", "กทม."). */
function scriptRuns(text: string): { script: Script; start: number; end: number }[] {
  const runs: { script: Script; start: number; end: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    let script = scriptOf(text[i]!);
    if (text[i] === '.' && i > 0 && scriptOf(text[i - 1]!) === 'thai') script = 'thai';
    const last = runs[runs.length - 1];
    if (last && last.script === script && script !== 'other') last.end = i + 1;
    else runs.push({ script, start: i, end: i + 1 });
  }
  return runs;
}

function cutThai(
  text: string,
  from: number,
  to: number,
  segmentAt: readonly ({ start: number; end: number } | undefined)[],
): { start: number; end: number }[] {
  const best = new Array<number>(to - from + 1).fill(Infinity);
  const next = new Array<number>(to - from + 1).fill(to);
  const inner = new Array<readonly number[] | undefined>(to - from + 1);
  best[to - from] = 0;
  for (let i = to - 1; i >= from; i--) {
    const consider = (end: number, cost: number, cuts?: readonly number[]): void => {
      const total = cost + best[end - from]!;
      if (total < best[i - from]!) {
        best[i - from] = total;
        next[i - from] = end;
        inner[i - from] = cuts;
      }
    };
    if (isWordEdge(text, i)) {
      for (let j = i + 1; j <= to; j++) {
        const word = text.slice(i, j);
        if (!THAI_PREFIXES.has(word)) break;
        const cost = THAI_WORDS.get(word);
        if (cost !== undefined && isWordEdge(text, j)) consider(j, cost, WORD_CUTS.get(word));
      }
    }
    const own = segmentAt[i];
    if (own) {
      const end = Math.min(own.end, to);
      if (own.start === i) consider(end, COST.segmenter);
      for (let j = i + 1; j <= end; j++) consider(j, COST.part);
    }
    consider(i + 1, COST.letter);
  }
  // A term of several words is cut back into its words; the lexer joins them again.
  const cut: { start: number; end: number }[] = [];
  for (let i = from; i < to; i = next[i - from]!) {
    let start = i;
    for (const offset of inner[i - from] ?? []) {
      cut.push({ start, end: i + offset });
      start = i + offset;
    }
    cut.push({ start, end: next[i - from]! });
  }
  return cut;
}

// =============================================================================================
// 4. Lexemes

interface Lexeme {
  /** The term's key (the words joined without spaces). */
  key: string;
  start: number;
  end: number;
  spaced: boolean;
  entry: Entry;
  index: number;
  clause: number;
  /** Inside a เรื่อง…/ตั้งแต่…/about… aside, which never holds the event. */
  aside: boolean;
  /** The first part of a split act with a negator inside it ("หนี้ไม่หมด"). */
  negatedWithin?: boolean;
}

const EMPTY: Entry = {};

/** A word held down twice ("อุ๊ยย") is the word: its last letter may repeat. */
function unstretch(s: string): string {
  return s.replace(/(.)\1+$/u, '$1');
}

/** The longest lexicon term over whole words at each position (the rest stay single words). */
function lex(tokens: Token[]): Lexeme[] {
  const lexemes: Lexeme[] = [];
  for (let i = 0; i < tokens.length;) {
    let joined = '';
    let best: { last: number; key: string } | undefined;
    for (let j = i; j < tokens.length && j < i + 10; j++) {
      joined += tokens[j]!.text;
      if (LEXICON.has(joined)) best = { last: j, key: joined };
      else if (LEXICON.has(unstretch(joined))) best = { last: j, key: unstretch(joined) };
      if (!PREFIXES.has(joined) && !PREFIXES.has(unstretch(joined))) break;
    }
    const first = tokens[i]!;
    let last = best?.last ?? i;
    const key = best?.key ?? first.text;
    // Letters held down after a term ("ตายแล้ว|ว") belong to it.
    const tail = key[key.length - 1];
    while (tail && tokens[last + 1] && !tokens[last + 1]!.spaced) {
      const next = tokens[last + 1]!.text;
      if ([...next].every((c) => c === tail)) last++;
      else break;
    }
    const entry = best ? LEXICON.get(key)! : numberEntry(key);
    lexemes.push({
      key,
      start: first.start,
      end: tokens[last]!.end,
      spaced: first.spaced,
      entry,
      index: lexemes.length,
      clause: 0,
      aside: false,
    });
    i = last + 1;
  }
  return lexemes;
}

function numberEntry(text: string): Entry {
  return /^[0-9]+$/u.test(text) ? { number: Number(text) } : EMPTY;
}

/** Sets of lexicon lists, by key, for quick membership tests. */
const setOf = (list: readonly string[]): ReadonlySet<string> => new Set(list.map(keyOf));
const S = {
  fieldNow: setOf(L.FIELD_NOW_CUES),
  fieldWanted: setOf(L.FIELD_WANTED_CUES),
  fieldStudy: setOf(L.FIELD_STUDY_CUES),
  professional: setOf(L.PROFESSIONAL_ACTS),
  placeContext: setOf(L.PLACE_CONTEXT),
  origin: setOf(L.ORIGIN_MARKERS),
  motion: setOf(L.MOTION_WORDS),
  second: setOf(L.SECOND_ONE),
  branch: setOf(L.BRANCH_WORDS),
  home: setOf(L.HOME_NOUNS),
  sold: setOf(L.SOLD_THINGS),
  negationGap: setOf(L.NEGATION_GAP),
  attitude: setOf(L.ATTITUDE_WORDS),
  possessed: setOf(L.POSSESSED_MATTERS),
  starters: setOf(L.CLAUSE_STARTERS),
  aside: setOf(L.ASIDE_MARKERS),
  openers: setOf(L.CLAUSE_OPENERS),
  oblique: setOf(L.OBLIQUE_MARKERS),
  targetMarkers: setOf(L.TARGET_MARKERS),
  withMarkers: setOf(L.WITH_MARKERS),
  passive: setOf(L.PASSIVE_MARKERS),
  particles: setOf(L.PARTICLES),
  notPlace: setOf(L.NOT_PLACE_BEFORE),
  monthPrepositions: setOf(L.MONTH_PREPOSITIONS),
  ambiguousMonths: setOf(L.AMBIGUOUS_MONTHS),
  objectFiller: setOf(L.OBJECT_FILLERS),
  predicateStarters: setOf(L.PREDICATE_STARTERS),
  homecoming: setOf(L.HOMECOMING),
  requestVerbs: setOf(L.REQUEST_VERBS),
  askerFamily: setOf(L.ASKER_FAMILY),
  together: setOf(L.TOGETHER),
  selfIntroEndings: setOf(L.SELF_INTRO_ENDINGS),
  monthLeaders: setOf(L.MONTH_LEADERS),
  tripVerbs: setOf(L.TRIP_VERBS),
  splitGap: setOf(L.SPLIT_ACT_GAP),
  joining: setOf(L.JOINING_WORDS),
  running: setOf(L.RUNNING_MARKERS),
  escort: setOf(L.ESCORT_VERBS),
  greetings: setOf(L.GREETINGS),
  address: setOf(L.ADDRESS_TERMS),
  addressParticles: setOf(L.ADDRESS_PARTICLES),
  splitNotBefore: setOf(L.SPLIT_ACT_NOT_BEFORE),
};

const is = (lx: Lexeme | undefined, set: ReadonlySet<string>): boolean =>
  lx !== undefined && set.has(lx.key);

const isThai = (lx: Lexeme): boolean => scriptOf(lx.key[0]!) === 'thai';
const isLatin = (lx: Lexeme): boolean => scriptOf(lx.key[0]!) === 'latin';

// =============================================================================================
// 5. Clauses

interface Clause {
  from: number;
  /** One past the last lexeme. */
  to: number;
}

/** Punctuation that always ends a clause. */
const CLAUSE_END = new Set(['?', '!', ',', ';', ':', '\n', '…', '。']);

/**
 * Splits lexemes into clauses. A space between two Thai words ends a clause (Thai writers use a
 * space where English uses a comma or full stop) unless what follows is a particle that closes
 * the clause before it ("ตรงๆ ไหม"), or the word before is a verb standing alone that takes what
 * follows as its object ("สอบ กพ." — sit the civil-service exam). Spaces next to English words or
 * digits are only word breaks, and in text with a space between nearly every word, no space
 * ends a clause. Conjunctions (แต่ but, เพราะ because) start a clause; punctuation ends one.
 */
function splitClauses(lexemes: Lexeme[], text: string): Clause[] {
  // Some people put a space between every word: then spaces say nothing about clauses.
  const thaiGaps = lexemes.filter(
    (lx, k) => k > 0 && lx.spaced && isThai(lx) && isThai(lexemes[k - 1]!),
  );
  const spacedWriting =
    thaiGaps.length >= 4 && thaiGaps.length > lexemes.filter(isThai).length * 0.45;
  const clauses: Clause[] = [];
  let from = 0;
  const close = (to: number): void => {
    if (to > from) clauses.push({ from, to });
    from = to;
  };
  for (let k = 1; k < lexemes.length; k++) {
    const prev = lexemes[k - 1]!;
    const lx = lexemes[k]!;
    const gap = text.slice(prev.end, lx.start);
    if (CLAUSE_END.has(prev.key) || /\n/u.test(gap)) {
      close(k);
      continue;
    }
    if (prev.key === '.' && k >= 2 && isLatin(lexemes[k - 2]!)) {
      close(k);
      continue;
    }
    if (is(lx, S.starters) && k > from) {
      close(k);
      continue;
    }
    if (!lx.spaced || !isThai(prev) || !isThai(lx) || spacedWriting) continue;
    if (is(lx, S.particles) || lx.entry.form === 'yesno') continue;
    if (prev.entry.time?.kind === 'range' || lx.entry.time?.kind === 'range') continue;
    // A verb standing alone before a space takes what follows as its object ("สอบ กพ.").
    const chunkStart = lastSpaceBefore(lexemes, k - 1);
    if (chunkStart === k - 1 && isVerbLike(prev)) continue;
    close(k);
  }
  close(lexemes.length);
  clauses.forEach((c, i) => {
    for (let k = c.from; k < c.to; k++) lexemes[k]!.clause = i;
  });
  return clauses;
}

function lastSpaceBefore(lexemes: Lexeme[], k: number): number {
  let i = k;
  while (i > 0 && !lexemes[i]!.spaced) i--;
  return i;
}

function isVerbLike(lx: Lexeme): boolean {
  return lx.entry.act !== undefined || lx.entry.field !== undefined;
}

/** Marks the lexemes of each เรื่อง…, ตั้งแต่…, about… aside, to the end of its clause. */
function markAsides(lexemes: Lexeme[], clauses: Clause[]): void {
  for (const clause of clauses) {
    let inside = false;
    for (let k = clause.from; k < clause.to; k++) {
      const lx = lexemes[k]!;
      if (is(lx, S.aside)) inside = true;
      lx.aside = inside;
    }
  }
}

/**
 * Empties the greeting and the form of address to the fortune-teller (`ADDRESS_TERMS`): in
 * "สวัสดีค่ะอาจารย์ ขอดูดวงภาพรวม" the อาจารย์ is the reader, not a teacher (no study question).
 * After a greeting any address term is one; opening the text before a polite particle
 * ("อาจารย์คะ …") only one that names no line of work.
 */
function dropAddress(lexemes: Lexeme[]): void {
  let k = 0;
  const skipParticles = (): void => {
    while (is(lexemes[k], S.particles) || is(lexemes[k], S.addressParticles)) k++;
  };
  const greeted = is(lexemes[k], S.greetings);
  if (greeted) {
    lexemes[k]!.entry = EMPTY;
    k++;
    skipParticles();
  }
  const term = lexemes[k];
  if (!term || !is(term, S.address)) return;
  const next = lexemes[k + 1];
  const addressed = greeted || (!term.entry.field && is(next, S.addressParticles));
  if (addressed && k + 2 < lexemes.length) term.entry = EMPTY;
}

/**
 * Reads the acts written in two parts (`SPLIT_ACTS`): "หัวหน้าจะไล่เราออก" is a dismissal of the
 * asker, "หนี้จะหมด" a debt paid off. The first part takes the act; the last part is then no act
 * of its own (so "ให้เขาออกจากงาน" is not his resigning).
 */
function joinSplitActs(lexemes: Lexeme[]): void {
  for (const first of lexemes) {
    const splits = L.SPLIT_ACTS.filter((a) => keyOf(a.first) === first.key);
    if (splits.length === 0) continue;
    let negated = false;
    let nouns = 0;
    for (let k = first.index + 1; k < lexemes.length && k <= first.index + 4; k++) {
      const lx = lexemes[k]!;
      if (lx.clause !== first.clause) break;
      const split = splits.find((a) => a.last.some((w) => keyOf(w) === lx.key));
      if (split) {
        if (is(lexemes[k + 1], S.splitNotBefore)) break;
        first.entry = { ...first.entry, act: split.sense, notAct: false };
        lx.entry = { ...lx.entry, act: undefined, notAct: true };
        if (negated) first.negatedWithin = true;
        break;
      }
      if (lx.entry.negator) negated = true;
      if (is(lx, S.splitGap) || isPartyLexeme(lx)) continue;
      if (nouns++ > 0 || !isPlainWord(lx)) break;
    }
  }
}

// =============================================================================================
// The reading

interface Reading {
  norm: Normalised;
  lexemes: Lexeme[];
  clauses: Clause[];
  /** The party each pronoun (เขา, he …) stands for, by lexeme index. */
  pronouns: Map<number, FrameParty>;
  /** Fields stated for each party ("สามีเป็นทหาร"). */
  partyFields: Map<FrameParty, FrameField>;
}

/** Reads a question into its frame. */
export function readFrame(text: string): QuestionFrame {
  const norm = normalise(text);
  const lexemes = lex(tokenize(norm.text));
  dropAddress(lexemes);
  const clauses = splitClauses(lexemes, norm.text);
  markAsides(lexemes, clauses);
  joinSplitActs(lexemes);
  const reading: Reading = { norm, lexemes, clauses, pronouns: new Map(), partyFields: new Map() };
  resolvePronouns(reading);
  collectPartyFields(reading);

  const form = readForm(reading);
  const event = readEvent(reading, form.clause);
  const topic = readTopic(reading, event, form.clause);
  const about = readAbout(reading, event, topic, form.clause);
  const fields = readFields(reading, about);
  const frame: QuestionFrame = { topic, about, form: form.form };
  if (event) frame.event = event.event;
  const time = readTime(reading);
  if (time) frame.time = time;
  if (fields.now) frame.fieldNow = fields.now;
  if (fields.wanted) frame.fieldWanted = fields.wanted;
  const place = readPlace(reading);
  if (place) frame.place = place;
  const exclamation = readExclamation(reading);
  if (exclamation) frame.exclamation = exclamation;
  const relationship = readRelationship(reading);
  if (relationship) frame.relationship = relationship;
  return frame;
}

// =============================================================================================
// Parties and subjects

function partyOf(reading: Reading, lx: Lexeme | undefined): FrameParty | undefined {
  if (!lx) return undefined;
  if (lx.entry.self) return 'self';
  if (lx.entry.party) return lx.entry.party;
  if (lx.entry.pronoun) return reading.pronouns.get(lx.index);
  return undefined;
}

const isPartyLexeme = (lx: Lexeme): boolean =>
  lx.entry.self === true || lx.entry.party !== undefined || lx.entry.pronoun === true;

/**
 * เขา/เค้า (he, she) stands for the party named before it; with none named, for the person the
 * asker likes (crush) — or the partner when the text says they are together (คบกัน).
 */
function resolvePronouns(reading: Reading): void {
  const { lexemes } = reading;
  const together = lexemes.some(
    (lx) => lx.entry.relationship === 'partnered' || lx.key.startsWith('คบ'),
  );
  let named: FrameParty | undefined;
  for (const lx of lexemes) {
    if (lx.entry.party) named = lx.entry.party;
    else if (lx.entry.pronoun)
      reading.pronouns.set(lx.index, named ?? (together ? 'partner' : 'crush'));
  }
}

/** Nouns that may stand before a subject without being one ("ช่วงนี้เขา…"). */
function isSkippable(lx: Lexeme): boolean {
  return (
    is(lx, S.openers) ||
    lx.entry.exclamation === true ||
    (lx.entry.time !== undefined && lx.entry.time.kind !== 'unit') ||
    is(lx, S.particles)
  );
}

/** Words that begin a predicate: a clause's subject stands before them. */
function isPredicateStart(lx: Lexeme): boolean {
  return (
    (lx.entry.act !== undefined && !lx.entry.notAct) ||
    lx.entry.negator === true ||
    lx.entry.form !== undefined ||
    lx.entry.relationship !== undefined ||
    is(lx, S.predicateStarters)
  );
}

type Subject = { kind: 'party'; party: FrameParty } | { kind: 'thing' } | { kind: 'none' };

/**
 * A clause's own subject: the party standing before its predicate ("แฟนไม่ตอบแชท"), or a thing
 * ("งานจะหนักขึ้น" — the work will get heavier), or none ("จะเลิกกันไหม" — will [we] split?).
 * "สุขภาพแม่" (mother's health) has mother as its subject.
 */
function ownSubject(reading: Reading, c: number): Subject {
  const { lexemes } = reading;
  const clause = reading.clauses[c]!;
  for (let k = clause.from; k < clause.to; k++) {
    const lx = lexemes[k]!;
    if (isPartyLexeme(lx)) {
      if (k > clause.from && is(lexemes[k - 1], S.oblique)) continue;
      return { kind: 'party', party: partyOf(reading, lx) ?? 'other' };
    }
    if (is(lx, S.possessed)) {
      const owner = lexemes[k + 1];
      if (owner && k + 1 < clause.to && isPartyLexeme(owner)) {
        return { kind: 'party', party: partyOf(reading, owner) ?? 'other' };
      }
      // With no owner written, the matter is that of the person spoken of before: "ยายต้อง
      // รักษาตัว อาการจะดีขึ้นไหม" — grandma's condition.
      return { kind: 'none' };
    }
    if (isSkippable(lx)) continue;
    if (isPredicateStart(lx) || lx.key === CAUSATIVE_KEY) return { kind: 'none' };
    if (lx.entry.topic && lx.entry.topic[0] !== 'general' && !lx.entry.field) {
      return { kind: 'thing' };
    }
  }
  return { kind: 'none' };
}

const CAUSATIVE_KEY = keyOf(L.CAUSATIVE);

/**
 * The subject a clause speaks of: its own, or — with none — the one it continues from the clause
 * before ("แม่จะผ่าตัด จะปลอดภัยไหม": will [mother] be safe); a ควร (should) clause is always
 * the asker's own.
 */
function clauseSubject(reading: Reading, c: number): FrameParty | 'thing' {
  const own = ownSubject(reading, c);
  if (own.kind === 'party') return own.party;
  if (own.kind === 'thing') return 'thing';
  if (!continuesSubject(reading, c)) return 'self';
  return earlierSubject(reading, c) ?? 'self';
}

/** The person the clauses before clause c speak of, as long as they carry on one subject. */
function earlierSubject(reading: Reading, c: number): FrameParty | undefined {
  for (let i = c - 1; i >= 0; i--) {
    const earlier = ownSubject(reading, i);
    if (earlier.kind === 'thing') return undefined;
    if (earlier.kind === 'party') {
      // Only a person's own story continues (a boss or customers are not who a clause is about).
      return L.OUTSIDE_PARTIES.includes(earlier.party) ? undefined : earlier.party;
    }
    if (!continuesSubject(reading, i)) return undefined;
  }
  return undefined;
}

/**
 * A clause with no subject continues the one before, except a ควร (should), อยาก (want), โดน
 * (get …-ed) or "what do I do" (ทำยังไงดี) clause, which is the asker's own.
 */
function continuesSubject(reading: Reading, c: number): boolean {
  const words = clauseLexemes(reading, c).filter((lx) => !isSkippable(lx));
  const first = words[0];
  if (!first) return true;
  if (words.some((lx) => lx.key === 'ควร' || L.WHAT_TO_DO.includes(lx.key))) return false;
  if (clauseForm(reading, c) === 'decision') return false;
  return first.key !== 'อยาก' && !first.key.startsWith('อยาก') && !is(first, S.passive);
}

function clauseLexemes(reading: Reading, c: number): Lexeme[] {
  const clause = reading.clauses[c]!;
  return reading.lexemes.slice(clause.from, clause.to);
}

/** The parties a text names, in order (pronouns as resolved, partnered status as partner). */
function namedParties(reading: Reading): FrameParty[] {
  const parties: FrameParty[] = [];
  for (const lx of reading.lexemes) {
    const party = partyOf(reading, lx);
    if (party && party !== 'self') parties.push(party);
    else if (lx.entry.relationship === 'partnered') {
      parties.push(lx.key.startsWith('แต่งงาน') ? 'spouse' : 'partner');
    }
  }
  return parties;
}

/** Fields stated for parties other than the asker ("สามีเป็นทหาร": the husband is a soldier). */
function collectPartyFields(reading: Reading): void {
  const { lexemes } = reading;
  for (const lx of lexemes) {
    if (!lx.entry.field) continue;
    const before = lexemes[lx.index - 1];
    const owner = lexemes[lx.index - 2];
    if (before?.key === 'เป็น' && owner && owner.clause === lx.clause) {
      const party = partyOf(reading, owner);
      if (party && !reading.partyFields.has(party))
        reading.partyFields.set(party, lx.entry.field.field);
    }
  }
}

// =============================================================================================
// Form

interface FormReading {
  form: QuestionFrame['form'];
  /** The asked clause, when the question has one. */
  clause: number | undefined;
}

const FORM_RANK: Record<QuestionFrame['form'], number> = {
  when: 3,
  decision: 2,
  yesno: 1,
  open: 0,
};

/**
 * The question's form, first match wins: when (เมื่อไหร่) > decision (ควร…ไหม, …ดีไหม, A หรือ B
 * ดี) > yes/no (ไหม, ป่ะ, หรือเปล่า) > open. The clause holding it is the asked clause.
 */
function readForm(reading: Reading): FormReading {
  let best: FormReading = { form: 'open', clause: undefined };
  let openClause: number | undefined;
  reading.clauses.forEach((_, c) => {
    const form = clauseForm(reading, c);
    if (form === undefined) return;
    if (form === 'open') openClause ??= c;
    if (FORM_RANK[form] > FORM_RANK[best.form]) best = { form, clause: c };
  });
  if (best.form === 'open') best.clause = openClause;
  return best;
}

function clauseForm(reading: Reading, c: number): QuestionFrame['form'] | undefined {
  const words = clauseLexemes(reading, c);
  const marks = words.map((lx) => lx.entry.form);
  const has = (mark: L.FormMark): boolean => marks.includes(mark);
  if (has('when')) return 'when';
  if (words.some(isLatin) && !words.some(isThai)) return englishForm(words);

  const open = has('open');
  const yesno = has('yesno');
  const lastContent = [...words].reverse().find((lx) => !is(lx, S.particles) || lx.key === 'ดี');
  const endsGood = lastContent?.entry.form === 'good';
  if (has('should')) {
    if (open) return 'open';
    return 'decision';
  }
  for (let k = 0; k < words.length; k++) {
    const lx = words[k]!;
    if (lx.entry.form !== 'good') continue;
    const next = words[k + 1];
    const prev = words[k - 1];
    if (next?.entry.form === 'yesno' && isDecisionGood(words, k)) return 'decision';
    // "คนไหนดี", "อันไหนดีกว่ากัน" (which one is better?): nothing but particles after.
    const rest = words.slice(k + 1);
    const last = rest.every((w) => is(w, S.particles) || is(w, S.together));
    if (prev?.entry.form === 'which' && last) return 'decision';
  }
  if (has('or') && endsGood && !open) return 'decision';
  if (has('which') && endsGood) return 'decision';
  if (yesno) return 'yesno';
  if (open) return 'open';
  return undefined;
}

/**
 * Whether "ดี" before ไหม asks "is it a good idea?" (a decision). Not when ดี describes an area of
 * life ("ดวง…ดีไหม", "การเงิน…จะดีไหม": will it be good), is negated ("ไม่ดีไหม"), or describes a
 * thing got ("จะได้เกรดดีไหม": will I get a good grade).
 */
function isDecisionGood(words: Lexeme[], k: number): boolean {
  const before = words.slice(0, k);
  const prev = words[k - 1];
  if (before.some((w) => w.entry.form === 'luck')) return false;
  if (prev?.entry.negator) return false;
  if (before.some((w) => w.key === 'ได้')) return false;
  return true;
}

/** An English sentence: "Should I…" decides, "Will/Is/Do…" asks yes or no, "What/How" is open. */
function englishForm(words: Lexeme[]): QuestionFrame['form'] | undefined {
  const first = words.find((lx) => !is(lx, S.particles));
  const opener = first?.entry.form;
  if (words.some((lx) => lx.entry.form === 'en-good-idea')) return 'decision';
  if (opener === 'en-should') return 'decision';
  if (opener === 'en-aux') return 'yesno';
  if (opener === 'open') return 'open';
  const asks = words.some((lx) => lx.key === '?');
  if (asks && words.some((lx) => lx.entry.form === 'en-should')) return 'decision';
  return asks ? 'open' : undefined;
}

// =============================================================================================
// Event

interface Mention {
  event: FrameEvent;
  lexeme: Lexeme;
  sense: L.ActSense;
  /** The text names this act's roles by borrowing/lending (for repay). */
  moneyRoles?: { debtor: FrameParty; creditor: FrameParty | undefined };
}

interface EventReading {
  event: FrameEvent;
  clause: number;
  sense: L.ActSense;
  /** Every act the text names (outside asides). */
  mentions: Mention[];
}

/**
 * The event: the act in the asked clause, else the first act in the text — never one inside a
 * เรื่อง… aside. Borrowing or lending with any paying back is repay (the question turns on the
 * money coming back), with the borrower as actor.
 */
function readEvent(reading: Reading, asked: number | undefined): EventReading | undefined {
  const mentions = readMentions(reading).filter((m) => !m.lexeme.aside);
  if (mentions.length === 0) return undefined;
  const chosen =
    (asked !== undefined && mentions.find((m) => m.lexeme.clause === asked)) || mentions[0]!;
  let event = { ...chosen.event };
  // A loan (or a debt to a person) in the text and money given back (คืน): repay, with the
  // loan's borrower as actor. Paying a debt in general (ใช้หนี้) keeps its own roles, and so does
  // the paying back of a loan to someone unnamed ("เงินที่ให้ยืมไปจะได้คืนไหม").
  const money = mentions.find((m) => m.moneyRoles);
  const repayment = mentions.find((m) => m.event.act === 'repay' && m.sense.returns);
  const moneyAct = event.act === 'borrow' || event.act === 'lend' || event.act === 'repay';
  if (moneyAct && repayment && (event.act !== 'repay' || chosen.sense.returns)) {
    if (money) event = repayFrom(money);
    else if (event.act === 'lend') event = { ...repayment.event };
  }
  // Negated when the text says the act did not happen, anywhere ("ไม่คืน … จะได้คืนไหม").
  delete event.negated;
  if (mentions.some((m) => m.event.act === event.act && m.event.negated)) event.negated = true;
  return { event, clause: chosen.lexeme.clause, sense: chosen.sense, mentions };
}

function repayFrom(money: Mention): FrameEvent {
  const { debtor, creditor } = money.moneyRoles!;
  return creditor
    ? { act: 'repay', actor: debtor, target: creditor }
    : { act: 'repay', actor: debtor };
}

/** Every act the text names, with its roles. */
function readMentions(reading: Reading): Mention[] {
  const mentions: Mention[] = [];
  for (const lx of reading.lexemes) {
    const sense = lx.entry.act ?? impliedAct(reading, lx, mentions);
    if (!sense || lx.entry.notAct) continue;
    const resolved = resolveSense(reading, lx, sense);
    if (!resolved) continue;
    const roles = assignRoles(reading, lx, resolved, mentions);
    if (!roles) continue;
    const event: FrameEvent = { act: resolved.act, actor: roles.actor };
    if (roles.target && roles.target !== roles.actor) event.target = roles.target;
    if (isNegated(reading, lx)) event.negated = true;
    const mention: Mention = { event, lexeme: lx, sense: resolved };
    if (resolved.act === 'borrow') {
      mention.moneyRoles = { debtor: event.actor, creditor: event.target };
    } else if (resolved.act === 'lend' && event.target) {
      mention.moneyRoles = { debtor: event.target, creditor: event.actor };
    } else if (resolved.act === 'owe' && event.target) {
      // "ติดหนี้เพื่อนอยู่ จะใช้คืนได้เมื่อไหร่": paying back is paying that friend.
      mention.moneyRoles = { debtor: event.actor, creditor: event.target };
    }
    mentions.push(mention);
  }
  return mentions;
}

/**
 * Acts said without their verb: "จะไปญี่ปุ่น" (go to Japan) is a trip; "เพื่อนขอยืมเงิน ควรให้
 * ไหม" (should I give it) is lending.
 */
function impliedAct(reading: Reading, lx: Lexeme, earlier: Mention[]): L.ActSense | undefined {
  const next = reading.lexemes[lx.index + 1];
  if (
    is(lx, S.tripVerbs) &&
    next?.entry.place &&
    next.clause === lx.clause &&
    placeIsReal(reading, next)
  ) {
    return { act: 'travel', roles: 'solo' };
  }
  if (
    lx.key === CAUSATIVE_KEY &&
    (next === undefined || next.entry.form || is(next, S.particles))
  ) {
    const borrowed = earlier.some((m) => m.event.act === 'borrow' && m.event.actor !== 'self');
    if (borrowed) return { act: 'lend', roles: 'toward' };
  }
  return undefined;
}

/**
 * Checks an act word's guard and settles which act it is: ย้าย (move) is a transfer when a
 * branch is named or the mover is posted by the state (teachers, police, soldiers); ยืม after
 * ให้ is lending; เปิดร้าน is a second shop when the text says so.
 */
function resolveSense(reading: Reading, lx: Lexeme, sense: L.ActSense): L.ActSense | undefined {
  const { lexemes } = reading;
  const next = lexemes[lx.index + 1];
  const sameClause = (k: Lexeme | undefined): k is Lexeme =>
    k !== undefined && k.clause === lx.clause;
  const after = lexemes.filter((k) => k.clause === lx.clause && k.index > lx.index);
  switch (sense.guard) {
    case 'needs-place': {
      if (sense.act === 'move' && lx.key.startsWith('ย้าย')) {
        if (after.some((k) => is(k, S.branch)))
          return { ...sense, act: 'transfer', roles: 'transfer' };
        const mover = actorHint(reading, lx);
        const field = mover === 'self' ? selfField(reading) : reading.partyFields.get(mover);
        if (field && L.POSTED_FIELDS.includes(field)) {
          return { ...sense, act: 'transfer', roles: 'transfer' };
        }
      }
      const placeHere = sense.forWork
        ? after.some((k) => k.entry.place)
        : lexemes.some((k) => k.entry.place && placeIsReal(reading, k));
      // A home named, or a home matter (neighbours, the landlord), makes ย้าย a move of home.
      const homeHere = lexemes.some(
        (k) => is(k, S.home) || k.entry.topic?.[0] === 'home' || k.entry.party === 'landlord',
      );
      if (!placeHere && !(homeHere && !sense.forWork)) return undefined;
      return sense;
    }
    case 'romantic': {
      if (next && (is(next, S.home) || next.entry.topic?.[0] === 'health')) return undefined;
      const romance = namedParties(reading).some((p) => L.ROMANTIC_PARTIES.includes(p));
      return romance ? sense : undefined;
    }
    case 'person-return': {
      // "กลับมาทัก" (message again): กลับมา marks the act after it, which is the event.
      const act = next && sameClause(next) ? next.entry.act?.act : undefined;
      if (act && act !== 'reconcile' && L.RELATIONAL_ACTS.includes(act)) return undefined;
      const following = after.find((k) => !is(k, S.particles) && k.key !== 'จะ');
      if (
        following &&
        (following.entry.place || is(following, S.home) || is(following, S.homecoming))
      ) {
        return undefined;
      }
      const subject = actorHint(reading, lx);
      const romance = namedParties(reading).some((p) => L.ROMANTIC_PARTIES.includes(p));
      return subject !== 'self' || romance ? sense : undefined;
    }
    case 'person-object': {
      if (!sameClause(next) || next.key === 'ไว้') return undefined;
      return sense;
    }
    case 'not-request': {
      const hasSubject = subjectBefore(reading, lx) !== undefined;
      const objectNext = sameClause(next) && isPartyLexeme(next);
      if (sameClause(next) && is(next, S.requestVerbs)) {
        return undefined;
      }
      return hasSubject || objectNext ? sense : undefined;
    }
    case 'thing-object': {
      const object = after.slice(0, 3).find((k) => is(k, S.sold));
      return object ? sense : undefined;
    }
    case 'studying': {
      if (next?.entry.negator && lexemes[lx.index + 2]?.key === 'ไหว') return undefined;
      return sense;
    }
    default:
      break;
  }
  if (sense.act === 'borrow' && isLending(reading, lx)) return { ...sense, act: 'lend' };
  if (isRunningBusiness(reading, lx)) return undefined;
  if (sense.opensBusiness) {
    const secondOne = after.some((k) => is(k, S.second) || k.key.includes('สอง'));
    if (secondOne) return { ...sense, act: 'expand-business' };
  }
  return sense;
}

/** "ให้ X ยืม" / "ให้ยืม": let (X) borrow — lending. */
function isLending(reading: Reading, lx: Lexeme): boolean {
  const before = reading.lexemes[lx.index - 1];
  const twoBefore = reading.lexemes[lx.index - 2];
  if (before?.key === CAUSATIVE_KEY) return true;
  return twoBefore?.key === CAUSATIVE_KEY && before !== undefined && isPartyLexeme(before);
}

function selfField(reading: Reading): FrameField | undefined {
  return readFields(reading, 'self').now;
}

/** Who is doing an act, before the full role rules (for guards). */
function actorHint(reading: Reading, lx: Lexeme): FrameParty {
  const subject = subjectBefore(reading, lx);
  if (subject) return subject;
  const clause = clauseSubject(reading, lx.clause);
  return clause === 'thing' ? 'self' : clause;
}

/**
 * The party doing a verb, named in its clause: the nearest party before it that is not after a
 * preposition (กับ with, หา to …) and not the object of an earlier verb.
 */
function subjectBefore(reading: Reading, lx: Lexeme): FrameParty | undefined {
  const { lexemes } = reading;
  const clause = reading.clauses[lx.clause]!;
  let subject: FrameParty | undefined;
  let sawVerb = false;
  for (let k = clause.from; k < lx.index; k++) {
    const w = lexemes[k]!;
    if (w.entry.act && !w.entry.notAct) sawVerb = true;
    if (!isPartyLexeme(w) || sawVerb) continue;
    if (k > clause.from && is(lexemes[k - 1], S.oblique)) continue;
    subject = partyOf(reading, w);
  }
  return subject;
}

/** The person an act is done to, after the verb in its clause, and the word that led to them. */
function objectAfter(
  reading: Reading,
  lx: Lexeme,
): { party: FrameParty; marker: string | undefined } | undefined {
  const { lexemes } = reading;
  const clause = reading.clauses[lx.clause]!;
  let marker: string | undefined;
  for (let k = lx.index + 1; k < clause.to && k <= lx.index + 5; k++) {
    const w = lexemes[k]!;
    const party = partyOf(reading, w);
    if (party) return { party, marker };
    if (is(w, S.targetMarkers)) marker = w.key;
    else if (k === lx.index + 1 && lx.entry.act?.serial && isPlainWord(w)) continue;
    else if (!is(w, S.objectFiller)) return undefined;
  }
  return undefined;
}

/** A word with no part in the frame's grammar: no act, person, negator, time or particle. */
function isPlainWord(lx: Lexeme): boolean {
  const { entry } = lx;
  return (
    isThai(lx) &&
    !entry.act &&
    !entry.negator &&
    !entry.form &&
    !entry.time &&
    !isPartyLexeme(lx) &&
    !is(lx, S.particles)
  );
}

/** A party after กับ/with anywhere in the clause: the companion of a solo act. */
function companion(reading: Reading, lx: Lexeme): FrameParty | undefined {
  const words = clauseLexemes(reading, lx.clause);
  for (let k = 0; k + 1 < words.length; k++) {
    if (is(words[k], S.withMarkers) && words[k]!.index > lx.index) {
      const party = partyOf(reading, words[k + 1]);
      if (party && party !== 'self') return party;
    }
  }
  return undefined;
}

/**
 * The person an act with no named object is aimed at when the asker does it: for break-ups and
 * making up, the one in the romance; for lending, the one who asked to borrow; otherwise the first
 * person named ("แฟนเก่าทักมา ควรตอบไหม": reply to the ex).
 */
function salientParty(reading: Reading, act: FrameAct, earlier: Mention[]): FrameParty | undefined {
  const parties = namedParties(reading);
  if (act === 'lend') {
    const asker = earlier.find((m) => m.event.act === 'borrow' && m.event.actor !== 'self');
    if (asker) return asker.event.actor;
  }
  if (['break-up', 'reconcile', 'confess', 'propose'].includes(act)) {
    const romance = parties.find((p) => L.ROMANTIC_PARTIES.includes(p));
    if (romance) return romance;
  }
  return parties[0];
}

/** The act's own subject: named before it, after causative ให้, or continued from earlier. */
function actorOf(reading: Reading, lx: Lexeme): FrameParty {
  const { lexemes } = reading;
  const before = lexemes[lx.index - 1];
  const twoBefore = lexemes[lx.index - 2];
  // ให้ X ทำ: "let/make X do" — X does it; a bare ให้ makes the asker do it.
  if (before?.key === CAUSATIVE_KEY && before.clause === lx.clause) return 'self';
  if (twoBefore?.key === CAUSATIVE_KEY && before && isPartyLexeme(before)) {
    return partyOf(reading, before) ?? 'other';
  }
  const clauseWords = clauseLexemes(reading, lx.clause).filter((w) => w.index < lx.index);
  const escort = clauseWords.find((w) => is(w, S.escort));
  const act = lx.entry.act?.act;
  if (escort && act && L.ESCORTED_ACTS.includes(act)) return escortedParty(reading, escort);
  if (clauseWords.some((w) => w.key === 'ควร')) return 'self';
  const subject = subjectBefore(reading, lx);
  if (subject) return subject;
  // A decision ("…ดีไหม": is it good to …?) is the asker's own.
  if (clauseForm(reading, lx.clause) === 'decision') return 'self';
  const clause = clauseSubject(reading, lx.clause);
  return clause === 'thing' ? 'self' : clause;
}

/**
 * The one taken along by พา: named after it ("พาแม่ไปหาหมอ"), or else the person the text spoke
 * of before ("หลานป่วยบ่อย ควรพาไปหาหมอไหม": the nephew); else the asker.
 */
function escortedParty(reading: Reading, escort: Lexeme): FrameParty {
  const next = reading.lexemes[escort.index + 1];
  const named = next && next.clause === escort.clause ? partyOf(reading, next) : undefined;
  return named ?? earlierSubject(reading, escort.clause) ?? 'self';
}

/** Actor and target of one act mention, by its role scheme (see `RoleScheme`). */
function assignRoles(
  reading: Reading,
  lx: Lexeme,
  sense: L.ActSense,
  earlier: Mention[],
): { actor: FrameParty; target?: FrameParty } | undefined {
  const subject = actorOf(reading, lx);
  const object = objectAfter(reading, lx);
  const act = sense.act;
  switch (sense.roles) {
    case 'toward': {
      if (act === 'lend' || (act === 'borrow' && isLending(reading, lx))) {
        const lender = lendingSubject(reading, lx);
        const borrower =
          lendingBorrower(reading, lx) ?? object?.party ?? salientParty(reading, 'lend', earlier);
        return { actor: lender, target: borrower };
      }
      if (act === 'cheat') {
        const target =
          object?.party ?? (['partner', 'spouse'].includes(subject) ? 'self' : undefined);
        return { actor: subject, target };
      }
      // Between several people (พ่อแม่, they) with no one else named: no target.
      if (L.GROUP_PARTIES.includes(subject) && !object) return { actor: subject };
      const target =
        object?.party ?? (subject !== 'self' ? 'self' : salientParty(reading, act, earlier));
      return { actor: subject, target };
    }
    case 'mutual': {
      const group = L.GROUP_PARTIES.includes(subject);
      if (group) return { actor: subject };
      if (subject !== 'self') {
        // Between two others ("น้องทะเลาะกับแม่"): the first does it with the one named.
        if (object && object.party !== 'self') {
          const both = combine(subject, object.party);
          return both === 'parents' ? { actor: both } : { actor: subject, target: object.party };
        }
        return { actor: 'self', target: subject };
      }
      return { actor: 'self', target: object?.party ?? salientParty(reading, act, earlier) };
    }
    case 'solo':
      return { actor: subject, target: companion(reading, lx) };
    case 'self-only': {
      const next = reading.lexemes[lx.index + 1];
      const person = next && next.clause === lx.clause ? partyOf(reading, next) : undefined;
      return { actor: subject, target: person };
    }
    case 'employer': {
      const target =
        (object && object.party !== 'boss' ? object.party : undefined) ??
        (subject !== 'boss' ? subject : 'self');
      return { actor: 'boss', target };
    }
    case 'transfer': {
      if (subject === 'boss') return { actor: object?.party ?? 'self' };
      return { actor: subject };
    }
    case 'borrow': {
      if (isLending(reading, lx)) {
        const lender = lendingSubject(reading, lx);
        return {
          actor: lender,
          target: lendingBorrower(reading, lx) ?? salientParty(reading, 'lend', earlier),
        };
      }
      const lender = object?.party ?? (subject !== 'self' ? 'self' : undefined);
      return { actor: subject, target: lender };
    }
    case 'repay': {
      const target = object?.party ?? (subject !== 'self' ? 'self' : undefined);
      return { actor: subject, target };
    }
    case 'repay-received': {
      const other = namedParties(reading)[0] ?? 'other';
      return { actor: other, target: 'self' };
    }
    case 'owe':
      return { actor: subject, target: object?.party };
  }
}

/** Two people named together (พ่อ … แม่) are the parents. */
function combine(a: FrameParty, b: FrameParty): FrameParty {
  const pair = [a, b].sort().join('+');
  return pair === 'father+mother' ? 'parents' : a;
}

/** The lender in "X ให้ Y ยืม": X, or the asker. */
function lendingSubject(reading: Reading, lx: Lexeme): FrameParty {
  const { lexemes } = reading;
  let k = lx.index - 1;
  while (k >= 0 && lexemes[k]!.key !== CAUSATIVE_KEY) k--;
  const give = lexemes[k];
  return (give && subjectBefore(reading, give)) ?? 'self';
}

/** The borrower in "ให้ Y ยืม": Y. */
function lendingBorrower(reading: Reading, lx: Lexeme): FrameParty | undefined {
  const before = reading.lexemes[lx.index - 1];
  const give = reading.lexemes[lx.index - 2];
  if (before && give?.key === CAUSATIVE_KEY && isPartyLexeme(before))
    return partyOf(reading, before);
  return undefined;
}

/**
 * A negator's scope is the verb right after it (allowing ได้, เคย, จะ, ค่อย between): "ไม่เคยชวน"
 * never invites, "อ่านไม่ตอบ" does not reply.
 */
function isNegated(reading: Reading, lx: Lexeme): boolean {
  const { lexemes } = reading;
  if (lx.negatedWithin) return true;
  let k = lx.index - 1;
  while (k >= 0 && is(lexemes[k], S.negationGap) && lexemes[k]!.clause === lx.clause) k--;
  const before = lexemes[k];
  if (before?.entry.negator && before.clause === lx.clause) return true;
  // English: "never paid", "didn't reply" — a negator a word or two before the verb.
  if (isLatin(lx)) {
    for (let j = lx.index - 1; j >= 0 && j >= lx.index - 3; j--) {
      const w = lexemes[j]!;
      if (w.clause !== lx.clause) break;
      if (w.entry.negator) return true;
    }
  }
  return false;
}

// =============================================================================================
// Topic

/**
 * What the question turns on, in this order: a decisive luck or legal word (a lucky colour for an
 * interview is luck; a divorce in court is legal); the asked clause's act; the asked clause's own
 * words; the event; all the words; the people named; else general.
 */
function readTopic(
  reading: Reading,
  event: EventReading | undefined,
  asked: number | undefined,
): FrameTopic {
  const topic = topicByPrecedence(reading, event, asked);
  // A lawyer's case is their work (`FIELD_MATTERS`): the matter of their own trade is work.
  const field = readFields(reading, 'self').now;
  return field && L.FIELD_MATTERS[field] === topic ? 'work' : topic;
}

function topicByPrecedence(
  reading: Reading,
  event: EventReading | undefined,
  asked: number | undefined,
): FrameTopic {
  const cues = reading.lexemes.filter((lx) => lx.entry.topic && cueCounts(lx));
  const decisive = (topic: FrameTopic): boolean =>
    cues.some((lx) => lx.entry.topic![0] === topic && lx.entry.topic![1] >= 3);
  if (decisive('luck')) return 'luck';
  if (decisive('legal')) return 'legal';
  const eventTopic = event ? topicOfEvent(reading, event) : undefined;
  if (event && eventTopic && event.clause === asked) return eventTopic;
  // A family member's drinking or gambling is a family matter; the asker's own is health.
  if (asked !== undefined && reading.lexemes.some((lx) => L.HABIT_WORDS.includes(lx.key))) {
    const subject = clauseSubject(reading, asked);
    if (subject !== 'thing' && L.PARTY_TOPIC[subject] === 'family') return 'family';
  }
  const askedTopic =
    asked !== undefined
      ? strongestTopic(
          cues.filter((lx) => lx.clause === asked),
          2,
        )
      : undefined;
  if (askedTopic) return askedTopic;
  // "เป็นพยาบาลเข้าเวรดึก แฟนจะเข้าใจไหม": the asked clause is about the asker and a person.
  const other = asked !== undefined ? relationAsked(reading, event, asked) : undefined;
  const relationTopic = other ? L.PARTY_TOPIC[other] : undefined;
  if (relationTopic) return relationTopic;
  if (eventTopic) return eventTopic;
  const continued = asked !== undefined ? continuedTopic(reading, cues, asked) : undefined;
  if (continued) return continued;
  const anyTopic = strongestTopic(cues);
  if (anyTopic) return anyTopic;
  // With nothing else to go on, a person's stated line of work makes it a work question.
  const fields = readFields(reading, 'self');
  if (fields.now || fields.wanted) return 'work';
  if (asked !== undefined) {
    const subject = clauseSubject(reading, asked);
    if (subject !== 'thing' && reading.partyFields.has(subject)) return 'work';
    const topic = subject !== 'thing' ? L.PARTY_TOPIC[subject] : undefined;
    if (topic) return topic;
  }
  for (const party of namedParties(reading)) {
    const topic = L.PARTY_TOPIC[party];
    if (topic) return topic;
  }
  return 'general';
}

/**
 * A clause with no subject and no words of its own carries on the one before it: "แต่งงานมา 3 ปี
 * ยังไม่มีลูก จะมีเมื่อไหร่" (married three years, no child yet — when will [I] have one?) asks
 * about the child, not the marriage; "ทำงานหนัก ไม่มีเวลาให้แฟน จะไปรอดไหม" about the partner.
 * Its topic is that of the nearest clause before it with a topic word, or else a person.
 */
function continuedTopic(reading: Reading, cues: Lexeme[], asked: number): FrameTopic | undefined {
  if (ownSubject(reading, asked).kind !== 'none' || !continuesSubject(reading, asked)) {
    return undefined;
  }
  for (let c = asked - 1; c >= 0; c--) {
    const topic = strongestTopic(cues.filter((lx) => lx.clause === c));
    if (topic) return topic;
    for (const lx of clauseLexemes(reading, c)) {
      const party = partyOf(reading, lx);
      const partyTopic = party ? L.PARTY_TOPIC[party] : undefined;
      if (partyTopic) return partyTopic;
    }
  }
  return undefined;
}

/**
 * The person close to the asker (partner, family, friend) whose relation with the asker the asked
 * clause turns on, when it names no matter of its own: their attitude to the asker ("แฟนจะเข้าใจ
 * ไหม", will my partner understand), or the asker's joining what they do ("แฟนจะย้ายไปทำงาน
 * ญี่ปุ่น ควรไปด้วยไหม", should I go along). Not when the text turns on a shared activity (money,
 * a trip) whose topic holds whoever takes part ("ยังไม่คืนเงินเพื่อน เพื่อนจะโกรธไหม" is money).
 */
function relationAsked(
  reading: Reading,
  event: EventReading | undefined,
  asked: number,
): FrameParty | undefined {
  const words = clauseLexemes(reading, asked);
  if (words.some((lx) => lx.entry.act && !lx.entry.notAct)) return undefined;
  const e = event?.event;
  if (e && L.SHARED_ACTS.includes(e.act)) return undefined;
  const close = (p: FrameParty): boolean => L.CLOSE_TOPICS.includes(L.PARTY_TOPIC[p] ?? 'general');
  const own = ownSubject(reading, asked);
  if (own.kind === 'party') {
    const attitude = words.some((lx) => is(lx, S.attitude));
    return attitude && close(own.party) ? own.party : undefined;
  }
  if (own.kind !== 'none' || !e || !close(e.actor) || event!.clause >= asked) return undefined;
  if (continuesSubject(reading, asked)) return undefined;
  return words.some((lx) => is(lx, S.joining)) ? e.actor : undefined;
}

/** A luck word inside a trade ("แผงลอตเตอรี่", a lottery stall) is work, not luck. */
function cueCounts(lx: Lexeme): boolean {
  return !(lx.entry.topic![0] === 'luck' && lx.entry.field);
}

function strongestTopic(cues: Lexeme[], atLeast = 0): FrameTopic | undefined {
  const scores = new Map<FrameTopic, number>();
  for (const lx of cues) {
    const [topic, weight] = lx.entry.topic!;
    scores.set(topic, (scores.get(topic) ?? 0) + (lx.aside ? weight / 2 : weight));
  }
  let best: FrameTopic | undefined;
  let bestScore = atLeast - 0.5;
  for (const [topic, score] of scores) {
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return best;
}

/** The topic an event belongs to (see `ACT_TOPIC`, `RELATIONAL_ACTS`). */
function topicOfEvent(reading: Reading, { event, mentions }: EventReading): FrameTopic | undefined {
  const { act } = event;
  if (L.RELATIONAL_ACTS.includes(act)) {
    const other = event.target && event.target !== 'self' ? event.target : event.actor;
    const topic = L.PARTY_TOPIC[other];
    if (!topic && other === 'self' && L.ROMANCE_ACTS.includes(act)) return 'love';
    return topic;
  }
  switch (act) {
    case 'move': {
      // Moving to work elsewhere is work; moving home is home; a bare ย้าย goes by the words.
      const moves = mentions.filter((m) => m.event.act === 'move');
      if (moves.some((m) => m.sense.forWork)) return 'work';
      if (moves.some((m) => m.sense.forHome)) return 'home';
      const cues = reading.lexemes.filter((lx) =>
        ['work', 'home'].includes(lx.entry.topic?.[0] ?? ''),
      );
      return strongestTopic(cues) ?? 'home';
    }
    case 'buy':
    case 'sell':
      return reading.lexemes.some((lx) => is(lx, S.home) || lx.key === 'ที่ดิน') ? 'home' : 'money';
    case 'exam': {
      // An entrance exam for a job (สอบครูผู้ช่วย, สอบเป็นตำรวจ) is work; others are study.
      const exams = mentions.filter((m) => m.event.act === 'exam');
      const forJob = exams.some((m) => {
        const after = reading.lexemes.slice(m.lexeme.index + 1, m.lexeme.index + 3);
        return after.some((lx) => lx.entry.field?.entrance);
      });
      return forJob || readFields(reading, event.actor).wanted ? 'work' : 'study';
    }
    case 'apply':
    case 'interview': {
      // For a school or a scholarship (ทุน, มหาลัย), studying; else a job.
      const forStudy = mentions
        .filter((m) => m.event.act === act)
        .some((m) =>
          reading.lexemes
            .slice(m.lexeme.index, m.lexeme.index + 4)
            .some((lx) => lx.key.includes('เรียน') || lx.key === 'ไปเรียน'),
        );
      return forStudy || studyPlace(reading) ? 'study' : 'work';
    }
    case 'forget':
      return undefined;
    default:
      return L.ACT_TOPIC[act];
  }
}

/** An application or interview for a school or a scholarship (ทุน, มหาลัย). */
function studyPlace(reading: Reading): boolean {
  return reading.lexemes.some((lx) => L.STUDY_PLACES.some((w) => lx.key.includes(w)));
}

// =============================================================================================
// About

/**
 * Whose matter it is: the asker's, unless the asked clause is about another person's own matter
 * — their health, exam, job, their doings between themselves ("พ่อแม่จะหย่าไหม"). The asker's
 * relationship with someone ("แม่จะเข้าใจไหม") stays the asker's.
 */
function readAbout(
  reading: Reading,
  event: EventReading | undefined,
  topic: FrameTopic,
  asked: number | undefined,
): FrameParty {
  const clause = asked ?? reading.clauses.length - 1;
  if (topic === 'love') return romanceOf(reading, clause, event?.event);
  if (['friends', 'luck', 'general', 'money', 'home', 'legal', 'travel'].includes(topic)) {
    return 'self';
  }
  const words = clauseLexemes(reading, clause);
  if (words.some((lx) => lx.entry.self)) return 'self';
  if (words.some((lx) => is(lx, S.attitude))) return 'self';
  if (words.some((lx) => is(lx, S.askerFamily))) return 'self';
  // Doing something together (กัน, ด้วยกัน) with someone makes the asker one side of it.
  const together = words.some((lx) => is(lx, S.together));
  if (together && ownSubject(reading, clause).kind !== 'party') return 'self';
  const e = event?.event;
  if (e && (e.actor === 'self' || e.target === 'self')) return 'self';
  // What passes between two others is not one person's own matter: between the parents it is
  // theirs ("พ่อจะช่วยแม่ไหม"); between others of the family it is the asker's family matter
  // ("พี่ชายจะช่วยดูแลพ่อไหม": will my brother help look after father).
  if (e?.target && L.RELATIONAL_ACTS.includes(e.act)) {
    return combine(e.actor, e.target) === 'parents' ? 'parents' : 'self';
  }
  let subject = clauseSubject(reading, clause);
  if (subject === 'thing') return 'self';
  // "อยากให้พ่อกับแม่คืนดีกัน จะเป็นไปได้ไหม": a clause asking after others' act is theirs.
  const continues =
    ownSubject(reading, clause).kind === 'none' && continuesSubject(reading, clause);
  if (subject === 'self' && e && e.actor !== 'self' && continues) subject = e.actor;
  if (subject === 'self' || L.OUTSIDE_PARTIES.includes(subject)) return 'self';
  if (e && e.target && combine(e.actor, e.target) === 'parents') return 'parents';
  return subject;
}

/**
 * A love question is the asker's own romance, unless it asks after a relative's or a friend's
 * ("ลูกสาวจะแต่งงานเมื่อไหร่": when will my daughter marry). A clause with no subject carries on
 * the person before it ("น้องสาวจะแต่งงานปีหน้า จะราบรื่นไหม": the sister's wedding) — but not
 * into the asker's romance ("แม่จะย้ายมาอยู่ด้วย จะทะเลาะกับแฟนไหม": mother and my partner).
 */
function romanceOf(reading: Reading, clause: number, event: FrameEvent | undefined): FrameParty {
  const own = ownSubject(reading, clause);
  let party: FrameParty | 'thing' = own.kind === 'party' ? own.party : 'self';
  if (own.kind === 'none') {
    party = clauseSubject(reading, clause);
    const romantic = event?.target && L.ROMANTIC_PARTIES.includes(event.target);
    if (romantic || (event && event.actor !== party)) return 'self';
  }
  if (party === 'thing' || party === 'self') return 'self';
  const words = clauseLexemes(reading, clause);
  if (words.some((lx) => lx.entry.self || is(lx, S.attitude))) return 'self';
  const family = L.PARTY_TOPIC[party] === 'family' || party === 'friend';
  return family && party !== 'parents' ? party : 'self';
}

// =============================================================================================
// Fields of work

/**
 * The `about` person's line of work now and the one wanted. A field word counts when the person
 * describes themselves by it — at the start ("พยาบาลเวรดึก…" a night-shift nurse…), after เป็น
 * (am), ทำงาน (work at), "I'm a" — or wants it: after อยาก (want), เปลี่ยนไป (change to), สอบ
 * (the entrance exam for). A subject of study (เรียนวิศวะ) is not a field.
 */
function readFields(
  reading: Reading,
  about: FrameParty,
): { now?: FrameField; wanted?: FrameField } {
  const { lexemes } = reading;
  const now: FrameField[] = [];
  const wanted: FrameField[] = [];
  const firstClause = reading.clauses.findIndex((c) =>
    reading.lexemes.slice(c.from, c.to).some((lx) => !lx.entry.exclamation),
  );
  for (const lx of lexemes) {
    const sense = lx.entry.field;
    if (!sense) continue;
    const clause = reading.clauses[lx.clause]!;
    const before = lexemes.slice(clause.from, lx.index);
    const prev = lexemes[lx.index - 1];
    const next = lexemes[lx.index + 1];
    if (prev && prev.clause === lx.clause && is(prev, S.fieldStudy)) continue;
    const owner = subjectBefore(reading, lx) ?? clauseOwner(reading, lx);
    if (owner !== about) continue;
    const examFor = prev?.key === 'สอบ' && sense.entrance;
    const opensShop = lx.entry.act?.opensBusiness === true;
    const wantCue = before.some(
      (w) =>
        is(w, S.fieldWanted) ||
        ['apply', 'resign', 'start-business'].includes(w.entry.act?.act ?? ''),
    );
    const ongoing =
      lexemes
        .slice(lx.index + 1, lx.index + 3)
        .some((w) => w.clause === lx.clause && w.key === 'อยู่') || isRunningBusiness(reading, lx);
    if ((wantCue || examFor || opensShop) && !ongoing) {
      if (prev?.key === 'สอบ' && !sense.entrance) continue;
      wanted.push(sense.field);
      continue;
    }
    // "เป็นพยาบาล", "ทำงานสายไอที", "ทำงานที่โรงแรม": a describing word just before.
    const described = lexemes
      .slice(Math.max(clause.from, lx.index - 2), lx.index)
      .some((w) => is(w, S.fieldNow));
    const firstWord = before.every((w) => isSkippable(w) || w.entry.self);
    // "หมอนัด…", "ตำรวจจะจับ…": a professional acting, not the asker's own job.
    const acting = lexemes
      .slice(lx.index + 1, lx.index + 3)
      .some((w) => w.clause === lx.clause && is(w, S.professional));
    const selfIntro =
      firstWord && !acting && (lx.clause === firstClause || is(next, S.selfIntroEndings));
    if (described || selfIntro || ongoing) now.push(sense.field);
  }
  const fieldNow = now.find((f) => f !== 'freelance') ?? now[0];
  const fieldWanted = wanted.find((f) => f !== fieldNow);
  const result: { now?: FrameField; wanted?: FrameField } = {};
  if (fieldNow) result.now = fieldNow;
  if (fieldWanted) result.wanted = fieldWanted;
  return result;
}

/**
 * A shop opened and running: "เปิดร้านอาหารมาปีนึง" (have run a restaurant for a year), "เปิดร้าน
 * อยู่" — the asker's trade now, not a business to start. Not when wanted ("อยากเปิดร้าน…").
 */
function isRunningBusiness(reading: Reading, lx: Lexeme): boolean {
  if (!lx.entry.act?.opensBusiness) return false;
  const next = reading.lexemes[lx.index + 1];
  if (!next || next.clause !== lx.clause || !is(next, S.running)) return false;
  const clause = reading.clauses[lx.clause]!;
  return !reading.lexemes.slice(clause.from, lx.index).some((w) => is(w, S.fieldWanted));
}

/** Whose clause a word stands in (the asker's unless the clause speaks of someone else). */
function clauseOwner(reading: Reading, lx: Lexeme): FrameParty {
  const subject = clauseSubject(reading, lx.clause);
  return subject === 'thing' ? 'self' : subject;
}

// =============================================================================================
// Time

/**
 * The time asked: the first time word that is not past (เมื่อวาน, เดือนก่อน) or a duration
 * (มาสามวัน). A month is this year's unless ปีหน้า follows; a range takes the year of its first
 * month, and ปีหน้า after it belongs to the last month (see the corpus convention).
 */
function readTime(reading: Reading): FrameTime | undefined {
  const { lexemes } = reading;
  for (let k = 0; k < lexemes.length; k++) {
    const lx = lexemes[k]!;
    const time = lx.entry.time;
    if (!time) continue;
    switch (time.kind) {
      case 'past':
      case 'unit':
      case 'range':
      case 'next-year-marker':
        continue;
      case 'within': {
        const within = readWithin(lexemes, k + 1);
        if (within) return { kind: 'within-months', months: within };
        continue;
      }
      case 'month': {
        const month = readMonth(reading, k);
        if (month) return month;
        continue;
      }
      case 'next-year': {
        const following = monthAfter(lexemes, k + 1);
        if (following !== undefined) return { kind: 'month', month: following, year: 1 };
        return { kind: 'next-year' };
      }
      case 'part-of-year':
        return { kind: 'part-of-year', part: time.part, year: time.year };
      case 'season':
        return { kind: 'season', name: time.name };
      default:
        return { kind: time.kind };
    }
  }
  return undefined;
}

/** "ภายใน|สาม|เดือน" → 3; "อีก 2 ปี" → 24; "ภายในครึ่งปี" → 6. */
function readWithin(lexemes: Lexeme[], k: number): number | undefined {
  const { value, next } = readNumber(lexemes, k);
  const months = unitMonths(lexemes[next]);
  if (months === undefined) return undefined;
  if (value === undefined) return months === 6 ? 6 : undefined;
  return value * months;
}

/** A unit after a count: เดือน (month), ปี (year) — also "เดือนนี้" in "สามเดือนนี้". */
function unitMonths(lx: Lexeme | undefined): number | undefined {
  const time = lx?.entry.time;
  if (!lx || !time) return undefined;
  if (time.kind === 'unit') return time.months;
  if (lx.key.startsWith('เดือน')) return 1;
  if (lx.key.startsWith('ปี')) return 12;
  return undefined;
}

/** A number written in digits or Thai words ("สิบ|สอง" is twelve). */
function readNumber(lexemes: Lexeme[], k: number): { value?: number; next: number } {
  let value: number | undefined;
  let i = k;
  while (lexemes[i]?.entry.number !== undefined) {
    const n = lexemes[i]!.entry.number!;
    if (value === undefined) value = n;
    else if (n === 10) value *= 10;
    else value += n;
    i++;
  }
  return { value, next: i };
}

function monthAt(lexemes: Lexeme[], k: number): number | undefined {
  const time = lexemes[k]?.entry.time;
  return time?.kind === 'month' ? time.month : undefined;
}

/** A month a word or two after position k ("ปีหน้า|เดือน|มีนา"). */
function monthAfter(lexemes: Lexeme[], k: number): number | undefined {
  for (let i = k; i < k + 3 && i < lexemes.length; i++) {
    const month = monthAt(lexemes, i);
    if (month !== undefined) return month;
    if (!is(lexemes[i], S.monthLeaders)) return undefined;
  }
  return undefined;
}

function readMonth(reading: Reading, k: number): FrameTime | undefined {
  const { lexemes } = reading;
  const lx = lexemes[k]!;
  const from = monthAt(lexemes, k)!;
  const prev = lexemes[k - 1];
  // "may", "march" are months only after in/this/next/from …
  if (is(lx, S.ambiguousMonths) && !is(prev, S.monthPrepositions)) return undefined;
  // "สอบ ก.พ." is the civil-service exam, not February.
  if (prev?.key === 'สอบ' && from === 2) return undefined;
  let i = k + 1;
  let to: number | undefined;
  if (lexemes[i]?.entry.time?.kind === 'range') {
    let j = i + 1;
    if (lexemes[j]?.key === 'เดือน') j++;
    to = monthAt(lexemes, j);
    if (to !== undefined) i = j + 1;
  }
  const nextYear = lexemes[i]?.entry.time?.kind === 'next-year';
  const afterYear = prev?.entry.time?.kind === 'next-year';
  if (to !== undefined) {
    // ปีหน้า after a range belongs to its last month: across the new year, the first is this year.
    const year = nextYear ? (from > to ? 0 : 1) : afterYear ? 1 : 0;
    return { kind: 'months', from, to, year };
  }
  return { kind: 'month', month: from, year: nextYear || afterYear ? 1 : 0 };
}

// =============================================================================================
// Place

/**
 * The place named (in any clause, even a เรื่อง… aside); with two, the destination — the one after
 * ไป/ย้าย (go, move), not after จาก (from) — and a named place beats a vague one (ต่างประเทศ).
 */
function readPlace(reading: Reading): FramePlace | undefined {
  const candidates = reading.lexemes.filter((lx) => lx.entry.place && placeIsReal(reading, lx));
  if (candidates.length === 0) return undefined;
  let best: { lx: Lexeme; score: number } | undefined;
  for (const lx of candidates) {
    const prev = reading.lexemes[lx.index - 1];
    if (is(prev, S.origin) && candidates.length > 1) continue;
    const destination = clauseLexemes(reading, lx.clause).some(
      (w) => w.index < lx.index && isMotion(w),
    );
    const score = (destination ? 2 : 0) + (lx.entry.place!.generic ? 0 : 1);
    if (!best || score > best.score) best = { lx, score };
  }
  const place = (best ?? { lx: candidates[0]! }).lx.entry.place!;
  return { name: place.name, abroad: place.abroad };
}

function placeIsReal(reading: Reading, lx: Lexeme): boolean {
  const place = lx.entry.place!;
  const prev = reading.lexemes[lx.index - 1];
  if (prev && is(prev, S.notPlace) && place.abroad) return false;
  if (place.needsContext && !is(prev, S.placeContext)) return false;
  return true;
}

function isMotion(lx: Lexeme): boolean {
  if (is(lx, S.motion)) return true;
  const act = lx.entry.act?.act;
  if (act && ['move', 'travel', 'transfer', 'study'].includes(act)) return true;
  return /^(ไป|ย้าย|กลับ)/u.test(lx.key);
}

// =============================================================================================
// Exclamation and relationship

/** An exclamation at the start of a clause, given back exactly as written ("โอ๊ยยย"). */
function readExclamation(reading: Reading): string | undefined {
  for (const clause of reading.clauses) {
    const first = reading.lexemes[clause.from];
    if (!first?.entry.exclamation) continue;
    const { origin, source } = reading.norm;
    const start = origin[first.start]!;
    const end = first.end < origin.length ? origin[first.end]! : source.length;
    return source.slice(start, end).trim();
  }
  return undefined;
}

/** The asker's own stated status: not "คนที่ชอบมีแฟนแล้ว" (the one I like is taken). */
function readRelationship(reading: Reading): 'single' | 'partnered' | undefined {
  for (const lx of reading.lexemes) {
    const status = lx.entry.relationship;
    if (!status) continue;
    const subject = subjectBefore(reading, lx) ?? clauseOwner(reading, lx);
    if (subject === 'self') return status;
  }
  return undefined;
}
