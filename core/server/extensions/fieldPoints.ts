import { sql, type Expression, type RawBuilder } from 'kysely';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { EXTENDED_BY, type FieldPoint, type PointField } from '@schemas/core/contract.js';

/** The owner's row as a contribution sees it: each declared column as an SQL reference. */
export type RowRefs<Row extends string> = { readonly [K in Row]: RawBuilder<unknown> };

type ValueOf<F extends PointField> = F['schema'] extends JSONSchema ? FromSchema<F['schema']> : unknown;

/**
 * A contributed field read from the contributor's maintained figures (core/server/counters): the
 * column of its table keyed by the point's rows, which carries the point's scope columns, so the
 * owner selects it by key and pages by it from the table's index.
 */
export interface FiguresColumn {
  readonly kind: 'figuresColumn';
  readonly table: string;
  readonly column: string;
}

/** `pendingWpaCount: fromFigures('wpa_student_figures', 'pending_wpa_count')`. */
export const fromFigures = (table: string, column: string): FiguresColumn => ({ kind: 'figuresColumn', table, column });

type FieldSource<Row extends string, V> = ((row: RowRefs<Row>) => Expression<V>) | FiguresColumn;

/** One area's additions at another's field point: per field, an SQL expression over the row or a figures column. */
export interface FieldContribution<P extends FieldPoint<any, any> = FieldPoint<any, any>> {
  readonly point: P;
  readonly fields: {
    readonly [K in keyof P['fields']]?: FieldSource<P['row'][number], unknown>;
  };
}

/**
 * Adds fields at another area's point, from the contributor's server index: each an SQL
 * expression correlated with the owner's row (`row.studentModuleId`), typed by the point's field
 * schema, or a column of the contributor's maintained figures of the point's rows (fromFigures),
 * so the owner selects, pages and sorts by it in its one statement.
 */
export const contributeFields = <const P extends FieldPoint<any, any>>(
  point: P,
  fields: {
    [K in keyof P['fields']]?: FieldSource<P['row'][number], ValueOf<P['fields'][K]> | null>;
  },
): FieldContribution<P> => ({ point, fields });

/** A field of a point as its owner's statement uses it. */
export interface ContributedField {
  name: string;
  /** The contributing plugin. */
  from: string;
  schema: object;
  sortKey?: string;
  select(row: RowRefs<string>): Expression<unknown>;
  /** Where a maintained field is kept: the owner pages by its table's index (scope columns first). */
  figures?: { table: string; column: string; key: string };
}

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A contribution's field as the owner reads it: the expression, or a lookup of the figures row by key. */
function sourceOf(point: FieldPoint<any, any>, pluginId: string, name: string, source: unknown) {
  if (typeof source === 'function') return { select: source as ContributedField['select'] };
  const f = source as FiguresColumn;
  const key = point.figures?.key;
  if (!key || !(point.row as readonly string[]).includes(camel(key))) {
    throw new Error(`'${pluginId}' contributes '${name}' from figures, but '${point.id}' declares no figures key.`);
  }
  const table = sql.table(f.table);
  const column = sql.ref(`f.${f.column}`);
  return {
    select: (row: RowRefs<string>) =>
      sql`(select ${column} from ${table} f where ${sql.ref(`f.${key}`)} = ${row[camel(key)]!})`,
    figures: { table: f.table, column: f.column, key },
  };
}

/**
 * The enabled plugins' contributions, by point. A point whose owner is off takes none (nothing
 * reads it); a contribution to a field the point does not declare, or two to one field, stop the
 * start with a message naming them.
 */
export class FieldPoints {
  private readonly byPoint = new Map<string, ContributedField[]>();
  private readonly points = new Map<string, { owner: string; point: FieldPoint }>();

  constructor(
    plugins: readonly {
      id: string;
      extensionPoints?: readonly FieldPoint<any, any>[];
      contributes?: readonly (FieldContribution | { kind: 'digest' })[];
    }[],
  ) {
    for (const p of plugins) {
      for (const point of p.extensionPoints ?? []) {
        if (!point.id.startsWith(`${p.id}.`)) {
          throw new Error(`The extension point '${point.id}' of '${p.id}' must be named '${p.id}.<name>'.`);
        }
        if (this.points.has(point.id)) throw new Error(`The extension point '${point.id}' is declared twice.`);
        this.points.set(point.id, { owner: p.id, point });
        this.byPoint.set(point.id, []);
      }
    }
    for (const p of plugins) {
      for (const c of p.contributes ?? []) {
        // The kernel's own points (the digest) are read elsewhere.
        if (!('point' in c)) continue;
        const list = this.byPoint.get(c.point.id);
        if (!list) continue;
        for (const [name, select] of Object.entries(c.fields)) {
          const declared = (c.point.fields as Record<string, PointField>)[name];
          if (!declared) throw new Error(`'${p.id}' contributes '${name}', which '${c.point.id}' does not declare.`);
          const earlier = list.find((f) => f.name === name);
          if (earlier) {
            throw new Error(`'${name}' of '${c.point.id}' is contributed by both '${earlier.from}' and '${p.id}'.`);
          }
          list.push({
            name,
            from: p.id,
            schema: declared.schema,
            sortKey: declared.sortKey,
            ...sourceOf(c.point, p.id, name, select),
          });
        }
      }
    }
  }

  /** The contributed fields of a point, in a stable order (the point's declaration order). */
  fields(point: FieldPoint<any, any>): readonly ContributedField[] {
    const list = this.byPoint.get(point.id) ?? [];
    const order = Object.keys(point.fields);
    return [...list].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  }

  /** The point's contributed selections over `row`, each named as its field (`… as pending_wpa_count`). */
  selections(point: FieldPoint<any, any>, row: RowRefs<string>): RawBuilder<unknown>[] {
    return this.fields(point).map((f) => sql`${f.select(row)} as ${sql.id(f.name)}`);
  }

  /** Sort names → expressions over `row`, for the owner's sort allow-list (own keys only). */
  sortKeys(point: FieldPoint<any, any>, row: RowRefs<string>): Map<string, Expression<unknown>> {
    const m = new Map<string, Expression<unknown>>();
    for (const f of this.fields(point)) if (f.sortKey) m.set(f.sortKey, f.select(row));
    return m;
  }

  /**
   * A reply schema with every object marked `x-extended-by: <point>` given the point's contributed
   * fields (nullable), and the mark removed: the serializer then writes them and /api/docs shows
   * them, and only them. The spec's own object is not changed.
   */
  fillReply<S>(schema: S): S {
    const walk = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(walk);
      if (!node || typeof node !== 'object') return node;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(node)) if (k !== EXTENDED_BY) out[k] = walk(v);
      const pointId = (node as Record<string, unknown>)[EXTENDED_BY];
      if (typeof pointId === 'string') {
        const known = this.points.get(pointId);
        if (!known) throw new Error(`A reply is extended by '${pointId}', which no enabled plugin declares.`);
        const props = { ...((out.properties as Record<string, unknown>) ?? {}) };
        for (const f of this.fields(known.point)) props[f.name] = nullable(f.schema);
        out.properties = props;
      }
      return out;
    };
    return walk(schema) as S;
  }
}

function nullable(schema: object): object {
  const { type } = schema as { type?: unknown };
  if (typeof type === 'string') return type === 'null' ? schema : { ...schema, type: [type, 'null'] };
  if (Array.isArray(type)) return type.includes('null') ? schema : { ...schema, type: [...type, 'null'] };
  return { anyOf: [{ type: 'null' }, schema] };
}

/** The owner's row as refs for contributions: camelCase column name → the qualified snake_case column. */
export const rowRefs = <Row extends string>(columns: Record<Row, string>): RowRefs<Row> =>
  Object.fromEntries(Object.entries(columns).map(([k, col]) => [k, sql.ref(col as string)])) as RowRefs<Row>;
