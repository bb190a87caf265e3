import type { Generated } from 'kysely';
import type { AuditedTable } from '@core/shared/audit.js';
import type { Db } from '@core/server/db/connect.js';

type Weight = string | null; // numeric comes back from pg as a string

/** programme_parameters (migration 001); weightings are numeric(5,2). */
export type ProgrammeParametersTable = AuditedTable & {
  programmeParametersId: Generated<number>;
  cohortProgId: number;
  programmeLeaderId: number | null;
  moduleConvenerId: number | null;
  assignment1LogWeighting: Weight;
  assignment2FinalReportWeighting: Weight;
  assignment3OtherWeighting: Weight;
  wpaWeighting: Weight;
  [wpaQuestionWeighting: `wpaQuestion${number}Weighting`]: Weight;
  [specificQuestion: `programmeSpecificWpaQuestion${number}`]: string | null;
};

export type ProgrammeParameterSupervisorsTable = {
  programmeParametersId: number;
  academicStaffId: number;
};

export type ProgrammeTables = {
  programmeParameters: ProgrammeParametersTable;
  programmeParameterSupervisors: ProgrammeParameterSupervisorsTable;
};

/**
 * The kernel's database seen with this plugin's tables. withTables instead of declaration merging,
 * so the reports plugin can declare the same shared table without a type clash.
 */
export const withProgrammeTables = (db: Db) => db.withTables<ProgrammeTables>();
