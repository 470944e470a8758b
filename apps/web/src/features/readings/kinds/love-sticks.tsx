import { LoveSticksScreen } from '../components/love-sticks-screen.tsx';
import type { ReadingKindView } from '../kind-view.tsx';

/** เซียมซี: a screen of its own (the cylinder, the shake, the server's draw). */
export const view: ReadingKindView = {
  kind: 'love-sticks',
  order: 4,
  Screen: (props) => <LoveSticksScreen {...props} />,
  drawing: (
    <>
      <path d="M6 11h12l-1.5 10h-9Z" />
      <path d="M9 11 7.5 3M12 11V2.5M15 11l1.5-8" />
    </>
  ),
};
