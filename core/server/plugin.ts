import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Migration } from './db/migrate.js';
import type { Db } from './db/connect.js';
import type { Actor } from './auth/actor.js';
import type { Kernel } from './kernel.js';

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

export interface RouteContext<B> {
  body: B;
  db: Db;
  /** The signed-in user; null only on public routes. */
  actor: Actor | null;
  kernel: Kernel;
  log: FastifyBaseLogger;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** One spec call: POST /api/<path>. The kernel validates `body` and checks auth before `handler`. */
export interface ServerRoute<B = any> {
  path: string;
  summary?: string;
  /** JSON Schema of the payload (from schemas/); omitted means the call takes no payload. */
  body?: object;
  auth: 'public' | 'academic';
  /** Function permission the actor's role in the selected cohort programme must grant. */
  permission?: { functionCode: string; flag: PermissionFlag };
  /** Named limit of the kernel's rate limiter (sign-in and forgot calls). */
  rateLimit?: 'signin' | 'forgot';
  /** The answer's `object`; return `reply` itself when the handler has sent a file. */
  handler(ctx: RouteContext<B>): Promise<unknown>;
}

export interface SeedContext {
  db: Db;
  /** Deterministic random numbers in [0, 1) for believable demo data. */
  random(): number;
}

export interface ServerPlugin {
  id: string;
  migrations?: readonly Migration[];
  routes?: readonly ServerRoute[];
  /** Runs once the kernel is built, before the server listens; throwing stops the start-up. */
  start?(kernel: Kernel): Promise<void> | void;
  /** Adds the area's demo data after the kernel's (first start, or `npm run seed`). */
  seed?(ctx: SeedContext): Promise<void>;
}

export const defineServerPlugin = (plugin: ServerPlugin): ServerPlugin => plugin;
export const defineRoute = <B>(route: ServerRoute<B>): ServerRoute<B> => route;
