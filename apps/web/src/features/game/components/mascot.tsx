import { useId } from 'react';

/**
 * น้องดาวดี, the app's little lucky star (the star beside the moon of the splash): gold, round
 * points, a smile and rosy cheeks. `happy` closes its eyes in a grin, for a hit.
 */
export function Mascot({ happy = false, className = '' }: { happy?: boolean; className?: string }) {
  const id = useId();
  const gold = `${id}-gold`;
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gold} x1="0.15" y1="0.1" x2="0.85" y2="0.95">
          <stop offset="0" stopColor="#fef3c7" />
          <stop offset="0.35" stopColor="#fcd34d" />
          <stop offset="0.75" stopColor="#f59e0b" />
          <stop offset="1" stopColor="#d97706" />
        </linearGradient>
      </defs>
      <path
        d="M50 6 C54 6 56 10 58 16 L63 31 L79 32 C86 32 90 34 91 38 C92 42 89 45 84 49 L72 59 L76 75 C78 82 77 86 74 88 C70 90 66 88 61 84 L50 75 L39 84 C34 88 30 90 26 88 C23 86 22 82 24 75 L28 59 L16 49 C11 45 8 42 9 38 C10 34 14 32 21 32 L37 31 L42 16 C44 10 46 6 50 6 Z"
        fill={`url(#${gold})`}
        stroke="#fef3c7"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      {happy ? (
        <g fill="none" stroke="#7c2d12" strokeWidth="3.2" strokeLinecap="round">
          <path d="M36 47 q5 -6 10 0" />
          <path d="M54 47 q5 -6 10 0" />
        </g>
      ) : (
        <g fill="#7c2d12">
          <circle cx="41" cy="46" r="3.6" />
          <circle cx="59" cy="46" r="3.6" />
          <circle cx="42.2" cy="44.6" r="1.1" fill="#fff" />
          <circle cx="60.2" cy="44.6" r="1.1" fill="#fff" />
        </g>
      )}
      <ellipse cx="34" cy="55" rx="5" ry="3.2" fill="#fb7185" opacity="0.6" />
      <ellipse cx="66" cy="55" rx="5" ry="3.2" fill="#fb7185" opacity="0.6" />
      <path
        d={happy ? 'M41 56 q9 11 18 0 z' : 'M43 56 q7 7 14 0'}
        fill={happy ? '#7c2d12' : 'none'}
        stroke="#7c2d12"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
