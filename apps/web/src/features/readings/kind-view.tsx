import type { ReactNode } from 'react';
import { ReadingFlow } from './components/reading-flow.tsx';
import type { ReadingFormDefinition } from './components/reading-form.tsx';
import type { ReadingKind, ReadingServices } from './types.ts';

/**
 * How one reading kind appears on the web, declared in `kinds/<kind>.tsx` beside its form: its
 * screen, its place on the hub and its drawing. Its title is `readings.kinds.<kind>`, its hub line
 * `readings.hub.<kind>`, its screen lead `readings.leads.<kind>`.
 */
export interface ReadingKindView {
  kind: ReadingKind;
  /** Place on the hub, lowest first. */
  order: number;
  /** The kind's screen: the generic flow with its form, or one of its own. */
  Screen: (props: { services: ReadingServices }) => ReactNode;
  drawing: ReactNode;
}

/** The generic flow of a kind with its form: form → price → consent → reading → result. */
export function formFlow<K extends ReadingKind, V>(form: ReadingFormDefinition<K, V>) {
  return function FormFlow({ services }: { services: ReadingServices }) {
    return <ReadingFlow definition={form} services={services} />;
  };
}
