import type {
  AccessMode,
  DeleteQueryBuilder,
  DeleteResult,
  InsertQueryBuilder,
  InsertResult,
  IsolationLevel,
  Kysely,
  MergeQueryBuilder,
  MergeResult,
  QueryExecutorProvider,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import type { KernelReadTables } from './types.js';

/**
 * An area's database handle (docs/ARCHITECTURE.md 'Ownership'): the compiler checks what a
 * plugin's statements name. `Own` is the area's own tables (plugins/<id>/server/tables.ts), which it
 * reads and writes; `Reads` the published read views it declares it reads (schemas/<area>/
 * contract.ts view rows). The kernel's reference tables (KernelReadTables) are readable by all.
 *
 * - selectFrom (and joins, subqueries) take own tables, kernel tables and the declared views;
 *   another area's table is no name it knows: `selectFrom('wpaAppls')` outside wpa does not compile.
 * - insertInto, updateTable, deleteFrom and mergeInto take own tables only: a kernel table is
 *   written through a kernel service (the Kernel object), never through this handle.
 * - transaction() and connection() hand the same restricted handle.
 *
 * It is a type over the kernel's one Kysely instance (no wrapper at run time); raw `sql` text is
 * not seen by the compiler, and tests/unit/ownership.test.ts scans it instead.
 */
export interface AreaDb<Own, Reads = NoTables> extends Omit<Kysely<Visible<Own, Reads>>, Hidden> {
  insertInto<T extends keyof Own & string>(table: T): InsertQueryBuilder<Visible<Own, Reads>, T, InsertResult>;
  updateTable<T extends Target<Own>>(
    table: T,
  ): UpdateQueryBuilder<Scope<Own, Reads, T>, Alias<Own, Reads, T>, Alias<Own, Reads, T>, UpdateResult>;
  deleteFrom<T extends Target<Own>>(
    table: T,
  ): DeleteQueryBuilder<Scope<Own, Reads, T>, Alias<Own, Reads, T>, DeleteResult>;
  mergeInto<T extends Target<Own>>(
    table: T,
  ): MergeQueryBuilder<Scope<Own, Reads, T>, Alias<Own, Reads, T>, MergeResult>;
  transaction(): AreaTransactionBuilder<Own, Reads>;
  /** One connection held for the callback (a cursor, a session setting). */
  connection(): { execute<R>(callback: (db: AreaDb<Own, Reads>) => Promise<R>): Promise<R> };
  /** The same handle without the camelCase mapping (names as the database has them). */
  withoutPlugins(): AreaDb<Own, Reads>;
}

export interface AreaTransactionBuilder<Own, Reads> {
  setAccessMode(mode: AccessMode): AreaTransactionBuilder<Own, Reads>;
  setIsolationLevel(level: IsolationLevel): AreaTransactionBuilder<Own, Reads>;
  execute<R>(callback: (trx: AreaDb<Own, Reads>) => Promise<R>): Promise<R>;
}

/** No tables (an area that owns none, or reads no view). */
export type NoTables = Record<never, never>;

/** A handle that names no area table: what code that declares none gets (kernel tables read only). */
export type NoTablesDb = AreaDb<NoTables>;

/**
 * Any handle, an area's or the kernel's, in a transaction or not: what a kernel service takes to
 * run in the caller's transaction (recordUpload, outbox.queue, jobs.add, pageWithDetails…).
 */
export type Handle = QueryExecutorProvider;

/**
 * Kysely methods an area's handle does not offer: writes to any table and CTE builders (whose
 * query creators write anywhere) are replaced above or left out; so are schema changes, the
 * pool's end, and plugins that would hand back an unrestricted Kysely.
 */
type Hidden =
  | 'insertInto'
  | 'replaceInto'
  | 'updateTable'
  | 'deleteFrom'
  | 'mergeInto'
  | 'with'
  | 'withRecursive'
  | 'withTables'
  | 'withPlugin'
  | 'withoutPlugins'
  | 'withSchema'
  | 'schema'
  | 'introspection'
  | 'transaction'
  | 'startTransaction'
  | 'connection'
  | 'destroy';

/** What the handle's statements may name: own tables, the kernel's readable ones, the declared views. */
type Visible<Own, Reads> = Flat<Own & KernelReadTables & Reads>;
type Flat<T> = { [K in keyof T]: T[K] };

/** A written table as a statement names it: `'wpaAppls'` or `'wpaAppls as w'`. */
type Target<Own> = (keyof Own & string) | `${keyof Own & string} as ${string}`;
/** The tables a write statement names: the visible ones, and the written table under its alias. */
type Scope<Own, Reads, T> = T extends `${infer N} as ${infer A}`
  ? N extends keyof Own
    ? Flat<Visible<Own, Reads> & { [K in A]: Own[N] }>
    : never
  : Visible<Own, Reads>;
type Alias<Own, Reads, T> = (T extends `${string} as ${infer A}` ? A : T) & keyof Scope<Own, Reads, T>;
