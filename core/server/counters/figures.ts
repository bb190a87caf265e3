import { sql, type IsolationLevel, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import type { ChangeRef, FieldPoint } from '@schemas/core/contract.js';
import type { FieldPoints } from '../extensions/fieldPoints.js';

/**
 * Maintained figures (docs/ARCHITECTURE.md 'Counters'): what an area counts, sums or sorts by,
 * kept in its own tables in the transaction of the write that changes it, so that a screen reads
 * a few rows instead of counting a module. An area declares them in its server index
 * (`figures: [...]`), writes call `kernel.counters.refresh(trx, …)` once at their end, and
 * `npm run check-counters` compares every figure with its recomputation.
 */

/**
 * A database handle of any area's typing (each plugin has its own: core/server/db/areaDb.ts), in a
 * transaction or not: what the counters run their statements on.
 */
export interface AnyDb extends QueryExecutorProvider {
  readonly isTransaction: boolean;
  transaction(): AnyTransaction;
}

interface AnyTransaction {
  setIsolationLevel(level: IsolationLevel): AnyTransaction;
  execute<R>(callback: (trx: AnyDb) => Promise<R>): Promise<R>;
}

/** The keys of a refresh: some rows, or every row (null: a rebuild or a repair). */
export type Keys = readonly number[] | null;

/** What a figures' SQL may read besides the database: the enabled plugins, their contributions and views. */
export interface FiguresContext {
  extensions: FieldPoints;
  enabled: ReadonlySet<string>;
  /** Whether an enabled plugin publishes this view (an optional dependency's: read it only then). */
  publishes(view: string): boolean;
}

/**
 * Sums of a figures table's rows per group, kept in a table of the same area whose primary key
 * is the group's columns. The kernel adds what a refresh changed (the new rows less the old), so
 * a counter is one row read; a check recomputes it from the figures table.
 */
export interface Rollup {
  readonly table: string;
  /** Group column → SQL over the figures row `f` (and the aliases `from` adds); never null. */
  readonly by: Readonly<Record<string, string>>;
  /** Counter column → SQL over `f` summed per group. */
  readonly sums: Readonly<Record<string, string>>;
  /** Joins after `f` (a lateral one row per item: an assignment, a day). */
  readonly from?: string;
  /** Which rows count (over `f` and `from`). */
  readonly where?: string;
}

/** Other areas' announced changes that move these figures: the keys a payload touches. */
export interface ChangeSubscription<P = any> {
  readonly change: ChangeRef<P>;
  /** A select of the figures' keys (one integer column) that the change touches. */
  keys(payloads: readonly P[], ctx: FiguresContext): RawBuilder<unknown>;
}

/**
 * One area's maintained figures of a field point's rows (the point's `figures`: a key and the
 * owner's scope columns). The point's owner keeps one (role 'owner': the scope comes from its own
 * rows); other areas contribute theirs (role 'contributor'). The kernel refreshes a contributor's
 * rows when the owner's scope of them changes, and the owner's rows when a contributor's facts
 * change (the owner's figures read contributions: the total mark reads the WPA marks).
 */
export interface Figures {
  /** `<plugin id>.<name>`. */
  readonly id: string;
  readonly table: string;
  readonly point: FieldPoint<any, any>;
  readonly role: 'owner' | 'contributor';
  /** The figures, besides the key and the point's scope columns. */
  readonly facts: readonly string[];
  /**
   * The figures as the rows say they are: a select of the key, the scope columns and the facts
   * (named as the table's columns) for `keys` (keysIn), one row per key that exists.
   */
  truth(keys: Keys, ctx: FiguresContext): RawBuilder<unknown>;
  readonly rollups?: readonly Rollup[];
  readonly refreshOn?: readonly ChangeSubscription[];
}

export const defineFigures = (f: Figures): Figures => f;

/** The truth's key filter: `column = any(keys)`, or every row. */
export const keysIn = (column: string, keys: Keys): RawBuilder<boolean> =>
  keys === null ? sql<boolean>`true` : sql<boolean>`${sql.ref(column)} = any(${[...keys]}::int[])`;

/** The rollup rows of a whole cohort module: academic_staff_id 0 (the staff ids start at 1). */
export const ALL_STAFF = 0;

/**
 * A rollup kept per cohort module (academic_staff_id 0) and per academic supervisor (their
 * academic_staff_id; students with none are in the module's row only): two declarations.
 */
export function perModuleAndStaff(r: Omit<Rollup, 'by'> & { by?: Readonly<Record<string, string>> }): Rollup[] {
  const by = r.by ?? {};
  const assigned = r.where ? `f.academic_staff_id is not null and (${r.where})` : 'f.academic_staff_id is not null';
  return [
    { ...r, by: { cohort_module_id: 'f.cohort_module_id', academic_staff_id: `${ALL_STAFF}::int`, ...by } },
    {
      ...r,
      by: { cohort_module_id: 'f.cohort_module_id', academic_staff_id: 'f.academic_staff_id', ...by },
      where: assigned,
    },
  ];
}

/**
 * Columns of an area's own rows copied from another area's data (a key document's cohort module:
 * its list's index), written by its writes with the row. A release that did not write them (a
 * rolling upgrade) leaves them empty; check-counters compares them with `truth` and fills them.
 */
export interface Copy {
  /** `<plugin id>.<name>`. */
  readonly id: string;
  readonly table: string;
  readonly key: string;
  readonly columns: readonly string[];
  /** A select of the key and the columns as they should be, for every row of the table. */
  truth(): RawBuilder<unknown>;
}

export const defineCopy = (c: Copy): Copy => c;
