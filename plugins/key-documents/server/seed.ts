import { sql } from 'kysely';
import type { SeedContext } from '@core/server/plugin.js';
import type { KeyDocumentsDb } from './area.js';
import { studentFigures } from './figures/studentFigures.js';
import { STUDENT_MODULES } from './services/access.js';
import { DEMO_DOCUMENT_FILES, sha256, type DemoDocumentFile } from './demoDocuments.js';

interface Plan {
  file: DemoDocumentFile['key'];
  type: 'CONTRACT' | 'INSURANCE' | 'EXEMPT' | 'OTHER';
  desc: string;
  status: 'DRAFT' | 'SUBMITTED';
  /** Who uploaded it: the convener, the student's AS, or the student. */
  by: 'mc01' | 'as' | 'student';
  hours?: number;
  daysAgo: number;
}

/** What each demo student module gets, in turn (spec 002 §3: every type, both statuses, every uploader). */
const PLANS: readonly (readonly Plan[])[] = [
  [
    { file: 'pdf', type: 'CONTRACT', desc: 'Signed placement agreement', status: 'SUBMITTED', by: 'mc01', daysAgo: 40 },
    { file: 'pptx', type: 'OTHER', desc: 'WIL reflection presentation', status: 'DRAFT', by: 'student', daysAgo: 5 },
  ],
  [
    { file: 'docx', type: 'INSURANCE', desc: 'Employer insurance certificate', status: 'DRAFT', by: 'as', daysAgo: 12 },
    {
      file: 'pdf',
      type: 'EXEMPT',
      desc: 'Prior part-time work in the industry',
      status: 'SUBMITTED',
      by: 'mc01',
      hours: 80,
      daysAgo: 30,
    },
  ],
  [
    { file: 'png', type: 'OTHER', desc: 'Photo of the site visit', status: 'DRAFT', by: 'as', daysAgo: 8 },
    {
      file: 'mp3',
      type: 'OTHER',
      desc: 'Interview with the industry supervisor',
      status: 'SUBMITTED',
      by: 'as',
      daysAgo: 20,
    },
  ],
  [
    { file: 'txt', type: 'OTHER', desc: 'Notes of the mid-placement meeting', status: 'DRAFT', by: 'mc01', daysAgo: 3 },
    {
      file: 'docx',
      type: 'EXEMPT',
      desc: 'Recognised prior learning',
      status: 'DRAFT',
      by: 'as',
      hours: 37.5,
      daysAgo: 2,
    },
  ],
  [{ file: 'pptx', type: 'OTHER', desc: 'Poster presentation', status: 'SUBMITTED', by: 'student', daysAgo: 15 }],
];

/**
 * Demo key documents (issue 30): for students of the current cohort's BSc Computer Science and
 * Data Science modules, as01's among them, documents of every demo type in DRAFT and SUBMITTED,
 * uploaded by mc01, by the student's AS and by students, some of them exemptions with hours. The
 * files are made here for their hash and size, and stored when the server starts
 * (demoDocuments.ts). The SYSTEM_CONFIG upload limits are declared in the index (systemParameters).
 */
export async function seedKeyDocuments({ db, demoFiles, counters }: SeedContext<KeyDocumentsDb>): Promise<void> {
  const types = new Map(
    (
      await db
        .selectFrom('sysParams')
        .select(['paramId', 'code'])
        .where('segment', '=', 'KEY_DOCUMENT_FILE_TYPE')
        .execute()
    ).map((t) => [t.code, t.paramId]),
  );
  const staff = new Map(
    (
      await db.selectFrom('users').select(['userId', 'accountId']).where('accountId', 'in', ['mc01', 'as01']).execute()
    ).map((u) => [u.accountId, u.userId]),
  );
  const mc01 = staff.get('mc01');
  const as01 = staff.get('as01');
  if (!mc01 || types.size === 0) return;

  // The first students of each current BSCCS and BSCDS module, as01's first.
  const modules = await sql<{
    studentModuleId: number;
    cohortModuleId: number;
    academicSupervisorUserId: number | null;
    studentUserId: number;
  }>`
    select sm.student_module_id, sm.cohort_module_id, sm.academic_supervisor_user_id, s.user_id as student_user_id
      from ${STUDENT_MODULES} sm
      join students s on s.student_id = sm.student_id
      join cohort_modules cm on cm.cohort_module_id = sm.cohort_module_id
      join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
      join cohorts c on c.cohort_id = cp.cohort_id and c.is_current = 'Y'
      join programmes p on p.prog_id = cp.prog_id and p.prog_code in ('BSCCS', 'BSCDS')
     order by p.prog_code, (sm.academic_supervisor_user_id is not distinct from ${as01 ?? null}) desc, sm.student_module_id`.execute(
    db,
  );
  const chosen = [
    ...modules.rows.filter((r) => r.academicSupervisorUserId === as01).slice(0, 5),
    ...modules.rows.filter((r) => r.academicSupervisorUserId !== as01).slice(0, 6),
  ];

  const files = new Map<string, { demo: DemoDocumentFile; size: number; hash: string }>();
  for (const demo of DEMO_DOCUMENT_FILES) {
    const bytes = await demo.make(demoFiles);
    files.set(demo.key, { demo, size: bytes.length, hash: sha256(bytes) });
  }
  const account = new Map([...staff].map(([a, id]) => [id, a]));

  for (const [i, sm] of chosen.entries()) {
    for (const plan of PLANS[i % PLANS.length]!) {
      const file = files.get(plan.file)!;
      const fileType = types.get(plan.type) ?? types.get('OTHER');
      if (!fileType) continue;
      const uploader =
        plan.by === 'student' ? sm.studentUserId : plan.by === 'as' ? (sm.academicSupervisorUserId ?? mc01) : mc01;
      const when = sql<Date>`now() - make_interval(days => ${plan.daysAgo + (i % 3)})`;
      const by = account.get(uploader) ?? (plan.by === 'student' ? 'student' : 'system');
      const exempt = plan.type === 'EXEMPT';
      const { keyDocumentId } = await db
        .insertInto('keyDocuments')
        .values({
          studentModuleId: sm.studentModuleId,
          cohortModuleId: sm.cohortModuleId,
          fileType,
          fileDesc: plan.desc,
          filePath: file.demo.path,
          fileName: file.demo.fileName,
          fileExt: file.demo.ext,
          fileSize: file.size,
          fileHash: file.hash,
          uploadedDate: when,
          uploadedBy: uploader,
          userType: plan.by === 'student' ? 'STUDENT' : 'ACADEMIC',
          status: plan.status,
          code: exempt ? 'EXEMPT' : null,
          exemptedHours: exempt ? (plan.hours ?? 0) : null,
          createdBy: by,
          createdDate: when,
          lastUpdatedBy: by,
          lastUpdatedDate: when,
        })
        .returning('keyDocumentId')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('keyDocumentEvents')
        .values({
          keyDocumentId,
          studentModuleId: sm.studentModuleId,
          action: 'UPLOAD',
          fromStatus: null,
          toStatus: 'DRAFT',
          remark: null,
          filePath: file.demo.path,
          exemptedHours: exempt ? (plan.hours ?? 0) : null,
          createdBy: uploader,
          createdDate: when,
        })
        .execute();
      if (plan.status === 'SUBMITTED') {
        await db
          .insertInto('keyDocumentEvents')
          .values({
            keyDocumentId,
            studentModuleId: sm.studentModuleId,
            action: 'SUBMIT',
            fromStatus: 'DRAFT',
            toStatus: 'SUBMITTED',
            remark: null,
            filePath: file.demo.path,
            exemptedHours: exempt ? (plan.hours ?? 0) : null,
            createdBy: plan.by === 'student' ? mc01 : uploader,
            createdDate: when,
          })
          .execute();
      }
    }
  }
  await counters.refresh(db, [{ figures: studentFigures, keys: null }]);
}
