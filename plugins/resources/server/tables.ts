import type { Generated } from 'kysely';
import type { Db } from '@core/server/db/connect.js';

export type ResourcesTable = {
  resourceId: Generated<number>;
  resourcePageName: string;
  displayContent: string;
  recipientType: 'GENERAL' | 'ACADEMIC' | 'STUDENT' | 'PARTNER' | 'ADMIN';
  dispSeq: number;
  active: Generated<'Y' | 'N'>;
  createdBy: Generated<string>;
  createdDate: Generated<Date>;
  lastUpdatedBy: Generated<string>;
  lastUpdatedDate: Generated<Date>;
};

export type ResourceAnnexesTable = {
  resourceAnnexId: Generated<number>;
  resourceId: number;
  annexName: string;
  storagePath: string;
  dispSeq: number;
  createdBy: Generated<string>;
  createdDate: Generated<Date>;
  lastUpdatedBy: Generated<string>;
  lastUpdatedDate: Generated<Date>;
};

export type ResourceTables = { resources: ResourcesTable; resourceAnnexes: ResourceAnnexesTable };

export const withResourceTables = (db: Db) => db.withTables<ResourceTables>();
