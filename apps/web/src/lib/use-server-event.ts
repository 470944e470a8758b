import { useEffect, useRef } from 'react';
import { serverEvents, type ServerEventMap, type ServerEventType } from './server-events.ts';

/**
 * Calls `handler` for every `type` event of the tab's live stream while the component is
 * mounted. The latest handler is used, so it may close over fresh state without resubscribing.
 */
export function useServerEvent<K extends ServerEventType>(
  type: K,
  handler: (data: ServerEventMap[K]) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => serverEvents.on(type, (data) => latest.current(data)), [type]);
}

/** Calls `handler` whenever the live stream (re)opens: events are not replayed, so refetch. */
export function useServerEventsOpened(handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      serverEvents.onState((state) => {
        if (state === 'open') latest.current();
      }),
    [],
  );
}
