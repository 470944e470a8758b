import type { PGlite } from '@electric-sql/pglite';
import type { JobsConnection } from './client.ts';

/** The job queue (pg-boss) on an embedded database: through the same PGlite client. */
export function pgliteJobsConnection(client: PGlite): JobsConnection {
  return {
    kind: 'pglite',
    // pg-boss sends both parameterised statements and multi-statement scripts without values;
    // PGlite runs the first through `query` and the second through `exec`.
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
