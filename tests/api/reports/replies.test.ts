import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { baseUrl, call, signIn } from '../../support/api';
import { openDb } from '../../support/db';
import { as, cohortProgOf } from './helpers';

/** The reports' declared replies: what /api/docs shows is what the serializer writes. */
const configDir = process.env.CONFIG_DIR ? path.resolve(process.env.CONFIG_DIR) : path.resolve('config');
const defs = readdirSync(path.join(configDir, 'reports'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join(configDir, 'reports', f), 'utf8')));

let db: pg.Pool;
let mc01: string;
let bsccs: number;
let doc: any;
beforeAll(async () => {
  db = openDb();
  mc01 = (await signIn('mc01')).accessToken;
  bsccs = await cohortProgOf(db, 'BSCCS');
  doc = await (await fetch(`${baseUrl()}/api/docs`)).json();
});
afterAll(async () => {
  await db.end();
});

const ok = (p: string) => doc.paths[`/api/${p}`].post.responses['200'].content;
const object = (p: string) => ok(p)['application/json'].schema.properties.object;

describe('report replies', () => {
  it('each spec search path declares one field per column, typed by its formatter', () => {
    const wpa = defs.find((d) => d.id === 'wpaRecord');
    const row = object(wpa.calls.search).properties.list.items;
    expect(row.additionalProperties).toBe(false);
    expect(Object.keys(row.properties)).toEqual(wpa.columns.map((c: any) => c.field));
    expect(row.properties.mark.type).toEqual(['number', 'null']);
    expect(row.properties.applyDate.type).toEqual(['string', 'null']);
    // Ids and years shown as text are numbers in the views.
    expect(row.properties.wpaApplId.type).toEqual(['string', 'number', 'null']);
  });

  it('exports declare the workbook (or the envelope when refused), no JSON object', () => {
    for (const d of defs.filter((x) => x.calls.export)) {
      const content = ok(d.calls.export);
      expect(Object.keys(content)).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    }
    expect(Object.keys(ok('reports/export'))).toContain(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('reports/search declares rows of scalar fields', () => {
    const reply = object('reports/search');
    // The answer or null as a type list: fast-json-stringify checks an anyOf by validating the
    // whole reply with ajv on every call, a type list with typeof.
    expect(reply.anyOf).toBeUndefined();
    expect(reply.type).toEqual(['object', 'null']);
    const row = reply.properties.list.items;
    expect(row.additionalProperties.type).toEqual(['string', 'number', 'boolean', 'null']);
  });

  it('reports/definitions keeps every open part of a definition (filter schemas, uiSchema) on the way out', async () => {
    const r = await call('reports/definitions', {}, as(mc01, bsccs));
    expect(r.msg).toBe('SUCCESS');
    for (const d of defs) {
      const sent = r.object.find((x: any) => x.id === d.id);
      expect(sent.filters).toEqual(d.filters);
      expect(sent.labels).toEqual(d.labels);
      expect(sent).not.toHaveProperty('source');
      expect(sent.sort).toEqual(d.source.sort);
    }
  });

  it('the support lists answer their declared shape', async () => {
    const cohorts = await call('wpaAppl/searchCohortList', {}, as(mc01, bsccs));
    expect(Object.keys(cohorts.object[0]).sort()).toEqual(['cohortId', 'cohortYear']);
    const staff = await call('programmeParameters/academicSearch', {}, as(mc01, bsccs));
    expect(Object.keys(staff.object[0]).sort()).toEqual(['staffName', 'userId']);
    const modules = await call('studentModuleRecord/searchModule', { cohortProgId: bsccs }, as(mc01, bsccs));
    expect(modules.errorCode).toBeNull();
    expect(typeof modules.object.total).toBe('number');
  });
});
