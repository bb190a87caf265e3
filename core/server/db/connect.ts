import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types.js';

// SQL dates stay 'YYYY-MM-DD' strings (no time-zone shift); counts fit in a JS number.
pg.types.setTypeParser(1082, (v: string) => v);
pg.types.setTypeParser(20, (v: string) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v: string) => Number.parseFloat(v));

export type Db = Kysely<Database>;

export function connect(url: string, max = 10): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'wil-academic' });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    // JSON columns keep their keys as stored (oidc-provider payloads use snake_case).
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  return { db, pool };
}
