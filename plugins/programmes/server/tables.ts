import type { Generated } from 'kysely';
import type { AuditedTable } from '@core/shared/audit.js';

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

/** The programmes area's own tables, as its handle (ProgrammesDb, ./area.ts) names them. */
export type ProgrammeTables = {
  programmeParameters: ProgrammeParametersTable;
  programmeParameterSupervisors: ProgrammeParameterSupervisorsTable;
};
