import type pg from 'pg';
import { modulesCalls } from '@schemas/modules/calls';
import { wpaCalls } from '@schemas/wpa/calls';
import { wpaSupervisorCalls } from '@schemas/wpa/supervisorCalls';
import { keyDocumentCalls } from '@schemas/key-documents/calls';
import { jobReviewCalls } from '@schemas/job-review/calls';
import { demoFiles } from '@core/server/demo/demoFiles';
import { pngBytes, tokenIn, wholeForm } from '../api/wpa/supervisorHelpers';
import { sha256 } from '../support/db';

/**
 * The writes the drift test (counters.test.ts) makes at random, each a real call over HTTP to one
 * of two server copies, as a user of the module's programme would: every kind that moves a
 * maintained figure. A write that is refused (a stale token, a state that moved meanwhile) is
 * part of the test: it must leave every figure as it was.
 */

export interface Servers {
  bases: string[];
  token: Record<string, string>;
  userId: Record<string, number>;
  cohortProgId: number;
  cohortModuleId: number;
  db: pg.Pool;
  /** Live supervisor links (approve and resend mail one), for the supervisor's submit. */
  links: string[];
}

const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(Math.random() * xs.length)];
const base = (s: Servers) => pick(s.bases)!;
const token = (r: { token: string }) => (Math.random() < 0.1 ? '2000-01-01T00:00:00.000000Z' : r.token);

/** A call as `login` (null: a public call), answering the envelope's errorCode (null: done). */
async function post(s: Servers, login: string | null, path: string, body: unknown): Promise<string | null> {
  const staff: Record<string, string> = login
    ? { authorization: `Bearer ${s.token[login]}`, 'x-cohort-prog-id': String(s.cohortProgId) }
    : {};
  const res = await fetch(`${base(s)}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...staff },
    body: JSON.stringify(body),
  });
  const r = (await res.json()) as { errorCode: string | null };
  if (res.status >= 500) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(r)}`);
  return r.errorCode;
}

async function multipart(
  s: Servers,
  login: string | null,
  path: string,
  model: unknown,
  files: Record<string, [Buffer, string]>,
) {
  const fd = new FormData();
  fd.append('model', JSON.stringify(model));
  for (const [field, [bytes, name]] of Object.entries(files)) fd.append(field, new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${base(s)}/api/${path}`, {
    method: 'POST',
    headers: (login
      ? { authorization: `Bearer ${s.token[login]}`, 'x-cohort-prog-id': String(s.cohortProgId) }
      : {}) as Record<string, string>,
    body: fd,
  });
  const r = (await res.json()) as { errorCode: string | null };
  if (res.status >= 500) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(r)}`);
  return r.errorCode;
}

const TOKEN = `to_char(x.last_updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Some students of the module (with their AS's login and token). */
async function students(s: Servers, n: number) {
  const r = await s.db.query(
    `select x.student_module_id, ${TOKEN} as token, u.account_id as login from student_modules x
       left join academic_staff a on a.academic_staff_id = x.academic_staff_id left join users u on u.user_id = a.user_id
      where x.cohort_module_id = $1 order by random() limit $2`,
    [s.cohortModuleId, n],
  );
  return r.rows as { student_module_id: number; token: string; login: string | null }[];
}

/** A WPA of the module in one of `statuses`, with its token. */
async function wpaIn(s: Servers, statuses: string[]) {
  const r = await s.db.query(
    `select x.wpa_appl_id, x.student_module_id, ${TOKEN} as token from wpa_appls x
      where x.cohort_module_id = $1 and x.wpa_status = any($2) order by random() limit 1`,
    [s.cohortModuleId, statuses],
  );
  return r.rows[0] as { wpa_appl_id: number; student_module_id: number; token: string } | undefined;
}

/** A key document of the module in one of `statuses` (and code), with its token. */
async function documentIn(s: Servers, statuses: string[], exempt: boolean) {
  const r = await s.db.query(
    `select x.key_document_id, ${TOKEN} as token from key_documents x
      where x.cohort_module_id = $1 and x.status = any($2) and (x.code = 'EXEMPT') = $3
        and x.uploaded_by = $4 order by random() limit 1`,
    [s.cohortModuleId, statuses, exempt, s.userId.mc01],
  );
  return r.rows[0] as { key_document_id: number; token: string } | undefined;
}

const fileType = async (s: Servers, code: string) =>
  (await s.db.query(`select param_id from sys_params where segment = 'KEY_DOCUMENT_FILE_TYPE' and code = $1`, [code]))
    .rows[0]?.param_id as number;

const hours = () => Math.round(Math.random() * 8000) / 100;
const SUPERVISORS = ['as01', 'as02', 'mc01'];

/** Each kind of write, by name: one random instance of it. */
export const WRITES: Record<string, (s: Servers) => Promise<string | null | undefined>> = {
  subGroup: async (s) => {
    const list = await students(s, 1 + Math.floor(Math.random() * 12));
    return post(s, 'mc01', modulesCalls.updateStudentModuleGroup.path, {
      cohortModuleId: s.cohortModuleId,
      group: Math.floor(Math.random() * 10),
      studentModuleList: list.map((x) => ({ studentModuleId: x.student_module_id, lastUpdatedDate: token(x) })),
    });
  },
  assignedAs: async (s) => {
    const list = await students(s, 1 + Math.floor(Math.random() * 8));
    return post(s, 'mc01', modulesCalls.updateStudentModuleAS.path, {
      cohortModuleId: s.cohortModuleId,
      academicSupervisorUserId: s.userId[pick(SUPERVISORS)!],
      studentModuleList: list.map((x) => ({ studentModuleId: x.student_module_id, lastUpdatedDate: token(x) })),
    });
  },
  status: async (s) => {
    const [one] = await students(s, 1);
    if (!one?.login || !s.token[one.login]) return undefined;
    return post(s, one.login, modulesCalls.updateStudentModuleStatus.path, {
      cohortModuleId: s.cohortModuleId,
      status: pick(['ACTIVE', 'HOLD_WIL', 'DROPPED', 'COMPLETED']),
      studentModuleList: [{ studentModuleId: one.student_module_id, lastUpdatedDate: token(one) }],
    });
  },
  grade: async (s) => {
    const r = await s.db.query(
      `select x.student_module_assign_id, ${TOKEN} as token from student_module_assigns x
         join cohort_module_assigns c using (cohort_module_assign_id)
        where c.cohort_module_id = $1 and x.status in ('SUBMITTED', 'SUBMITTED_LATE') order by random() limit 1`,
      [s.cohortModuleId],
    );
    const row = r.rows[0];
    if (!row) return undefined;
    return post(s, 'mc01', modulesCalls.updateAssignMarks.path, {
      studentModuleAssignId: row.student_module_assign_id,
      assignMarks: Math.round(Math.random() * 10000) / 100,
      markedDate: '2026-09-01',
      lastUpdatedDate: token(row),
    });
  },
  moduleHours: async (s) => {
    const m = await s.db.query(`select ${TOKEN} as token from module_parameters x where cohort_module_id = $1`, [
      s.cohortModuleId,
    ]);
    return post(s, 'mc01', modulesCalls.updateCohortModule.path, {
      cohortModuleId: s.cohortModuleId,
      curriculumHours: 100 + Math.floor(Math.random() * 300),
      expectedCommenceDate: '2026-06-01',
      expectedEndDate: '2026-12-15',
      lastUpdatedDate: m.rows[0]?.token ?? null,
    });
  },
  ...wpaWrites(),
  ...documentWrites(),
  ...decisionWrites(),
};

/**
 * The convener's decisions (job review's daily figures, issue 38): a post or an application of
 * the programme put back in review (as a partner's resubmission would: no event, so no figure
 * moves), then approved, approved with an arrangement or rejected.
 */
function decisionWrites(): typeof WRITES {
  return {
    decidePost: async (s) => {
      const r = await s.db.query(
        `update job_posts x set job_post_status = 'SUBMITTED', last_apply_date = current_date + 30,
            last_updated_date = clock_timestamp()
          where job_id = (select job_id from job_posts where cohort_prog_id = $1 order by random() limit 1)
          returning x.job_id, ${TOKEN} as token`,
        [s.cohortProgId],
      );
      const row = r.rows[0] as { job_id: number; token: string } | undefined;
      if (!row) return undefined;
      const how = pick(['POSTED', 'SPECIAL_ARRANGEMENT', 'REVIEW_REJECT'])!;
      const call = how === 'REVIEW_REJECT' ? jobReviewCalls.updateReject : jobReviewCalls.update;
      return post(s, 'mc01', call.path, {
        jobId: row.job_id,
        jobPostStatus: how,
        lastUpdatedDate: token(row),
        eventRemark: 'Drift',
        ...(how === 'REVIEW_REJECT' ? {} : { specialArrange: how === 'POSTED' ? 'N' : 'Y' }),
      });
    },
    decideAppl: async (s) => {
      const r = await s.db.query(
        `update job_applications x set job_appl_status = 'TEACHER_REVIEWING', last_updated_date = clock_timestamp()
          where job_appl_id = (select a.job_appl_id from job_applications a join job_posts jp using (job_id)
                                where jp.cohort_prog_id = $1 order by random() limit 1)
          returning x.job_appl_id, ${TOKEN} as token`,
        [s.cohortProgId],
      );
      const row = r.rows[0] as { job_appl_id: number; token: string } | undefined;
      if (!row) return undefined;
      return post(s, 'mc01', jobReviewCalls.updateJobApplStatus.path, {
        jobApplId: row.job_appl_id,
        jobApplStatus: pick(['PEND_IP_RECEIPT', 'SPECIAL_ARRANGEMENT', 'REJECTED']),
        mcCommentsToStudent: 'Drift',
        lastUpdatedDate: token(row),
      });
    },
  };
}

/** The WPA transitions: the reviewer's, the supervisor's submit by link, the weighting. */
function wpaWrites(): typeof WRITES {
  return {
    approve: async (s) => {
      const w = await wpaIn(s, ['PENDING_SEND']);
      if (!w) return undefined;
      const before = (await s.db.query(`select coalesce(max(mail_id), 0) as id from mail_outbox`)).rows[0].id;
      const code = await post(s, 'mc01', wpaCalls.approve.path, {
        wpaApplId: w.wpa_appl_id,
        lastUpdatedDate: token(w),
      });
      if (code === null) {
        const mail = await s.db.query(
          `select body_text from mail_outbox where mail_id > $1 and body_text like '%/wpa/%'
          order by mail_id limit 1`,
          [before],
        );
        if (mail.rows[0]) s.links.push(tokenIn(mail.rows[0].body_text));
      }
      return code;
    },
    returnOrTerminate: async (s) => {
      const w = await wpaIn(s, ['PENDING_SEND', 'SENT_TO_IS']);
      if (!w) return undefined;
      return post(s, 'mc01', wpaCalls.updateStatus.path, {
        wpaApplId: w.wpa_appl_id,
        lastUpdatedDate: token(w),
        wpaStatus: Math.random() < 0.5 ? 'RETURNED_TO_STUDENT' : 'TERMINATED',
        eventRemark: 'Please correct the hours.',
      });
    },
    decide: async (s) => {
      const w = await wpaIn(s, ['PENDING_REVIEW']);
      if (!w) return undefined;
      return post(s, 'mc01', wpaCalls.updateStatusAndInput.path, {
        wpaApplId: w.wpa_appl_id,
        lastUpdatedDate: token(w),
        wpaStatus: Math.random() < 0.7 ? 'ACCEPTED' : 'REJECTED',
        selectStudentOrIs: Math.random() < 0.5 ? 'STUDENT' : 'IS',
      });
    },
    resend: async (s) => {
      const w = await wpaIn(s, ['SENT_TO_IS']);
      if (!w) return undefined;
      return post(s, 'mc01', wpaCalls.resendToIS.path, {
        wpaApplId: w.wpa_appl_id,
        lastUpdatedDate: token(w),
        industrySupervisorName: 'Chris Wong',
        industrySupervisorEmail: 'chris.wong@partner.example.com',
      });
    },
    weighting: async (s) => {
      const w = await wpaIn(s, ['ACCEPTED', 'ACCEPTED_OFFLINE']);
      if (!w) return undefined;
      return post(s, 'mc01', wpaCalls.updateOverrideWeight.path, {
        studentModuleId: w.student_module_id,
        wpaApplModelList: [
          { wpaApplId: w.wpa_appl_id, overrideWeight: pick([null, 0.25, 0.5, 1]), lastUpdatedDate: w.token },
        ],
      });
    },
    supervisorSubmit: async (s) => {
      const link = s.links.pop();
      if (!link) return undefined;
      const wpa = await s.db.query(
        `select w.* from wpa_is_links l join wpa_appls w using (wpa_appl_id) where l.token_hash = $1`,
        [sha256(link)],
      );
      const row = wpa.rows[0] as Record<string, string | null> | undefined;
      if (!row) return undefined;
      const asked = Array.from({ length: 13 }, (_, i) => i + 1).filter((n) => (row[`wpa_question${n}`] ?? '').trim());
      await multipart(
        s,
        null,
        wpaSupervisorCalls.uploadSignature.path,
        { token: link },
        { signatureImg: [pngBytes(), 'signature.png'] },
      );
      return post(s, null, wpaSupervisorCalls.submit.path, { token: link, ...wholeForm(asked) });
    },
  };
}

/** mc01 uploads a key document (an exemption with hours, or another kind) for a random student. */
async function uploadDocument(s: Servers, exempt: boolean) {
  const [one] = await students(s, 1);
  if (!one) return undefined;
  const model = {
    studentModuleId: one.student_module_id,
    fileType: await fileType(s, exempt ? 'EXEMPT' : 'OTHER'),
    fileDesc: 'Drift test',
    ...(exempt ? { exemptedHours: hours() } : {}),
  };
  return multipart(s, 'mc01', keyDocumentCalls.insert.path, model, {
    file: [await demoFiles.pdf('Drift', ['A key document']), 'a.pdf'],
  });
}

/**
 * A DRAFT document of mc01's (of `exempt`'s kind, or either), else one uploaded now: the other
 * writes may have taken every draft, and a walk with no submit, delete or replace proves nothing.
 */
async function someDraft(s: Servers, exempt?: boolean) {
  const first = exempt ?? Math.random() < 0.5;
  const found =
    (await documentIn(s, ['DRAFT'], first)) ??
    (exempt === undefined ? await documentIn(s, ['DRAFT'], !first) : undefined);
  if (found) return found;
  await uploadDocument(s, first);
  return documentIn(s, ['DRAFT'], first);
}

/** Key documents: uploads (exemptions with hours among them), replaces, submits, deletes. */
function documentWrites(): typeof WRITES {
  return {
    upload: (s) => uploadDocument(s, Math.random() < 0.5),
    replaceHours: async (s) => {
      const d = await someDraft(s, true);
      if (!d) return undefined;
      const model = { keyDocumentId: d.key_document_id, lastUpdatedDate: token(d), exemptedHours: hours() };
      return multipart(s, 'mc01', keyDocumentCalls.update.path, model, {
        file: [await demoFiles.pdf('Again', ['A key document']), 'b.pdf'],
      });
    },
    submitDocument: async (s) => {
      const d = await someDraft(s);
      if (!d) return undefined;
      return post(s, 'mc01', keyDocumentCalls.updateStatus.path, {
        keyDocumentId: d.key_document_id,
        lastUpdatedDate: token(d),
        status: 'SUBMITTED',
      });
    },
    deleteDocument: async (s) => {
      const d = await someDraft(s);
      if (!d) return undefined;
      return post(s, 'mc01', keyDocumentCalls.delete.path, {
        keyDocumentId: d.key_document_id,
        lastUpdatedDate: token(d),
      });
    },
  };
}
