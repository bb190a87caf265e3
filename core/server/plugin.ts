import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Migration } from './db/migrate.js';
import type { Db } from './db/connect.js';
import type { Actor } from './auth/actor.js';
import type { Kernel } from './kernel.js';
import type { JobDefinition } from './jobs/jobDefinition.js';

/** The flags of function_permissions, in its column order, as the CamelCasePlugin names them. */
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

export interface RouteContext<B, A extends Actor | null = Actor> {
  body: B;
  db: Db;
  /** The signed-in user: never null on 'academic' routes, always null on 'public' ones. */
  actor: A;
  kernel: Kernel;
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
  /** JSON Schema of the payload (from schemas/); omitted means the call takes no payload. */
  body?: object;
  /**
   * JSON Schema of the answer's `object` (from schemas/): the serializer writes exactly these
   * fields, /api/docs shows it, and the client's call functions take their types from it.
   */
  reply?: object;
  /** The call answers a file (this content type) on success, and the JSON envelope otherwise. */
  file?: { contentType: string };
  /** Function permission the actor's role in the selected cohort programme must grant. */
  permission?: { functionCode: string; flag: PermissionFlag };
  /** Named limit of the kernel's rate limiter (sign-in and forgot calls). */
  rateLimit?: 'signin' | 'forgot';
}

/** A call for signed-in academic staff: the kernel has resolved the actor before the handler. */
export interface AcademicRoute<B = any> extends RouteDeclaration {
  auth: 'academic';
  /** The answer's `object`; return `reply` itself when the handler has sent a file. */
  handler(ctx: RouteContext<B, Actor>): Promise<unknown>;
}

/** A call anyone may make (sign-in, forgot pages): there is no actor. */
export interface PublicRoute<B = any> extends RouteDeclaration {
  auth: 'public';
  handler(ctx: RouteContext<B, null>): Promise<unknown>;
}

/** One spec call: POST /api/<path>. The kernel validates `body` and checks auth before `handler`. */
export type ServerRoute<B = any> = AcademicRoute<B> | PublicRoute<B>;

export interface SeedContext {
  db: Db;
  /** Deterministic random numbers in [0, 1) for believable demo data. */
  random(): number;
}

export interface ServerPlugin {
  id: string;
  /** What the area does, for the tag of its calls in /api/docs. */
  description: string;
  migrations?: readonly Migration[];
  routes?: readonly ServerRoute[];
  /** Background jobs of the area: task `<id>.<name>`, payload schema, optional cron (core/server/jobs). */
  jobs?: readonly JobDefinition[];
  /** Runs once the kernel is built, before the server listens; throwing stops the start-up. */
  start?(kernel: Kernel): Promise<void> | void;
  /** Adds the area's demo data after the kernel's (first start, or `npm run seed`). */
  seed?(ctx: SeedContext): Promise<void>;
}

export const defineServerPlugin = (plugin: ServerPlugin): ServerPlugin => plugin;
export function defineRoute<B>(route: AcademicRoute<B>): AcademicRoute<B>;
export function defineRoute<B>(route: PublicRoute<B>): PublicRoute<B>;
export function defineRoute<B>(route: ServerRoute<B>): ServerRoute<B> {
  return route;
}
