import type { Generated } from 'kysely';
import type { AuditedTable, YesNo } from '@core/shared/audit.js';

export type ResourcesTable = AuditedTable & {
  resourceId: Generated<number>;
  resourcePageName: string;
  displayContent: string;
  recipientType: 'GENERAL' | 'ACADEMIC' | 'STUDENT' | 'PARTNER' | 'ADMIN';
  dispSeq: number;
  active: Generated<YesNo>;
};

export type ResourceAnnexesTable = AuditedTable & {
  resourceAnnexId: Generated<number>;
  resourceId: number;
  annexName: string;
  storagePath: string;
  dispSeq: number;
};

/** The resources area's own tables, as its handle (ResourcesDb, ./area.ts) names them. */
export type ResourceTables = { resources: ResourcesTable; resourceAnnexes: ResourceAnnexesTable };
