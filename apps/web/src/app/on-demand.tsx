import { use, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { loadWholeCatalogue } from '../i18n/i18n.ts';
import { onePerTask } from '../lib/one-per-task.ts';

/** A part of the app that is fetched the first time it shows (its own chunk). */
export interface OnDemand<P extends object> {
  (props: P): ReactElement;
  /** Fetches the part and its words ahead of time; the first render then needs no wait. */
  preload(): Promise<void>;
  /** Whether it has arrived (it then renders at once). */
  loaded(): boolean;
}

export interface OnDemandOptions {
  /**
   * The words it needs: `first-paint` for the home and not-found pages (their words ship with the
   * app), `whole` (the default) for everything else, which waits for the whole catalogue.
   */
  words?: 'first-paint' | 'whole';
}

/**
 * Wraps a component that lives in a chunk of its own. Until the chunk (and the words it shows)
 * are here it suspends, so the nearest `<Suspense>` decides what shows meanwhile; a navigation
 * keeps the previous screen up until then. A failed fetch reaches the error boundary, and trying
 * again fetches it again.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: OnDemandOptions = {},
): OnDemand<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;

  const preload = (): Promise<void> => {
    loading ??= Promise.all([
      load(),
      options.words === 'first-paint' ? undefined : loadWholeCatalogue(),
    ]).then(
      ([component]) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function OnDemandPart(props: P): ReactElement {
    if (!Loaded) use(preload());
    const Part = Loaded as unknown as ComponentType<P>;
    return <Part {...props} />;
  }
  OnDemandPart.preload = preload;
  OnDemandPart.loaded = () => Loaded !== null;
  return OnDemandPart;
}

/**
 * A part beside the screens rather than one of them (toasts, the app's services, a header
 * chip): fetched once it mounts and shown when it arrives. Nothing waits for it — it suspends
 * nothing, so the screen beside it is up and working meanwhile. Should it fail to arrive, the
 * nearest error boundary offers to try again.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: OnDemandOptions = {},
): ComponentType<P> {
  const Part = onDemand(load, options);
  return function DeferredPart(props: P): ReactElement | null {
    const [ready, setReady] = useState(Part.loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (ready) return;
      let live = true;
      // Several such parts mount together: each is fetched in a task of its own.
      onePerTask(Part.preload).then(
        () => live && setReady(true),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [ready]);
    if (failure) throw failure.error;
    return ready ? <Part {...props} /> : null;
  };
}
