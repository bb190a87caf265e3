import type pg from 'pg';
import type { CompiledQuery } from 'kysely';

/**
 * Plan shapes of issue 18: the plan the server's connections run for each benchmarked statement
 * (a prepared statement's generic plan under core/server/db/connect.ts's session options) must
 * not read a large table whole. Used by `npm run bench` (its 'Plans' section) and by
 * tests/db/plans.test.ts on a generated data set without fresh statistics.
 */

/** The tables that grow with the institution: a sequential scan of one is a plan that will not hold. */
export const LARGE_TABLES = [
  'users',
  'students',
  'student_profiles',
  'student_names',
  'academic_staff',
  'staff_roles',
  'partners',
  'partner_contacts',
  'job_posts',
  'job_applications',
  'job_post_events',
  'job_appl_events',
  'student_modules',
  'student_module_assigns',
  'student_module_events',
  'wpa_appls',
  'wpa_appl_events',
  'wpa_is_links',
  'key_documents',
  'key_document_events',
  // The maintained figures of every student module (issue 36).
  'student_module_figures',
  'wpa_student_figures',
  'key_document_student_figures',
];

/** A value as an SQL literal of unknown type, so PostgreSQL reads it as the parameter's type. */
function literal(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) {
    const items = v.map((x) => (x === null ? 'NULL' : `"${String(x).replace(/(["\\])/g, '\\$1')}"`));
    return literal(`{${items.join(',')}}`);
  }
  if (v instanceof Date) return literal(v.toISOString());
  if (typeof v === 'object') return literal(JSON.stringify(v));
  return `'${String(v).replace(/'/g, "''")}'`;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (n: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

export interface StatementPlan {
  index: number;
  sql: string;
  /** Large tables read by a sequential scan (none for a plan that holds). */
  seqScans: string[];
  /** The plan in EXPLAIN's text form. */
  text: string;
  /** What planning it for its values costs each time (a custom plan), median of 5, ms. */
  customPlanningMs: number;
}

/**
 * The plan each statement of `statements` gets when prepared on `client` (whose session options
 * must be the server's): PREPAREd, then EXPLAIN EXECUTE with its captured values, nothing run.
 */
export async function plansOf(
  client: pg.Client | pg.PoolClient,
  statements: CompiledQuery[],
): Promise<StatementPlan[]> {
  const plans: StatementPlan[] = [];
  for (const [index, q] of statements.entries()) {
    if (!/^\s*(select|insert|update|delete|with)\b/i.test(q.sql)) continue; // begin, savepoints
    const name = `plan_check_${index}`;
    await client.query(`deallocate all`);
    await client.query(`prepare ${name} as ${q.sql}`);
    const args = (q.parameters as unknown[]).map(literal);
    const exec = `execute ${name}${args.length ? `(${args.join(', ')})` : ''}`;
    const json = (await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${exec}`)).rows[0]![
      'QUERY PLAN'
    ][0].Plan;
    const text = (await client.query<{ 'QUERY PLAN': string }>(`explain ${exec}`)).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    // The cost that forcing generic plans saves: planning the statement for its values.
    const planning: number[] = [];
    await client.query('set plan_cache_mode = force_custom_plan');
    for (let i = 0; i < 5; i++) {
      const r = await client.query<{ 'QUERY PLAN': [{ 'Planning Time': number }] }>(
        `explain (summary, format json) ${exec}`,
      );
      planning.push(r.rows[0]!['QUERY PLAN'][0]['Planning Time']);
    }
    await client.query('reset plan_cache_mode');
    const customPlanningMs = planning.sort((a, b) => a - b)[2]!;
    const seqScans: string[] = [];
    walk(json, (n) => {
      if (n['Node Type'] === 'Seq Scan' && n['Relation Name'] && LARGE_TABLES.includes(n['Relation Name'])) {
        seqScans.push(n['Relation Name']);
      }
    });
    plans.push({ index, sql: q.sql, seqScans, text, customPlanningMs });
  }
  await client.query('deallocate all');
  return plans;
}
