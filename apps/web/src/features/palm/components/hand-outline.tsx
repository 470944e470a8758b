/**
 * What the hand model saw, drawn over the photo: the palm (wrist, thumb base and the four finger
 * bases) and a stroke along each finger, from the 21 landmarks as shares (0–1) of the photo.
 * The SVG stretches over the picture, so it must sit in a box the picture's own shape.
 */

/** The palm's outline: wrist, thumb base, then the finger bases from index to little finger. */
const PALM = [0, 1, 2, 5, 9, 13, 17] as const;
const FINGERS = [
  [1, 2, 3, 4],
  [5, 6, 7, 8],
  [9, 10, 11, 12],
  [13, 14, 15, 16],
  [17, 18, 19, 20],
] as const;

export type HandOutlineTone = 'found' | 'refused';

interface HandOutlineProps {
  landmarks: readonly (readonly [number, number])[];
  tone: HandOutlineTone;
  label: string;
  /** Which check drew it (the phone's model or the server's), for tests and support. */
  source: 'phone' | 'server';
}

const point = (p: readonly [number, number] | undefined) =>
  p ? `${(p[0] * 100).toFixed(2)},${(p[1] * 100).toFixed(2)}` : '';

export function HandOutline({ landmarks, tone, label, source }: HandOutlineProps) {
  if (landmarks.length < 21) return null;
  const colour = tone === 'found' ? 'text-emerald-300' : 'text-amber-300';
  return (
    <svg
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      data-testid="hand-outline"
      data-source={source}
      className={`pointer-events-none absolute inset-0 size-full ${colour}`}
    >
      <g
        fill="none"
        stroke="currentColor"
        strokeLinecap="round"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
        style={{ filter: 'drop-shadow(0 0 1.5px rgb(0 0 0 / 0.8))' }}
      >
        <polygon
          points={PALM.map((i) => point(landmarks[i])).join(' ')}
          strokeWidth={3}
          vectorEffect="non-scaling-stroke"
          fill="currentColor"
          fillOpacity={0.12}
        />
        {FINGERS.map((finger) => (
          <polyline
            key={finger[0]}
            points={finger.map((i) => point(landmarks[i])).join(' ')}
            strokeWidth={3}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {/* Zero-length strokes with round caps: a dot at each joint that the stretch leaves round. */}
        {landmarks.map((p, i) => (
          <polyline
            key={i}
            points={`${point(p)} ${point(p)}`}
            strokeWidth={7}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </g>
    </svg>
  );
}
