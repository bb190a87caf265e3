import type { Generated } from 'kysely';
import type { AuditedTable, YesNo } from '@core/shared/audit.js';
import type { Db } from '@core/server/db/connect.js';

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

export type ResourceTables = { resources: ResourcesTable; resourceAnnexes: ResourceAnnexesTable };

export const withResourceTables = (db: Db) => db.withTables<ResourceTables>();
