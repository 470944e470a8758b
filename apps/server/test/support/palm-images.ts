import sharp from 'sharp';

/**
 * Images made by the tests themselves: a drawn hand (palm, four fingers, a thumb, a wrist) with
 * the palm lines where palmistry places them, and the photos a palm reader must refuse.
 */

/** How one drawn crease looks: its darkness (0 invisible … 1 very dark), width and extent. */
export interface DrawnLine {
  depth: number;
  width: number;
  /** Share of the full line drawn, from its start. */
  extent: number;
  /** Extra bow of the curve (palm pixels); the lines' natural shapes are the default. */
  bow?: number;
  /** Gaps along the line (each removes a short stretch). */
  gaps?: number;
  /** Share of the line each gap removes (default 0.08). */
  gapSize?: number;
  /** A branch leaving the line this share of its length before its end. */
  fork?: number;
  /** Moves the line's end across its course (palm pixels, + towards the wrist or the thumb). */
  tilt?: number;
}

export type DrawnLineId = 'life' | 'head' | 'heart' | 'fate' | 'sun' | 'mercury';

export interface HandDrawing {
  lines: Partial<Record<DrawnLineId, DrawnLine | null>>;
  /** Skin tone of the palm. */
  skin: string;
  background: string;
  /** Mirror the whole picture (a left hand instead of a right one). */
  mirror: boolean;
  /** Turn the picture, degrees clockwise. */
  rotate: number;
  /** Fine skin texture, for a photo-like fixture. */
  texture: boolean;
  width: number;
  height: number;
}

export const CLEAR_LINE: DrawnLine = { depth: 0.55, width: 5, extent: 1 };

const DEFAULT_DRAWING: HandDrawing = {
  lines: {
    life: CLEAR_LINE,
    head: CLEAR_LINE,
    heart: CLEAR_LINE,
    fate: CLEAR_LINE,
    sun: { depth: 0.45, width: 4, extent: 1 },
    mercury: { depth: 0.45, width: 4, extent: 1 },
  },
  skin: '#dfa98a',
  background: '#c9d3db',
  mirror: false,
  rotate: 0,
  texture: false,
  width: 600,
  height: 800,
};

type Point = [number, number];

/** Palm-line Bézier curves on the 600×800 canvas (fingers up, thumb on the right: a right palm). */
function lineCurve(id: DrawnLineId, bow: number, tilt = 0): [Point, Point, Point, Point] {
  const [p0, p1, p2, [x3, y3]] = baseCurve(id, bow);
  // Lines running across the palm tilt up or down; lines running up it lean sideways.
  const across = id === 'heart' || id === 'head';
  return [p0, p1, p2, across ? [x3, y3 + tilt] : [x3 + tilt, y3]];
}

function baseCurve(id: DrawnLineId, bow: number): [Point, Point, Point, Point] {
  switch (id) {
    case 'heart':
      return [
        [178, 402],
        [230, 392 - bow],
        [300, 382 - bow],
        [372, 352],
      ];
    case 'head':
      return [
        [418, 428],
        [360, 440 + bow],
        [280, 458 + bow],
        [205, 492],
      ];
    case 'life':
      return [
        [420, 440],
        [330 - bow, 470],
        [318 - bow, 560],
        [372, 628],
      ];
    case 'fate':
      return [
        [300, 625],
        [300 + bow, 540],
        [302 + bow, 450],
        [304, 372],
      ];
    case 'sun':
      return [
        [252, 560],
        [250 + bow, 500],
        [252 + bow, 440],
        [256, 392],
      ];
    case 'mercury':
      return [
        [236, 612],
        [215 + bow, 540],
        [200 + bow, 470],
        [196, 410],
      ];
  }
}

function bezier([p0, p1, p2, p3]: [Point, Point, Point, Point], t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const e = t * t * t;
  return [
    a * p0[0] + b * p1[0] + c * p2[0] + e * p3[0],
    a * p0[1] + b * p1[1] + c * p2[1] + e * p3[1],
  ];
}

/** The line as polylines: `extent` of it from its start, cut by `gaps` evenly spaced breaks. */
function lineSvg(id: DrawnLineId, line: DrawnLine, ink: string): string {
  const curve = lineCurve(id, line.bow ?? 0, line.tilt ?? 0);
  const extent = Math.min(1, Math.max(0.05, line.extent));
  const gaps = line.gaps ?? 0;
  const gapShare = line.gapSize ?? 0.08;
  const pieces: [number, number][] = [];
  const piece = (extent - gapShare * gaps) / (gaps + 1);
  for (let i = 0; i <= gaps; i++) {
    const start = i * (piece + gapShare);
    pieces.push([start, start + piece]);
  }
  const steps = 48;
  const polylines = pieces.map(([from, to]) => {
    const points: string[] = [];
    for (let k = 0; k <= steps; k++) {
      const [x, y] = bezier(curve, from + ((to - from) * k) / steps);
      points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    }
    return points;
  });
  if (line.fork) {
    // A branch from `fork` before the end, parting from the line to 36 px beside its tip.
    const from = Math.max(0, extent - line.fork);
    const [tx, ty] = bezier(curve, extent);
    const [px, py] = bezier(curve, Math.max(0, extent - 0.02));
    const len = Math.hypot(tx - px, ty - py) || 1;
    const [nx, ny] = [-(ty - py) / len, (tx - px) / len];
    const branch: string[] = [];
    for (let k = 0; k <= steps; k++) {
      const t = k / steps;
      const [x, y] = bezier(curve, from + (extent - from) * t);
      branch.push(`${(x + nx * 36 * t * t).toFixed(1)},${(y + ny * 36 * t * t).toFixed(1)}`);
    }
    polylines.push(branch);
  }
  return polylines
    .map(
      (points) => `<polyline points="${points.join(' ')}" fill="none" stroke="${ink}"
        stroke-opacity="${Math.min(1, Math.max(0, line.depth)).toFixed(3)}"
        stroke-width="${line.width}" stroke-linecap="round" stroke-linejoin="round"
        filter="url(#soft)"/>`,
    )
    .join('\n');
}

/** Skin that is not flat: blotches, grain and many faint minor creases, as on a real palm. */
function textureSvg(): string {
  const next = mulberry32(11);
  const creases: string[] = [];
  for (let i = 0; i < 40; i++) {
    const x = 180 + next() * 240;
    const y = 350 + next() * 270;
    const angle = next() * Math.PI;
    const length = 12 + next() * 30;
    const dx = Math.cos(angle) * length;
    const dy = Math.sin(angle) * length;
    creases.push(
      `<path d="M ${x.toFixed(1)} ${y.toFixed(1)} q ${(dx / 2 + dy / 5).toFixed(1)} ${(dy / 2 - dx / 5).toFixed(1)} ${dx.toFixed(1)} ${dy.toFixed(1)}"
        fill="none" stroke="#5a2e1e" stroke-opacity="${(0.06 + next() * 0.1).toFixed(3)}"
        stroke-width="${(1.2 + next() * 1.3).toFixed(2)}" stroke-linecap="round"/>`,
    );
  }
  return `<rect x="0" y="0" width="600" height="1000" filter="url(#blotches)"/>
    <rect x="0" y="0" width="600" height="1000" filter="url(#grain)"/>
    ${creases.join('\n')}`;
}

/** A drawn hand as an SVG string. */
export function handSvg(options: Partial<HandDrawing> = {}): string {
  const d: HandDrawing = {
    ...DEFAULT_DRAWING,
    ...options,
    lines: { ...DEFAULT_DRAWING.lines, ...(options.lines ?? {}) },
  };
  const finger = (cx: number, baseY: number, length: number, width: number, angle: number) =>
    `<rect x="${cx - width / 2}" y="${baseY - length}" width="${width}" height="${length + 40}"
      rx="${width / 2}" transform="rotate(${angle} ${cx} ${baseY})"/>`;
  const lines = (Object.keys(d.lines) as DrawnLineId[])
    .map((id) => {
      const line = d.lines[id];
      return line ? lineSvg(id, line, '#5a2e1e') : '';
    })
    .join('\n');
  const transform = [
    `rotate(${d.rotate} 300 400)`,
    d.mirror ? 'translate(600 0) scale(-1 1)' : '',
  ].join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${d.width}" height="${d.height}"
    viewBox="0 0 600 800" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${d.background}"/><stop offset="1" stop-color="#aab4bd"/>
    </linearGradient>
    <radialGradient id="shade" cx="0.5" cy="0.55" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.12"/>
    </radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="0.8"/></filter>
    <filter id="blotches" x="0" y="0" width="1" height="1">
      <feTurbulence type="fractalNoise" baseFrequency="0.025" numOctaves="2" seed="3"/>
      <feColorMatrix type="matrix" values="0 0 0 0 0.35  0 0 0 0 0.15  0 0 0 0 0.1  0.5 0 0 0 -0.16"/>
    </filter>
    <filter id="grain" x="0" y="0" width="1" height="1">
      <feTurbulence type="fractalNoise" baseFrequency="0.7" numOctaves="2" seed="7"/>
      <feColorMatrix type="matrix" values="0 0 0 0 0.3  0 0 0 0 0.15  0 0 0 0 0.1  0.45 0 0 0 -0.15"/>
    </filter>
    <clipPath id="hand">
      <rect x="168" y="330" width="266" height="300" rx="70"/>
      <rect x="205" y="580" width="190" height="400" rx="30"/>
      ${finger(200, 370, 150, 50, -14)}
      ${finger(258, 350, 200, 56, -5)}
      ${finger(322, 345, 225, 58, 3)}
      ${finger(388, 360, 190, 56, 12)}
      ${finger(418, 560, 175, 68, 48)}
    </clipPath>
  </defs>
  <rect width="600" height="800" fill="url(#bg)"/>
  <g transform="${transform}">
    <g clip-path="url(#hand)">
      <rect x="0" y="0" width="600" height="1000" fill="${d.skin}"/>
      <rect x="0" y="0" width="600" height="1000" fill="url(#shade)"/>
      ${lines}
      ${d.texture ? textureSvg() : ''}
    </g>
  </g>
</svg>`;
}

export async function handJpeg(options: Partial<HandDrawing> = {}, quality = 90): Promise<Buffer> {
  return sharp(Buffer.from(handSvg(options)))
    .jpeg({ quality })
    .toBuffer();
}

/** A seeded pseudo-random stream, so noise images are the same on every run. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function noiseJpeg(width = 640, height = 480, seed = 1): Promise<Buffer> {
  const next = mulberry32(seed);
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(next() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

export async function skyJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b7dd8"/><stop offset="1" stop-color="#a9d0f5"/>
    </linearGradient></defs>
    <rect width="800" height="600" fill="url(#s)"/>
    <ellipse cx="250" cy="200" rx="120" ry="40" fill="#ffffff" opacity="0.85"/>
    <ellipse cx="560" cy="320" rx="160" ry="50" fill="#f4f7fb" opacity="0.8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

export async function textPageJpeg(): Promise<Buffer> {
  const rows = Array.from(
    { length: 22 },
    (_, i) =>
      `<text x="40" y="${60 + i * 34}" font-family="sans-serif" font-size="22" fill="#111">` +
      `ดวงดี Lorem ipsum dolor sit amet ${i} consectetur adipiscing elit sed do</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="820">
    <rect width="800" height="820" fill="#ffffff"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** A skin-coloured oval the size of a face, with a neck: skin, but no hand. */
export async function faceJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="600" height="800" fill="#9fb0bf"/>
    <rect x="250" y="520" width="100" height="300" fill="#d9a27f"/>
    <ellipse cx="300" cy="380" rx="150" ry="195" fill="#dfa98a"/>
    <ellipse cx="245" cy="340" rx="18" ry="10" fill="#3a2a20"/>
    <ellipse cx="355" cy="340" rx="18" ry="10" fill="#3a2a20"/>
    <path d="M 250 470 Q 300 500 350 470" stroke="#9a4a40" stroke-width="8" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** A beige wall: skin-like colour from edge to edge. */
export async function beigeWallJpeg(): Promise<Buffer> {
  return sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 214, g: 170, b: 140 } },
  })
    .jpeg()
    .toBuffer();
}

export async function darkHandJpeg(): Promise<Buffer> {
  return sharp(await handJpeg())
    .linear(0.12, 0)
    .jpeg()
    .toBuffer();
}

export async function blurredHandJpeg(sigma = 9): Promise<Buffer> {
  return sharp(await handJpeg())
    .blur(sigma)
    .jpeg()
    .toBuffer();
}
