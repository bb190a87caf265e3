import { describe, expect, it } from 'vitest';
import { CamelCasePlugin } from 'kysely';
import { compileOnly } from '../../support/compileOnly';
import {
  pageQuery,
  exportQuery,
  countQuery,
  cappedCountQuery,
  parseOrderBy,
} from '@plugins/reports/server/queryBuilder.js';
import { checkPayload } from '@plugins/reports/server/engine.js';
import type { ReportDefinition } from '@plugins/reports/server/definitions.js';

const db = compileOnly([new CamelCasePlugin()]);

const def = {
  id: 'demo',
  source: {
    from: 'demo_v',
    bind: {
      a: { column: 'col_a', op: 'eq' },
      b: { column: 'col_b', op: 'like' },
      c: { column: 'col_c', op: 'contains' },
      d: { column: 'col_d', op: 'in' },
      e: { column: 'col_e', op: 'gte' },
      f: { column: 'col_f', op: 'lte' },
      g: { column: 'col_g', op: 'dateFrom' },
      h: { column: 'col_h', op: 'dateTo' },
      i: { column: 'col_i', op: 'has' },
    },
    sort: ['col_a', 'col_b'],
    defaultSort: 'col_a',
    scope: { programme: 'prog_code', supervisor: 'sup_id' },
  },
  filters: {
    schema: {
      type: 'object',
      properties: {
        a: { type: 'integer' },
        b: { type: 'string', maxLength: 10, pattern: '^(?!.*--)[^;"=<>`\\\\]*$' },
        c: { type: 'string', maxLength: 10, pattern: '^(?!.*--)[^;"=<>`\\\\]*$' },
        d: { type: 'array', items: { type: 'string', enum: ['X', 'Y'] } },
        e: { type: 'number' },
        f: { type: 'number' },
        g: { type: 'string', format: 'date' },
        h: { type: 'string', format: 'date' },
        i: { type: 'integer' },
      },
    },
  },
  columns: [
    { field: 'colA', column: 'col_a', labelKey: 'a' },
    { field: 'colB', column: 'col_b', labelKey: 'b' },
  ],
} as unknown as ReportDefinition;

const page = { startRow: 20, pageSize: 10 };
const scope = { progCodes: ['BSCCS'], supervisorUserId: 7 };

describe('report query builder', () => {
  it('binds every operator as a parameter over whitelisted columns', () => {
    const q = pageQuery(
      def,
      {
        ...page,
        orderBy: 'col_b DESC',
        filters: { a: 1, b: 'x%_', c: 'y', d: ['X'], e: 2, f: 3, g: '2025-01-01', h: '2025-12-31', i: 9 },
      },
      scope,
    ).compile(db);
    expect(q.sql).toContain('"col_a" = $1');
    expect(q.sql).toContain('"col_b" ilike $2');
    expect(q.sql).toContain('"col_c" ilike $3');
    expect(q.sql).toContain('"col_d" = any($4)');
    expect(q.sql).toContain('"col_e" >= $5');
    expect(q.sql).toContain('"col_f" <= $6');
    expect(q.sql).toContain('"col_g" >= $7::date');
    expect(q.sql).toContain('"col_h" <= $8::date');
    expect(q.sql).toContain('$9 = any("col_i")');
    expect(q.sql).toContain('"prog_code" = $10');
    expect(q.sql).toContain('"sup_id" = $11');
    // The total is a scalar subquery with the same conditions (bound again), then the page.
    expect(q.sql).toContain('(select count(*) from "demo_v" where "col_a" = $1');
    expect(q.sql).toContain('"sup_id" = $11) as report_total from "demo_v" where "col_a" = $12');
    expect(q.sql).toMatch(/order by "col_b" desc nulls last, "col_a" asc nulls first\s+limit \$23 offset \$24/);
    const where = [1, 'x\\%\\_%', '%y%', ['X'], 2, 3, '2025-01-01', '2025-12-31', 9, 'BSCCS', 7];
    expect(q.parameters).toEqual([...where, ...where, 10, 20]);
  });
  it('a programme list is matched with = any, a single programme with =', () => {
    const many = exportQuery(def, { ...page, filters: {} }, { progCodes: ['BSCCS', 'BSCDS'] }).compile(db);
    expect(many.sql).toContain('"prog_code" = any($1)');
    expect(many.parameters).toEqual([['BSCCS', 'BSCDS']]);
    const one = exportQuery(def, { ...page, filters: {} }, { progCodes: ['BSCCS'] }).compile(db);
    expect(one.sql).toContain('"prog_code" = $1');
    expect(one.parameters).toEqual(['BSCCS']);
  });
  it('a lowercase column is compared with LIKE against the input lower-cased once', () => {
    const lower = {
      ...def,
      source: {
        ...def.source,
        bind: {
          ...def.source.bind,
          b: { column: 'col_b', op: 'like', lowercase: true },
          c: { column: 'col_c_lc', op: 'contains', lowercase: true },
        },
      },
    } as ReportDefinition;
    const q = exportQuery(lower, { ...page, filters: { b: 'AB_', c: "O'Brien" } }, { progCodes: ['BSCCS'] }).compile(
      db,
    );
    expect(q.sql).toContain('"col_b" like (select lower($1))');
    expect(q.sql).toContain('"col_c_lc" like (select lower($2))');
    expect(q.sql).not.toContain('ilike');
    expect(q.parameters).toEqual(['AB\\_%', "%O'Brien%", 'BSCCS']);
  });
  it('the count query has the conditions and no order or paging', () => {
    const q = countQuery(def, { ...page, filters: { c: 'y' } }, { progCodes: ['BSCCS'] }).compile(db);
    expect(q.sql).toMatch(
      /^select count\(\*\) as report_total from "demo_v" where "col_c" ilike \$1 and "prog_code" = \$2\s*$/,
    );
    expect(q.parameters).toEqual(['%y%', 'BSCCS']);
  });
  it('the export count stops at its cap (a limit inside the count)', () => {
    const q = cappedCountQuery(def, { ...page, filters: { c: 'y' } }, { progCodes: ['BSCCS'] }, 1_048_576).compile(db);
    expect(q.sql).toMatch(
      /^select count\(\*\) as report_total from \(select 1 from "demo_v" where "col_c" ilike \$1 and "prog_code" = \$2 limit \$3\) as capped$/,
    );
    expect(q.parameters).toEqual(['%y%', 'BSCCS', 1_048_576]);
  });
  it("a supervisor's own students, except in the programmes read where the caller convenes or leads", () => {
    const mixed = exportQuery(
      def,
      { ...page, filters: {} },
      { progCodes: ['BSCCS', 'BSCDS'], supervisorUserId: 7, ledProgCodes: ['BSCCS'] },
    ).compile(db);
    expect(mixed.sql).toContain('"prog_code" = any($1) and ("sup_id" = $2 or "prog_code" = any($3))');
    expect(mixed.parameters).toEqual([['BSCCS', 'BSCDS'], 7, ['BSCCS']]);
    const none = exportQuery(
      def,
      { ...page, filters: {} },
      { progCodes: ['BSCDS'], supervisorUserId: 7, ledProgCodes: [] },
    ).compile(db);
    expect(none.sql).toContain('"prog_code" = $1 and "sup_id" = $2');
    expect(none.sql).not.toContain(' or ');
  });
  it('the export has the same where and order, without paging', () => {
    const q = exportQuery(def, { ...page, filters: { c: 'y' } }, { progCodes: ['BSCCS'] }).compile(db);
    expect(q.sql).not.toContain('limit');
    expect(q.parameters).toEqual(['%y%', 'BSCCS']);
  });
  it('allows only the listed sort names', () => {
    expect(parseOrderBy(def, 'col_a')).toEqual({ column: 'col_a', desc: false });
    expect(parseOrderBy(def, 'col_b DESC')).toEqual({ column: 'col_b', desc: true });
    for (const bad of ['col_c', 'col_a; drop table x', '(select 1)', 'col_a desc, password', '1', 'col_a DESCX']) {
      expect(() => parseOrderBy(def, bad), bad).toThrow(expect.objectContaining({ errorCode: 'VALIDATION' }));
    }
  });
  it('answers VALIDATION for injection attempts in every filter before any SQL is built', () => {
    const attempts: Record<string, unknown> = {
      a: '1 or 1=1',
      b: "x' or '1'='1",
      c: 'y; drop table users',
      d: ["X') or ('1'='1"],
      e: '2; select',
      f: { $gt: 0 },
      g: "2025-01-01' or 1=1 --",
      h: '2025-13-45; --',
      i: '9 or 1=1',
      orderBy: 'col_a; delete from users',
      progCode: "BSCCS' --",
    };
    for (const [k, v] of Object.entries(attempts)) {
      expect(() => checkPayload(def, { [k]: v }), k).toThrow(expect.objectContaining({ errorCode: 'VALIDATION' }));
    }
    expect(() => checkPayload(def, { z: 1 })).toThrow(expect.objectContaining({ errorCode: 'VALIDATION' }));
    expect(checkPayload(def, { b: "O'Brien", a: '' })).toEqual({ b: "O'Brien" });
  });
});
