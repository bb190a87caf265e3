import { uploadedBy } from '@core/server/files/uploadRecords.js';
import type { FromSchema } from 'json-schema-to-ts';
import type { Actor } from '@core/server/auth/actor.js';
import type { Scope } from '@core/server/auth/scope.js';
import type { NoTablesDb } from '@core/server/plugin.js';
import type { YesNo } from '@core/shared/audit.js';
import type { Kernel } from '@core/server/kernel.js';
import { forbidden, notFound, validation } from '@core/server/http/appError.js';
import { profileUpdateData, type webSiteSearchByIdBody } from '@schemas/profile/profile.js';
import { PHOTO_PATH, profileMessages, standingFields } from '@schemas/profile/profileRules.js';
import { imageUrl, storeImage } from './uploadImage.js';
import type { ReceivedFile } from '@core/server/http/multipartBody.js';

type SearchBody = FromSchema<typeof webSiteSearchByIdBody>;
export type ProfileUpdate = FromSchema<typeof profileUpdateData>;

/** Only the caller's own profile, ever (spec 000 §2 Personal Profile). */
function ownStaffId(actor: Actor, academicStaffId: number): number {
  if (!actor.academicStaffId) throw notFound('No academic staff profile is linked to this account.');
  if (actor.academicStaffId !== academicStaffId) throw forbidden('You can only see and edit your own profile.');
  return actor.academicStaffId;
}

/**
 * The caller's roles in the programme the call reads (spec 000 §6: roles per programme and
 * cohort), when it reads one: the payload's progCode or the selected programme, resolved by
 * CallScope in the payload's cohort.
 */
const rolesRead = (scope: Scope) => (scope.progs.length === 1 ? scope.progs[0]!.roles : []);

/** academicStaff/webSiteSearchById: the profile of spec 000 §3 with the staff roles of the cohort. */
export async function searchProfile(db: NoTablesDb, kernel: Kernel, actor: Actor, scope: Scope, body: SearchBody) {
  const staffId = ownStaffId(actor, body.academicStaffId);
  const [profile, roles] = await Promise.all([
    db
      .selectFrom('academicStaff as a')
      .innerJoin('users as u', 'u.userId', 'a.userId')
      .leftJoin('programmes as bp', 'bp.progId', 'a.baseProgId')
      .select([
        'a.academicStaffId',
        'u.accountId as academicStaffAcctId',
        'a.staffSaluation',
        'u.email',
        'u.firstName',
        'u.lastName',
        'a.cna',
        'a.baseProgId',
        'bp.progCode as baseProgCode',
        'bp.progTitle as baseProgTitle',
        'a.progRoleTitle',
        'a.jobappStandApproveInd',
        'a.receiveNotiInd',
        'a.wpaStandApproveInd',
        'a.academicPhoto',
        'a.userId',
        'a.lastUpdatedDate',
      ])
      .where('a.academicStaffId', '=', staffId)
      .executeTakeFirst(),
    db
      .selectFrom('staffRoles as sr')
      .innerJoin('cohortProgrammes as cp', 'cp.cohortProgId', 'sr.cohortProgId')
      .innerJoin('programmes as p', 'p.progId', 'cp.progId')
      .innerJoin('roles as r', 'r.roleCode', 'sr.roleCode')
      .select(['p.progCode', 'r.roleCode', 'p.progTitle', 'r.roleName'])
      .where('sr.academicStaffId', '=', staffId)
      .where('cp.cohortId', '=', scope.cohortId)
      .orderBy('p.progCode')
      .orderBy('r.dispSeq')
      .execute(),
  ]);
  if (!profile) throw notFound('No academic staff profile is linked to this account.');
  const show = standingFields(rolesRead(scope));
  return {
    ...profile,
    progId: scope.progs.length === 1 ? scope.progs[0]!.progId : profile.baseProgId,
    academicPhotoUrl: profile.academicPhoto ? imageUrl(kernel, actor, profile.academicPhoto) : null,
    lastUpdatedDate: profile.lastUpdatedDate.toISOString(),
    roles,
    showWpaStandApprove: show.wpa,
    showJobAppStandApprove: show.jobApp,
  };
}

/**
 * academicStaff/webSiteUpdateById (spec 000 §7): a multipart call whose form the kernel reads and
 * checks (its spec's `multipart`: the JSON of the profile in form field 'data', validated against
 * profileUpdateData, and optionally one photo in 'file', checked by content and size). Read-only
 * fields are never written; the standing approvals only when the selected programme's role shows
 * them; one statement with the lastUpdatedDate check, through the kernel's staff service
 * (academic_staff is the kernel's).
 */
export async function updateProfile(
  db: NoTablesDb,
  kernel: Kernel,
  actor: Actor,
  scope: Scope,
  body: ProfileUpdate,
  photo: ReceivedFile | undefined,
) {
  const staffId = ownStaffId(actor, body.academicStaffId);
  const show = standingFields(rolesRead(scope));
  const messages = profileMessages(body, show);
  if (messages.length) throw validation(messages.join('; '));

  const since = new Date(body.lastUpdatedDate);
  if (Number.isNaN(since.getTime())) throw validation('lastUpdatedDate is not a date.');

  let academicPhoto: string | null | undefined; // undefined: leave as it is
  if (photo) {
    academicPhoto = (await storeImage(kernel, actor, { ...photo, fields: {} })).storagePath;
  } else if (body.academicPhotoModel.status === 'removed') {
    academicPhoto = null;
  } else if (body.academicPhotoModel.url) {
    academicPhoto = await ownPhotoPath(db, actor, staffId, body.academicPhotoModel.url);
  }

  const updated = await kernel.staff.update(
    staffId,
    {
      staffSaluation: body.staffSaluation!,
      progRoleTitle: body.progRoleTitle?.trim() || null,
      receiveNotiInd: body.receiveNotiInd as YesNo,
      ...(show.wpa ? { wpaStandApproveInd: body.wpaStandApproveInd as YesNo } : {}),
      ...(show.jobApp ? { jobappStandApproveInd: body.jobappStandApproveInd as YesNo } : {}),
      ...(academicPhoto !== undefined ? { academicPhoto } : {}),
    },
    since,
    actor.accountId,
  );
  return {
    academicStaffId: staffId,
    academicPhoto: updated.academicPhoto,
    lastUpdatedDate: updated.lastUpdatedDate.toISOString(),
  };
}

/**
 * A photo path sent back by the browser must be the staff member's current photo or an image
 * this user uploaded (issue 14): never another user's upload or any other stored file.
 */
async function ownPhotoPath(db: NoTablesDb, actor: Actor, staffId: number, url: string): Promise<string> {
  const notYours = () => validation('academicPhotoModel.url must be the storagePath an image upload answered.');
  if (!PHOTO_PATH.test(url)) throw notYours();
  const current = await db
    .selectFrom('academicStaff')
    .select('academicPhoto')
    .where('academicStaffId', '=', staffId)
    .executeTakeFirst();
  if (current?.academicPhoto === url || (await uploadedBy(db, url, actor.userId))) return url;
  throw notYours();
}
