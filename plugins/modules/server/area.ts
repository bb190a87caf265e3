import { areaDefinitions, type AreaDb } from '@core/server/plugin.js';
import type { ServiceCall } from '@core/server/serviceCall.js';
import type { modulesCalls } from '@schemas/modules/calls.js';
import type { ProgrammesViews } from '@schemas/programmes/contract.js';
import type { ModulesTables } from './tables.js';

/** The module area's database handle: its tables, the kernel's, and the programmes area's published parameters (an optional dependency). */
export type ModulesDb = AreaDb<ModulesTables, ProgrammesViews>;

/** defineRoute and defineJob whose handlers receive this area's handle as `db`. */
export const { defineRoute, defineJob } = areaDefinitions<ModulesDb>();

/** The context a service of call `K` takes from its route (core/server/serviceCall.ts). */
export type ModulesCall<K extends keyof typeof modulesCalls> = ServiceCall<ModulesDb, (typeof modulesCalls)[K]>;
