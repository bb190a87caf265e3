import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { definitionFaults, loadDefinitions } from '@plugins/reports/server/definitions.js';

const good = () => ({
  id: 'demo',
  titleKey: 'title',
  route: 'demoReport',
  menu: null,
  permission: { functionCode: 'REPORT' },
  calls: {},
  filters: { schema: { type: 'object', properties: { name: { type: 'string', maxLength: 10 } } } },
  source: { from: 'demo_v', bind: { name: { column: 'name', op: 'contains' } }, sort: ['name'], defaultSort: 'name' },
  columns: [{ field: 'name', column: 'name', labelKey: 'name', sortKey: 'name' }],
  export: true,
  labels: { en: { title: 'T', name: 'N' }, 'zh-Hant': { title: 'T', name: 'N' }, 'zh-Hans': { title: 'T', name: 'N' } },
});

describe('report meta-schema', () => {
  it('accepts a good definition and every shipped one', () => {
    expect(definitionFaults(good())).toEqual([]);
    const lower: any = good();
    lower.source.bind.name.lowercase = true;
    expect(definitionFaults(lower)).toEqual([]);
    expect(loadDefinitions(path.resolve('config')).list.length).toBeGreaterThanOrEqual(8);
  });
  it.each([
    ['an unknown operator', (d: any) => (d.source.bind.name.op = 'raw')],
    ['SQL as a table name', (d: any) => (d.source.from = 'users; drop table users')],
    ['SQL as a column', (d: any) => (d.columns[0].column = 'name) or (1=1')],
    ['a sort name that is no column', (d: any) => (d.source.sort = ['password_hash'])],
    ['a filter without a binding', (d: any) => (d.filters.schema.properties.extra = { type: 'string' })],
    ['a binding without a filter', (d: any) => (d.source.bind.ghost = { column: 'x', op: 'eq' })],
    ['a missing label', (d: any) => delete d.labels['zh-Hans'].name],
    ['an unknown key', (d: any) => (d.sql = 'select 1')],
    ['a bad menu place', (d: any) => (d.menu = { place: 'main', order: 1 })],
    ['a bad pattern', (d: any) => (d.filters.schema.properties.name.pattern = '([')],
    [
      'lowercase on an operator other than like or contains',
      (d: any) => (d.source.bind.name = { column: 'name', op: 'eq', lowercase: true }),
    ],
    ['lowercase that is not true or false', (d: any) => (d.source.bind.name.lowercase = 'yes')],
  ])('refuses %s', (_name, spoil) => {
    const d = good();
    spoil(d);
    expect(definitionFaults(d).length).toBeGreaterThan(0);
  });
  it('names the file and the fault when a folder holds a bad definition', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'reports-'));
    try {
      await mkdir(path.join(dir, 'reports'));
      const d: any = good();
      d.source.bind.name.op = 'raw';
      await writeFile(path.join(dir, 'reports', 'bad.json'), JSON.stringify(d));
      expect(() => loadDefinitions(dir)).toThrow(/bad\.json.*op/);
      await writeFile(path.join(dir, 'reports', 'bad.json'), '{ not json');
      expect(() => loadDefinitions(dir)).toThrow(/bad\.json is not valid JSON/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
  it('names the file and the chart field when a chart names a column the report does not have (issue 38)', async () => {
    const chart = { kind: 'bar', titleKey: 'title', groupBy: 'name', measure: { fn: 'count' } };
    expect(definitionFaults({ ...good(), chart })).toEqual([]);
    const faults = (c: object) => definitionFaults({ ...good(), chart: { ...chart, ...c } });
    expect(faults({ groupBy: 'password_hash' })).toEqual([
      "chart.groupBy names 'password_hash', which is not a column of the report",
    ]);
    expect(faults({ measure: { fn: 'sum', column: 'ghost' } })).toEqual([
      "chart.measure.column names 'ghost', which is not a column of the report",
    ]);
    expect(faults({ measure: { fn: 'avg', column: 'name' } })).toEqual([
      "chart.measure.column 'name' is not a number column (format 'number')",
    ]);
    expect(faults({ measure: { fn: 'sum' } })).toHaveLength(1);
    expect(faults({ measure: { fn: 'median' } }).length).toBeGreaterThan(0);
    expect(faults({ groupBy: 'name; drop table x' }).length).toBeGreaterThan(0);
    const dir = await mkdtemp(path.join(tmpdir(), 'reports-'));
    try {
      await mkdir(path.join(dir, 'reports'));
      await writeFile(
        path.join(dir, 'reports', 'charted.json'),
        JSON.stringify({ ...good(), chart: { ...chart, groupBy: 'ghost' } }),
      );
      expect(() => loadDefinitions(dir)).toThrow(/charted\.json.*chart\.groupBy names 'ghost'/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
  it('the shipped WPA Record and Student Module reports declare charts', () => {
    const byId = loadDefinitions(path.resolve('config')).byId;
    expect(byId.get('wpaRecord')?.chart).toMatchObject({ groupBy: 'wpa_status', measure: { fn: 'count' } });
    expect(byId.get('studentModule')?.chart).toMatchObject({
      groupBy: 'module_code',
      measure: { fn: 'avg', column: 'wil_hours' },
    });
  });
});
