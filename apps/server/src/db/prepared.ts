import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * A hand-written statement (a CTE the query builder cannot express) as a named prepared statement:
 * parsed and planned once per connection instead of on every call. Values go in through
 * `sql.placeholder(name)` and are filled in by `execute`. Timestamps come back as text, as from
 * `db.execute`.
 */
export function preparedStatement<Row>(db: Db, name: string, query: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return async (values: Record<string, unknown>): Promise<Row[]> => {
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
