/** Spec 000 §3: user info, academic info, programme/role record, cohort. */
export interface UserInfo {
  token: string;
  userId: number;
  userName: string;
  accountId: string;
  defaultUserRoleId: number | null;
  defaultRoleId: number | null;
  roleCode: string | null;
  roleName: string | null;
  userType: string;
  email: string | null;
}

export interface SignedIn {
  userInfo: UserInfo;
  accessToken: string;
  refreshToken: string;
  sasToken: string;
}

export interface Cohort {
  cohortId: number;
  cohortYear: number;
}

export interface ProgrammeRole {
  cohortProgId: number;
  progCode: string;
  progTitle: string;
  roleCode: string;
  roleName: string;
  cohortId: number;
  cohortYear: number;
}

export interface Academic {
  model: {
    academicStaffId: number;
    academicStaffAcctId: string;
    academicPhoto: string | null;
    staffSaluation: string | null;
    firstName: string;
    lastName: string;
    email: string | null;
    userId: number;
  };
  cohorts: Cohort[];
  roles: ProgrammeRole[];
}

export interface ProgrammeChoice {
  cohortProgId: number;
  progCode: string;
  progTitle: string;
  cohortId: number;
  roleCodes: string[];
  roleNames: string[];
}
