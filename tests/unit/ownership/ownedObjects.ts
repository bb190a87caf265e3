import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Migration } from '@core/server/db/migrate.js';
import type { ServerPlugin } from '@core/server/plugin.js';

/**
 * What each area's migrations create, read by running them against a database that only records
 * the statements, and the SQL text a plugin's source holds (its string and template literals):
 * the material of tests/unit/ownership/ownership.test.ts.
 */

export const root = path.resolve(__dirname, '../../..');

/** The statements a list of migrations runs, in order (nothing is executed). */
export async function statementsOf(migrations: readonly Migration[]): Promise<string[]> {
  const seen: string[] = [];
  const connection: DatabaseConnection = {
    async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
      seen.push(q.sql);
      return { rows: [] };
    },
    // eslint-disable-next-line require-yield
    async *streamQuery() {
      throw new Error('no streaming in a migration');
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  const db = new Kysely<any>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  for (const m of migrations) await m.up(db);
  return seen;
}

export interface Created {
  /** Tables and views this owner creates. */
  relations: Set<string>;
  /** Tables an index, trigger or `alter table` of this owner is on. */
  touched: Set<string>;
}

const NAME = '([a-z_][a-z0-9_]*)';
const MADE = [
  new RegExp(`create\\s+(?:unlogged\\s+)?table\\s+(?:if\\s+not\\s+exists\\s+)?${NAME}`, 'gi'),
  new RegExp(`create\\s+(?:or\\s+replace\\s+)?(?:materialized\\s+)?view\\s+(?:if\\s+not\\s+exists\\s+)?${NAME}`, 'gi'),
];
const ON = [
  new RegExp(`create\\s+(?:unique\\s+)?index\\s+(?:if\\s+not\\s+exists\\s+)?${NAME}\\s+on\\s+${NAME}`, 'gi'),
  new RegExp(`create\\s+trigger\\s+${NAME}\\s+[^;]*?\\son\\s+${NAME}`, 'gi'),
  new RegExp(`alter\\s+table\\s+(?:if\\s+exists\\s+)?()${NAME}`, 'gi'),
];

export function createdBy(statements: readonly string[]): Created {
  const relations = new Set<string>();
  const touched = new Set<string>();
  for (const s of statements) {
    for (const re of MADE) for (const m of s.matchAll(re)) relations.add(m[1]!.toLowerCase());
    for (const re of ON) for (const m of s.matchAll(re)) touched.add(m[2]!.toLowerCase());
  }
  return { relations, touched };
}

/** The plugins of plugins/ that have a server index, by id. */
export async function serverPlugins(): Promise<Map<string, ServerPlugin>> {
  const out = new Map<string, ServerPlugin>();
  for (const id of readdirSync(path.join(root, 'plugins')).sort()) {
    const index = path.join(root, 'plugins', id, 'server', 'index.ts');
    if (!statSync(index, { throwIfNoEntry: false })) continue;
    out.set(id, ((await import(index)) as { default: ServerPlugin }).default);
  }
  return out;
}

/** Every .ts file under a folder. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f));
}

/** The text of a file's string and template literals: what reaches the database as SQL or names. */
export function literalsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      out.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** snake_case → camelCase, as the handles name tables. */
export const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
