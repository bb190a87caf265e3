import { sql } from 'kysely';
import type { ServiceReply } from '@core/server/serviceCall.js';
import type { ModulesCall, ModulesDb } from '../area.js';
import { utcDateTime } from '@core/server/dates.js';
import type { Actor } from '@core/server/auth/actor.js';
import { conflict, forbidden, notFound, validation } from '@core/server/http/appError.js';
import { tokenOf } from '@core/server/db/lists.js';
import type { PayloadOf, Replyable, ReplyOf } from '@core/shared/callSpec.js';
import type { modulesCalls } from '@schemas/modules/calls.js';
import { MODULE_MESSAGES } from '@schemas/modules/limits.js';
import { canManage } from '../../shared/roles.js';
import {
  assignmentFaults,
  joinMessages,
  moduleParameterFaults,
  numberOf,
  tooManyAssignments,
  turnitinSettings,
} from '../../shared/validation.js';
import { moduleAccess, studentsOfStaff, tokenValue, type ModuleAccess } from './access.js';
import { MODULE_COLUMNS, MODULE_JOINS } from './modules.js';
import { nameOf, STATE_PENDING_REVIEW, stateOverdue, weightingsOf } from './sqlParts.js';
import { ALL_STAFF } from '@core/server/counters/figures.js';
import type { Counters } from '@core/server/counters/counters.js';
import { refreshModule } from '../figures/studentFigures.js';

type Assign = Replyable<ReplyOf<typeof modulesCalls.updateAssign>>;
type CohortModule = Replyable<ReplyOf<typeof modulesCalls.updateCohortModule>>;

/** A cohort module assignment's reply columns over cma. */
const ASSIGN_COLUMNS = sql`cma.cohort_module_assign_id, cma.cohort_module_id, cma.assign_seq, cma.assign_name, cma.assign_weight,
  cma.assign_deadline, cma.active_ind, cma.turnitin_req_ind, cma.store_student_paper_ind, cma.check_stored_paper_ind,
  cma.check_internet_ind, cma.check_journals_ind, cma.exclude_bibliography_ind, cma.exclude_quoted_material_ind,
  cma.exclude_small_matches, ${tokenOf('cma.last_updated_date')} as last_updated_date`;

/** 'YYYY-MM-DD' of a payload's date ('' and null: none). */
const dayOf = (d: string | null | undefined) => (d && d.trim() ? d.slice(0, 10) : null);

/** The module whose parameters or assignments change, with its access: only by its convener (002 §6). */
async function convenerAccess(c: ModulesCall<'updateCohortModule' | 'updateAssign'>): Promise<ModuleAccess> {
  const a = await moduleAccess(c.db, c.scope, c.actor, c.body.cohortModuleId);
  if (!canManage(a.actor))
    throw forbidden('Only the module convener may change the module parameters and assignments.');
  return a;
}

/** Who last changed a row (its last_updated_by), by name. */
const whoChanged = (alias: string) =>
  sql<
    string | null
  >`(select coalesce(${nameOf('wu')}, wu.account_id) from users wu where lower(wu.account_id) = lower(${sql.ref(`${alias}.last_updated_by`)}))`;

const PG_DATE_ERRORS = new Set(['22007', '22008']);
/** A date PostgreSQL refuses (2026-02-30) answers VALIDATION, not 500. */
const badDate = (e: unknown) => {
  if (PG_DATE_ERRORS.has((e as { code?: string }).code ?? '')) throw validation('Please enter a valid date.');
  throw e;
};

/** The module with its parameters, as the parameter dialog and the module card read it. */
async function cohortModuleOf(db: ModulesDb, cohortModuleId: number): Promise<CohortModule> {
  const r = await sql<CohortModule>`select ${MODULE_COLUMNS} from cohort_modules cm ${MODULE_JOINS}
    where cm.cohort_module_id = ${cohortModuleId}`.execute(db);
  return r.rows[0]!;
}

/**
 * assign/updateCohortModule (002 §5 'Module parameters'): the module convener saves the hours,
 * the expected dates and the display dates; bad input answers the spec's messages. Parameters
 * saved since the dialog read them (an older or missing lastUpdatedDate) answer CONFLICT naming who.
 */
export async function updateCohortModule(c: ModulesCall<'updateCohortModule'>): Promise<CohortModule> {
  const { db, actor, body } = c;
  const a = await convenerAccess(c);
  const msg = joinMessages(Object.values(moduleParameterFaults(body)));
  if (msg) throw validation(msg);
  const token = body.lastUpdatedDate ? tokenValue(body.lastUpdatedDate) : null;
  const values = {
    curriculum_hours: numberOf(body.curriculumHours),
    other_learning_training_hours: numberOf(body.otherLearningTrainingHours),
    expected_commence_date: dayOf(body.expectedCommenceDate),
    expected_end_date: dayOf(body.expectedEndDate),
    mark_display_date: dayOf(body.markDisplayDate),
    wpa_display_date: dayOf(body.wpaDisplayDate),
    wpa_mark_display_date: dayOf(body.wpaMarkDisplayDate),
  };
  await db
    .transaction()
    .execute(async (trx) => {
      const cur = await sql<{
        lastUpdatedDate: string;
        stale: boolean;
        who: string | null;
        curriculumHours: number | null;
      }>`
        select ${tokenOf('mp.last_updated_date')} as last_updated_date, mp.curriculum_hours,
               (${token}::timestamptz is null or mp.last_updated_date > ${token}::timestamptz) as stale, ${whoChanged('mp')} as who
          from module_parameters mp where mp.cohort_module_id = ${a.cohortModuleId} for update`.execute(trx);
      const row = cur.rows[0];
      if (row?.stale) {
        throw conflict(
          `The module parameters were changed by ${row.who ?? 'someone else'} on ${utcDateTime(row.lastUpdatedDate)}. Please reload them and try again.`,
        );
      }
      const v = values;
      const saved = row
        ? await sql`update module_parameters set curriculum_hours = ${v.curriculum_hours},
              other_learning_training_hours = ${v.other_learning_training_hours},
              expected_commence_date = ${v.expected_commence_date}::date, expected_end_date = ${v.expected_end_date}::date,
              mark_display_date = ${v.mark_display_date}::date, wpa_display_date = ${v.wpa_display_date}::date,
              wpa_mark_display_date = ${v.wpa_mark_display_date}::date,
              last_updated_by = ${actor.accountId}, last_updated_date = clock_timestamp()
            where cohort_module_id = ${a.cohortModuleId}`.execute(trx)
        : await sql`insert into module_parameters (cohort_module_id, curriculum_hours, other_learning_training_hours,
              expected_commence_date, expected_end_date, mark_display_date, wpa_display_date, wpa_mark_display_date,
              created_by, last_updated_by)
            values (${a.cohortModuleId}, ${v.curriculum_hours}, ${v.other_learning_training_hours},
              ${v.expected_commence_date}::date, ${v.expected_end_date}::date, ${v.mark_display_date}::date,
              ${v.wpa_display_date}::date, ${v.wpa_mark_display_date}::date, ${actor.accountId}, ${actor.accountId})
            on conflict (cohort_module_id) do nothing`.execute(trx);
      // Two first saves at once: the second finds the first's row.
      if (!row && !Number(saved.numAffectedRows ?? 0))
        throw conflict('The module parameters were saved by someone else. Please reload them and try again.');
      // The needed hours (curriculum hours) move every student's '<50% attained' flag.
      if ((row?.curriculumHours ?? null) !== v.curriculum_hours)
        await refreshModule(trx, c.kernel.counters, a.cohortModuleId);
    })
    .catch(badDate);
  return cohortModuleOf(db, a.cohortModuleId);
}

/** assign/searchAssign: every assignment of the module, active or not, by sequence (the parameter dialog). */
export async function searchAssigns(c: ModulesCall<'searchAssign'>): Promise<Assign[]> {
  const { db, scope, actor, body } = c;
  const a = await moduleAccess(db, scope, actor, body.cohortModuleId);
  const r = await sql<Assign>`select ${ASSIGN_COLUMNS} from cohort_module_assigns cma
    where cma.cohort_module_id = ${a.cohortModuleId} order by cma.assign_seq`.execute(db);
  return r.rows;
}

type AssignBody = PayloadOf<typeof modulesCalls.updateAssign>;

/** The assignment's columns as the payload gives them (Turnitin's indicators from shared/validation.ts). */
function assignValues(body: AssignBody) {
  return {
    seq: body.assignSeq!,
    name: body.assignName!.trim(),
    weight: numberOf(body.assignWeight) ?? 0,
    deadline: dayOf(body.assignDeadline),
    active: body.activeInd === 'Y' ? 'Y' : 'N',
    small: numberOf(body.excludeSmallMatches),
    t: turnitinSettings(body),
  };
}
type AssignValues = ReturnType<typeof assignValues>;

/**
 * Under the module's lock: the assignment edited is the module's, the sequence is free, and a
 * new one keeps the module within its count. Returns the id edited, null for a new one.
 */
async function checkAssignChange(trx: ModulesDb, cohortModuleId: number, body: AssignBody): Promise<number | null> {
  // One change to a module's assignments at a time (the count and the sequences are checked under it).
  await sql`select pg_advisory_xact_lock(280028, ${cohortModuleId})`.execute(trx);
  const others = await sql<{ cohortModuleAssignId: number; assignSeq: number }>`
    select cohort_module_assign_id, assign_seq from cohort_module_assigns where cohort_module_id = ${cohortModuleId}`.execute(
    trx,
  );
  const editing = body.cohortModuleAssignId ?? null;
  if (editing !== null && !others.rows.some((o) => o.cohortModuleAssignId === editing)) {
    throw notFound('The assignment is not found in this module.');
  }
  const taken = others.rows.filter((o) => o.cohortModuleAssignId !== editing).map((o) => o.assignSeq);
  const faults = assignmentFaults(body, taken);
  const msg = joinMessages([
    editing === null ? tooManyAssignments(others.rows.length) : null,
    ...Object.values(faults),
  ]);
  if (msg) throw validation(msg);
  return editing;
}

/** A new assignment, which every student of the module then has, not yet started. */
async function insertAssign(trx: ModulesDb, cohortModuleId: number, v: AssignValues, actor: Actor, counters: Counters) {
  const t = v.t;
  const ins = await sql<{ cohortModuleAssignId: number }>`
    insert into cohort_module_assigns (cohort_module_id, assign_seq, assign_name, assign_weight, assign_deadline, active_ind,
      turnitin_req_ind, store_student_paper_ind, check_stored_paper_ind, check_internet_ind, check_journals_ind,
      exclude_bibliography_ind, exclude_quoted_material_ind, exclude_small_matches, created_by, last_updated_by)
    values (${cohortModuleId}, ${v.seq}, ${v.name}, ${v.weight}, ${v.deadline}::date, ${v.active},
      ${t.turnitinReqInd}, ${t.storeStudentPaperInd}, ${t.checkStoredPaperInd}, ${t.checkInternetInd}, ${t.checkJournalsInd},
      ${t.excludeBibliographyInd}, ${t.excludeQuotedMaterialInd}, ${v.small}, ${actor.accountId}, ${actor.accountId})
    returning cohort_module_assign_id`.execute(trx);
  const newId = ins.rows[0]!.cohortModuleAssignId;
  await sql`insert into student_module_assigns (cohort_module_assign_id, student_module_id, created_by, last_updated_by)
    select ${newId}, sm.student_module_id, ${actor.accountId}, ${actor.accountId}
      from student_modules sm where sm.cohort_module_id = ${cohortModuleId}`.execute(trx);
  await refreshModule(trx, counters, cohortModuleId);
  return newId;
}

/** An edit of an assignment; one changed since the dialog read it (older lastUpdatedDate) answers CONFLICT. */
async function editAssign(
  trx: ModulesDb,
  cohortModuleId: number,
  editing: number,
  change: { token: string | null; v: AssignValues; actor: Actor; counters: Counters },
) {
  const { token, v, actor } = change;
  const t = v.t;
  const cur = await sql<{ lastUpdatedDate: string; stale: boolean; who: string | null; figures: string }>`
    select ${tokenOf('cma.last_updated_date')} as last_updated_date,
           concat_ws('|', cma.assign_seq, cma.assign_weight, cma.assign_deadline, cma.active_ind) as figures,
           (${token}::timestamptz is null or cma.last_updated_date > ${token}::timestamptz) as stale, ${whoChanged('cma')} as who
      from cohort_module_assigns cma where cma.cohort_module_assign_id = ${editing} for update`.execute(trx);
  const row = cur.rows[0]!;
  if (row.stale) {
    throw conflict(
      `This assignment was changed by ${row.who ?? 'someone else'} on ${utcDateTime(row.lastUpdatedDate)}. Please reload it and try again.`,
    );
  }
  await sql`update cohort_module_assigns set assign_seq = ${v.seq}, assign_name = ${v.name}, assign_weight = ${v.weight},
      assign_deadline = ${v.deadline}::date, active_ind = ${v.active}, turnitin_req_ind = ${t.turnitinReqInd},
      store_student_paper_ind = ${t.storeStudentPaperInd}, check_stored_paper_ind = ${t.checkStoredPaperInd},
      check_internet_ind = ${t.checkInternetInd}, check_journals_ind = ${t.checkJournalsInd},
      exclude_bibliography_ind = ${t.excludeBibliographyInd}, exclude_quoted_material_ind = ${t.excludeQuotedMaterialInd},
      exclude_small_matches = ${v.small}, last_updated_by = ${actor.accountId}, last_updated_date = clock_timestamp()
    where cohort_module_assign_id = ${editing}`.execute(trx);
  // Its sequence, weight, deadline or being active move every student's figures.
  const moved = await sql<{
    figures: string;
  }>`select concat_ws('|', assign_seq, assign_weight, assign_deadline, active_ind) as figures
    from cohort_module_assigns where cohort_module_assign_id = ${editing}`.execute(trx);
  if (moved.rows[0]!.figures !== row.figures) await refreshModule(trx, change.counters, cohortModuleId);
  return editing;
}

/**
 * assign/updateAssign (002 §5 'Assignment'): the module convener adds an assignment (at most 10,
 * each student of the module then has it BLANK) or edits one. Use Turnitin Y sets the check
 * indicators (shared/validation.ts turnitinSettings). An edit carrying an older lastUpdatedDate
 * than the assignment's answers CONFLICT naming who.
 */
export async function updateAssign(c: ModulesCall<'updateAssign'>): Promise<Assign> {
  const { db, actor, body } = c;
  const { counters } = c.kernel;
  const a = await convenerAccess(c);
  const token = body.lastUpdatedDate ? tokenValue(body.lastUpdatedDate) : null;
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const editing = await checkAssignChange(trx, a.cohortModuleId, body);
      const v = assignValues(body);
      if (editing === null) return insertAssign(trx, a.cohortModuleId, v, actor, counters);
      return editAssign(trx, a.cohortModuleId, editing, { token, v, actor, counters });
    })
    .catch((e: { code?: string }) => {
      if (e.code === '23505') throw validation(MODULE_MESSAGES.assignSeqTaken);
      return badDate(e);
    });
  const r =
    await sql<Assign>`select ${ASSIGN_COLUMNS} from cohort_module_assigns cma where cma.cohort_module_assign_id = ${id}`.execute(
      db,
    );
  return r.rows[0]!;
}

/**
 * assign/searchAssignList (002 §2 'Assignment list'): the module's active assignments, one tab
 * each (name and deadline), with the counts of the caller's students (an AS: their own), from
 * the module's per-assignment counters (a few rows each).
 */
export async function searchAssignTabs(
  c: ModulesCall<'searchAssignList'>,
): Promise<ServiceReply<typeof modulesCalls.searchAssignList>> {
  const { db, scope, actor, body } = c;
  const a = await moduleAccess(db, scope, actor, body.cohortModuleId);
  const { staffId } = await studentsOfStaff(db, a, null);
  const r = await sql<Replyable<ReplyOf<typeof modulesCalls.searchAssignList>>[number]>`
    select cma.cohort_module_assign_id, cma.cohort_module_id, cma.assign_seq, cma.assign_name, cma.assign_weight,
           cma.assign_deadline, cma.turnitin_req_ind, c.*
      from cohort_module_assigns cma
      cross join lateral (
        select coalesce(sum(t.students), 0)::int as student_count,
               coalesce(sum(t.students) filter (where t.state in ('S', 's', 'L', 'l')), 0)::int as submitted_count,
               coalesce(sum(t.students) filter (where ${STATE_PENDING_REVIEW}), 0)::int as pending_review_count,
               coalesce(sum(t.students) filter (where ${stateOverdue(sql.ref('cma.assign_deadline'))}), 0)::int as overdue_count
          from module_assign_states t
         where t.cohort_module_id = cma.cohort_module_id and t.academic_staff_id = ${staffId ?? ALL_STAFF}
           and t.assign_seq = cma.assign_seq) c
     where cma.cohort_module_id = ${a.cohortModuleId} and cma.active_ind = 'Y'
     order by cma.assign_seq`.execute(db);
  return r.rows;
}

/**
 * assign/searchAssignWeight (002 §3): the module's assignment weights by sequence
 * (assignment1Weight … assignment10Weight; null where there is none or it is not active), their
 * total, and the programme's weightings the total module mark splits by.
 */
export async function searchAssignWeight(
  c: ModulesCall<'searchAssignWeight'>,
): Promise<ServiceReply<typeof modulesCalls.searchAssignWeight>> {
  const { db, scope, actor, kernel, body } = c;
  const a = await moduleAccess(db, scope, actor, body.cohortModuleId);
  const rows = await sql<{ assignSeq: number; assignWeight: number }>`
    select assign_seq, assign_weight from cohort_module_assigns
     where cohort_module_id = ${a.cohortModuleId} and active_ind = 'Y' order by assign_seq`.execute(db);
  const w = await weightingsOf(db, kernel, a);
  const bySeq = (n: number) => rows.rows.find((r) => r.assignSeq === n)?.assignWeight ?? null;
  return {
    cohortModuleId: a.cohortModuleId,
    assignment1Weight: bySeq(1),
    assignment2Weight: bySeq(2),
    assignment3Weight: bySeq(3),
    assignment4Weight: bySeq(4),
    assignment5Weight: bySeq(5),
    assignment6Weight: bySeq(6),
    assignment7Weight: bySeq(7),
    assignment8Weight: bySeq(8),
    assignment9Weight: bySeq(9),
    assignment10Weight: bySeq(10),
    assignWeightTotal: rows.rows.length
      ? Math.round(rows.rows.reduce((s, r) => s + r.assignWeight, 0) * 100) / 100
      : null,
    assignment1LogWeighting: w?.assignment1LogWeighting ?? null,
    assignment2FinalReportWeighting: w?.assignment2FinalReportWeighting ?? null,
    assignment3OtherWeighting: w?.assignment3OtherWeighting ?? null,
    wpaWeighting: w?.wpaWeighting ?? null,
  };
}
