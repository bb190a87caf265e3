import type { Db } from './connect.js';
import type { AreaDb, Handle } from './areaDb.js';
import type { Kernel, KernelCore } from '../kernel.js';

/*
 * The kernel's side of the handles (eslint.config.js keeps plugins from importing this file or
 * connect.ts): the one Kysely instance seen as an area's handle when the kernel gives it to a
 * plugin, and a handle a plugin passed in seen as the kernel's own when a kernel service writes
 * its tables in the caller's transaction. Both are the same object at run time.
 */

/** The kernel's database as a plugin receives it (route, job, seed and grow contexts). */
export const areaHandle = (db: Db): AreaDb<any, any> => db as unknown as AreaDb<any, any>;

/** A handle given to a kernel service, as the kernel's own (its tables, in the caller's transaction). */
export const kernelHandle = (h: Handle): Db => h as Db;

/** The kernel's handle behind the services a plugin was given (for a kernel service it calls). */
export const kernelDbOf = (kernel: Kernel): Db => (kernel as KernelCore).db;
