import sharp from 'sharp';

/**
 * A deterministic renderer of phone-like photos of hands, for the palm photo set
 * (`palm-photo-set.ts`). A scene is drawn as SVG — a background with clutter, a hand seen from the
 * palm or the back with its creases, nails, knuckles, shading and cast shadow — rendered by sharp,
 * then put through what a phone camera does to it: uneven light and a colour cast, a tilted
 * camera (perspective), sensor noise, defocus or shake, and JPEG compression. Every random choice
 * comes from a seeded stream, so the same scene gives the same photo on every machine with the
 * same sharp.
 */

export type Rgb = readonly [number, number, number];
type Pt = readonly [number, number];

/** A seeded pseudo-random stream (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex = ([r, g, b]: Rgb) =>
  `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const scale = ([r, g, b]: Rgb, k: number, kg = k, kb = k): Rgb => [r * k, g * kg, b * kb];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const f = (n: number) => n.toFixed(1);

// ---------------------------------------------------------------------------------------------
// Skin
// ---------------------------------------------------------------------------------------------

/** Fitzpatrick-like skin types, I (very light) to VI (very dark). */
export type SkinTone = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Palm and back colours per skin type. Palms carry far less pigment than the back of the hand,
 * the more so the darker the skin (a type VI palm is a light brown, its back a deep brown), and
 * the creases of darker palms are darker still.
 */
const TONES: Record<SkinTone, { palm: Rgb; back: Rgb; nail: Rgb }> = {
  1: { palm: [240, 204, 190], back: [238, 206, 188], nail: [244, 206, 204] },
  2: { palm: [232, 187, 160], back: [226, 178, 146], nail: [240, 196, 190] },
  3: { palm: [218, 166, 132], back: [200, 148, 108], nail: [232, 184, 172] },
  4: { palm: [206, 150, 116], back: [160, 106, 72], nail: [220, 168, 152] },
  5: { palm: [192, 136, 108], back: [118, 76, 52], nail: [212, 160, 146] },
  6: { palm: [176, 120, 96], back: [76, 48, 36], nail: [196, 146, 132] },
};

// ---------------------------------------------------------------------------------------------
// The hand
// ---------------------------------------------------------------------------------------------

export type MainLineId = 'life' | 'head' | 'heart' | 'fate' | 'sun' | 'mercury';

/** One crease as drawn: darkness (0–1), width (palm half-widths), share of its course drawn. */
export interface SceneLine {
  depth: number;
  width: number;
  extent: number;
}

export interface SceneHand {
  /** Which side faces the camera. */
  side: 'palm' | 'back';
  tone: SkinTone;
  /**
   * Mirrored: a left palm instead of a right one. (Seen from the back the unmirrored drawing, thumb
   * on the right, is a left hand, and the mirrored one a right hand.)
   */
  left?: boolean;
  /** Centre of the palm, as shares of the frame's width and height. */
  at: readonly [number, number];
  /** Width of the palm as a share of the frame's width. */
  size: number;
  /** Degrees clockwise; 0 has the fingers up. */
  rotate: number;
  /** 1: fingers spread; 0: held together. */
  spread: number;
  /** Creases of the palm (the palm side only); a missing line is not drawn. */
  lines?: Partial<Record<MainLineId, SceneLine>>;
  /** How far the hand's shadow falls on the surface behind it (palm half-widths; 0: none). */
  shadow?: number;
  seed: number;
}

/**
 * The hand is drawn in its own frame: the palm's centre at the origin, fingers up (−y), the thumb
 * on the right (+x) — a right hand seen from the palm — in units of half the palm's width.
 */
interface Finger {
  base: Pt;
  /** Degrees clockwise from up. */
  angle: number;
  length: number;
  baseWidth: number;
  tipWidth: number;
}

function fingersOf(spread: number): Finger[] {
  const s = Math.min(1, Math.max(0, spread));
  // Held together, the fingers' bases close up and their tips lean in until they touch.
  const c = 1 - s;
  return [
    // little, ring, middle, index
    {
      base: [-0.72 + 0.06 * c, -0.9],
      angle: -18 * s + 3 * c,
      length: 1.42,
      baseWidth: 0.4,
      tipWidth: 0.32,
    },
    {
      base: [-0.25 + 0.02 * c, -1.05],
      angle: -7 * s + 1 * c,
      length: 1.78,
      baseWidth: 0.45,
      tipWidth: 0.37,
    },
    { base: [0.22 - 0.01 * c, -1.1], angle: 2 * s, length: 1.95, baseWidth: 0.47, tipWidth: 0.39 },
    {
      base: [0.68 - 0.05 * c, -1.0],
      angle: 10 * s - 2 * c,
      length: 1.72,
      baseWidth: 0.46,
      tipWidth: 0.38,
    },
  ];
}

const THUMB: Finger = {
  base: [0.9, 0.22],
  angle: 48,
  length: 1.42,
  baseWidth: 0.64,
  tipWidth: 0.43,
};

/** A smooth closed (or open) curve through the points (Catmull-Rom as cubic Béziers). */
function smoothPath(points: readonly Pt[], closed: boolean): string {
  const n = points.length;
  const at = (i: number) =>
    closed ? points[(i + n) % n]! : points[Math.min(n - 1, Math.max(0, i))]!;
  let d = `M ${f(points[0]![0])} ${f(points[0]![1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C ${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? `${d} Z` : d;
}

/** A finger's outline in its own frame (base at the origin, pointing up), pixels. */
function fingerOutline(finger: Finger, r: number): string {
  const { length: l, baseWidth: w0, tipWidth: w1 } = finger;
  const width = (t: number) => {
    const knuckle =
      Math.exp(-(((t - 0.47) / 0.06) ** 2)) + 0.7 * Math.exp(-(((t - 0.74) / 0.05) ** 2));
    return (w0 + (w1 - w0) * t) * (1 + 0.05 * knuckle);
  };
  const side: Pt[] = [];
  for (const t of [-0.3, 0, 0.2, 0.35, 0.47, 0.6, 0.74, 0.84]) {
    side.push([(-width(t) / 2) * r, -t * l * r]);
  }
  const tipCentre = -(l - w1 / 2) * r;
  const tip: Pt[] = [];
  for (const a of [200, 235, 270, 305, 340]) {
    const rad = (a * Math.PI) / 180;
    tip.push([((Math.cos(rad) * w1) / 2) * r, tipCentre + ((Math.sin(rad) * w1) / 2) * r]);
  }
  const other = [...side].reverse().map(([x, y]): Pt => [-x, y]);
  return smoothPath([...side, ...tip, ...other], true);
}

const fingerTransform = (finger: Finger, r: number) =>
  `translate(${f(finger.base[0] * r)} ${f(finger.base[1] * r)}) rotate(${finger.angle.toFixed(2)})`;

/** The palm, wrist and forearm (running well out of the frame). */
function palmOutline(r: number): string {
  const pts: Pt[] = [
    [-0.92, -0.92],
    [-0.45, -1.04],
    [0.05, -1.1],
    [0.55, -1.06],
    [0.95, -0.9],
    [1.0, -0.5],
    [1.08, 0.05],
    [1.12, 0.45],
    [1.0, 0.86],
    [0.8, 1.12],
    [0.7, 1.3],
    [0.72, 1.8],
    [0.82, 3.2],
    [0.86, 6],
    [-0.92, 6],
    [-0.86, 3.2],
    [-0.78, 1.8],
    [-0.78, 1.28],
    [-0.95, 0.78],
    [-1.06, 0.15],
    [-1.03, -0.45],
  ];
  return smoothPath(
    pts.map(([x, y]) => [x * r, y * r]),
    true,
  );
}

/** Palm-line courses (cubic Béziers, palm frame), where palmistry places them. */
const LINE_COURSES: Record<MainLineId, readonly [Pt, Pt, Pt, Pt]> = {
  heart: [
    [-1.0, -0.56],
    [-0.55, -0.64],
    [0.0, -0.72],
    [0.5, -0.96],
  ],
  head: [
    [0.92, -0.38],
    [0.45, -0.3],
    [-0.15, -0.15],
    [-0.74, 0.1],
  ],
  life: [
    [0.94, -0.32],
    [0.24, -0.1],
    [0.14, 0.62],
    [0.52, 1.16],
  ],
  fate: [
    [-0.02, 1.1],
    [-0.02, 0.46],
    [0.0, -0.2],
    [0.02, -0.8],
  ],
  sun: [
    [-0.37, 0.6],
    [-0.38, 0.15],
    [-0.37, -0.3],
    [-0.34, -0.66],
  ],
  mercury: [
    [-0.49, 0.99],
    [-0.65, 0.45],
    [-0.76, -0.08],
    [-0.79, -0.53],
  ],
};

function bezier([p0, p1, p2, p3]: readonly [Pt, Pt, Pt, Pt], t: number): Pt {
  const u = 1 - t;
  return [
    u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
  ];
}

/**
 * A crease as a filled ribbon: it tapers at both ends, wavers a little and varies in width along
 * its course, as skin folds do; `r` turns palm units into pixels.
 */
function creaseRibbon(
  course: (t: number) => Pt,
  from: number,
  to: number,
  width: number,
  r: number,
  next: () => number,
  waver = 0.012,
): string {
  const steps = 40;
  const phases = [next() * 6.28, next() * 6.28, next() * 6.28];
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let k = 0; k <= steps; k++) {
    const t = from + ((to - from) * k) / steps;
    const [x, y] = course(t);
    const [x2, y2] = course(Math.min(1, t + 0.01));
    const [x1, y1] = course(Math.max(0, t - 0.01));
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const nx = -(y2 - y1) / len;
    const ny = (x2 - x1) / len;
    const s = k / steps;
    const wobble =
      waver *
      (Math.sin(9 * t + phases[0]!) +
        0.6 * Math.sin(23 * t + phases[1]!) +
        0.3 * Math.sin(51 * t + phases[2]!));
    const half =
      (width / 2) *
      Math.pow(Math.sin(Math.PI * Math.min(1, Math.max(0.02, s))), 0.45) *
      (0.85 + 0.15 * Math.sin(17 * t + phases[1]!));
    const cx = x + nx * wobble;
    const cy = y + ny * wobble;
    left.push([(cx + nx * half) * r, (cy + ny * half) * r]);
    right.push([(cx - nx * half) * r, (cy - ny * half) * r]);
  }
  const pts = [...left, ...right.reverse()];
  return `M ${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L ')} Z`;
}

/** The SVG of a hand, drawn in scene pixels around its own frame (see `handGroup`). */
function handSvg(
  hand: SceneHand,
  r: number,
  id: string,
): { defs: string; body: string; silhouette: string } {
  const next = seededRandom(hand.seed);
  const tone = TONES[hand.tone];
  const skin = hand.side === 'palm' ? tone.palm : tone.back;
  // The edges of a palm turn towards the back's colour; every edge is in shade.
  const edge = hand.side === 'palm' ? mix(tone.palm, tone.back, 0.55) : tone.back;
  const edgeShade = scale(edge, 0.55, 0.5, 0.48);
  const crease = scale(skin, 0.42, 0.3, 0.27);
  const fingers = fingersOf(hand.spread);
  const digits = [...fingers, THUMB];

  const shapes = [
    `<path d="${palmOutline(r)}"/>`,
    ...digits.map((d) => `<path transform="${fingerTransform(d, r)}" d="${fingerOutline(d, r)}"/>`),
  ];
  const silhouette = shapes.join('');

  const defs = `
    <clipPath id="${id}-clip">${silhouette}</clipPath>
    <filter id="${id}-edge" x="-10%" y="-10%" width="120%" height="120%">
      <feGaussianBlur in="SourceAlpha" stdDeviation="${f(0.1 * r)}" result="b"/>
      <feComponentTransfer in="b" result="inv"><feFuncA type="table" tableValues="1 0.15 0"/></feComponentTransfer>
      <feFlood flood-color="${hex(edgeShade)}" flood-opacity="0.85" result="c"/>
      <feComposite in="c" in2="inv" operator="in" result="ce"/>
      <feComposite in="ce" in2="SourceAlpha" operator="in"/>
    </filter>
    <filter id="${id}-soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(Math.max(0.5, 0.006 * r))}"/></filter>
    <filter id="${id}-line" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(Math.max(0.7, 0.009 * r))}"/></filter>
    <filter id="${id}-wide" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(Math.max(1.5, 0.03 * r))}"/></filter>
    <filter id="${id}-blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(0.12 * r)}"/></filter>
    <filter id="${id}-grain" x="0" y="0" width="1" height="1">
      <feTurbulence type="fractalNoise" baseFrequency="${(0.9 / Math.max(1, r / 60)).toFixed(3)}" numOctaves="2" seed="${hand.seed % 97}"/>
      <feColorMatrix type="matrix" values="0 0 0 0 ${(crease[0] / 255).toFixed(3)}  0 0 0 0 ${(crease[1] / 255).toFixed(3)}  0 0 0 0 ${(crease[2] / 255).toFixed(3)}  0.5 0 0 0 -0.17"/>
    </filter>
    <filter id="${id}-blotch" x="0" y="0" width="1" height="1">
      <feTurbulence type="fractalNoise" baseFrequency="${(3 / r).toFixed(4)}" numOctaves="2" seed="${(hand.seed + 5) % 97}"/>
      <feColorMatrix type="matrix" values="0 0 0 0 ${(edge[0] / 255).toFixed(3)}  0 0 0 0 ${(edge[1] / 255).toFixed(3)}  0 0 0 0 ${(edge[2] / 255).toFixed(3)}  0.45 0 0 0 -0.16"/>
    </filter>
    <radialGradient id="${id}-hollow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${hex(edgeShade)}" stop-opacity="0.16"/>
      <stop offset="1" stop-color="${hex(edgeShade)}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="${id}-mount" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="${id}-forearm" gradientUnits="userSpaceOnUse" x1="0" y1="${f(1.15 * r)}" x2="0" y2="${f(2.3 * r)}">
      <stop offset="0" stop-color="${hex(edge)}" stop-opacity="0"/>
      <stop offset="1" stop-color="${hex(edge)}" stop-opacity="0.75"/>
    </linearGradient>
    <linearGradient id="${id}-round" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="${hex(edgeShade)}" stop-opacity="0.45"/>
      <stop offset="0.3" stop-color="${hex(edgeShade)}" stop-opacity="0"/>
      <stop offset="0.55" stop-color="#ffffff" stop-opacity="0.08"/>
      <stop offset="0.75" stop-color="${hex(edgeShade)}" stop-opacity="0"/>
      <stop offset="1" stop-color="${hex(edgeShade)}" stop-opacity="0.5"/>
    </linearGradient>`;

  const parts: string[] = [];
  const layers: Layers = { wide: [], blur: [], under: [], plain: [], over: [], line: [] };
  // Everything is clipped to the hand; the texture is worked out over its extent only.
  const extent = `x="${f(-1.3 * r)}" y="${f(-3.1 * r)}" width="${f(3.8 * r)}" height="${f(6.5 * r)}"`;
  parts.push(
    `<rect x="${f(-3 * r)}" y="${f(-4 * r)}" width="${f(6 * r)}" height="${f(11 * r)}" fill="${hex(skin)}"/>`,
  );
  parts.push(`<rect ${extent} filter="url(#${id}-blotch)"/>`);
  // Each digit is a rounded column: shaded along both sides.
  for (const d of digits) {
    const w = d.baseWidth * r;
    parts.push(
      `<g transform="${fingerTransform(d, r)}"><rect x="${f(-w / 2)}" y="${f(-d.length * r)}" width="${f(w)}" height="${f((d.length - 0.08) * r)}" fill="url(#${id}-round)" rx="${f(w / 2)}"/></g>`,
    );
  }
  if (hand.side === 'palm') {
    // The inner forearm carries more pigment than the palm.
    parts.push(
      `<rect x="${f(-1.5 * r)}" y="${f(1.15 * r)}" width="${f(3 * r)}" height="${f(5 * r)}" fill="url(#${id}-forearm)"/>`,
    );
    // The mounts under the fingers and the thumb's and little finger's mounts catch the light;
    // the hollow of the palm lies in slight shade.
    parts.push(
      `<ellipse cx="${f(0.05 * r)}" cy="${f(0.05 * r)}" rx="${f(0.75 * r)}" ry="${f(0.7 * r)}" fill="url(#${id}-hollow)"/>`,
    );
    parts.push(
      `<ellipse cx="${f(0.62 * r)}" cy="${f(0.55 * r)}" rx="${f(0.4 * r)}" ry="${f(0.55 * r)}" fill="url(#${id}-mount)"/>`,
    );
    parts.push(
      `<ellipse cx="${f(-0.7 * r)}" cy="${f(0.45 * r)}" rx="${f(0.3 * r)}" ry="${f(0.55 * r)}" fill="url(#${id}-mount)"/>`,
    );
    // The finger pads are fuller and catch the light.
    for (const d of digits) {
      parts.push(
        `<g transform="${fingerTransform(d, r)}"><ellipse cx="0" cy="${f(-(d.length - d.tipWidth * 0.75) * r)}" rx="${f(d.tipWidth * 0.32 * r)}" ry="${f(d.tipWidth * 0.45 * r)}" fill="url(#${id}-mount)"/></g>`,
      );
    }
    palmCreases(hand, r, crease, skin, next, layers);
    fingerCreases(fingers, r, crease, next, layers);
  } else {
    backDetails(hand, digits, r, crease, skin, next, layers);
  }
  // One filter pass per layer: librsvg works a filter out on a surface of its own, so a filter
  // on each of a hundred creases would be slow.
  parts.push(`<g filter="url(#${id}-wide)">${layers.wide.join('')}</g>`);
  parts.push(`<g filter="url(#${id}-blur)">${layers.blur.join('')}</g>`);
  parts.push(`<g filter="url(#${id}-soft)">${layers.under.join('')}</g>`);
  parts.push(layers.plain.join(''));
  parts.push(`<g filter="url(#${id}-soft)">${layers.over.join('')}</g>`);
  parts.push(`<g filter="url(#${id}-line)">${layers.line.join('')}</g>`);
  parts.push(`<rect ${extent} filter="url(#${id}-grain)"/>`);
  const body = `
    <g clip-path="url(#${id}-clip)">${parts.join('\n')}</g>
    <g filter="url(#${id}-edge)">${silhouette}</g>`;
  return { defs, body, silhouette };
}

/** Marks on the skin by how they are softened: each layer is blurred once, as a whole. */
interface Layers {
  /** Broad shade (grooves). */
  wide: string[];
  /** Very soft (tendons, knuckle bumps). */
  blur: string[];
  /** Slightly soft, under and over the unblurred marks. */
  under: string[];
  plain: string[];
  over: string[];
  /** The main creases. */
  line: string[];
}

const ribbon = (d: string, colour: Rgb, opacity: number) =>
  `<path d="${d}" fill="${hex(colour)}" fill-opacity="${opacity.toFixed(3)}"/>`;

function palmCreases(
  hand: SceneHand,
  r: number,
  crease: Rgb,
  skin: Rgb,
  next: () => number,
  layers: Layers,
): void {
  // Many faint minor creases: the thumb's mount is crossed by fine lines, the rest at random.
  for (let i = 0; i < 48; i++) {
    const onThumbMount = i < 16;
    const cx = onThumbMount ? 0.45 + next() * 0.45 : -0.9 + next() * 1.7;
    const cy = onThumbMount ? 0.1 + next() * 0.9 : -0.9 + next() * 1.9;
    const angle = onThumbMount ? -1.2 + next() * 0.6 : next() * Math.PI;
    const len = 0.08 + next() * 0.22;
    const [dx, dy] = [Math.cos(angle) * len, Math.sin(angle) * len];
    const bend = (next() - 0.5) * 0.1;
    const course = (t: number): Pt => [
      cx + dx * (t - 0.5) - dy * bend * Math.sin(Math.PI * t),
      cy + dy * (t - 0.5) + dx * bend * Math.sin(Math.PI * t),
    ];
    const width = 0.01 + next() * 0.012;
    layers.under.push(
      ribbon(creaseRibbon(course, 0, 1, width, r, next, 0.004), crease, 0.06 + next() * 0.1),
    );
  }
  // The wrist's bracelet creases.
  for (const y of [1.2, 1.3]) {
    const course = (t: number): Pt => [-0.6 + 1.2 * t, y + 0.04 * Math.sin(Math.PI * t)];
    layers.under.push(ribbon(creaseRibbon(course, 0, 1, 0.025, r, next), crease, 0.35));
  }
  const highlight = mix(skin, [255, 255, 255], 0.45);
  for (const lineId of Object.keys(LINE_COURSES) as MainLineId[]) {
    const line = hand.lines?.[lineId];
    if (!line) continue;
    const curve = LINE_COURSES[lineId];
    const course = (t: number) => bezier(curve, t);
    const extent = Math.min(1, Math.max(0.05, line.extent));
    const lip = (t: number): Pt => {
      const [x, y] = course(t);
      return [x + line.width * 0.7, y - line.width * 0.7];
    };
    // The groove around the fold is in soft shade, its lit lip beside it, then the fold itself.
    layers.wide.push(
      ribbon(creaseRibbon(course, 0, extent, line.width * 2.6, r, next), crease, 0.18 * line.depth),
    );
    layers.under.push(
      ribbon(creaseRibbon(lip, 0, extent, line.width * 0.9, r, next), highlight, 0.3 * line.depth),
    );
    layers.line.push(
      ribbon(
        creaseRibbon(course, 0, extent, line.width, r, next),
        crease,
        Math.min(1, 0.85 * line.depth),
      ),
    );
  }
}

/** The flexion creases across the palm side of each finger, at its base and two joints. */
function fingerCreases(
  fingers: Finger[],
  r: number,
  crease: Rgb,
  next: () => number,
  layers: Layers,
): void {
  for (const finger of fingers) {
    const g: string[] = [];
    for (const [t, pair] of [
      [0.06, true],
      [0.47, true],
      [0.74, false],
    ] as const) {
      const w = finger.baseWidth + (finger.tipWidth - finger.baseWidth) * t;
      for (let k = 0; k < (pair ? 2 : 1); k++) {
        const y = -(t * finger.length + k * 0.05);
        const course = (s: number): Pt => [
          (-0.38 + 0.76 * s) * w,
          y + 0.03 * Math.sin(Math.PI * s),
        ];
        g.push(ribbon(creaseRibbon(course, 0, 1, 0.022, r, next, 0.004), crease, 0.55));
      }
    }
    layers.under.push(`<g transform="${fingerTransform(finger, r)}">${g.join('')}</g>`);
  }
}

/**
 * The back of the hand: nails at the fingertips (lighter, pinker, smooth, with a pale free edge
 * and a sheen), wrinkled knuckles, the knuckle bumps, tendons and veins — and no palm creases.
 */
function backDetails(
  hand: SceneHand,
  digits: Finger[],
  r: number,
  crease: Rgb,
  skin: Rgb,
  next: () => number,
  layers: Layers,
): void {
  const tone = TONES[hand.tone];
  const vein = mix(skin, [70, 90, 130], 0.25);
  const tendon = mix(skin, [255, 255, 255], 0.12);
  for (const d of digits.slice(0, 4)) {
    // A tendon from each knuckle towards the wrist, and the knuckle bump.
    const [bx, by] = d.base;
    const course = (t: number): Pt => [
      bx + (0.05 * bx - bx) * t * 0.8,
      by + 0.15 + (1.9 - by) * t * 0.55,
    ];
    layers.blur.push(ribbon(creaseRibbon(course, 0, 1, 0.1, r, next), tendon, 0.35));
    layers.blur.push(
      `<ellipse cx="${f(bx * r)}" cy="${f((by + 0.05) * r)}" rx="${f(0.18 * r)}" ry="${f(0.12 * r)}" fill="${hex(mix(skin, [255, 255, 255], 0.2))}" fill-opacity="0.5"/>`,
    );
  }
  for (let v = 0; v < 2; v++) {
    const x0 = -0.5 + v * 0.7 + next() * 0.2;
    const course = (t: number): Pt => [x0 + 0.15 * Math.sin(3 * t + v), -0.2 + 1.8 * t];
    layers.under.push(ribbon(creaseRibbon(course, 0, 1, 0.05, r, next, 0.03), vein, 0.5));
  }
  const nail = tone.nail;
  const nailEdge = mix(nail, [255, 250, 245], 0.55);
  for (const d of digits) {
    const wrinkles: string[] = [];
    // Wrinkles over the middle and end knuckles.
    for (const [t, count] of [
      [0.47, 4],
      [0.74, 3],
    ] as const) {
      const w = d.baseWidth + (d.tipWidth - d.baseWidth) * t;
      for (let k = 0; k < count; k++) {
        const y = -(t * d.length) + (k - (count - 1) / 2) * 0.045;
        const span = 0.5 - 0.08 * Math.abs(k - (count - 1) / 2);
        const course = (s: number): Pt => [
          (-span / 2 + span * s) * w * 1.4,
          y - 0.035 * Math.sin(Math.PI * s),
        ];
        wrinkles.push(ribbon(creaseRibbon(course, 0, 1, 0.016, r, next, 0.005), crease, 0.45));
      }
    }
    // The nail plate, 70% of the tip's width, its fold around it, a pale free edge and a sheen.
    const nw = d.tipWidth * 0.68 * r;
    const nl = Math.min(0.36, d.length * 0.19) * r;
    const top = -(d.length - 0.03) * r;
    const plate = `M ${f(-nw / 2)} ${f(top + nl)} L ${f(-nw / 2)} ${f(top + nw / 2)} A ${f(nw / 2)} ${f(nw / 2)} 0 0 1 ${f(nw / 2)} ${f(top + nw / 2)} L ${f(nw / 2)} ${f(top + nl)} Q 0 ${f(top + nl + 0.06 * r)} ${f(-nw / 2)} ${f(top + nl)} Z`;
    const at = (inner: string) => `<g transform="${fingerTransform(d, r)}">${inner}</g>`;
    layers.under.push(
      at(
        wrinkles.join('') +
          `<path d="${plate}" fill="none" stroke="${hex(scale(skin, 0.6))}" stroke-width="${f(0.035 * r)}" stroke-opacity="0.7"/>`,
      ),
    );
    layers.plain.push(
      at(
        `<path d="${plate}" fill="${hex(nail)}"/>` +
          `<rect x="${f(-nw / 2)}" y="${f(top)}" width="${f(nw)}" height="${f(0.07 * r)}" rx="${f(nw / 2)}" fill="${hex(nailEdge)}" fill-opacity="0.85"/>`,
      ),
    );
    layers.over.push(
      at(
        `<ellipse cx="${f(0.12 * nw)}" cy="${f(top + nl * 0.45)}" rx="${f(0.08 * nw)}" ry="${f(nl * 0.3)}" fill="#ffffff" fill-opacity="0.45"/>`,
      ),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Backgrounds and things on them
// ---------------------------------------------------------------------------------------------

export type BackgroundKind =
  'wall' | 'wood' | 'fabric' | 'stripes' | 'granite' | 'bedsheet' | 'dark' | 'foliage' | 'tiles';

export interface SceneBackground {
  kind: BackgroundKind;
  colour: Rgb;
  /** The second colour of a pattern. */
  colour2?: Rgb;
  seed: number;
}

export type ObjectKind =
  | 'mug'
  | 'phone'
  | 'pen'
  | 'orange'
  | 'book'
  | 'paper'
  | 'keys'
  | 'box'
  | 'bread'
  | 'coin'
  | 'leaf'
  | 'glasses';

export interface SceneObject {
  kind: ObjectKind;
  /** Centre, shares of the frame. */
  at: readonly [number, number];
  /** Size as a share of the frame's width. */
  size: number;
  rotate?: number;
  colour?: Rgb;
}

function backgroundSvg(bg: SceneBackground, w: number, h: number): { defs: string; body: string } {
  const c = hex(bg.colour);
  const c2 = hex(bg.colour2 ?? scale(bg.colour, 0.7));
  const dark = scale(bg.colour, 0.45);
  const s = bg.seed % 97;
  switch (bg.kind) {
    case 'wall':
      return {
        defs: `<linearGradient id="bg-g" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${hex(scale(bg.colour, 0.86))}"/></linearGradient>
          <filter id="bg-t" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.02" numOctaves="3" seed="${s}"/><feColorMatrix type="matrix" values="0 0 0 0 0.3  0 0 0 0 0.3  0 0 0 0 0.3  0.25 0 0 0 -0.08"/></filter>`,
        body: `<rect width="${w}" height="${h}" fill="url(#bg-g)"/><rect width="${w}" height="${h}" filter="url(#bg-t)"/>`,
      };
    case 'wood': {
      const seams = [0.23, 0.51, 0.8]
        .map(
          (y) =>
            `<rect x="0" y="${f(y * h)}" width="${w}" height="${f(0.004 * h)}" fill="${hex(scale(bg.colour, 0.35))}" opacity="0.8"/>`,
        )
        .join('');
      return {
        defs: `<filter id="bg-t" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="${(2.2 / w).toFixed(4)} ${(60 / h).toFixed(4)}" numOctaves="4" seed="${s}"/><feColorMatrix type="matrix" values="0 0 0 0 ${(dark[0] / 255).toFixed(3)}  0 0 0 0 ${(dark[1] / 255).toFixed(3)}  0 0 0 0 ${(dark[2] / 255).toFixed(3)}  1.6 0 0 0 -0.55"/></filter>`,
        body: `<rect width="${w}" height="${h}" fill="${c}"/><rect width="${w}" height="${h}" filter="url(#bg-t)"/>${seams}`,
      };
    }
    case 'fabric':
    case 'stripes': {
      const cell = 0.06 * w;
      const pattern =
        bg.kind === 'fabric'
          ? `<rect width="${f(cell)}" height="${f(cell)}" fill="${c}"/><rect width="${f(cell / 2)}" height="${f(cell)}" fill="${c2}" opacity="0.55"/><rect width="${f(cell)}" height="${f(cell / 2)}" fill="${c2}" opacity="0.55"/>`
          : `<rect width="${f(cell)}" height="${f(cell)}" fill="${c}"/><rect width="${f(cell * 0.35)}" height="${f(cell)}" fill="${c2}"/><rect x="${f(cell * 0.55)}" width="${f(cell * 0.08)}" height="${f(cell)}" fill="${hex(scale(bg.colour2 ?? bg.colour, 0.6))}"/>`;
      return {
        defs: `<pattern id="bg-p" width="${f(cell)}" height="${f(cell)}" patternUnits="userSpaceOnUse" patternTransform="rotate(${(bg.seed % 30) - 15})">${pattern}</pattern>
          <filter id="bg-t" x="0" y="0" width="1" height="1"><feTurbulence type="turbulence" baseFrequency="0.5" numOctaves="1" seed="${s}"/><feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0.3 0 0 0 0"/></filter>
          <filter id="bg-fold" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(0.05 * w)}"/></filter>`,
        body: `<rect width="${w}" height="${h}" fill="url(#bg-p)"/><rect width="${w}" height="${h}" filter="url(#bg-t)"/>
          <path d="M 0 ${f(0.3 * h)} C ${f(0.3 * w)} ${f(0.2 * h)} ${f(0.6 * w)} ${f(0.45 * h)} ${w} ${f(0.35 * h)} L ${w} ${f(0.42 * h)} C ${f(0.6 * w)} ${f(0.52 * h)} ${f(0.3 * w)} ${f(0.3 * h)} 0 ${f(0.4 * h)} Z" fill="#000" opacity="0.25" filter="url(#bg-fold)"/>
          <path d="M 0 ${f(0.75 * h)} C ${f(0.4 * w)} ${f(0.65 * h)} ${f(0.7 * w)} ${f(0.85 * h)} ${w} ${f(0.7 * h)} L ${w} ${f(0.76 * h)} C ${f(0.6 * w)} ${f(0.9 * h)} ${f(0.3 * w)} ${f(0.72 * h)} 0 ${f(0.82 * h)} Z" fill="#fff" opacity="0.2" filter="url(#bg-fold)"/>`,
      };
    }
    case 'granite':
      return {
        defs: `<filter id="bg-t" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.25" numOctaves="2" seed="${s}"/><feComponentTransfer><feFuncR type="discrete" tableValues="0 0 0 0 1"/><feFuncG type="discrete" tableValues="0 0 0 0 1"/><feFuncB type="discrete" tableValues="0 0 0 0 1"/><feFuncA type="discrete" tableValues="0 0 0 0.3 0.8"/></feComponentTransfer></filter>
          <filter id="bg-t2" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.18" numOctaves="2" seed="${s + 9}"/><feComponentTransfer><feFuncR type="linear" slope="0"/><feFuncG type="linear" slope="0"/><feFuncB type="linear" slope="0"/><feFuncA type="discrete" tableValues="0 0 0 0 0.85"/></feComponentTransfer></filter>`,
        body: `<rect width="${w}" height="${h}" fill="${c}"/><rect width="${w}" height="${h}" filter="url(#bg-t)" opacity="0.6"/><rect width="${w}" height="${h}" filter="url(#bg-t2)" opacity="0.7"/>`,
      };
    case 'bedsheet':
      return {
        defs: `<filter id="bg-fold" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(0.03 * w)}"/></filter>`,
        body: `<rect width="${w}" height="${h}" fill="${c}"/>
          ${[0.15, 0.4, 0.62, 0.88]
            .map(
              (y, i) =>
                `<path d="M ${f(-0.1 * w)} ${f(y * h)} C ${f(0.3 * w)} ${f((y - 0.08) * h)} ${f(0.6 * w)} ${f((y + 0.1) * h)} ${f(1.1 * w)} ${f((y + 0.02) * h)}" stroke="${i % 2 ? '#ffffff' : '#000000'}" stroke-opacity="${i % 2 ? 0.35 : 0.22}" stroke-width="${f(0.05 * w)}" fill="none" filter="url(#bg-fold)"/>`,
            )
            .join('')}`,
      };
    case 'dark':
      return {
        defs: `<filter id="bg-t" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.04" numOctaves="3" seed="${s}"/><feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.55  0.3 0 0 0 -0.1"/></filter>`,
        body: `<rect width="${w}" height="${h}" fill="${c}"/><rect width="${w}" height="${h}" filter="url(#bg-t)"/>`,
      };
    case 'foliage': {
      const next = seededRandom(bg.seed);
      const blobs: string[] = [];
      for (let i = 0; i < 40; i++) {
        const green = mix(bg.colour, bg.colour2 ?? [40, 70, 30], next());
        blobs.push(
          `<ellipse cx="${f(next() * w)}" cy="${f(next() * h)}" rx="${f((0.05 + next() * 0.12) * w)}" ry="${f((0.04 + next() * 0.1) * w)}" fill="${hex(green)}" opacity="0.8"/>`,
        );
      }
      for (let i = 0; i < 8; i++) {
        blobs.push(
          `<circle cx="${f(next() * w)}" cy="${f(next() * h * 0.6)}" r="${f((0.02 + next() * 0.03) * w)}" fill="#eef4ff" opacity="0.7"/>`,
        );
      }
      return {
        defs: `<filter id="bg-b" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${f(0.015 * w)}"/></filter>`,
        body: `<rect width="${w}" height="${h}" fill="${hex(scale(bg.colour, 0.7))}"/><g filter="url(#bg-b)">${blobs.join('')}</g>`,
      };
    }
    case 'tiles': {
      const cell = 0.2 * w;
      return {
        defs: `<pattern id="bg-p" width="${f(cell)}" height="${f(cell)}" patternUnits="userSpaceOnUse" patternTransform="rotate(${(bg.seed % 20) - 10})"><rect width="${f(cell)}" height="${f(cell)}" fill="${c2}"/><rect x="${f(0.02 * cell)}" y="${f(0.02 * cell)}" width="${f(0.96 * cell)}" height="${f(0.96 * cell)}" fill="${c}"/></pattern>
          <filter id="bg-t" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.03" numOctaves="3" seed="${s}"/><feColorMatrix type="matrix" values="0 0 0 0 0.4  0 0 0 0 0.38  0 0 0 0 0.35  0.3 0 0 0 -0.1"/></filter>`,
        body: `<rect width="${w}" height="${h}" fill="url(#bg-p)"/><rect width="${w}" height="${h}" filter="url(#bg-t)"/>`,
      };
    }
  }
}

function objectSvg(o: SceneObject, w: number, h: number, index: number): string {
  const cx = o.at[0] * w;
  const cy = o.at[1] * h;
  const s = o.size * w;
  const rot = o.rotate ?? 0;
  const shadow = (body: string) =>
    `<g transform="translate(${f(s * 0.04)} ${f(s * 0.05)})" filter="url(#obj-shadow)" opacity="0.45">${body.replace(/fill="[^"]*"/g, 'fill="#000"')}</g>${body}`;
  let body: string;
  switch (o.kind) {
    case 'mug': {
      const c = hex(o.colour ?? [40, 90, 160]);
      body = `<path d="M ${f(0.25 * s)} ${f(-0.15 * s)} C ${f(0.55 * s)} ${f(-0.2 * s)} ${f(0.55 * s)} ${f(0.25 * s)} ${f(0.25 * s)} ${f(0.2 * s)}" stroke="${c}" stroke-width="${f(0.08 * s)}" fill="none"/>
        <circle r="${f(0.35 * s)}" fill="${c}"/><circle r="${f(0.3 * s)}" fill="#3a2418"/><ellipse cx="${f(-0.1 * s)}" cy="${f(-0.12 * s)}" rx="${f(0.08 * s)}" ry="${f(0.05 * s)}" fill="#ffffff" opacity="0.35"/>`;
      break;
    }
    case 'phone':
      body = `<rect x="${f(-0.25 * s)}" y="${f(-0.5 * s)}" width="${f(0.5 * s)}" height="${f(s)}" rx="${f(0.06 * s)}" fill="#15161a"/>
        <rect x="${f(-0.22 * s)}" y="${f(-0.46 * s)}" width="${f(0.44 * s)}" height="${f(0.92 * s)}" rx="${f(0.04 * s)}" fill="#262a35"/>
        <path d="M ${f(-0.22 * s)} ${f(-0.1 * s)} L ${f(0.22 * s)} ${f(-0.4 * s)} L ${f(0.22 * s)} ${f(-0.2 * s)} L ${f(-0.22 * s)} ${f(0.1 * s)} Z" fill="#ffffff" opacity="0.1"/>`;
      break;
    case 'pen':
      body = `<rect x="${f(-0.5 * s)}" y="${f(-0.025 * s)}" width="${f(s)}" height="${f(0.05 * s)}" rx="${f(0.02 * s)}" fill="${hex(o.colour ?? [20, 40, 120])}"/><rect x="${f(0.3 * s)}" y="${f(-0.03 * s)}" width="${f(0.12 * s)}" height="${f(0.06 * s)}" fill="#c0c0c8"/>`;
      break;
    case 'orange':
      body = `<circle r="${f(0.5 * s)}" fill="${hex(o.colour ?? [240, 140, 30])}"/><circle cx="${f(-0.15 * s)}" cy="${f(-0.15 * s)}" r="${f(0.18 * s)}" fill="#ffffff" opacity="0.25"/><circle cx="${f(0.05 * s)}" cy="${f(-0.02 * s)}" r="${f(0.04 * s)}" fill="#6a4a10" opacity="0.6"/>`;
      break;
    case 'book':
      body = `<rect x="${f(-0.5 * s)}" y="${f(-0.35 * s)}" width="${f(s)}" height="${f(0.7 * s)}" fill="${hex(o.colour ?? [150, 40, 40])}"/><rect x="${f(-0.5 * s)}" y="${f(-0.35 * s)}" width="${f(0.08 * s)}" height="${f(0.7 * s)}" fill="#000" opacity="0.25"/><rect x="${f(-0.25 * s)}" y="${f(-0.2 * s)}" width="${f(0.55 * s)}" height="${f(0.08 * s)}" fill="#f0e0b0" opacity="0.8"/>`;
      break;
    case 'paper': {
      const lines = Array.from(
        { length: 9 },
        (_, i) =>
          `<rect x="${f(-0.38 * s)}" y="${f((-0.5 + 0.1 * (i + 1)) * s)}" width="${f((0.55 + (0.2 * ((i * 7) % 3)) / 2) * s)}" height="${f(0.018 * s)}" fill="#555"/>`,
      ).join('');
      body = `<rect x="${f(-0.45 * s)}" y="${f(-0.6 * s)}" width="${f(0.9 * s)}" height="${f(1.2 * s)}" fill="#f6f6f2"/>${lines}`;
      break;
    }
    case 'keys':
      body = `<circle r="${f(0.16 * s)}" fill="none" stroke="#b8b8c0" stroke-width="${f(0.035 * s)}"/><rect x="${f(0.1 * s)}" y="${f(-0.06 * s)}" width="${f(0.5 * s)}" height="${f(0.12 * s)}" rx="${f(0.03 * s)}" fill="#c9c2a0"/><rect x="${f(-0.1 * s)}" y="${f(0.1 * s)}" width="${f(0.12 * s)}" height="${f(0.45 * s)}" rx="${f(0.03 * s)}" fill="#a8a8b0"/>`;
      break;
    case 'box':
      body = `<rect x="${f(-0.5 * s)}" y="${f(-0.4 * s)}" width="${f(s)}" height="${f(0.8 * s)}" fill="${hex(o.colour ?? [196, 154, 108])}"/><rect x="${f(-0.5 * s)}" y="${f(-0.04 * s)}" width="${f(s)}" height="${f(0.08 * s)}" fill="#d8c9a0" opacity="0.8"/>`;
      break;
    case 'bread':
      body = `<ellipse rx="${f(0.5 * s)}" ry="${f(0.28 * s)}" fill="${hex(o.colour ?? [200, 140, 80])}"/>${[-0.25, 0, 0.25].map((x) => `<path d="M ${f((x - 0.06) * s)} ${f(-0.15 * s)} Q ${f(x * s)} 0 ${f((x - 0.06) * s)} ${f(0.15 * s)}" stroke="#f0d6a8" stroke-width="${f(0.03 * s)}" fill="none"/>`).join('')}`;
      break;
    case 'coin':
      body = `<circle r="${f(0.5 * s)}" fill="${hex(o.colour ?? [200, 170, 80])}"/><circle r="${f(0.38 * s)}" fill="none" stroke="#8a7030" stroke-width="${f(0.04 * s)}"/>`;
      break;
    case 'leaf':
      body = `<path d="M ${f(-0.5 * s)} 0 Q 0 ${f(-0.35 * s)} ${f(0.5 * s)} 0 Q 0 ${f(0.35 * s)} ${f(-0.5 * s)} 0 Z" fill="${hex(o.colour ?? [60, 130, 50])}"/><path d="M ${f(-0.5 * s)} 0 L ${f(0.5 * s)} 0" stroke="#2a5020" stroke-width="${f(0.02 * s)}"/>`;
      break;
    case 'glasses':
      body = `<circle cx="${f(-0.25 * s)}" r="${f(0.2 * s)}" fill="#ffffff" fill-opacity="0.15" stroke="#222" stroke-width="${f(0.04 * s)}"/><circle cx="${f(0.25 * s)}" r="${f(0.2 * s)}" fill="#ffffff" fill-opacity="0.15" stroke="#222" stroke-width="${f(0.04 * s)}"/><path d="M ${f(-0.05 * s)} 0 Q 0 ${f(-0.05 * s)} ${f(0.05 * s)} 0" stroke="#222" stroke-width="${f(0.04 * s)}" fill="none"/>`;
      break;
  }
  return `<g id="obj-${index}" transform="translate(${f(cx)} ${f(cy)}) rotate(${rot})">${shadow(body)}</g>`;
}

/**
 * A head-and-shoulders portrait (frame pixels): a face is skin too, a large one, and must not be
 * taken for a palm.
 */
export function portraitSvg(tone: SkinTone, w: number, h: number): string {
  const skin = TONES[tone].back;
  const shade = scale(skin, 0.72);
  const lip = mix(skin, [150, 60, 60], 0.45);
  const cx = w / 2;
  const cy = h * 0.4;
  const rx = w * 0.26;
  const ry = h * 0.24;
  return `<defs>
      <radialGradient id="face-g" cx="0.45" cy="0.4" r="0.65"><stop offset="0.5" stop-color="${hex(skin)}"/><stop offset="1" stop-color="${hex(shade)}"/></radialGradient>
      <filter id="face-s" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(w * 0.01)}"/></filter>
    </defs>
    <path d="M ${f(cx - w * 0.55)} ${f(h * 1.05)} C ${f(cx - w * 0.5)} ${f(h * 0.8)} ${f(cx - w * 0.3)} ${f(h * 0.74)} ${f(cx)} ${f(h * 0.74)} C ${f(cx + w * 0.3)} ${f(h * 0.74)} ${f(cx + w * 0.5)} ${f(h * 0.8)} ${f(cx + w * 0.55)} ${f(h * 1.05)} Z" fill="#2f4a6a"/>
    <rect x="${f(cx - w * 0.1)}" y="${f(cy + ry * 0.6)}" width="${f(w * 0.2)}" height="${f(h * 0.2)}" fill="${hex(shade)}"/>
    <ellipse cx="${f(cx - rx)}" cy="${f(cy + ry * 0.05)}" rx="${f(w * 0.04)}" ry="${f(h * 0.05)}" fill="${hex(shade)}"/>
    <ellipse cx="${f(cx + rx)}" cy="${f(cy + ry * 0.05)}" rx="${f(w * 0.04)}" ry="${f(h * 0.05)}" fill="${hex(shade)}"/>
    <ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#face-g)"/>
    <path d="M ${f(cx - rx * 1.08)} ${f(cy)} C ${f(cx - rx * 1.1)} ${f(cy - ry * 1.3)} ${f(cx + rx * 1.1)} ${f(cy - ry * 1.3)} ${f(cx + rx * 1.08)} ${f(cy)} C ${f(cx + rx * 0.9)} ${f(cy - ry * 0.7)} ${f(cx - rx * 0.6)} ${f(cy - ry * 0.9)} ${f(cx - rx * 1.08)} ${f(cy)} Z" fill="#1e1612"/>
    ${[-1, 1]
      .map(
        (
          side,
        ) => `<ellipse cx="${f(cx + side * rx * 0.38)}" cy="${f(cy - ry * 0.05)}" rx="${f(rx * 0.17)}" ry="${f(ry * 0.07)}" fill="#f4f0ea"/>
      <circle cx="${f(cx + side * rx * 0.38)}" cy="${f(cy - ry * 0.05)}" r="${f(ry * 0.065)}" fill="#3a2516"/>
      <path d="M ${f(cx + side * rx * 0.2)} ${f(cy - ry * 0.22)} Q ${f(cx + side * rx * 0.38)} ${f(cy - ry * 0.3)} ${f(cx + side * rx * 0.56)} ${f(cy - ry * 0.2)}" stroke="#2a1d15" stroke-width="${f(ry * 0.045)}" fill="none"/>`,
      )
      .join('')}
    <path d="M ${f(cx)} ${f(cy)} L ${f(cx - rx * 0.1)} ${f(cy + ry * 0.3)} Q ${f(cx)} ${f(cy + ry * 0.36)} ${f(cx + rx * 0.1)} ${f(cy + ry * 0.3)}" stroke="${hex(scale(skin, 0.55))}" stroke-width="${f(ry * 0.03)}" fill="none" filter="url(#face-s)"/>
    <path d="M ${f(cx - rx * 0.3)} ${f(cy + ry * 0.55)} Q ${f(cx)} ${f(cy + ry * 0.68)} ${f(cx + rx * 0.3)} ${f(cy + ry * 0.55)} Q ${f(cx)} ${f(cy + ry * 0.6)} ${f(cx - rx * 0.3)} ${f(cy + ry * 0.55)} Z" fill="${hex(lip)}" stroke="${hex(lip)}" stroke-width="${f(ry * 0.04)}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Light and camera
// ---------------------------------------------------------------------------------------------

export interface SceneLight {
  /** Overall exposure (1: well exposed). */
  exposure: number;
  /** Light falling off across the frame: towards `angle` (degrees, 0 = to the right) it dims by `strength`. */
  falloff?: { angle: number; strength: number };
  /** A soft shadow band across the frame (a phone or the other hand between lamp and palm). */
  shadow?: { angle: number; offset: number; width: number; darkness: number; softness: number };
  /** Multipliers of red, green and blue: a warm lamp, cool daylight. */
  cast?: Rgb;
  /** Corners darker by this share. */
  vignette?: number;
}

export interface SceneCamera {
  /** Keystone: the frame's top (x) or left (y) edge nearer the hand, as a share of the frame. */
  tilt?: readonly [number, number];
  /** Defocus, pixels of the final photo. */
  blur?: number;
  /** Camera shake: a streak of this many final pixels at `angle` degrees. */
  shake?: { length: number; angle: number };
  /** Sensor noise, grey levels (standard deviation) at the final size. */
  noise: number;
  quality: number;
}

export interface Scene {
  /** Final photo size (portrait, as phones take palm photos). */
  width: number;
  height: number;
  background: SceneBackground;
  objects?: SceneObject[];
  hand?: SceneHand;
  /** Anything else drawn on top of the background instead of (or besides) a hand: SVG in frame pixels. */
  extraSvg?: (w: number, h: number) => string;
  light: SceneLight;
  camera: SceneCamera;
  seed: number;
}

/** The scene is drawn this much larger than the photo, then resampled (anti-aliasing). */
const SUPERSAMPLE = 1.5;
/** Margin drawn around the frame, so the tilted camera sees scene beyond the frame's edge. */
const MARGIN = 0.08;

function sceneSvg(scene: Scene, W: number, H: number, m: number): string {
  const fw = W - 2 * m;
  const fh = H - 2 * m;
  const bg = backgroundSvg(scene.background, W, H);
  const objects = (scene.objects ?? []).map((o, i) => objectSvg(o, fw, fh, i)).join('\n');
  let handDefs = '';
  let handBody = '';
  if (scene.hand) {
    const hand = scene.hand;
    const r = (hand.size * fw) / 2;
    const drawn = handSvg(hand, r, 'hand');
    const place = `translate(${f(hand.at[0] * fw)} ${f(hand.at[1] * fh)}) rotate(${hand.rotate}) scale(${hand.left ? -1 : 1} 1)`;
    const shadow = hand.shadow ?? 0;
    handDefs = drawn.defs;
    const cast =
      shadow > 0
        ? `<g transform="translate(${f(shadow * r * 0.6)} ${f(shadow * r)})" opacity="0.45" filter="url(#hand-cast)"><g transform="${place}" fill="#000">${drawn.silhouette}</g></g>`
        : '';
    handDefs += `<filter id="hand-cast" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${f(0.08 * r + shadow * 0.1 * r)}"/></filter>`;
    handBody = `${cast}<g transform="${place}">${drawn.body}</g>`;
  }
  const extra = scene.extraSvg ? scene.extraSvg(fw, fh) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>${bg.defs}${handDefs}
    <filter id="obj-shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${f(0.01 * fw)}"/></filter>
  </defs>
  ${bg.body}
  <g transform="translate(${m} ${m})">${objects}${extra}${handBody}</g>
</svg>`;
}

/** The light falling on the scene as a grey picture: 128 is the exposure's level. */
function lightSvg(light: SceneLight, W: number, H: number): string {
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="rgb(128,128,128)"/>`];
  const defs: string[] = [];
  if (light.falloff) {
    const a = (light.falloff.angle * Math.PI) / 180;
    const k = light.falloff.strength;
    const x1 = 0.5 - Math.cos(a) / 2;
    const y1 = 0.5 - Math.sin(a) / 2;
    const grey = (g: number) => `rgb(${g},${g},${g})`;
    defs.push(
      `<linearGradient id="fall" x1="${x1.toFixed(3)}" y1="${y1.toFixed(3)}" x2="${(1 - x1).toFixed(3)}" y2="${(1 - y1).toFixed(3)}"><stop offset="0" stop-color="${grey(Math.round(128 * (1 + k * 0.6)))}"/><stop offset="1" stop-color="${grey(Math.round(128 * (1 - k)))}"/></linearGradient>`,
    );
    parts.push(`<rect width="${W}" height="${H}" fill="url(#fall)"/>`);
  }
  if (light.shadow) {
    const { angle, offset, width, darkness, softness } = light.shadow;
    const diag = Math.hypot(W, H);
    defs.push(
      `<filter id="sh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(softness * W)}"/></filter>`,
    );
    parts.push(
      `<g transform="translate(${f(W / 2)} ${f(H / 2)}) rotate(${angle})"><rect x="${f(-diag)}" y="${f(offset * H - (width * H) / 2)}" width="${f(2 * diag)}" height="${f(width * H)}" fill="#000" opacity="${darkness}" filter="url(#sh)"/></g>`,
    );
  }
  if (light.vignette) {
    defs.push(
      `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${light.vignette}"/></radialGradient>`,
    );
    parts.push(`<rect width="${W}" height="${H}" fill="url(#vig)"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`;
}

/** The 3×3 projective map taking the unit square's corners to `quad`'s (row-major). */
function homography(src: readonly Pt[], dst: readonly Pt[]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = src[i]!;
    const [u, v] = dst[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gaussian elimination with partial pivoting on the 8×9 system.
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    [a[c], a[p]] = [a[p]!, a[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const k = a[r]![c]! / a[c]![c]!;
      for (let k2 = c; k2 < 9; k2++) a[r]![k2] = a[r]![k2]! - k * a[c]![k2]!;
    }
  }
  return [...Array.from({ length: 8 }, (_, i) => a[i]![8]! / a[i]![i]!), 1];
}

const toLinear = new Float32Array(256).map((_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const toSrgbTable = new Float32Array(4096).map((_, i) => {
  const c = i / 4095;
  return 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
});

/** Renders a scene to JPEG bytes. */
export async function renderScene(scene: Scene): Promise<Buffer> {
  const fw = Math.round(scene.width * SUPERSAMPLE);
  const fh = Math.round(scene.height * SUPERSAMPLE);
  const m = Math.round(MARGIN * fw);
  const W = fw + 2 * m;
  const H = fh + 2 * m;
  const drawn = await sharp(Buffer.from(sceneSvg(scene, W, H, m)))
    .removeAlpha()
    .raw()
    .toBuffer();
  const lightGrey = await sharp(Buffer.from(lightSvg(scene.light, W, H)))
    .extractChannel(0)
    .raw()
    .toBuffer();

  // The camera: the frame's corners seen through a tilted lens land on a quadrilateral of the scene.
  const [tx, ty] = scene.camera.tilt ?? [0, 0];
  // tx > 0: the top of the frame is further away, so it takes in a wider strip of the scene;
  // ty likewise for the left edge.
  const quad: Pt[] = [
    [m - tx * fw, m - ty * fh],
    [m + fw + tx * fw, m],
    [m + fw, m + fh],
    [m, m + fh + ty * fh],
  ];
  const hm = homography(
    [
      [0, 0],
      [fw, 0],
      [fw, fh],
      [0, fh],
    ],
    quad,
  );
  const next = seededRandom(scene.seed);
  // Normal samples from a seeded table: far quicker than a fresh Box–Muller pair per value.
  const normals = new Float32Array(1 << 16);
  for (let i = 0; i < normals.length; i++) {
    const u = Math.max(1e-9, next());
    normals[i] = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
  }
  let draw = 0;
  const gauss = () => {
    draw = (draw + 1 + Math.floor(next() * 64)) & 0xffff;
    return normals[draw]!;
  };
  const cast = scene.light.cast ?? [1, 1, 1];
  const noise = scene.camera.noise * SUPERSAMPLE;
  const out = Buffer.alloc(fw * fh * 3);
  for (let y = 0; y < fh; y++) {
    for (let x = 0; x < fw; x++) {
      const d = hm[6]! * x + hm[7]! * y + hm[8]!;
      const sx = Math.min(W - 1.001, Math.max(0, (hm[0]! * x + hm[1]! * y + hm[2]!) / d));
      const sy = Math.min(H - 1.001, Math.max(0, (hm[3]! * x + hm[4]! * y + hm[5]!) / d));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const ax = sx - x0;
      const ay = sy - y0;
      const i00 = y0 * W + x0;
      const w00 = (1 - ax) * (1 - ay);
      const w01 = ax * (1 - ay);
      const w10 = (1 - ax) * ay;
      const w11 = ax * ay;
      const light =
        lightGrey[i00]! * w00 +
        lightGrey[i00 + 1]! * w01 +
        lightGrey[i00 + W]! * w10 +
        lightGrey[i00 + W + 1]! * w11;
      const gain = (scene.light.exposure * light) / 128;
      // Luminance noise shared by the channels, and a little of each channel's own.
      const shared = gauss() * noise;
      for (let c = 0; c < 3; c++) {
        const v =
          toLinear[drawn[i00 * 3 + c]!]! * w00 +
          toLinear[drawn[(i00 + 1) * 3 + c]!]! * w01 +
          toLinear[drawn[(i00 + W) * 3 + c]!]! * w10 +
          toLinear[drawn[(i00 + W + 1) * 3 + c]!]! * w11;
        const lin = Math.min(1, v * gain * cast[c]!);
        const s = toSrgbTable[Math.round(lin * 4095)]! + shared + gauss() * noise * 0.5;
        out[(y * fw + x) * 3 + c] = s <= 0 ? 0 : s >= 255 ? 255 : Math.round(s);
      }
    }
  }
  let image = sharp(out, { raw: { width: fw, height: fh, channels: 3 } });
  if (scene.camera.blur) image = image.blur(scene.camera.blur * SUPERSAMPLE);
  if (scene.camera.shake) {
    const { length, angle } = scene.camera.shake;
    const size = Math.max(3, Math.round(length * SUPERSAMPLE) | 1);
    const kernel = new Array<number>(size * size).fill(0);
    const a = (angle * Math.PI) / 180;
    for (let k = 0; k < size * 4; k++) {
      const t = k / (size * 4 - 1) - 0.5;
      const x = Math.round((size - 1) / 2 + t * (size - 1) * Math.cos(a));
      const y = Math.round((size - 1) / 2 + t * (size - 1) * Math.sin(a));
      kernel[y * size + x] = 1;
    }
    const sum = kernel.reduce((s, v) => s + v, 0);
    image = sharp(await image.raw().toBuffer(), {
      raw: { width: fw, height: fh, channels: 3 },
    }).convolve({
      width: size,
      height: size,
      kernel: kernel.map((v) => v / sum),
    });
  }
  const flat = await image.raw().toBuffer();
  return sharp(flat, { raw: { width: fw, height: fh, channels: 3 } })
    .resize(scene.width, scene.height, { kernel: 'lanczos3' })
    .jpeg({ quality: scene.camera.quality, mozjpeg: true })
    .toBuffer();
}
