import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { useUploadedImage } from '../api/uploaded-image.ts';
import type { PalmLine, PalmResult } from '../types.ts';
import {
  HandOutline,
  frameAround,
  likelyPhotoAspect,
  toDrawing,
  type DrawPoint,
  type Frame,
} from './palm-lines-figure-hand.tsx';

/**
 * Each line's colour: distinct hues that stay apart for most colour-blind readers and read on
 * skin of any tone, drawn over a thin dark and light casing. A line the oracle adds later gets
 * the spare colours in turn.
 */
export const LINE_COLOURS: Record<string, string> = {
  heart: '#ff4f7b',
  head: '#3d8bff',
  life: '#22c55e',
  fate: '#b57bff',
  sun: '#ffd23f',
  mercury: '#22d3ee',
};
const SPARE_COLOURS = ['#ff8c42', '#f472b6', '#a3e635'];

export function lineColour(id: string, index: number): string {
  return LINE_COLOURS[id] ?? SPARE_COLOURS[index % SPARE_COLOURS.length] ?? '#ffffff';
}

/** A found line with where it runs: the only ones drawn. */
type DrawnLine = PalmLine & { path: [number, number][] };

function isDrawn(line: PalmLine): line is DrawnLine {
  return line.present && (line.path?.length ?? 0) >= 2;
}

/** Whether the reading says where its lines run (readings made before it do not). */
export function hasDrawnLines(result: Pick<PalmResult, 'lines'>): boolean {
  return (result.lines ?? []).some(isDrawn);
}

/**
 * Whether the figure has something to draw: lines that say where they run, over the owner's
 * photo or, without it, over the hand's outline.
 */
export function canDrawFigure(
  result: Pick<PalmResult, 'lines' | 'hand'>,
  photoPath: string | null | undefined,
): boolean {
  return hasDrawnLines(result) && (Boolean(photoPath) || result.hand?.landmarks.length === 21);
}

/** A smooth SVG path through the points (quadratic curves through the midpoints). */
function smoothPath(points: readonly DrawPoint[]): string {
  const f = (n: number) => n.toFixed(4);
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${f(first[0])} ${f(first[1])}`;
  for (let i = 0; i < rest.length - 1; i++) {
    const p = rest[i]!;
    const q = rest[i + 1]!;
    d += ` Q${f(p[0])} ${f(p[1])} ${f((p[0] + q[0]) / 2)} ${f((p[1] + q[1]) / 2)}`;
  }
  const last = rest[rest.length - 1];
  if (last) d += ` L${f(last[0])} ${f(last[1])}`;
  return d;
}

/** Where along its course each line's name sits, spread so that neighbours rarely meet. */
const LABEL_AT: Record<string, number> = {
  heart: 0.35,
  head: 0.7,
  life: 0.8,
  fate: 0.3,
  sun: 0.3,
  mercury: 0.6,
};

function pointAlong(points: readonly DrawPoint[], share: number): DrawPoint {
  const lengths = points.slice(1).map((p, i) => {
    const q = points[i]!;
    return Math.hypot(p[0] - q[0], p[1] - q[1]);
  });
  let left = lengths.reduce((a, b) => a + b, 0) * share;
  for (let i = 0; i < lengths.length; i++) {
    const step = lengths[i]!;
    if (left <= step && step > 0) {
      const a = points[i]!;
      const b = points[i + 1]!;
      const t = left / step;
      return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    }
    left -= step;
  }
  return points[points.length - 1] ?? [0, 0];
}

interface Label {
  id: string;
  text: string;
  colour: string;
  /** Centre, in percent of the figure. */
  left: number;
  top: number;
}

/**
 * Moves labels apart where they would cover each other (estimated sizes, for a phone-wide
 * figure), then keeps them inside the figure.
 */
function spreadLabels(labels: Label[], frame: Frame): Label[] {
  const figureWidthPx = 360;
  const figureHeightPx = (figureWidthPx * frame.height) / frame.width;
  const halfHeight = (13 / figureHeightPx) * 100;
  const halfWidth = (l: Label) => ((l.text.length * 4.2 + 16) / figureWidthPx) * 100;
  const placed = labels.map((l) => ({ ...l })).sort((a, b) => a.top - b.top);
  for (let round = 0; round < 4; round++) {
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const a = placed[i]!;
        const b = placed[j]!;
        const overlapX = halfWidth(a) + halfWidth(b) - Math.abs(a.left - b.left);
        const overlapY = 2 * halfHeight - Math.abs(a.top - b.top);
        if (overlapX <= 0 || overlapY <= 0) continue;
        const push = overlapY / 2 + 0.5;
        if (a.top <= b.top) {
          a.top -= push;
          b.top += push;
        } else {
          a.top += push;
          b.top -= push;
        }
      }
    }
  }
  return placed.map((l) => ({
    ...l,
    left: Math.min(Math.max(l.left, halfWidth(l) + 1), 99 - halfWidth(l)),
    top: Math.min(Math.max(l.top, halfHeight + 1), 99 - halfHeight),
  }));
}

/** Draws each line in, one after another, unless the reader asked for less motion. */
function useDrawIn(svg: RefObject<SVGSVGElement | null>, key: string) {
  useEffect(() => {
    const root = svg.current;
    if (!root || typeof window.matchMedia !== 'function') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const animations: Animation[] = [];
    root.querySelectorAll<SVGGElement>('[data-line]').forEach((group, index) => {
      group.querySelectorAll<SVGPathElement>('path').forEach((path) => {
        if (typeof path.animate !== 'function') return;
        animations.push(
          path.animate(
            [
              { strokeDasharray: '1 1', strokeDashoffset: 1 },
              { strokeDasharray: '1 1', strokeDashoffset: 0 },
            ],
            { duration: 700, delay: 250 + index * 350, easing: 'ease-out', fill: 'backwards' },
          ),
        );
      });
    });
    return () => animations.forEach((a) => a.cancel());
  }, [svg, key]);
}

interface PalmLinesFigureProps {
  lines: readonly PalmLine[];
  hand?: PalmResult['hand'];
  /**
   * The owner's photo (`original_path`): the lines are drawn over it. Without it (a shared
   * reading) they are drawn over a plain hand outline, and no photo is ever fetched.
   */
  photoPath?: string | null;
}

/**
 * The palm as read: the owner's photo, or a plain hand outline for anyone else, with each line
 * found drawn where it runs in its own colour and named in Thai, and a legend below that also
 * says which lines the photo did not show. Draws nothing when the reading does not say where its
 * lines run.
 */
export function PalmLinesFigure({ lines, hand, photoPath }: PalmLinesFigureProps) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const drawn = lines.filter(isDrawn);
  const photo = useUploadedImage(photoPath ?? null);
  const photoUrl = useObjectUrl(photoPath ? (photo.data ?? null) : null);
  const [photoSize, setPhotoSize] = useState<{ width: number; height: number } | null>(null);
  const svg = useRef<SVGSVGElement>(null);

  const onPhoto = Boolean(photoPath);
  const landmarks = hand?.landmarks.length === 21 ? hand.landmarks : null;
  const aspect = onPhoto
    ? photoSize
      ? photoSize.width / photoSize.height
      : null
    : landmarks
      ? likelyPhotoAspect(landmarks)
      : null;

  useDrawIn(svg, aspect === null ? '' : drawn.map((l) => l.id).join());

  if (drawn.length === 0 || (!onPhoto && !landmarks)) return null;

  const name = (line: PalmLine) => (en ? line.nameEn : line.nameTh);
  const missing = lines.filter((line) => !line.present);
  const label = t(onPhoto ? 'palm.figure.photoLabel' : 'palm.figure.outlineLabel', {
    names: drawn.map(name).join(' '),
  });

  let picture = null;
  if (aspect !== null) {
    const handPoints = landmarks?.map((p) => toDrawing(p, aspect)) ?? [];
    const linePaths = drawn.map((line) => line.path.map((p) => toDrawing(p, aspect)));
    const frame = frameAround([...handPoints, ...linePaths.flat()], aspect, 0.1);
    const unit = frame.width / 100;
    const labels = spreadLabels(
      drawn.map((line, i) => {
        const [x, y] = pointAlong(linePaths[i]!, LABEL_AT[line.id] ?? 0.5);
        return {
          id: line.id,
          text: name(line),
          colour: lineColour(line.id, i),
          left: ((x - frame.x) / frame.width) * 100,
          top: ((y - frame.y) / frame.height) * 100,
        };
      }),
      frame,
    );
    const photoStyle: CSSProperties = {
      width: `${(aspect / frame.width) * 100}%`,
      height: `${(1 / frame.height) * 100}%`,
      left: `${(-frame.x / frame.width) * 100}%`,
      top: `${(-frame.y / frame.height) * 100}%`,
      maxWidth: 'none',
    };
    picture = (
      <>
        {onPhoto && photoUrl ? (
          <img
            src={photoUrl}
            alt=""
            className="absolute object-fill select-none"
            style={photoStyle}
            draggable={false}
          />
        ) : null}
        <svg
          ref={svg}
          viewBox={`${frame.x} ${frame.y} ${frame.width} ${frame.height}`}
          className="absolute inset-0 size-full"
          aria-hidden="true"
          focusable="false"
          data-testid="palm-lines-drawing"
        >
          {landmarks && !onPhoto ? <HandOutline landmarks={handPoints} /> : null}
          {drawn.map((line, i) => {
            const d = smoothPath(linePaths[i]!);
            const shared = { d, fill: 'none', pathLength: 1, strokeLinecap: 'round' } as const;
            return (
              <g key={line.id} data-line={line.id} strokeLinejoin="round">
                <path {...shared} stroke="rgb(15 23 42 / 0.8)" strokeWidth={unit * 2.3} />
                <path {...shared} stroke="rgb(255 255 255 / 0.9)" strokeWidth={unit * 1.7} />
                <path {...shared} stroke={lineColour(line.id, i)} strokeWidth={unit * 1.1} />
              </g>
            );
          })}
        </svg>
        <div aria-hidden="true">
          {labels.map((l) => (
            <span
              key={l.id}
              data-label={l.id}
              className="absolute inline-flex -translate-x-1/2 -translate-y-1/2 items-center gap-1 rounded-full border-2 bg-slate-950/80 px-2 py-0.5 text-xs leading-tight font-semibold whitespace-nowrap text-white shadow-md"
              style={{ left: `${l.left}%`, top: `${l.top}%`, borderColor: l.colour }}
            >
              <span className="size-2 rounded-full" style={{ backgroundColor: l.colour }} />
              {l.text}
            </span>
          ))}
        </div>
      </>
    );
    const frameAspect = `${frame.width} / ${frame.height}`;
    picture = (
      <div
        role="img"
        aria-label={label}
        className={`relative w-full overflow-hidden rounded-3xl shadow-md ring-1 ring-amber-200 dark:ring-indigo-700 ${
          onPhoto
            ? 'bg-slate-900'
            : 'bg-gradient-to-br from-indigo-50 to-amber-50 dark:from-indigo-950 dark:to-indigo-900'
        }`}
        style={{ aspectRatio: frameAspect }}
        data-testid={onPhoto ? 'palm-lines-on-photo' : 'palm-lines-on-outline'}
      >
        {picture}
      </div>
    );
  } else {
    // The photo is still on its way: an image of the same use, then the figure once its size is known.
    picture = (
      <div
        role="img"
        aria-label={label}
        aria-busy="true"
        className="aspect-[3/4] w-full animate-pulse rounded-3xl bg-amber-100 dark:bg-indigo-900"
      />
    );
  }

  return (
    <figure className="mx-auto flex w-full max-w-md flex-col gap-3" data-testid="palm-lines-figure">
      {picture}
      {onPhoto && photoUrl && !photoSize ? (
        // Read once for its size; the figure then shows the photo cropped to the hand.
        <img
          src={photoUrl}
          alt=""
          hidden
          onLoad={(e) =>
            setPhotoSize({
              width: e.currentTarget.naturalWidth,
              height: e.currentTarget.naturalHeight,
            })
          }
        />
      ) : null}
      <figcaption className="flex flex-col gap-2">
        <ul className="flex flex-wrap gap-x-4 gap-y-2" data-testid="palm-lines-legend">
          {drawn.map((line, i) => (
            <li
              key={line.id}
              className="inline-flex items-center gap-2 text-sm font-semibold text-indigo-950 dark:text-amber-100"
            >
              <svg viewBox="0 0 24 8" className="h-2 w-6" aria-hidden="true" focusable="false">
                <path
                  d="M2 4H22"
                  stroke="rgb(15 23 42 / 0.8)"
                  strokeWidth="6"
                  strokeLinecap="round"
                />
                <path
                  d="M2 4H22"
                  stroke={lineColour(line.id, i)}
                  strokeWidth="3.5"
                  strokeLinecap="round"
                />
              </svg>
              {name(line)}
            </li>
          ))}
        </ul>
        {missing.length > 0 ? (
          <p
            className="text-sm text-slate-600 dark:text-indigo-300"
            data-testid="palm-lines-missing"
          >
            {t('palm.figure.notFound', { names: missing.map(name).join(' · ') })}
          </p>
        ) : null}
        {!onPhoto ? (
          <p className="text-xs text-slate-500 dark:text-indigo-300">
            {t('palm.figure.outlineNote')}
          </p>
        ) : null}
      </figcaption>
    </figure>
  );
}
