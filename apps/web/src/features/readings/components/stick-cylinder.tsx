import { useTranslation } from 'react-i18next';

/** Bamboo sticks standing in the cylinder: x, height above the rim, tilt. */
const STICKS = [
  [38, 44, -9],
  [46, 52, -5],
  [54, 40, -2],
  [60, 56, 0],
  [66, 46, 3],
  [74, 50, 6],
  [82, 38, 9],
] as const;

/**
 * The เซียมซี cylinder. While `shaking` it rocks (a CSS animation, only for users who have not
 * asked their system for less motion).
 */
export function StickCylinder({ shaking }: { shaking: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="img"
      aria-label={t('readings.sticks.cylinder')}
      data-shaking={shaking}
      data-testid="stick-cylinder"
      className={`mx-auto w-36 origin-[50%_90%] ${shaking ? 'motion-safe:animate-stick-shake' : ''}`}
    >
      <svg viewBox="0 0 120 170" width="144" height="204" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="cylinder-body" x1="0" x2="1">
            <stop offset="0" stopColor="#7f1d1d" />
            <stop offset="0.45" stopColor="#c0262d" />
            <stop offset="1" stopColor="#7f1d1d" />
          </linearGradient>
        </defs>
        <g className={shaking ? 'motion-safe:animate-stick-jiggle' : ''}>
          {STICKS.map(([x, height, tilt]) => (
            <g key={x} transform={`rotate(${tilt} ${x} 80)`}>
              <rect
                x={x - 2.5}
                y={72 - height}
                width="5"
                height={height + 30}
                rx="2.5"
                fill="#e4c48a"
              />
              <rect x={x - 2.5} y={72 - height} width="5" height="9" rx="2.5" fill="#b91c1c" />
            </g>
          ))}
        </g>
        <rect x="24" y="68" width="72" height="96" rx="10" fill="url(#cylinder-body)" />
        <rect x="22" y="64" width="76" height="10" rx="5" fill="#f5b301" />
        <rect x="22" y="152" width="76" height="10" rx="5" fill="#f5b301" />
        <circle cx="60" cy="112" r="17" fill="none" stroke="#f5b301" strokeWidth="2.5" />
        <path
          d="M60 99c4 5 6 9 6 13a6 6 0 0 1-12 0c0-4 2-8 6-13Zm-11 10c4 1 7 3 9 6m13-6c-4 1-7 3-9 6"
          fill="none"
          stroke="#f5b301"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </div>
  );
}
