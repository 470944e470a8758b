import type { ReactNode } from 'react';
import type { ReadingKind } from '../reading-kinds.ts';

/** Line drawings, not emoji: they look the same on every device, with no emoji font needed. */
const DRAWINGS: Record<ReadingKind['id'], ReactNode> = {
  palm: (
    <>
      <path d="M8 13V5.5a1.5 1.5 0 0 1 3 0V12" />
      <path d="M11 11V4a1.5 1.5 0 0 1 3 0v7" />
      <path d="M14 11V5.5a1.5 1.5 0 0 1 3 0V13" />
      <path d="M17 10.5a1.5 1.5 0 0 1 3 0V15a7 7 0 0 1-7 7h-1a7 7 0 0 1-5.6-2.8L3.7 16a1.6 1.6 0 0 1 2.5-2L8 16" />
    </>
  ),
  career: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </>
  ),
  compatibility: (
    <>
      <circle cx="9" cy="12" r="5.5" />
      <circle cx="15" cy="12" r="5.5" />
    </>
  ),
  finance: (
    <>
      <ellipse cx="12" cy="6" rx="7" ry="3" />
      <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6" />
      <path d="M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
    </>
  ),
  love: (
    <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z" />
  ),
  'love-sticks': (
    <>
      <path d="M6 11h12l-1.5 10h-9Z" />
      <path d="M9 11 7.5 3M12 11V2.5M15 11l1.5-8" />
    </>
  ),
  luck: (
    <>
      <path d="M12 12C9 12 7 10 7 7.5a2.5 2.5 0 0 1 5-1 2.5 2.5 0 0 1 5 1C17 10 15 12 12 12Z" />
      <path d="M12 12c0 3-2 5-4.5 5a2.5 2.5 0 0 1-1-5 2.5 2.5 0 0 1 1-5" />
      <path d="M12 12c0 3 2 5 4.5 5a2.5 2.5 0 0 0 1-5" />
      <path d="M12 12c1 4 2 7 4 9" />
    </>
  ),
  obstacles: (
    <>
      <path d="m3 20 6-11 4 6 2.5-3.5L21 20Z" />
      <path d="M9 9V4l3 1.5L9 7" />
    </>
  ),
  'phone-number': (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  'their-feelings': (
    <>
      <path d="M5 10a6 5 0 0 1 6-5h2a6 5 0 0 1 0 10h-3l-4 3v-3.7A5 5 0 0 1 5 10Z" />
      <circle cx="5" cy="20" r="1.2" />
    </>
  ),
  'thinking-person': (
    <>
      <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />
      <path d="M17 3v3M15.5 4.5h3" />
    </>
  ),
};

export function ReadingKindIcon({ kind }: { kind: ReadingKind['id'] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={28}
      height={28}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {DRAWINGS[kind]}
    </svg>
  );
}
