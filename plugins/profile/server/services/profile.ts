import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { checkedType, type Upload } from '@core/server/files/uploads.js';
import { fileTooLarge, readingMultipart } from '@core/server/files/multipartFaults.js';
import { uploadedBy } from '@core/server/files/uploadRecords.js';
import type { FromSchema } from 'json-schema-to-ts';
import { Ajv, type ValidateFunction } from 'ajv';
import type { Actor } from '@core/server/auth/actor.js';
import type { Db } from '@core/server/db/connect.js';
import type { YesNo } from '@core/shared/audit.js';
import type { Kernel } from '@core/server/kernel.js';
import { conflict, forbidden, notFound, validation } from '@core/server/http/appError.js';
import { refuseIllFormedText } from '@core/server/http/bodyValidation.js';
import { profileUpdateData, type webSiteSearchByIdBody } from '@schemas/profile/profile.js';
import { PHOTO_MAX_BYTES, PHOTO_PATH, profileMessages, standingFields } from '@schemas/profile/profileRules.js';
import { IMAGE_LABEL, imageUrl, storeImage } from './uploadImage.js';

type SearchBody = FromSchema<typeof webSiteSearchByIdBody>;
export type ProfileUpdate = FromSchema<typeof profileUpdateData>;

/** Only the caller's own profile, ever (spec 000 §2 Personal Profile). */
function ownStaffId(actor: Actor, academicStaffId: number): number {
  if (!actor.academicStaffId) throw notFound('No academic staff profile is linked to this account.');
  if (actor.academicStaffId !== academicStaffId) throw forbidden('You can only see and edit your own profile.');
  return actor.academicStaffId;
}

/** The staff member's roles for one programme of one cohort (spec 000 §6: roles per programme and cohort). */
async function rolesFor(
  db: Db,
  staffId: number,
  progCode: string | null | undefined,
  cohortId: number | null | undefined,
) {
  if (!progCode || !cohortId) return [];
  const rows = await db
    .selectFrom('staffRoles as sr')
    .innerJoin('cohortProgrammes as cp', 'cp.cohortProgId', 'sr.cohortProgId')
    .innerJoin('programmes as p', 'p.progId', 'cp.progId')
    .select('sr.roleCode')
    .where('sr.academicStaffId', '=', staffId)
    .where('p.progCode', '=', progCode)
    .where('cp.cohortId', '=', cohortId)
    .execute();
  return rows.map((r) => r.roleCode);
}

/** academicStaff/webSiteSearchById: the profile of spec 000 §3 with the staff roles of the cohort. */
export async function searchProfile(db: Db, kernel: Kernel, actor: Actor, body: SearchBody) {
  const staffId = ownStaffId(actor, body.academicStaffId);
  const [profile, roles, selectedRoles, selectedProg] = await Promise.all([
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
    body.cohortId
      ? db
          .selectFrom('staffRoles as sr')
          .innerJoin('cohortProgrammes as cp', 'cp.cohortProgId', 'sr.cohortProgId')
          .innerJoin('programmes as p', 'p.progId', 'cp.progId')
          .innerJoin('roles as r', 'r.roleCode', 'sr.roleCode')
          .select(['p.progCode', 'r.roleCode', 'p.progTitle', 'r.roleName'])
          .where('sr.academicStaffId', '=', staffId)
          .where('cp.cohortId', '=', body.cohortId)
          .orderBy('p.progCode')
          .orderBy('r.dispSeq')
          .execute()
      : Promise.resolve([]),
    rolesFor(db, staffId, body.progCode, body.cohortId),
    body.progCode
      ? db.selectFrom('programmes').select('progId').where('progCode', '=', body.progCode).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  if (!profile) throw notFound('No academic staff profile is linked to this account.');
  const show = standingFields(selectedRoles);
  return {
    ...profile,
    progId: selectedProg?.progId ?? profile.baseProgId,
    academicPhotoUrl: profile.academicPhoto ? imageUrl(kernel, actor, profile.academicPhoto) : null,
    lastUpdatedDate: profile.lastUpdatedDate.toISOString(),
    roles,
    showWpaStandApprove: show.wpa,
    showJobAppStandApprove: show.jobApp,
  };
}

/** Compiled at the first update, not when the server starts. */
let checked: ValidateFunction<ProfileUpdate> | null = null;
const checkShape = () =>
  (checked ??= new Ajv({ allErrors: false, removeAdditional: 'all', coerceTypes: false }).compile<ProfileUpdate>(
    profileUpdateData,
  ));

function shapeError(): string {
  const e = checkShape().errors?.[0];
  if (!e) return 'The profile is not valid.';
  const field = e.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'data';
  return `${field} ${e.message ?? 'is not valid'}.`;
}

/**
 * academicStaff/webSiteUpdateById (spec 000 §7): a multipart call with form field `data` (JSON of
 * the profile), optionally one photo file. Read-only fields are never written; the standing
 * approvals only when the selected programme's role shows them; one transaction with the
 * lastUpdatedDate check.
 */
export async function updateProfile(kernel: Kernel, actor: Actor, request: FastifyRequest) {
  const db = kernel.db;
  if (!request.isMultipart()) throw validation('Send the profile as multipart/form-data.');
  const { fields, photo } = await readingMultipart(PHOTO_MAX_BYTES, () => readProfileParts(request));

  const raw = fields.data;
  if (!raw) throw validation("Send the profile as a JSON string in form field 'data'.");
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw validation("Form field 'data' is not valid JSON.");
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw validation("Form field 'data' must be a JSON object of the profile fields.");
  refuseIllFormedText(parsed);
  const input = parsed as Partial<ProfileUpdate>;
  if (typeof input.academicStaffId !== 'number') throw validation('academicStaffId is required.');
  const staffId = ownStaffId(actor, input.academicStaffId);
  const roleCodes = await rolesFor(
    db,
    staffId,
    typeof input.progCode === 'string' ? input.progCode : null,
    typeof input.cohortId === 'number' ? input.cohortId : null,
  );
  const show = standingFields(roleCodes);
  const messages = profileMessages(input, show);
  if (messages.length) throw validation(messages.join('; '));
  if (!checkShape()(input)) throw validation(shapeError());
  const body = input as ProfileUpdate;

  const since = new Date(body.lastUpdatedDate);
  if (Number.isNaN(since.getTime())) throw validation('lastUpdatedDate is not a date.');

  let academicPhoto: string | null | undefined; // undefined: leave as it is
  if (photo) {
    academicPhoto = (await storeImage(kernel, actor, photo)).storagePath;
  } else if (body.academicPhotoModel.status === 'removed') {
    academicPhoto = null;
  } else if (body.academicPhotoModel.url) {
    academicPhoto = await ownPhotoPath(db, actor, staffId, body.academicPhotoModel.url);
  }

  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('academicStaff')
      .set({
        staffSaluation: body.staffSaluation!,
        progRoleTitle: body.progRoleTitle?.trim() || null,
        receiveNotiInd: body.receiveNotiInd as YesNo,
        ...(show.wpa ? { wpaStandApproveInd: body.wpaStandApproveInd as YesNo } : {}),
        ...(show.jobApp ? { jobappStandApproveInd: body.jobappStandApproveInd as YesNo } : {}),
        ...(academicPhoto !== undefined ? { academicPhoto } : {}),
        lastUpdatedBy: actor.accountId,
        lastUpdatedDate: sql<Date>`now()`,
      })
      .where('academicStaffId', '=', staffId)
      // The token travels with millisecond precision; PostgreSQL keeps microseconds.
      .where(sql<boolean>`date_trunc('milliseconds', last_updated_date) = ${since}`)
      .returning(['lastUpdatedDate', 'academicPhoto'])
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx
        .selectFrom('academicStaff')
        .select('academicStaffId')
        .where('academicStaffId', '=', staffId)
        .executeTakeFirst();
      if (!exists) throw notFound('No academic staff profile is linked to this account.');
      throw conflict('Your profile was changed elsewhere since you opened it. Please reload it and try again.');
    }
    return {
      academicStaffId: staffId,
      academicPhoto: updated.academicPhoto,
      lastUpdatedDate: updated.lastUpdatedDate.toISOString(),
    };
  });
}

/**
 * A photo path sent back by the browser must be the staff member's current photo or an image
 * this user uploaded (issue 14): never another user's upload or any other stored file.
 */
async function ownPhotoPath(db: Db, actor: Actor, staffId: number, url: string): Promise<string> {
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

/**
 * The parts of webSiteUpdateById: text fields, and at most one photo (optional here, unlike the
 * upload calls), checked by content like readUpload does.
 */
async function readProfileParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let photo: Upload | null = null;
  for await (const part of request.parts({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw fileTooLarge(PHOTO_MAX_BYTES);
      if (bytes.length === 0) continue;
      // The kernel's check: the type by content, and the image decoded within its pixel limits.
      const type = await checkedType(bytes, { allowed: ['png', 'jpg'], label: IMAGE_LABEL });
      photo = { bytes, ...type, fileName: part.filename, fields };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, photo };
}
