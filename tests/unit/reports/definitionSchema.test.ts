import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  reportDefinitionSchema,
  type ReportDefinition,
  type ReportDefinitionView,
} from '@schemas/reports/definition.js';
import { loadDefinitions, type ReportDefinition as ServerDefinition } from '@plugins/reports/server/definitions.js';
import type { ClientDefinition } from '@plugins/reports/client/definitions.js';

/**
 * The report definition type is generated once, from the meta-schema, for both sides
 * (issue 10): the schema file admins' definitions point at and the TS module the type comes
 * from must be the same schema.
 */
describe('the report meta-schema, one source', () => {
  it('schemas/report.schema.json and schemas/reports/definition.ts are the same schema', () => {
    const file = JSON.parse(readFileSync(path.resolve('schemas/report.schema.json'), 'utf8'));
    expect(reportDefinitionSchema).toEqual(file);
  });

  it('server and client use the type generated from it', () => {
    expectTypeOf<ServerDefinition>().toEqualTypeOf<ReportDefinition>();
    expectTypeOf<ClientDefinition>().toEqualTypeOf<ReportDefinitionView>();
    expectTypeOf<ClientDefinition['columns']>().toEqualTypeOf<ReportDefinition['columns']>();
    // The generated type carries the schema's enums, not plain strings.
    expectTypeOf<ReportDefinition['columns'][number]['format']>().toEqualTypeOf<
      'text' | 'date' | 'yesNo' | 'status' | 'enum' | 'image' | 'link' | 'number'
    >();
    expectTypeOf<ReportDefinition['menu']>().toEqualTypeOf<{ place: 'report'; order: number } | null>();
  });

  it('every shipped definition passes it (the type describes what the server loads)', () => {
    const list = loadDefinitions(path.resolve('config')).list;
    expect(list.length).toBeGreaterThanOrEqual(8);
    // useDefaults gave every column its format, as the type requires.
    for (const def of list) for (const c of def.columns) expect(c.format).toBeTruthy();
  });

  it('schemas/reports imports nothing outside schemas/ (only json-schema-to-ts types)', () => {
    const dir = path.resolve('schemas/reports');
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
      const text = readFileSync(path.join(dir, f), 'utf8');
      for (const m of text.matchAll(/^\s*(?:import|export)\b[^;]*?from\s+'([^']+)'/gm)) {
        const spec = m[1]!;
        if (spec === 'json-schema-to-ts') {
          expect(m[0], `${f}: ${m[0]}`).toMatch(/^\s*import type\b/);
          continue;
        }
        expect(spec.startsWith('.'), `${f} imports ${spec}`).toBe(true);
        expect(path.resolve(dir, spec).startsWith(path.resolve('schemas')), `${f} imports ${spec}`).toBe(true);
      }
    }
  });
});
