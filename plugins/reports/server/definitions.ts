import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { LANGUAGE_CODES } from '@core/shared/languages.js';
import { reportDefinitionSchema, type ReportDefinition } from '@schemas/reports/definition.js';

// The definition type is generated from the meta-schema (schemas/reports/definition.ts), the
// same one the client uses; these names are parts of it.
export type { ReportDefinition };
export type ReportColumn = ReportDefinition['columns'][number];
export type FilterProperty = ReportDefinition['filters']['schema']['properties'][string];
export type FilterOp = ReportDefinition['source']['bind'][string]['op'];
export type Formatter = ReportColumn['format'];
export type Lang = keyof ReportDefinition['labels'];

// The meta-schema is ours: ajv need not check it against JSON Schema's own (most of the start's cost here).
const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false, validateSchema: false });
// useDefaults fills each column's format ('text'), as the type has it.
const validateMeta = ajv.compile<ReportDefinition>(reportDefinitionSchema as object);

/** Checks one parsed definition; returns the faults (empty when it is good). */
export function definitionFaults(data: unknown): string[] {
  if (!validateMeta(data)) {
    return (validateMeta.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is not valid'}`);
  }
  const def = data;
  const faults: string[] = [];
  const columns = new Set(def.columns.map((c) => c.column));
  const props = def.filters.schema.properties;
  for (const [name, bind] of Object.entries(def.source.bind)) {
    if (!props[name]) faults.push(`source.bind.${name} binds a filter that filters.schema does not declare`);
    if (bind.op === 'in' && props[name]?.type !== 'array')
      faults.push(`source.bind.${name}: 'in' needs an array filter`);
    if (bind.lowercase && bind.op !== 'like' && bind.op !== 'contains')
      faults.push(`source.bind.${name}: 'lowercase' applies to like and contains only`);
  }
  for (const name of Object.keys(props)) {
    if (!def.source.bind[name])
      faults.push(`filters.schema.properties.${name} is not bound to a column in source.bind`);
    const pattern = props[name]!.pattern;
    if (pattern) {
      try {
        new RegExp(pattern, 'u');
      } catch {
        faults.push(`filters.schema.properties.${name}.pattern is not a valid regular expression`);
      }
    }
  }
  for (const s of def.source.sort) {
    if (!columns.has(s)) faults.push(`source.sort names '${s}', which is not a column of the report`);
  }
  for (const c of def.columns) {
    if (c.sortKey && !def.source.sort.includes(c.sortKey)) {
      faults.push(`column ${c.field} sorts by '${c.sortKey}', which source.sort does not allow`);
    }
  }
  const dflt = def.source.defaultSort.replace(/ DESC$/, '');
  if (!def.source.sort.includes(dflt)) faults.push(`source.defaultSort '${dflt}' is not in source.sort`);
  for (const lang of LANGUAGE_CODES) {
    const texts = def.labels[lang];
    for (const key of [def.titleKey, ...def.columns.map((c) => c.labelKey)]) {
      if (!texts[key]) faults.push(`labels.${lang} has no text for '${key}'`);
    }
  }
  return faults;
}

export interface Registry {
  list: ReportDefinition[];
  byId: Map<string, ReportDefinition>;
  byRoute: Map<string, ReportDefinition>;
  byCall: Map<string, { def: ReportDefinition; kind: 'search' | 'export' }>;
}

/**
 * Reads and checks every config/reports/*.json. A bad definition throws an Error naming the file
 * and the fault, which stops the server at start.
 */
export function loadDefinitions(configDir: string): Registry {
  const dir = path.join(configDir, 'reports');
  const registry: Registry = { list: [], byId: new Map(), byRoute: new Map(), byCall: new Map() };
  if (!existsSync(dir)) return registry;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const where = path.join(dir, file);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(where, 'utf8'));
    } catch (e) {
      throw new Error(`Report definition ${where} is not valid JSON: ${(e as Error).message}`);
    }
    const faults = definitionFaults(data);
    if (faults.length) throw new Error(`Report definition ${where} is not valid: ${faults.join('; ')}`);
    const def = data as ReportDefinition;
    if (registry.byId.has(def.id)) throw new Error(`Report definition ${where} repeats the id '${def.id}'.`);
    if (registry.byRoute.has(def.route))
      throw new Error(`Report definition ${where} repeats the route '${def.route}'.`);
    registry.list.push(def);
    registry.byId.set(def.id, def);
    registry.byRoute.set(def.route, def);
    for (const kind of ['search', 'export'] as const) {
      const call = def.calls[kind];
      if (!call) continue;
      if (registry.byCall.has(call)) throw new Error(`Report definition ${where} repeats the call '${call}'.`);
      registry.byCall.set(call, { def, kind });
    }
  }
  return registry;
}

const cache = new Map<string, Registry>();
const visible = new WeakMap<Registry, { publishes: (view: string) => boolean; registry: Registry }>();

/** The area that publishes a definition's source view ('reports' for its own views). */
export const areaOf = (def: ReportDefinition) => def.source.area ?? 'reports';

/** The other areas whose views the definitions read (the plugin's optional dependencies). */
export const areasRead = (registry: Registry) =>
  [...new Set(registry.list.map(areaOf))].filter((a) => a !== 'reports').sort();

/**
 * The definitions of a config folder, read once per folder; with `publishes` (kernel.publishes),
 * only those whose source is this area's own or a view an enabled area publishes: a report of an
 * area that is off leaves the menu and its calls answer NOT_FOUND.
 */
export function registryFor(configDir: string, publishes?: (view: string) => boolean): Registry {
  let r = cache.get(configDir);
  if (!r) {
    r = loadDefinitions(configDir);
    cache.set(configDir, r);
  }
  if (!publishes) return r;
  const hit = visible.get(r);
  if (hit?.publishes === publishes) return hit.registry;
  const shown = (d: ReportDefinition) => areaOf(d) === 'reports' || publishes(d.source.from);
  const list = r.list.filter(shown);
  const registry: Registry = {
    list,
    byId: new Map(list.map((d) => [d.id, d])),
    byRoute: new Map(list.map((d) => [d.route, d])),
    byCall: new Map([...r.byCall].filter(([, { def }]) => shown(def))),
  };
  visible.set(r, { publishes, registry });
  return registry;
}

/**
 * A definition reads another area only through a view that area publishes: one that names a
 * view its (enabled) area does not publish stops the start, naming both.
 */
export function checkSources(
  registry: Registry,
  kernel: { enabled: ReadonlySet<string>; readViews: ReadonlyMap<string, string> },
) {
  for (const def of registry.list) {
    const area = areaOf(def);
    if (area === 'reports' || !kernel.enabled.has(area)) continue;
    if (kernel.readViews.get(def.source.from) !== area) {
      throw new Error(
        `Report '${def.id}' reads '${def.source.from}', which '${area}' does not publish (its readViews).`,
      );
    }
  }
}
