import { areaDefinitions, type AreaDb } from '@core/server/plugin.js';
import type { ModulesViews } from '@schemas/modules/contract.js';
import type { KeyDocumentsTables } from './tables.js';

/** The key-documents area's database handle: its tables, the kernel's, and the module area's published student modules. */
export type KeyDocumentsDb = AreaDb<KeyDocumentsTables, ModulesViews>;

/** defineRoute and defineJob whose handlers receive this area's handle as `db`. */
export const { defineRoute, defineJob } = areaDefinitions<KeyDocumentsDb>();
