import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** Where a searched string was found: schema, table, column and the matching value. */
export interface Finding {
  needle: string;
  table: string;
  column: string;
  value: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Searches EVERY column of EVERY table the database holds (bar PostgreSQL's own catalogues):
 * the list comes from information_schema, not from the drizzle schema, so a table or column
 * added later is searched too. Each column is cast to text (jsonb, arrays, dates, numbers
 * alike) and compared case-insensitively with each needle.
 */
export async function searchDatabase(db: Db, needles: string[]): Promise<Finding[]> {
  const columns = rowsOf<{ table_schema: string; table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_schema, c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema', 'pg_toast')
      order by c.table_schema, c.table_name, c.ordinal_position`),
  );
  if (!columns.some((c) => c.table_schema === 'public' && c.table_name === 'reading_sessions')) {
    throw new Error('information_schema listed no reading_sessions: the search would see nothing');
  }
  const patterns = needles.map((n) => `%${n.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const findings: Finding[] = [];
  for (const c of columns) {
    const table = `${quoteIdent(c.table_schema)}.${quoteIdent(c.table_name)}`;
    const column = quoteIdent(c.column_name);
    const values = rowsOf<{ v: string }>(
      await db.execute(
        sql.raw(
          `select ${column}::text as v from ${table} where ${column}::text ilike any (array[${patterns
            .map((p) => `'${p.replaceAll("'", "''")}'`)
            .join(', ')}])`,
        ),
      ),
    );
    for (const { v } of values) {
      for (const needle of needles) {
        if (v.toLowerCase().includes(needle.toLowerCase())) {
          findings.push({
            needle,
            table: `${c.table_schema}.${c.table_name}`,
            column: c.column_name,
            value: v.length > 160 ? `${v.slice(0, 160)}…` : v,
          });
        }
      }
    }
  }
  return findings;
}

/** Every file under `root` (relative paths with `/`), or nothing when it does not exist. */
export function filesUnder(root: string): string[] {
  let entries;
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}
