import { sql } from 'kysely';
import type { GrowContext } from '@core/server/plugin.js';
import type { KeyDocumentsDb } from './area.js';
import { STUDENT_MODULES } from './services/access.js';
import { DEMO_DOCUMENT_FILES } from './demoDocuments.js';
import { studentFigures } from './figures/studentFigures.js';

/**
 * The benchmark's large data set (issue 30): key documents for every student of the large cohort
 * modules (5,000 students or more, as the WPA area's grow, or the largest in a smaller set: the
 * module of 10,000+ among them), two
 * each (an agreement and a reflection, some SUBMITTED, every tenth student an exemption), in
 * set-based SQL and only for students who have none. Every large module has its documents, as
 * an institution's table holds every module's: a plan that reads the table whole then shows.
 * The rows share the demo files, which the server stores at start.
 */
export async function growKeyDocuments({ db, counters }: GrowContext<KeyDocumentsDb>): Promise<void> {
  const pdf = DEMO_DOCUMENT_FILES.find((f) => f.key === 'pdf')!;
  const pptx = DEMO_DOCUMENT_FILES.find((f) => f.key === 'pptx')!;
  const r = await sql`
    with sizes as (
      select sm.cohort_module_id, count(*) as n from ${STUDENT_MODULES} sm group by sm.cohort_module_id),
    large as (
      select cohort_module_id from sizes where n >= least(5000, (select max(n) from sizes))),
    types as (
      select max(param_id) filter (where code = 'CONTRACT') as contract,
             max(param_id) filter (where code = 'EXEMPT') as exempt,
             max(param_id) filter (where code = 'OTHER') as other
        from sys_params where segment = 'KEY_DOCUMENT_FILE_TYPE'),
    uploader as (select user_id, account_id from users where account_id = 'mc01'),
    todo as (
      select sm.student_module_id, sm.cohort_module_id, coalesce(sm.academic_supervisor_user_id, (select user_id from uploader)) as staff
        from ${STUDENT_MODULES} sm
       where sm.cohort_module_id in (select cohort_module_id from large)
         and not exists (select 1 from key_documents kd where kd.student_module_id = sm.student_module_id))
    insert into key_documents (student_module_id, cohort_module_id, file_type, file_desc, file_path, file_name, file_ext, file_size,
        file_hash, uploaded_date, uploaded_by, user_type, status, code, exempted_hours, created_by, last_updated_by)
    select t.student_module_id, t.cohort_module_id,
           case when d.n = 1 then case when t.student_module_id % 10 = 0 then ty.exempt else ty.contract end else ty.other end,
           case when d.n = 1 then 'Placement agreement' else 'WIL reflection' end,
           case when d.n = 1 then ${pdf.path} else ${pptx.path} end,
           case when d.n = 1 then ${pdf.fileName} else ${pptx.fileName} end,
           case when d.n = 1 then 'pdf' else 'pptx' end,
           1000, repeat('0', 64),
           now() - make_interval(days => (t.student_module_id * 7 + d.n) % 120),
           t.staff, 'ACADEMIC',
           case when (t.student_module_id + d.n) % 3 = 0 then 'SUBMITTED' else 'DRAFT' end,
           case when d.n = 1 and t.student_module_id % 10 = 0 then 'EXEMPT' end,
           case when d.n = 1 and t.student_module_id % 10 = 0 then ((t.student_module_id % 80) + 0.5)::numeric(5,2) end,
           'system', 'system'
      from todo t cross join generate_series(1, 2) as d(n) cross join types ty
     where ty.contract is not null and ty.other is not null and ty.exempt is not null`.execute(db);
  // A set grown before documents knew their module (issue 36) gets it here; then the figures.
  await sql`update key_documents kd set cohort_module_id = sm.cohort_module_id from ${STUDENT_MODULES} sm
    where sm.student_module_id = kd.student_module_id and kd.cohort_module_id is null`.execute(db);
  await counters.rebuild(db, studentFigures, Number(r.numAffectedRows ?? 0) > 0);
}
