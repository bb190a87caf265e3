import type { UserType } from '../db/types.js';

/**
 * Who is calling, as the auth guard resolved it from the access token. Where (the selected
 * programme, the programmes a payload names) is the call's scope: core/server/auth/scope.ts.
 */
export interface Actor {
  userId: number;
  accountId: string;
  userType: UserType;
  sessionId: string;
  academicStaffId: number | null;
}
