import type { QueryClient, QueryKey, Updater } from '@tanstack/react-query';

/**
 * Writes what the server answered to a change into the cached copy of `key`, after dropping any
 * read of `key` still on its way: such a read began before the change, and if it landed later it
 * would put the older state back on screen (a suspended account shown as active again). When
 * there was no copy to update (the dropped read was the first), `key` is read again, so it is
 * never left without data and without a read.
 */
export async function rememberAnswer<T>(
  client: QueryClient,
  key: QueryKey,
  update: Updater<T | undefined, T | undefined>,
): Promise<void> {
  await client.cancelQueries({ queryKey: key, exact: true });
  if (client.setQueryData<T>(key, update) === undefined) {
    void client.invalidateQueries({ queryKey: key, exact: true });
  }
}
