import { areaDefinitions, type AreaDb } from '@core/server/plugin.js';
import type { ServiceCall } from '@core/server/serviceCall.js';
import type { wpaCalls } from '@schemas/wpa/calls.js';
import type { ModulesViews } from '@schemas/modules/contract.js';
import type { ProgrammesViews } from '@schemas/programmes/contract.js';
import type { WpaTables } from './tables.js';

/** The WPA area's database handle: its tables, the kernel's, the module area's published student modules and the programmes area's published parameters (optional). */
export type WpaDb = AreaDb<WpaTables, ModulesViews & ProgrammesViews>;

/** defineRoute and defineJob whose handlers receive this area's handle as `db`. */
export const { defineRoute, defineJob } = areaDefinitions<WpaDb>();

/** The context a service of call `K` takes from its route (core/server/serviceCall.ts). */
export type WpaCall<K extends keyof typeof wpaCalls> = ServiceCall<WpaDb, (typeof wpaCalls)[K]>;
