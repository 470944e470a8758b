import { describe, expect, it, vi } from 'vitest';
import type { EventHandler, EventStream } from './event-stream.ts';
import { isEventPayload, typedServerEvents } from './server-events.ts';

/** A stream the test feeds by hand: `emit(type, raw data)`. */
function fakeStream() {
  const handlers = new Map<string, EventHandler[]>();
  const stream: EventStream = {
    start: vi.fn(),
    stop: vi.fn(),
    subscribe(event, handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return () =>
        handlers.set(
          event,
          (handlers.get(event) ?? []).filter((h) => h !== handler),
        );
    },
    onState: () => () => {},
    setUnauthorizedHandler: vi.fn(),
    state: () => 'idle' as ReturnType<EventStream['state']>,
  };
  const emit = (type: string, data: string) => {
    for (const handler of handlers.get(type) ?? []) handler(data, { event: type, data } as never);
  };
  return { stream, emit };
}

describe('typedServerEvents', () => {
  it('hands over a payload with every field it needs, camelCased', () => {
    const { stream, emit } = fakeStream();
    const seen = vi.fn();
    typedServerEvents(stream).on('chat.token', seen);
    emit(
      'chat.token',
      JSON.stringify({ session_id: 's-1', message_id: 'm-1', token: 'ดวง', extra_field: 1 }),
    );
    expect(seen).toHaveBeenCalledWith({
      sessionId: 's-1',
      messageId: 'm-1',
      token: 'ดวง',
      extraField: 1,
    });
  });

  it('drops what a handler could not read: broken JSON, a missing or mistyped field', () => {
    const { stream, emit } = fakeStream();
    const seen = vi.fn();
    typedServerEvents(stream).on('balance.updated', seen);
    emit('balance.updated', '{not json');
    emit('balance.updated', JSON.stringify({ balance: 10 }));
    emit('balance.updated', JSON.stringify({ balance: '10', held: 0 }));
    emit('balance.updated', JSON.stringify([10, 0]));
    expect(seen).not.toHaveBeenCalled();
    emit('balance.updated', JSON.stringify({ balance: 10, held: 0, available: 10 }));
    expect(seen).toHaveBeenCalledWith({ balance: 10, held: 0, available: 10 });
  });
});

describe('isEventPayload', () => {
  it.each([
    ['reading.progress', { session_id: 's', kind: 'love', progress: 40 }, true],
    ['reading.progress', { session_id: 's', kind: 'love', progress: Number.NaN }, false],
    ['reading.done', { session_id: 's', kind: 'love', status: 'completed' }, true],
    ['reading.done', { session_id: 's', status: 'completed' }, false],
    ['chat.done', { session_id: 's', message_id: 'm', status: 'complete' }, true],
    ['chat.done', null, false],
  ] as const)('%s %j: %s', (type, data, expected) => {
    expect(isEventPayload(type, data)).toBe(expected);
  });
});
