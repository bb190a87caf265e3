import type { FromSchema } from 'json-schema-to-ts';
import type { signedInReply, userInfoReply } from '@schemas/core/auth';
import type { cohortReply, programmeRoleReply, searchAcademicReply } from '@schemas/core/reference';

/** Spec 000 §3, typed from the reply schemas the server serialises with (schemas/core). */
export type UserInfo = FromSchema<typeof userInfoReply>;
export type SignedIn = FromSchema<typeof signedInReply>;
export type Cohort = FromSchema<typeof cohortReply>;
export type ProgrammeRole = FromSchema<typeof programmeRoleReply>;
export type Academic = FromSchema<typeof searchAcademicReply>;

/** What the shell keeps of one programme of the selected cohort: the client's own view. */
export interface ProgrammeChoice {
  cohortProgId: number;
  progCode: string;
  progTitle: string;
  cohortId: number;
  roleCodes: string[];
  roleNames: string[];
}
