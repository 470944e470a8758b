/**
 * The outline of an open palm drawn over the camera picture, so the palm fills the frame the
 * same way every time: as drawn, a left palm seen by the camera (thumb on the left); mirrored for
 * a right one. Decorative: the text beside it says what to do.
 */
export function HandGuide({
  className = '',
  hand = 'left',
}: {
  className?: string;
  hand?: 'left' | 'right';
}) {
  return (
    <svg
      viewBox="0 0 300 400"
      aria-hidden="true"
      focusable="false"
      className={`pointer-events-none ${className}`.trim()}
      data-testid="hand-guide"
      data-hand={hand}
    >
      <path
        transform={hand === 'right' ? 'matrix(-1 0 0 1 300 0)' : undefined}
        d="M88 385C80 340 72 300 66 268L34 220C22 202 42 184 58 196L80 220L80 92C80 66 112 66 112 92L112 168Q115 176 118 168L118 68C118 40 152 40 152 68L152 166Q155 174 158 166L158 84C158 56 190 56 190 84L190 172Q193 180 196 172L196 124C196 98 224 98 224 124L224 250C224 310 214 350 210 385"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray="10 8"
      />
    </svg>
  );
}
