import { LineDrawing } from '../../../components/ui/line-drawing.tsx';

/** An open hand: the palm reading on the hub and in the history. */
export function PalmIcon() {
  return (
    <LineDrawing>
      <>
        <path d="M8 13V5.5a1.5 1.5 0 0 1 3 0V12" />
        <path d="M11 11V4a1.5 1.5 0 0 1 3 0v7" />
        <path d="M14 11V5.5a1.5 1.5 0 0 1 3 0V13" />
        <path d="M17 10.5a1.5 1.5 0 0 1 3 0V15a7 7 0 0 1-7 7h-1a7 7 0 0 1-5.6-2.8L3.7 16a1.6 1.6 0 0 1 2.5-2L8 16" />
      </>
    </LineDrawing>
  );
}
