import type { HandVerdictProblem, StatedHand } from '@duangdee/contract/hand-reading';
import type * as HandModelRuntime from './hand-model-runtime.ts';

/**
 * The phone's palm check, as the palm screens see it. The models and their runtime (about 2 MB
 * of script and 5 MB of model files) load from their own chunk, only when a palm screen asks:
 * the first screen never pays for them.
 */

/** What the phone's hand model made of a photo. */
export interface PhoneVerdict {
  usable: boolean;
  problem: HandVerdictProblem | null;
  /** The hand it is about, its 21 landmarks as shares (0–1) of the photo; null if none. */
  hand: { hand: StatedHand; landmarks: [number, number][] } | null;
  /** Which tfjs backend ran it (webgl, wasm or cpu). */
  backend: string;
  ms: number;
}

type Runtime = typeof HandModelRuntime;

let runtime: Promise<Runtime> | null = null;

/** Whether this browser has what the check needs (an old one falls back to the server's check). */
export function phoneCheckPossible(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof createImageBitmap === 'function' &&
    typeof WebAssembly === 'object'
  );
}

function loadRuntime(): Promise<Runtime> {
  runtime ??= import('./hand-model-runtime.ts');
  // A failed download (offline) is tried again next time.
  runtime.catch(() => (runtime = null));
  return runtime;
}

/** Starts fetching the models while the user takes the photo; failures wait for the check. */
export function prepareHandModel(): void {
  if (!phoneCheckPossible()) return;
  loadRuntime()
    .then((r) => r.loadHandModel())
    .catch(() => undefined);
}

/**
 * Runs the hand model on the photo. Rejects when the phone cannot run it (an old browser, the
 * model files unreachable): the caller goes on with the server's check alone.
 */
export async function checkPalmOnPhone(
  file: Blob,
  stated: StatedHand,
  /** Called once the model is loaded and the photo is being looked at. */
  onModelReady?: () => void,
): Promise<PhoneVerdict> {
  if (!phoneCheckPossible()) throw new Error('this browser cannot run the hand model');
  const { judgePalmPhoto } = await loadRuntime();
  return judgePalmPhoto(file, stated, onModelReady);
}
