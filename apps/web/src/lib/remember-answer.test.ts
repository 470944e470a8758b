import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../test/stub-server.tsx';
import { rememberAnswer } from './remember-answer.ts';

const KEY = ['status'] as const;

interface Status {
  state: string;
}

/** A query of KEY whose reads answer, in turn, with what the test hands each one. */
function watched() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const reads: Array<ReturnType<typeof deferred<Status>>> = [];
  const observer = new QueryObserver<Status>(client, {
    queryKey: KEY,
    queryFn: () => {
      const read = deferred<Status>();
      reads.push(read);
      return read.promise;
    },
  });
  const stop = observer.subscribe(() => undefined);
  return { client, reads, stop };
}

let stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('rememberAnswer', () => {
  it('keeps the answer when an older read lands after it', async () => {
    const { client, reads, stop } = watched();
    stops.push(stop);
    reads[0]!.resolve({ state: 'active' });
    await settled();
    void client.refetchQueries({ queryKey: KEY });
    expect(reads).toHaveLength(2);

    await rememberAnswer<Status>(client, KEY, { state: 'suspended' });
    reads[1]!.resolve({ state: 'active' });
    await settled();
    expect(client.getQueryData(KEY)).toEqual({ state: 'suspended' });
  });

  it('reads again when there was no copy to update, instead of leaving the key empty', async () => {
    const { client, reads, stop } = watched();
    stops.push(stop);
    // The first read is still on its way when the change is answered.
    expect(reads).toHaveLength(1);
    await rememberAnswer<Status>(client, KEY, (status) =>
      status ? { ...status, state: 'claimed' } : status,
    );
    expect(reads).toHaveLength(2);
    reads[1]!.resolve({ state: 'claimed' });
    await settled();
    expect(client.getQueryData(KEY)).toEqual({ state: 'claimed' });
    expect(client.getQueryState(KEY)?.fetchStatus).toBe('idle');
  });
});
