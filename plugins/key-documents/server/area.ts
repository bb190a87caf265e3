import { areaDefinitions, type AreaDb } from '@core/server/plugin.js';
import type { ServiceCall } from '@core/server/serviceCall.js';
import type { keyDocumentCalls } from '@schemas/key-documents/calls.js';
import type { ModulesViews } from '@schemas/modules/contract.js';
import type { KeyDocumentsTables } from './tables.js';

/** The key-documents area's database handle: its tables, the kernel's, and the module area's published student modules. */
export type KeyDocumentsDb = AreaDb<KeyDocumentsTables, ModulesViews>;

/** defineRoute and defineJob whose handlers receive this area's handle as `db`. */
export const { defineRoute, defineJob } = areaDefinitions<KeyDocumentsDb>();

/** The context a service of call `K` takes from its route (core/server/serviceCall.ts). */
export type KeyDocumentsCall<K extends keyof typeof keyDocumentCalls> = ServiceCall<
  KeyDocumentsDb,
  (typeof keyDocumentCalls)[K]
>;
