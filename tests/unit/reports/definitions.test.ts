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
});
