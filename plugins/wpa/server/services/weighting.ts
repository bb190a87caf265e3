import { sql } from 'kysely';
import type { WpaDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import { notFound, validation } from '@core/server/http/appError.js';
import { tokenOf } from '@core/server/db/lists.js';
import type { PayloadOf, ReplyOf, Replyable } from '@core/shared/callSpec.js';
import type { wpaCalls } from '@schemas/wpa/calls.js';
import { WPA_MSG } from '@schemas/wpa/limits.js';
import { nextWpaStatus } from '../../machines/wpaForm.js';
import { overrideWeightError, numberOf, blank } from '../../shared/formRules.js';
import { adjustedMark, defaultWeight, round, totalMark } from '../../shared/marks.js';
import { callerOf, type WpaCaller } from './who.js';
import { ACCEPTED, ACCEPTED_HOURS, STUDENT_MODULES } from './sqlParts.js';
import { decide, lockWpa } from './lockWpa.js';
import { refuse } from './decisions.js';
import type { Counters } from '@core/server/counters/counters.js';
import { studentFigures } from '../figures/studentFigures.js';
import { codedRemark } from './remarks.js';

type AcceptedReply = Replyable<ReplyOf<typeof wpaCalls.searchAllAccepted>>;

const NO_STUDENT_MODULE = 'There is no such student module.';

/**
 * A student module as the WPA area reads it (the module area's view), with who the caller is
 * there; NOT_FOUND unless the caller may read its WPAs (MC or PL of its programme, its AS).
 */
export async function studentModuleFor(
  db: WpaDb,
  actor: Actor,
  roles: (cohortProgId: number) => Promise<string[]>,
  studentModuleId: number,
): Promise<{ cohortModuleId: number; cohortProgId: number; studentId: number; caller: WpaCaller }> {
  const r = await sql<{
    cohortModuleId: number;
    cohortProgId: number;
    studentId: number;
    assignedAsUserId: number | null;
  }>`
    select sm.cohort_module_id, cm.cohort_prog_id, sm.student_id, sm.academic_supervisor_user_id as assigned_as_user_id
    from ${STUDENT_MODULES} sm join cohort_modules cm on cm.cohort_module_id = sm.cohort_module_id
    where sm.student_module_id = ${studentModuleId}`.execute(db);
  const sm = r.rows[0];
  const caller = sm && callerOf(actor, { roles: await roles(sm.cohortProgId), assignedAsUserId: sm.assignedAsUserId });
  // A student the caller may not see (another programme's, another AS's) is as one that does not exist.
  if (!sm || !caller?.mayRead) throw notFound(NO_STUDENT_MODULE);
  return { cohortModuleId: sm.cohortModuleId, cohortProgId: sm.cohortProgId, studentId: sm.studentId, caller };
}

/**
 * wpaAppl/searchAllAccepted (001 §7): a student module's accepted WPAs (ACCEPTED and
 * ACCEPTED_OFFLINE) with mark, default weight (1 / their number), weighted mark, override weight
 * and adjusted mark (override weight × mark), the AS comment, and the total out of 100 (2
 * decimals, each form's override weight or else the default weight).
 */
export async function searchAllAccepted(
  db: WpaDb,
  actor: Actor,
  roles: (cohortProgId: number) => Promise<string[]>,
  studentModuleId: number,
): Promise<AcceptedReply> {
  const sm = await studentModuleFor(db, actor, roles, studentModuleId);
  const rows = await sql<{
    wpaApplId: number;
    wpaStatus: string;
    companyName: string | null;
    periodStartDate: string | null;
    periodEndDate: string | null;
    wilHours: number | null;
    mark: number | null;
    overrideWeight: number | null;
    lastUpdatedDate: string;
  }>`
    select w.wpa_appl_id, w.wpa_status,
      case when w.select_student_or_is = 'IS' then coalesce(w.company_name_is, w.company_name) else w.company_name end as company_name,
      w.period_start_date, w.period_end_date, ${ACCEPTED_HOURS} as wil_hours, w.mark, w.override_weight,
      ${tokenOf('w.last_updated_date')} as last_updated_date
    from wpa_appls w
    where w.student_module_id = ${studentModuleId} and w.wpa_status in ${ACCEPTED}
    order by w.period_start_date nulls last, w.wpa_appl_id`.execute(db);
  const comment = await db
    .selectFrom('wpaWeightings')
    .select('asComment')
    .where('studentModuleId', '=', studentModuleId)
    .executeTakeFirst();
  const weight = defaultWeight(rows.rows.length);
  const list = rows.rows.map((w) => ({
    ...w,
    weight: weight === null ? null : round(weight, 3),
    weightedMark: adjustedMark(weight, w.mark),
    overrideMark: adjustedMark(w.overrideWeight, w.mark),
  }));
  const canAdjust =
    rows.rows.length > 0 &&
    rows.rows.every((w) => nextWpaStatus({ status: w.wpaStatus, ...sm.caller }, { type: 'wpa.adjustWeight' }).ok);
  return {
    studentModuleId,
    asComment: comment?.asComment ?? null,
    totalMark: rows.rows.length ? totalMark(rows.rows) : null,
    canAdjust,
    list,
  };
}

/**
 * wpaAppl/updateOverrideWeight (001 §7): each listed accepted WPA's override weight (0 to 1, 3
 * decimals, 5 characters; blank goes back to the default weight) and the AS comment, in one
 * transaction. Each WPA is locked and decided by the machine (wpa.adjustWeight: a privileged user
 * or the student's assigned AS); a changed weight writes an event; a token older than the row's
 * is CONFLICT naming who changed it.
 */
export async function updateOverrideWeight(
  db: WpaDb,
  actor: Actor,
  body: PayloadOf<typeof wpaCalls.updateOverrideWeight>,
  counters: Counters,
): Promise<Replyable<ReplyOf<typeof wpaCalls.updateOverrideWeight>>> {
  refuse([
    ...new Set(body.wpaApplModelList.map((x) => overrideWeightError(x.overrideWeight)).filter((m) => m !== null)),
  ]);
  const ids = body.wpaApplModelList.map((x) => x.wpaApplId);
  if (new Set(ids).size !== ids.length) throw validation('A WPA is listed twice.');
  return db.transaction().execute(async (trx) => {
    const list: { wpaApplId: number; lastUpdatedDate: string }[] = [];
    // Locked in id order, so two savers of one student's weights never wait on each other in a circle.
    for (const item of [...body.wpaApplModelList].sort((a, b) => a.wpaApplId - b.wpaApplId)) {
      const w = await lockWpa(trx, actor, item.wpaApplId, item.lastUpdatedDate);
      if (w.studentModuleId !== body.studentModuleId) {
        throw validation(`WPA ${w.wpaApplId} is not one of this student module's.`);
      }
      decide(w, 'wpa.adjustWeight');
      const weight = blank(item.overrideWeight) ? null : round(numberOf(item.overrideWeight ?? null), 3);
      if (weight === (w.overrideWeight === null ? null : Number(w.overrideWeight))) {
        list.push({ wpaApplId: w.wpaApplId, lastUpdatedDate: w.lastUpdatedDate });
        continue;
      }
      const updated = await trx
        .updateTable('wpaAppls')
        .set({ overrideWeight: weight, lastUpdatedBy: actor.accountId, lastUpdatedDate: sql`now()` as never })
        .where('wpaApplId', '=', w.wpaApplId)
        .returning(tokenOf('last_updated_date').as('lastUpdatedDate'))
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('wpaApplEvents')
        .values({
          wpaApplId: w.wpaApplId,
          eventType: 'wpa.adjustWeight',
          fromStatus: w.wpaStatus,
          toStatus: w.wpaStatus,
          ...codedRemark('weighted', {
            from: w.overrideWeight === null ? null : String(w.overrideWeight),
            to: weight === null ? null : String(weight),
          }),
          actorUserId: actor.userId,
        })
        .execute();
      list.push({ wpaApplId: w.wpaApplId, lastUpdatedDate: updated.lastUpdatedDate });
    }
    if (body.asComment !== undefined) {
      const asComment = body.asComment?.trim() || null;
      await trx
        .insertInto('wpaWeightings')
        .values({
          studentModuleId: body.studentModuleId,
          asComment,
          createdBy: actor.accountId,
          lastUpdatedBy: actor.accountId,
        })
        .onConflict((oc) =>
          oc.column('studentModuleId').doUpdateSet({
            asComment,
            lastUpdatedBy: actor.accountId,
            lastUpdatedDate: sql`now()` as never,
          }),
        )
        .execute();
    }
    await counters.refresh(trx, [{ figures: studentFigures, keys: [body.studentModuleId] }]);
    list.sort((a, b) => ids.indexOf(a.wpaApplId) - ids.indexOf(b.wpaApplId));
    return { message: WPA_MSG.saved, list };
  });
}
