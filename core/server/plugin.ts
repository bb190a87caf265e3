import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { PayloadOf, Replyable, ReplyOf } from '@core/shared/callSpec.js';
import type { FieldPoint, FunctionCode, PermissionFlag, RoleCode } from '@schemas/core/contract.js';
import type { ScopeFields } from '@core/shared/scopeFields.js';
import type { Migration } from './db/migrate.js';
import type { NoTablesDb } from './db/areaDb.js';
import type { Actor } from './auth/actor.js';
import type { CallScope, ResolvedScope } from './auth/scope.js';
import type { Kernel } from './kernel.js';
import type { DemoFiles } from './demo/demoFiles.js';
import type { MultipartDeclaration, ReceivedFiles } from './http/multipartBody.js';
import type { JobDefinition, JobSpec, PayloadOfJob } from './jobs/jobDefinition.js';
import type { FieldContribution } from './extensions/fieldPoints.js';
import type { DigestContribution, LinkChoice } from './digest/digestPoint.js';
import type { Copy, Figures } from './counters/figures.js';
import type { Counters } from './counters/counters.js';
import type { Tally } from './counters/tallies.js';
import type { SystemParameterDefault } from './reference/systemParameters.js';

export { PERMISSION_FLAGS, type PermissionFlag } from '@schemas/core/contract.js';
export type { AreaDb, Handle, NoTables, NoTablesDb } from './db/areaDb.js';

/**
 * The scope a handler receives: the kernel's one scope rule, and, when the call spec declares
 * scope fields (`scope: { progCodeList: 'progCodeList', … }`), what they resolved to before the
 * handler (`resolved`): the checked programmes and cohort, never the raw fields.
 */
export type ScopeOfCall<S> = [S] extends [undefined] ? CallScope : CallScope & { readonly resolved: ResolvedScope<S> };

/**
 * What a handler receives. `D` is its area's database handle (AreaDb over the area's own tables:
 * plugins/<id>/server/area.ts); the kernel's services come as `kernel`, which holds no handle.
 * `S` is the call spec's scope fields.
 */
export interface RouteContext<B, A extends Actor | null = Actor, D = NoTablesDb, S = undefined> {
  body: B;
  db: D;
  /** The signed-in user: never null on 'academic' routes, always null on 'public' ones. */
  actor: A;
  /**
   * The call's programme scope (academic calls): the selected cohort programme of header
   * X-Cohort-Prog-Id as the caller holds it, what the spec's scope fields name (`resolved`), and
   * the one rule by which a programme or cohort programme that a row names is checked against the
   * caller's roles there (core/server/auth/scope.ts).
   */
  scope: A extends Actor ? ScopeOfCall<S> : null;
  kernel: Kernel;
  /** A multipart call's files by form field, checked by the kernel (declaration `multipart`); else empty. */
  files: ReceivedFiles;
  log: FastifyBaseLogger;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What the declarations of one call share, whoever may make it. */
interface RouteDeclaration {
  /** The spec's path: the call is POST /api/<path>. */
  path: string;
  /** One line for /api/docs (OpenAPI summary). */
  summary: string;
  /** More for /api/docs; the kernel adds who may call it. */
  description?: string;
  /** Function permission the actor's role in the selected cohort programme must grant. */
  permission?: { readonly functionCode: string; readonly flag: PermissionFlag };
  /**
   * The programmes the spec's scope fields resolve to keep only those where the caller holds one
   * of these roles (a programme named and left out: FORBIDDEN).
   */
  scopeRoles?: readonly RoleCode[];
  /**
   * Named limit of the kernel's rate limiter: 'signin' and 'forgot' count per address and call;
   * 'link' is for public calls made with a single-use link's token (payload field `token`): it
   * counts per address over all such calls, and per token (RATE_LIMIT_LINK, RATE_LIMIT_LINK_TOKEN).
   */
  rateLimit?: 'signin' | 'forgot' | 'link';
  /**
   * The call is multipart/form-data: its file parts (types checked by content, size limits, a
   * limit may be a function of the kernel), read and checked before the handler; `body` is then
   * the JSON model sent in form field 'model' (core/server/http/multipartBody.ts).
   */
  multipart?: MultipartDeclaration;
}

/** The payload a handler receives: the body schema's type (undefined when the call takes none). */
type PayloadFrom<B> = [B] extends [undefined] ? undefined : PayloadOf<{ body: B }>;

/**
 * What a handler answers: the reply schema's type (a Date where it says string), the reply itself
 * once it has sent a file, nothing when the call declares no answer. A reply schema built at run
 * time (a report's columns, typed plain `object`) is not known to the compiler.
 */
type AnswerFrom<R, F> = [F] extends [undefined]
  ? [R] extends [undefined]
    ? null | undefined | void
    : object extends R
      ? unknown
      : Replyable<ReplyOf<{ reply: R }>>
  : FastifyReply;

/**
 * The parts of a route its call spec holds: `body` (payload schema), `reply` (the envelope's
 * `object`) or `file` (a download). Their types are inferred from the spec spread into the route
 * (`...calls.search`) before the handler is typed, so the handler's payload and answer are the
 * schemas' types: no generic is written, and a wrong answer does not compile.
 */
interface Spec<B, R, F, S = undefined> {
  /** JSON Schema of the payload (from schemas/): validated before the handler. */
  body?: B;
  /** JSON Schema of the answer's `object` (from schemas/): the serializer writes exactly these fields. */
  reply?: R;
  /** The call answers a file (this content type) on success, and the JSON envelope otherwise. */
  file?: F;
  /** The payload fields carrying the call's scope, resolved by the kernel before the handler. */
  scope?: S;
}

/** A call for signed-in academic staff: the kernel has resolved the actor before the handler. */
export interface AcademicRoute<B = any, R = any, F = any, D = NoTablesDb, S = undefined>
  extends RouteDeclaration, Spec<B, R, F, S> {
  auth: 'academic';
  handler(ctx: RouteContext<PayloadFrom<B>, Actor, D, S>): Promise<AnswerFrom<R, F>>;
}

/** A call anyone may make (sign-in, forgot pages): there is no actor. */
export interface PublicRoute<B = any, R = any, F = any, D = NoTablesDb> extends RouteDeclaration, Spec<B, R, F> {
  auth: 'public';
  handler(ctx: RouteContext<PayloadFrom<B>, null, D>): Promise<AnswerFrom<R, F>>;
}

/**
 * A route as the kernel holds it, whatever its spec: its handler takes any payload and answers
 * anything (defineRoute has checked both against the spec). Declared apart from AcademicRoute and
 * PublicRoute, and what defineRoute returns: relating two instances of AcademicRoute (a list of
 * routes, a route given where ServerRoute is expected) made the compiler measure how the
 * interface varies with its schemas, expanding FromSchema over placeholders ('excessively deep').
 */
interface AnyRoute<A extends 'academic' | 'public', Who extends Actor | null>
  extends RouteDeclaration, Spec<any, any, any, ScopeFields> {
  auth: A;
  handler(ctx: RouteContext<any, Who, any, any>): Promise<unknown>;
}

export type AcademicServerRoute = AnyRoute<'academic', Actor>;
export type PublicServerRoute = AnyRoute<'public', null>;

/** One spec call: POST /api/<path>. The kernel validates `body` and checks auth before `handler`. */
export type ServerRoute = AcademicServerRoute | PublicServerRoute;

export interface SeedContext<D = NoTablesDb> {
  db: D;
  /** Deterministic random numbers in [0, 1) for believable demo data. */
  random(): number;
  /** The kernel's demo file makers (PDF, PNG, workbooks…): core/server/demo/demoFiles.ts. */
  demoFiles: DemoFiles;
  /** Whether an enabled plugin publishes this view (as `kernel.publishes`): read an optional view only then. */
  publishes(view: string): boolean;
  /** The enabled plugins' figures: a seed that writes rows directly rebuilds its own (`counters.refresh(db, [{ figures, keys: null }])`). */
  counters: Counters;
}

/** What a plugin's `grow` gets: the benchmark's large data set is being grown to `students`. */
export interface GrowContext<D = NoTablesDb> {
  db: D;
  /** Deterministic random numbers in [0, 1). */
  random(): number;
  /** The target size: students in the whole data set (the kernel has added them already). */
  students: number;
  /** The enabled plugins' figures: `grow` rebuilds its own after adding rows (set-based). */
  counters: Counters;
}

/** How another area is needed: 'required' must be enabled too; 'optional' may be off. */
export type Dependency = 'required' | 'optional';

/** A plugin as its index declares it; `D` is its area's handle (its seed, grow and start receive it). */
export interface ServerPlugin<D = any> {
  id: string;
  /** What the area does, for the tag of its calls in /api/docs. */
  description: string;
  /**
   * The areas whose published read views or extension points this one uses. The kernel runs
   * their migrations and seeds first, and refuses to start when a required one is off.
   */
  dependsOn?: Readonly<Record<string, Dependency>>;
  /** Function codes this area checks (schemas/<id>/contract.ts); their default grants are added at start. */
  functions?: readonly FunctionCode[];
  /** System parameters this area reads (sys_params), with defaults the kernel adds at start where missing. */
  systemParameters?: readonly SystemParameterDefault[];
  /**
   * The views of this area other areas may read (its contract's readViews): the only way into its
   * data besides its extension points. A report names one of them as its source.
   */
  readViews?: readonly string[];
  /** Tables, views, triggers and indexes this area owns, in order (core/server/db/migrate.ts). */
  migrations?: readonly Migration[];
  routes?: readonly ServerRoute[];
  /** Server extension points this area's statements read (schemas/<id>/contract.ts). */
  extensionPoints?: readonly FieldPoint<any, any>[];
  /**
   * What this area adds at other areas' extension points (contributeFields) and at the kernel's
   * (contributeDigest: its sections of the daily digest).
   */
  contributes?: readonly (FieldContribution | DigestContribution)[];
  /**
   * The choices this area keeps in the browser (its contract's choices) that a link may set, with
   * the cohort programme of a value: the link route checks the user holds a role there.
   */
  linkChoices?: readonly LinkChoice[];
  /**
   * The figures this area maintains in its own tables (defineFigures, core/server/counters): its
   * writes refresh them in their transaction; `npm run check-counters` compares and repairs them.
   */
  figures?: readonly Figures[];
  /** Columns of its rows copied from other areas' data (defineCopy): check-counters compares and fills them. */
  copies?: readonly Copy[];
  /** Sums per group its writes keep in its tables (defineTally: decisions per day): check-counters compares and repairs them. */
  tallies?: readonly Tally[];
  /** Background jobs of the area: task `<id>.<name>`, payload schema, optional cron (defineJob). */
  jobs?: readonly JobDefinition[];
  /** Runs once the kernel is built, before the server listens; throwing stops the start-up. */
  start?(kernel: Kernel, db: D): Promise<void> | void;
  /** Adds the area's demo data after the kernel's (first start, or `npm run seed`). */
  seed?(ctx: SeedContext<D>): Promise<void>;
  /**
   * Grows the area's data with the benchmark's large data set (`npm run seed -- --students N`),
   * after the kernel's students: set-based SQL, adding only what is missing (src/cli/largeData.ts).
   */
  grow?(ctx: GrowContext<D>): Promise<void>;
}

/** A plugin's index: `defineServerPlugin<WpaDb>({ … })` types its seed, grow and start with its handle. */
export const defineServerPlugin = <D = NoTablesDb>(plugin: ServerPlugin<D>): ServerPlugin => plugin;

/**
 * A route from its call spec: `defineRoute({ ...calls.search, summary, auth, handler })`. The
 * payload the handler receives and the answer it must return are the spec's schemas' types; `db`
 * is the area's handle `D`.
 */
export interface RouteDefiner<D> {
  <
    const B = undefined,
    const R = undefined,
    const F extends { contentType: string } | undefined = undefined,
    const S extends ScopeFields | undefined = undefined,
  >(
    route: AcademicRoute<B, R, F, D, S>,
  ): AcademicServerRoute;
  <const B = undefined, const R = undefined, const F extends { contentType: string } | undefined = undefined>(
    route: PublicRoute<B, R, F, D>,
  ): PublicServerRoute;
}

/**
 * A background job from its spec (task and payload schema): `defineJob(spec, { cron, handler })`.
 * The handler's payload is the spec's schema's type, its `db` the area's handle `D`.
 */
export type JobDefiner<D> = <const J extends JobSpec>(
  spec: J,
  job: Omit<JobDefinition<PayloadOfJob<J>, Kernel, D>, 'task' | 'payload'>,
) => JobDefinition<PayloadOfJob<J>, Kernel, D>;

const anyRoute = (route: ServerRoute): ServerRoute => route;
const anyJob = (spec: JobSpec, job: Omit<JobDefinition, 'task' | 'payload'>): JobDefinition => ({
  ...job,
  task: spec.task,
  payload: spec.payload,
});

/**
 * The definers of one area, typed with its database handle (plugins/<id>/server/area.ts):
 * `export const { defineRoute, defineJob } = areaDefinitions<WpaDb>();`.
 */
export const areaDefinitions = <D>() => ({
  defineRoute: anyRoute as RouteDefiner<D>,
  defineJob: anyJob as JobDefiner<D>,
});

/** Definers for code that owns no table (a handler that reads the kernel's tables at most). */
export const { defineRoute, defineJob } = areaDefinitions<NoTablesDb>();
