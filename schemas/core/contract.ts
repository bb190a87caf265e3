/**
 * The words an area's contract is written in (docs/ARCHITECTURE.md 'The plugin contract'). What an
 * area offers other areas (slots on its screens, its pages, its function codes, its server
 * extension points) is declared as data in schemas/<area>/contract.ts, beside its call specs, so a
 * plugin that uses it depends on that small contract and never on the plugin itself (Backstage's
 * '-node' packages). The kernel holds the mechanisms that read these declarations and names no
 * area's slot, page or field.
 */

// ---- Slots: places on one area's screen where others add content (client) ----

/** A named place on one area's screen; `P` is what the screen passes each contribution. */
export interface SlotRef<P = unknown> {
  readonly kind: 'slot';
  /** `<owner id>.<name>`. */
  readonly id: string;
  /** Carries the props' type only; never set. */
  readonly props?: P;
}

export const slotRef = <P>(id: string): SlotRef<P> => ({ kind: 'slot', id });

// ---- The kernel's own slots: its Insights screen (issue 38) ----

/** What the Insights screen passes each area's charts: the selected programme and cohort. */
export interface InsightsProps {
  cohortProgId: number;
  progCode: string;
  cohortYear: number;
  /** The caller's roles in the selected cohort programme. */
  roleCodes: readonly string[];
}

/**
 * The kernel's Insights screen (/academic/insights, issue 38): a chart slot every area may
 * contribute to with its own calls; the kernel names none of them. Its calls read the selected
 * programme and cohort through the call layer (CallScope on the server).
 */
export const insightsContract = {
  slots: { charts: slotRef<InsightsProps>('core.insights') },
} as const;

// ---- Route references: an area's pages, linked to by reference, never by path (client) ----

/** A page of the area that declares it: `<owner id>.<name>`, with its path parameters. */
export interface RouteRef<P extends string = string> {
  readonly kind: 'route';
  readonly id: string;
  readonly params: readonly P[];
}

/** A page of some other area that this one links to, bound in config/app.json "routes". */
export interface ExternalRouteRef<P extends string = string> {
  readonly kind: 'external';
  readonly id: string;
  readonly params: readonly P[];
}

export const routeRef = <P extends string = never>(id: string, params: readonly P[] = []): RouteRef<P> => ({
  kind: 'route',
  id,
  params,
});

export const externalRouteRef = <P extends string = never>(
  id: string,
  params: readonly P[] = [],
): ExternalRouteRef<P> => ({ kind: 'external', id, params });

// ---- Choices: what one area's screens were opened for, kept in the browser (client) ----

/**
 * A choice one area makes and keeps in browser storage under the product's prefix (spec 000 §9:
 * wilAcademic + `key`), e.g. the module the Module List opened: its screens' links carry no id.
 * Only the owner chooses (`choose`); other areas read it (`useChosen`), never keep a copy.
 */
export interface ChoiceRef {
  readonly kind: 'choice';
  /** `<owner id>.<name>`. */
  readonly id: string;
  /** The storage key after the prefix ('CohortModuleId' is wilAcademicCohortModuleId). */
  readonly key: string;
}

export const choiceRef = (id: string, key: string): ChoiceRef => ({ kind: 'choice', id, key });

// ---- Function codes: what a role may do in an area (server, seeded from the declaration) ----

/** The flags of function_permissions, in its column order. */
export const PERMISSION_FLAGS = [
  'canSelect',
  'canInsert',
  'canUpdate',
  'canDelete',
  'canAudit',
  'canView',
  'canUpload',
  'canDownload',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export const ROLE_CODES = ['MODULE_CONVENER', 'PROGRAMME_LEADER', 'ACADEMIC_SUPERVISOR'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/**
 * A function an area checks (route `permission`), with the flags each role is granted when the
 * function is first known to a database. The kernel adds missing grants at start and never
 * changes one an administrator has set.
 */
export interface FunctionCode<C extends string = string> {
  readonly code: C;
  readonly description: string;
  readonly grants: Readonly<Record<RoleCode, readonly PermissionFlag[]>>;
}

export const functionCode = <C extends string>(f: FunctionCode<C>): FunctionCode<C> => f;

/** The grants the areas' functions give a role most often (every flag but canAudit; the reads). */
export const GRANTS = {
  all: ['canSelect', 'canInsert', 'canUpdate', 'canDelete', 'canView', 'canUpload', 'canDownload'],
  readOnly: ['canSelect', 'canView', 'canDownload'],
} as const;

/** `{ functionCode, flag }` of a route, named from a declared function: no string to mistype. */
export const permission = <C extends string>(f: FunctionCode<C>, flag: PermissionFlag) =>
  ({ functionCode: f.code, flag }) as const;

// ---- Server extension points: figures other areas add to one area's rows, as SQL ----

/** One figure a field point accepts: its JSON Schema (reply and /api/docs) and its sort name. */
export interface PointField {
  readonly schema: object;
  /** The snake_case orderBy name the owner's lists accept for it, when it can be sorted by. */
  readonly sortKey?: string;
  readonly description?: string;
}

/**
 * A named point where other areas add fields to the rows of one area's statements: each
 * contribution is an SQL expression correlated with the row (the columns named in `row`), so the
 * owner pages and sorts by it in one statement. A field nobody contributes is absent from the
 * reply and from /api/docs.
 */
export interface FieldPoint<
  Row extends string = string,
  F extends Record<string, PointField> = Record<string, PointField>,
> {
  readonly kind: 'fields';
  /** `<owner id>.<name>`. */
  readonly id: string;
  readonly description: string;
  /** The row's columns a contribution may correlate with, by their camelCase names. */
  readonly row: readonly Row[];
  readonly fields: F;
  /**
   * Maintained figures keyed by the point's rows (core/server/counters): each area that keeps
   * figures of these rows keeps them in a table of its own whose primary key is `key` and which
   * carries the owner's `scope` columns (copied, kept by the kernel when the owner's change), so
   * a list pages from an index of that table alone.
   */
  readonly figures?: PointFigures;
}

/** The table shape of a point's maintained figures: snake_case column names. */
export interface PointFigures {
  /** The column holding the row's key (the owner's primary key). */
  readonly key: string;
  /** The owner's columns copied into every area's figures table: what lists filter and sort by first. */
  readonly scope: readonly string[];
}

export const fieldPoint = <const Row extends string, const F extends Record<string, PointField>>(p: {
  id: string;
  description: string;
  row: readonly Row[];
  fields: F;
  figures?: PointFigures;
}): FieldPoint<Row, F> => ({ kind: 'fields', ...p });

// ---- Changes: an area announces that data other areas' figures read has changed (server) ----

/**
 * A change of an area's published data that other areas' maintained figures depend on, announced
 * by the area in the transaction of the change (`kernel.counters.announce`) with payload `P`;
 * figures that read the data name it in `refreshOn` (core/server/counters).
 */
export interface ChangeRef<P = unknown> {
  readonly kind: 'change';
  /** `<owner id>.<name>`. */
  readonly id: string;
  /** Carries the payload's type only; never set. */
  readonly payload?: P;
}

export const changeRef = <P>(id: string): ChangeRef<P> => ({ kind: 'change', id });

/** The key a reply schema names to receive a point's contributed fields (the kernel fills it in). */
export const EXTENDED_BY = 'x-extended-by';

/** Marks an object schema of a reply as extended by a point: `{ ...row, ...extendedBy(point) }`. */
export const extendedBy = <const Id extends string>(point: { id: Id }) => ({ 'x-extended-by': point.id });

// ---- Read views: what an area publishes of its data, typed for the areas that read it ----

/** snake_case → camelCase, as the kernel's Kysely names tables and views. */
type Camel<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;

/**
 * The rows of an area's published views, keyed as a reader's database handle names them: built
 * from the contract's `readViews` so that each view has a row type, e.g.
 * `ViewRows<typeof modulesContract.readViews, { studentModules: StudentModuleRow }>` gives
 * `{ modulesStudentModulesV: StudentModuleRow }`. An area that reads a view adds it to its handle
 * (plugins/<id>/server/area.ts); numeric columns read as numbers, dates as 'YYYY-MM-DD' text.
 */
export type ViewRows<V extends Readonly<Record<string, string>>, R extends { [K in keyof V]: object }> = {
  [K in keyof V as Camel<V[K]>]: R[K];
};
