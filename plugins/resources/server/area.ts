import { areaDefinitions, type AreaDb } from '@core/server/plugin.js';
import type { ResourceTables } from './tables.js';

/** The resources area's database handle: its tables and the kernel's. */
export type ResourcesDb = AreaDb<ResourceTables>;

/** defineRoute and defineJob whose handlers receive this area's handle as `db`. */
export const { defineRoute, defineJob } = areaDefinitions<ResourcesDb>();
