import type { UserType } from '../db/types.js';

/** Who is calling, as the auth guard resolved it from the access token. */
export interface Actor {
  userId: number;
  accountId: string;
  userType: UserType;
  sessionId: string;
  academicStaffId: number | null;
  /** The cohort programme the client says is selected (header X-Cohort-Prog-Id), if any. */
  cohortProgId: number | null;
}
