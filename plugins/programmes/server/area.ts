import { areaDefinitions, type AreaDb } from '@core/server/plugin.js';
import type { ProgrammeTables } from './tables.js';

/** The programmes area's database handle: its tables and the kernel's. */
export type ProgrammesDb = AreaDb<ProgrammeTables>;

/** defineRoute and defineJob whose handlers receive this area's handle as `db`. */
export const { defineRoute, defineJob } = areaDefinitions<ProgrammesDb>();
