/**
 * Bounds every payload by construction (issue 14, item 3): a number past PostgreSQL's int4, or a
 * NUL character in a string, reached the database and answered 500. The kernel runs each route's
 * body schema through `boundedSchema` when it registers the route, so a plugin author cannot
 * forget a bound: what the schema leaves open gets a default here; what it states is kept.
 */

/** PostgreSQL int4: ids, counts and years all fit; a value past it cannot be a row of ours. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;
/** The longest string a field may carry when its schema says nothing (a long comment fits). */
export const DEFAULT_MAX_LENGTH = 10_000;
/** No NUL (U+0000): PostgreSQL text cannot store it, so it would fail in the database. */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

type Schema = Record<string, unknown>;

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

function types(s: Schema): string[] {
  if (typeof s.type === 'string') return [s.type];
  return Array.isArray(s.type) ? (s.type as string[]) : [];
}

/** A fixed set of values (enum or const) is already bounded and cannot hold a NUL it did not list. */
const isFixed = (s: Schema) => Array.isArray(s.enum) || 'const' in s;

function boundNumber(s: Schema) {
  const hasMin = 'minimum' in s || 'exclusiveMinimum' in s;
  const hasMax = 'maximum' in s || 'exclusiveMaximum' in s;
  if (!hasMin) s.minimum = INT4_MIN;
  if (!hasMax) s.maximum = INT4_MAX;
}

function boundString(s: Schema) {
  if (!('maxLength' in s)) s.maxLength = DEFAULT_MAX_LENGTH;
  const noNul = { pattern: NO_NUL_PATTERN };
  // A schema's own pattern may admit NUL (".*" does); the NUL rule then rides beside it.
  if (typeof s.pattern !== 'string') s.pattern = NO_NUL_PATTERN;
  else if (s.pattern !== NO_NUL_PATTERN) s.allOf = [...(Array.isArray(s.allOf) ? s.allOf : []), noNul];
}

/**
 * Keys whose value is one subschema, and keys whose value is a list or a map of them. Not walked:
 * `not`, `if` and `contains`, where a bound would change what the schema means, not tighten it.
 */
const ONE = ['items', 'additionalProperties', 'additionalItems', 'then', 'else'];
const LIST = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'];

/**
 * A copy of the schema (the original may be shared with replies and forms) in which every
 * integer or number has both bounds (int4 when unstated) and every free string a maxLength and
 * the NUL rule. Subschemas are walked wherever JSON Schema allows them.
 */
export function boundedSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((x) => boundedSchema(x)) as T;
  if (!isSchema(schema)) return schema;
  const s: Schema = { ...schema };
  for (const k of ONE) if (isSchema(s[k]) || Array.isArray(s[k])) s[k] = boundedSchema(s[k]);
  for (const k of LIST) if (Array.isArray(s[k])) s[k] = (s[k] as unknown[]).map((x) => boundedSchema(x));
  for (const k of MAP) {
    if (!isSchema(s[k])) continue;
    s[k] = Object.fromEntries(Object.entries(s[k] as Schema).map(([n, v]) => [n, boundedSchema(v)]));
  }
  const t = types(s);
  if (!isFixed(s)) {
    if (t.includes('integer') || t.includes('number')) boundNumber(s);
    if (t.includes('string')) boundString(s);
  }
  return s as T;
}
