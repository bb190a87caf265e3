import type { ColumnType, Generated } from 'kysely';
// Columns the database fills in (serial ids, defaults) are Generated; audit columns too.
import type { AuditedTable as Audit, YesNoDefaultColumn as Flag } from '@core/shared/audit.js';

export interface DepartmentsTable extends Audit {
  deptId: Generated<number>;
  deptCode: string;
  deptName: string;
  active: Flag;
}
export interface ProgrammesTable extends Audit {
  progId: Generated<number>;
  progCode: string;
  progTitle: string;
  deptId: number;
  launchYear: number | null;
  active: Flag;
}
export interface CohortsTable extends Audit {
  cohortId: Generated<number>;
  cohortYear: number;
  isCurrent: Flag;
}
export interface CohortProgrammesTable extends Audit {
  cohortProgId: Generated<number>;
  cohortId: number;
  progId: number;
}
export interface RolesTable extends Audit {
  roleCode: string;
  roleName: string;
  dispSeq: Generated<number>;
}
export type UserType = 'ADMIN' | 'ACADEMIC' | 'PARTNER' | 'STUDENT' | 'LITE_ADMIN' | 'SUPER_SYSTEM_ADMIN';
export interface UsersTable extends Audit {
  userId: Generated<number>;
  accountId: string;
  userType: UserType;
  email: string | null;
  firstName: Generated<string>;
  lastName: Generated<string>;
  passwordHash: string | null;
  tempPasswordHash: string | null;
  tempPasswordExpiresAt: Date | null;
  active: Flag;
}
export interface AcademicStaffTable extends Audit {
  academicStaffId: Generated<number>;
  userId: number;
  staffSaluation: string | null;
  cna: string | null;
  baseProgId: number | null;
  progRoleTitle: string | null;
  academicPhoto: string | null;
  jobappStandApproveInd: Flag;
  receiveNotiInd: Flag;
  wpaStandApproveInd: Flag;
  /** The interface language the staff member last chose in the product (spec 000 §1: EN, TC, SC); null: never. */
  languageSetting: Generated<'EN' | 'TC' | 'SC' | null>;
}
export interface StaffRolesTable extends Audit {
  staffRoleId: Generated<number>;
  academicStaffId: number;
  cohortProgId: number;
  roleCode: string;
}
export interface StudentsTable extends Audit {
  studentId: Generated<number>;
  userId: number;
  studentAcctId: string;
  progId: number;
  cohortId: number;
  studyYearEntry: Generated<number>;
  academicStaffId: number | null;
  studentPhoto: string | null;
  contactPhone: string | null;
}
export interface PartnersTable extends Audit {
  partnerId: Generated<number>;
  companyName: string;
  companyLogo: string | null;
  companyWebsite: string | null;
  companySocailMedia: string | null;
  companyYouTuBe: string | null;
  companyInstagram: string | null;
  companyFacebook: string | null;
  companyWeChat: string | null;
  other: string | null;
  companyLocation: string | null;
  companyProfile: string | null;
  dispSeq: Generated<number>;
  active: Flag;
}
export interface PartnerContactsTable extends Audit {
  partnerContactId: Generated<number>;
  partnerId: number;
  userId: number | null;
  contactName: string;
  contactTitle: string | null;
  contactDept: string | null;
  contactOfficePhone: string | null;
  contactMobilePhone: string | null;
  contactEmail: string | null;
  isPrimary: Flag;
  /** The requestor: the WIL staff member who asked the company to take part, and their department. */
  wilContactName: string | null;
  wilDeptName: string | null;
}
export interface ModulesTable extends Audit {
  moduleId: Generated<number>;
  moduleCode: string;
  moduleName: string;
  progId: number | null;
}
export interface CohortModulesTable extends Audit {
  cohortModuleId: Generated<number>;
  cohortProgId: number;
  moduleId: number;
  status: Generated<string>;
}
export interface SysParamsTable extends Audit {
  paramId: Generated<number>;
  segment: string;
  code: string;
  parmValue1: string;
  parmValue2: string | null;
  parmValue3: string | null;
  parentParamId: number | null;
  dispSeq: Generated<number>;
  active: Flag;
}
export interface FunctionPermissionsTable extends Audit {
  functionPermissionId: Generated<number>;
  roleCode: string;
  functionCode: string;
  canSelect: Flag;
  canInsert: Flag;
  canUpdate: Flag;
  canDelete: Flag;
  canAudit: Flag;
  canView: Flag;
  canUpload: Flag;
  canDownload: Flag;
}
export interface LoginRecordsTable {
  loginRecordId: Generated<string>;
  userId: number;
  roleCode: string;
  ip: string | null;
  loginDate: Generated<Date>;
}
export interface AuthSessionsTable {
  sessionId: string;
  userId: number;
  createdAt: Generated<Date>;
  lastUsedAt: Generated<Date>;
  revokedAt: Date | null;
  revokeReason: string | null;
}
export interface RefreshTokensTable {
  tokenHash: string;
  sessionId: string;
  issuedAt: Generated<Date>;
  usedAt: Date | null;
}
export interface MaintenanceWindowsTable extends Audit {
  windowId: Generated<number>;
  startAt: Date;
  endAt: Date;
  message: string | null;
}
export interface MailOutboxTable {
  mailId: Generated<string>;
  toAddress: string;
  subject: string;
  bodyText: string;
  status: Generated<'PENDING' | 'SENT' | 'FAILED'>;
  attempts: Generated<number>;
  lastError: string | null;
  createdDate: Generated<Date>;
  sentDate: Date | null;
  /** The HTML part, when the mail has one (the digest). */
  bodyHtml: Generated<string | null>;
  /** Extra headers (List-Unsubscribe…), name → value. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}
/** Migration core:009_digest: one digest mail per person and day. */
export interface DigestSendsTable {
  userId: number;
  digestDay: string;
  mailId: string;
  createdDate: Generated<Date>;
}
/** Unsubscribe tokens already used (their jti). */
export interface DigestUnsubscribesTable {
  tokenId: string;
  userId: number;
  usedDate: Generated<Date>;
}
export interface OidcPayloadsTable {
  id: string;
  type: string;
  payload: unknown;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: Date | null;
  consumedAt: Date | null;
}
export interface KernelSecretsTable {
  name: string;
  value: string;
  createdDate: Generated<Date>;
}

/** Migrations core:002_file_uploads and core:004_upload_sizes. */
export interface FileUploadsTable {
  storagePath: string;
  userId: number;
  createdDate: Generated<Date>;
  byteSize: Generated<number>;
}

/**
 * The kernel's tables: what its own code reads and writes. No plugin table is here: each area
 * types its own (plugins/<id>/server/tables.ts) and sees them through its handle (AreaDb).
 */
export interface KernelTables {
  departments: DepartmentsTable;
  programmes: ProgrammesTable;
  cohorts: CohortsTable;
  cohortProgrammes: CohortProgrammesTable;
  roles: RolesTable;
  users: UsersTable;
  academicStaff: AcademicStaffTable;
  staffRoles: StaffRolesTable;
  students: StudentsTable;
  partners: PartnersTable;
  partnerContacts: PartnerContactsTable;
  modules: ModulesTable;
  cohortModules: CohortModulesTable;
  sysParams: SysParamsTable;
  functionPermissions: FunctionPermissionsTable;
  loginRecords: LoginRecordsTable;
  authSessions: AuthSessionsTable;
  refreshTokens: RefreshTokensTable;
  maintenanceWindows: MaintenanceWindowsTable;
  mailOutbox: MailOutboxTable;
  oidcPayloads: OidcPayloadsTable;
  kernelSecrets: KernelSecretsTable;
  fileUploads: FileUploadsTable;
  digestSends: DigestSendsTable;
  digestUnsubscribes: DigestUnsubscribesTable;
}

/** A user as areas may read one: no password or temporary password columns. */
export type ReadableUsersTable = Omit<UsersTable, 'passwordHash' | 'tempPasswordHash' | 'tempPasswordExpiresAt'>;

/**
 * The kernel's tables every area may read (the reference model): never the sessions, tokens,
 * secrets, sign-in records, outbox or upload records, which only kernel services touch.
 */
export type KernelReadTables = Pick<
  KernelTables,
  | 'departments'
  | 'programmes'
  | 'cohorts'
  | 'cohortProgrammes'
  | 'roles'
  | 'academicStaff'
  | 'staffRoles'
  | 'students'
  | 'partners'
  | 'partnerContacts'
  | 'modules'
  | 'cohortModules'
  | 'sysParams'
  | 'functionPermissions'
> & { users: ReadableUsersTable };
