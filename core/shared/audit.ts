import type { ColumnType, Generated } from 'kysely';

/**
 * The audit columns and the Y/N flag, declared once (issue 10). Every table carries the audit
 * columns (core/server/db/audit.ts creates them; lastUpdatedDate is the concurrency token,
 * DOMAIN.md); indicators are 'Y' or 'N' as the spec writes them. The Kysely import is types
 * only: nothing of it reaches the browser bundle.
 */

/** An indicator column or payload field: 'Y' or 'N'. */
export type YesNo = 'Y' | 'N';

/** The audit fields of a row as the API answers them (timestamps as ISO strings). */
export interface Audited {
  createdBy: string;
  createdDate: string;
  lastUpdatedBy: string;
  lastUpdatedDate: string;
}

/** The audit columns in a Kysely table type: the database fills them in (defaults). */
export interface AuditedTable {
  createdBy: Generated<string>;
  createdDate: Generated<Date>;
  lastUpdatedBy: Generated<string>;
  lastUpdatedDate: Generated<Date>;
}

/** A Y/N column in a Kysely table type, with a database default: optional on insert. */
export type YesNoDefaultColumn = ColumnType<YesNo, YesNo | undefined, YesNo>;
