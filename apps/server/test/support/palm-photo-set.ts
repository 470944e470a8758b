/**
 * The palm photo set: rendered phone-like photos with hand-written labels, the analysis's test of
 * real-world conditions — skin types I to VI, uneven and coloured light, turned hands and tilted
 * cameras, clutter, hand sizes, fingers together — and of what it must refuse: the back of a hand,
 * a face, things on a table, an empty table, a dark, a blurred and a distant photo.
 *
 * The photos are drawn by `palm-photo-render.ts` (so the project owns them and may ship them) and
 * written to `test/fixtures/palm-photos/` by:
 *   npx tsx apps/server/test/support/palm-photo-set.ts
 * `test/uploads/palm-photo-set.test.ts` runs the analysis on those files against the labels.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PalmPhotoProblem } from '@duangdee/contract/palm';
import {
  portraitSvg,
  renderScene,
  type Rgb,
  type Scene,
  type SceneHand,
  type SceneLine,
  type SkinTone,
} from './palm-photo-render.ts';

export const PALM_PHOTO_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/palm-photos',
);

export type ExpectedVerdict = 'usable' | PalmPhotoProblem;
/** What a main line should measure as: its length class, or not found at all. */
export type ExpectedLine = 'long' | 'short' | 'absent';
export type MainLine = 'life' | 'head' | 'heart';

export interface PalmPhotoCase {
  /** File name without `.jpg`. */
  name: string;
  /** What the photo shows, for the decision record. */
  about: string;
  expected: ExpectedVerdict;
  /** For palms: what each main line should measure as. */
  lines?: Record<MainLine, ExpectedLine>;
  scene: Scene;
}

const SIZE = { width: 540, height: 720 } as const;
const CLEAR: SceneLine = { depth: 0.75, width: 0.036, extent: 1 };
const FINE: SceneLine = { depth: 0.45, width: 0.026, extent: 0.85 };
const ALL_LONG: Record<MainLine, ExpectedLine> = { life: 'long', head: 'long', heart: 'long' };

const WALL: Rgb = [214, 220, 228];
const OAK: Rgb = [200, 156, 106];
const WALNUT: Rgb = [118, 80, 52];

function palmHand(tone: SkinTone, seed: number, over: Partial<SceneHand> = {}): SceneHand {
  return {
    side: 'palm',
    tone,
    at: [0.5, 0.6],
    size: 0.4,
    rotate: 0,
    spread: 1,
    shadow: 0.2,
    seed,
    lines: { life: CLEAR, head: CLEAR, heart: CLEAR, fate: FINE, sun: FINE },
    ...over,
  };
}

function scene(seed: number, over: Partial<Scene>): Scene {
  return {
    ...SIZE,
    seed,
    background: { kind: 'wall', colour: WALL, seed },
    light: { exposure: 1 },
    camera: { noise: 2.5, quality: 80 },
    ...over,
  };
}

export const PALM_PHOTO_SET: readonly PalmPhotoCase[] = [
  {
    name: 'palm-01-type1-wall',
    about: 'type I right palm against a pale wall, soft daylight',
    expected: 'usable',
    lines: ALL_LONG,
    scene: scene(101, {
      hand: palmHand(1, 11, { rotate: -5, shadow: 0 }),
      light: { exposure: 1, falloff: { angle: 90, strength: 0.15 } },
    }),
  },
  {
    name: 'palm-02-type2-oak-side-light',
    about:
      'type II palm on an oak table (skin-coloured wood), strong light from the right, turned 14°',
    expected: 'usable',
    lines: ALL_LONG,
    scene: scene(102, {
      background: { kind: 'wood', colour: OAK, seed: 12 },
      objects: [
        { kind: 'mug', at: [0.16, 0.12], size: 0.24 },
        { kind: 'keys', at: [0.85, 0.88], size: 0.22, rotate: 30 },
      ],
      hand: palmHand(2, 12, { rotate: -14 }),
      light: { exposure: 1, falloff: { angle: 180, strength: 0.55 } },
    }),
  },
  {
    name: 'palm-03-type3-gingham-warm-left',
    about: 'type III left palm on gingham cloth under a warm indoor lamp, turned 18°',
    expected: 'usable',
    lines: ALL_LONG,
    scene: scene(103, {
      background: { kind: 'fabric', colour: [238, 236, 230], colour2: [196, 52, 60], seed: 13 },
      hand: palmHand(3, 13, { rotate: 18, left: true }),
      light: { exposure: 0.85, cast: [1.12, 0.96, 0.7], falloff: { angle: 60, strength: 0.25 } },
    }),
  },
  {
    name: 'palm-04-type4-granite-shadow',
    about: 'type IV palm on a granite counter, a soft shadow band across the palm, turned −20°',
    expected: 'usable',
    lines: ALL_LONG,
    scene: scene(104, {
      background: { kind: 'granite', colour: [150, 148, 146], seed: 14 },
      hand: palmHand(4, 14, { rotate: -20 }),
      light: {
        exposure: 1.05,
        shadow: { angle: 30, offset: 0.09, width: 0.14, darkness: 0.6, softness: 0.02 },
      },
    }),
  },
  {
    name: 'palm-05-type5-bedsheet-dim',
    about: 'type V left palm on a bedsheet in dim evening light (noisy)',
    expected: 'usable',
    lines: ALL_LONG,
    scene: scene(105, {
      background: { kind: 'bedsheet', colour: [206, 212, 228], seed: 15 },
      hand: palmHand(5, 15, { rotate: 8, left: true }),
      light: { exposure: 0.5, vignette: 0.3 },
      camera: { noise: 6, quality: 78 },
    }),
  },
  {
    name: 'palm-06-type6-dark-sofa',
    about: 'type VI palm held over a dark sofa, flash-like light with dark corners',
    expected: 'usable',
    lines: ALL_LONG,
    scene: scene(106, {
      background: { kind: 'dark', colour: [34, 33, 40], seed: 16 },
      hand: palmHand(6, 16, { rotate: -6, shadow: 0 }),
      light: { exposure: 1.05, vignette: 0.45 },
    }),
  },
  {
    name: 'palm-07-type3-desk-clutter',
    about:
      'type III palm on a walnut desk among papers, a phone, a mug, a pen and glasses; camera tilted',
    expected: 'usable',
    lines: ALL_LONG,
    scene: scene(107, {
      background: { kind: 'wood', colour: WALNUT, seed: 17 },
      objects: [
        { kind: 'paper', at: [0.2, 0.25], size: 0.35, rotate: -12 },
        { kind: 'phone', at: [0.86, 0.2], size: 0.3, rotate: 8 },
        { kind: 'mug', at: [0.85, 0.86], size: 0.22, colour: [230, 230, 225] },
        { kind: 'pen', at: [0.18, 0.82], size: 0.4, rotate: 70 },
        { kind: 'glasses', at: [0.12, 0.55], size: 0.22, rotate: 80 },
      ],
      hand: palmHand(3, 17, { rotate: 10, at: [0.52, 0.6] }),
      camera: { noise: 3, quality: 80, tilt: [0.05, 0.02] },
    }),
  },
  {
    name: 'palm-08-type2-close-up',
    about: 'type II palm close to the camera, filling most of the frame',
    expected: 'usable',
    lines: ALL_LONG,
    scene: scene(108, {
      background: { kind: 'wall', colour: [232, 226, 214], seed: 18 },
      hand: palmHand(2, 18, { size: 0.5, at: [0.5, 0.63], rotate: 3 }),
      light: { exposure: 1, falloff: { angle: 0, strength: 0.2 } },
    }),
  },
  {
    name: 'palm-09-type4-tiles-smaller',
    about: 'type IV palm smaller in the frame, on beige floor tiles',
    expected: 'usable',
    lines: ALL_LONG,
    scene: scene(109, {
      background: { kind: 'tiles', colour: [222, 208, 186], colour2: [150, 140, 128], seed: 19 },
      hand: palmHand(4, 19, { size: 0.3, at: [0.46, 0.56], rotate: -8 }),
      light: { exposure: 1 },
    }),
  },
  {
    name: 'palm-10-type5-fingers-together',
    about: 'type V palm with the fingers held almost together, on a light wooden table',
    expected: 'usable',
    lines: ALL_LONG,
    scene: scene(110, {
      background: { kind: 'wood', colour: [214, 176, 128], seed: 20 },
      hand: palmHand(5, 20, { spread: 0.15, rotate: 4 }),
    }),
  },
  {
    name: 'palm-11-type1-stripes-cool-left',
    about: 'type I left palm on striped cloth in cool bluish daylight, turned 22°',
    expected: 'usable',
    lines: ALL_LONG,
    scene: scene(111, {
      background: { kind: 'stripes', colour: [236, 238, 242], colour2: [40, 56, 100], seed: 21 },
      hand: palmHand(1, 21, { rotate: 22, left: true }),
      light: { exposure: 1, cast: [0.88, 1, 1.16] },
    }),
  },
  {
    name: 'palm-12-type6-foliage-sun',
    about: 'type VI left palm outdoors in front of leaves, bright sun and a hard-edged shadow',
    expected: 'usable',
    lines: ALL_LONG,
    scene: scene(112, {
      background: { kind: 'foliage', colour: [70, 120, 50], colour2: [30, 60, 25], seed: 22 },
      hand: palmHand(6, 22, { rotate: -10, left: true, shadow: 0 }),
      light: {
        exposure: 1.2,
        shadow: { angle: -50, offset: 0.3, width: 0.5, darkness: 0.45, softness: 0.004 },
      },
    }),
  },
  {
    name: 'palm-13-type3-tilted-camera',
    about: 'type III palm on white tiles, photographed at a slant (strong perspective)',
    expected: 'usable',
    lines: ALL_LONG,
    scene: scene(113, {
      background: { kind: 'tiles', colour: [240, 240, 236], colour2: [170, 170, 176], seed: 23 },
      hand: palmHand(3, 23, { rotate: -3 }),
      camera: { noise: 2.5, quality: 80, tilt: [0.075, -0.05] },
    }),
  },
  {
    name: 'palm-14-type4-short-lines',
    about: 'type IV palm with a short head line and a short life line, against a beige wall',
    expected: 'usable',
    lines: { life: 'short', head: 'short', heart: 'long' },
    scene: scene(114, {
      background: { kind: 'wall', colour: [226, 210, 188], seed: 24 },
      hand: palmHand(4, 24, {
        rotate: 6,
        lines: {
          life: { ...CLEAR, extent: 0.3 },
          head: { ...CLEAR, extent: 0.3 },
          heart: CLEAR,
          fate: FINE,
        },
      }),
    }),
  },
  {
    name: 'palm-15-type2-no-heart-line',
    about: 'type II palm with no heart line (nor fate line), on a dark granite counter',
    expected: 'usable',
    lines: { life: 'long', head: 'long', heart: 'absent' },
    scene: scene(115, {
      background: { kind: 'granite', colour: [70, 70, 76], seed: 25 },
      hand: palmHand(2, 25, {
        rotate: -12,
        lines: { life: CLEAR, head: CLEAR, sun: FINE },
      }),
    }),
  },
  {
    name: 'palm-16-type5-oranges-box',
    about: 'type V palm on wood beside oranges, bread and a cardboard box (skin-coloured things)',
    expected: 'usable',
    lines: ALL_LONG,
    scene: scene(116, {
      background: { kind: 'wood', colour: [170, 120, 78], seed: 26 },
      objects: [
        { kind: 'orange', at: [0.14, 0.2], size: 0.18 },
        { kind: 'orange', at: [0.3, 0.1], size: 0.16 },
        { kind: 'bread', at: [0.85, 0.85], size: 0.34, rotate: -30 },
        { kind: 'box', at: [0.88, 0.16], size: 0.3, rotate: 12 },
      ],
      hand: palmHand(5, 26, { rotate: 12 }),
      light: { exposure: 1, falloff: { angle: 30, strength: 0.3 } },
    }),
  },
  {
    name: 'palm-17-type1-noisy-jpeg',
    about: 'type I palm, a dim, noisy and heavily compressed photo',
    expected: 'usable',
    lines: ALL_LONG,
    scene: scene(117, {
      background: { kind: 'bedsheet', colour: [236, 232, 226], seed: 27 },
      hand: palmHand(1, 27, { rotate: -16 }),
      light: { exposure: 0.7 },
      camera: { noise: 6, quality: 55 },
    }),
  },
  {
    name: 'palm-18-type6-warm-lamp',
    about: 'type VI palm against a cream wall under a warm lamp falling off to one corner',
    expected: 'usable',
    lines: ALL_LONG,
    scene: scene(118, {
      background: { kind: 'wall', colour: [236, 228, 210], seed: 28 },
      hand: palmHand(6, 28, { rotate: 15 }),
      light: { exposure: 1, cast: [1.15, 0.95, 0.66], falloff: { angle: 45, strength: 0.5 } },
    }),
  },
  {
    name: 'back-01-type2-oak',
    about: 'the back of a type II hand on an oak table: nails, knuckles, no palm lines',
    expected: 'back_of_hand',
    scene: scene(201, {
      background: { kind: 'wood', colour: OAK, seed: 31 },
      hand: palmHand(2, 31, { side: 'back', rotate: -8 }),
    }),
  },
  {
    name: 'back-02-type6-gingham',
    about: 'the back of a type VI hand on gingham cloth',
    expected: 'back_of_hand',
    scene: scene(202, {
      background: { kind: 'fabric', colour: [238, 236, 230], colour2: [196, 52, 60], seed: 32 },
      hand: palmHand(6, 32, { side: 'back', rotate: 5 }),
    }),
  },
  {
    name: 'back-03-type4-warm-turned',
    about: 'the back of a type IV hand under a warm lamp, turned 20°',
    expected: 'back_of_hand',
    scene: scene(203, {
      background: { kind: 'wall', colour: [214, 220, 228], seed: 33 },
      hand: palmHand(4, 33, { side: 'back', rotate: 20, left: true }),
      light: { exposure: 0.9, cast: [1.12, 0.96, 0.72], falloff: { angle: 0, strength: 0.3 } },
    }),
  },
  {
    name: 'back-04-type1-desk',
    about: 'the back of a type I hand on a walnut desk with a phone and papers',
    expected: 'back_of_hand',
    scene: scene(204, {
      background: { kind: 'wood', colour: WALNUT, seed: 34 },
      objects: [
        { kind: 'paper', at: [0.82, 0.22], size: 0.34, rotate: 10 },
        { kind: 'phone', at: [0.15, 0.85], size: 0.28, rotate: -20 },
      ],
      hand: palmHand(1, 34, { side: 'back', rotate: -15 }),
    }),
  },
  {
    name: 'no-hand-face',
    about: 'a portrait: a face and neck, skin but no hand',
    expected: 'no_hand',
    scene: scene(301, {
      background: { kind: 'wall', colour: [200, 206, 196], seed: 41 },
      extraSvg: (w, h) => portraitSvg(3, w, h),
    }),
  },
  {
    name: 'no-hand-still-life',
    about: 'oranges, bread, a mug and a cardboard box on a wooden table',
    expected: 'no_hand',
    scene: scene(302, {
      background: { kind: 'wood', colour: OAK, seed: 42 },
      objects: [
        { kind: 'orange', at: [0.3, 0.35], size: 0.22 },
        { kind: 'orange', at: [0.52, 0.3], size: 0.2 },
        { kind: 'bread', at: [0.45, 0.62], size: 0.5, rotate: -10 },
        { kind: 'mug', at: [0.8, 0.45], size: 0.26 },
        { kind: 'box', at: [0.2, 0.85], size: 0.4, rotate: 6 },
      ],
    }),
  },
  {
    name: 'no-hand-empty-table',
    about: 'an empty oak table',
    expected: 'no_hand',
    scene: scene(303, { background: { kind: 'wood', colour: [206, 162, 112], seed: 43 } }),
  },
  {
    name: 'too-dark-palm',
    about: 'a type III palm photographed almost in the dark',
    expected: 'too_dark',
    scene: scene(401, {
      background: { kind: 'bedsheet', colour: [206, 212, 228], seed: 51 },
      hand: palmHand(3, 51),
      light: { exposure: 0.07 },
      camera: { noise: 3, quality: 80 },
    }),
  },
  {
    name: 'too-blurry-palm',
    about: 'a type III palm, badly out of focus',
    expected: 'too_blurry',
    scene: scene(402, {
      background: { kind: 'wall', colour: WALL, seed: 52 },
      hand: palmHand(3, 52, { rotate: 6 }),
      camera: { noise: 2, quality: 80, blur: 7 },
    }),
  },
  {
    name: 'too-small-palm',
    about: 'a type II palm far from the camera, small in the frame',
    expected: 'too_small',
    scene: scene(403, {
      background: { kind: 'wood', colour: WALNUT, seed: 53 },
      hand: palmHand(2, 53, { size: 0.13, at: [0.5, 0.5] }),
    }),
  },
];

export function renderPalmPhoto(c: PalmPhotoCase): Promise<Buffer> {
  return renderScene(c.scene);
}

const LINE_WORDS: Record<ExpectedLine, string> = { long: 'long', short: 'short', absent: '—' };

/** The fixtures folder's README: where the photos come from, and their labels. */
export function palmPhotoReadme(): string {
  const rows = PALM_PHOTO_SET.map((c) => {
    const lines = c.lines
      ? `${LINE_WORDS[c.lines.life]} / ${LINE_WORDS[c.lines.head]} / ${LINE_WORDS[c.lines.heart]}`
      : '';
    return `| \`${c.name}.jpg\` | ${c.about} | \`${c.expected}\` | ${lines} |`;
  });
  return `# Palm photo set

Rendered by this project — not photographed: no real person's hand, face or home is in them.
They are drawn by \`apps/server/test/support/palm-photo-render.ts\` from the scenes in
\`apps/server/test/support/palm-photo-set.ts\`, which are the source; the project owns them and
may ship and publish them with its code. Regenerate after changing a scene or the renderer:

    npx tsx apps/server/test/support/palm-photo-set.ts

\`apps/server/test/uploads/palm-photo-set.test.ts\` runs the palm photo analysis on every file
and checks it against the labels below (hand-written, from what each scene draws); the results
are reported in \`docs/decisions/008-palm-readings-and-chat.md\`. Skin types are Fitzpatrick-like
(I very light … VI very dark).

| photo | what it shows | expected verdict | life / head / heart line |
|---|---|---|---|
${rows.join('\n')}
`;
}

/** Writes the photos of the set (those whose name contains `only`, or all, clearing old files). */
export async function writePalmPhotoSet(dir = PALM_PHOTO_DIR, only?: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  if (!only) {
    for (const file of await readdir(dir)) {
      if (file.endsWith('.jpg')) await rm(path.join(dir, file));
    }
  }
  await writeFile(path.join(dir, 'README.md'), palmPhotoReadme());
  let total = 0;
  for (const c of PALM_PHOTO_SET) {
    if (only && !c.name.includes(only)) continue;
    const bytes = await renderPalmPhoto(c);
    await writeFile(path.join(dir, `${c.name}.jpg`), bytes);
    total += bytes.length;
  }
  return total;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const total = await writePalmPhotoSet(PALM_PHOTO_DIR, process.argv[2]);
  console.log(`${Math.round(total / 1024)} KiB written to ${PALM_PHOTO_DIR}`);
}
