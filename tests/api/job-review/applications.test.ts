import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { CallSpec } from '@core/shared/callSpec';
import { jobReviewCalls } from '@schemas/job-review/calls';
import { openDb, lastMailId } from '../../support/db';
import { baseUrl, type SentPayloadOf } from '../../support/api';
import { call, callAs, cpOf, currentCohort, hdr, type Login, one, rows, tokensFor } from './setup';

let db: pg.Pool;
let t: Record<Login, string>;
let cohortYear: number;
let ccs: number;

beforeAll(async () => {
  db = openDb();
  t = await tokensFor();
  cohortYear = (await currentCohort(db)).cohort_year;
  ccs = await cpOf(db, 'BSCCS');
});
afterAll(async () => {
  await db.end();
});

const asMc = <C extends CallSpec>(spec: C, body: SentPayloadOf<C>) =>
  callAs({ token: t.mc01, cohortProgId: ccs }, spec, body);
/** As mc01, a payload sent as it is (wrong on purpose). */
const asMcRaw = (path: string, body: unknown) => call(path, body, { token: t.mc01, headers: hdr(ccs) });
const TOKEN = `to_char(a.last_updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const taken = new Set<number>();
/** A TEACHER_REVIEWING application to a post of a programme; arrangement: the job or application has Y. */
async function reviewing(progCode: string, arrangement: boolean) {
  const list = await rows(
    db,
    `select a.job_appl_id, a.job_id, ${TOKEN} as token, u.email
     from job_applications a join job_posts jp using (job_id) join cohort_programmes cp on cp.cohort_prog_id = jp.cohort_prog_id
     join programmes p using (prog_id) join cohorts c using (cohort_id) join students s on s.student_id = a.student_id
     join users u on u.user_id = s.user_id
     where c.is_current = 'Y' and p.prog_code = $1 and a.job_appl_status = 'TEACHER_REVIEWING'
       and (a.special_arrange = 'Y' or jp.special_arrange = 'Y') = $2 order by a.job_appl_id`,
    [progCode, arrangement],
  );
  let a = list.find((x) => !taken.has(x.job_appl_id));
  if (!a) {
    // Arrange one more: put an application of the programme back under review.
    const [src] = await rows(
      db,
      `select a.job_appl_id from job_applications a join job_posts jp using (job_id) join cohort_programmes cp on cp.cohort_prog_id = jp.cohort_prog_id
       join programmes p using (prog_id) join cohorts c using (cohort_id)
       where c.is_current = 'Y' and p.prog_code = $1 and a.job_appl_status in ('DECLINED','OFFER_DECLINED','DOCUMENT_SUBMITTED')
         and a.job_appl_id <> all($2) order by a.job_appl_id limit 1`,
      [progCode, [...taken]],
    );
    await db.query(
      `update job_applications set job_appl_status = 'TEACHER_REVIEWING', special_arrange = $2, last_updated_date = now() where job_appl_id = $1`,
      [src.job_appl_id, arrangement ? 'Y' : 'N'],
    );
    a = (
      await rows(
        db,
        `select a.job_appl_id, a.job_id, ${TOKEN} as token, u.email from job_applications a
         join students s on s.student_id = a.student_id join users u on u.user_id = s.user_id where a.job_appl_id = $1`,
        [src.job_appl_id],
      )
    )[0];
  }
  taken.add(a.job_appl_id);
  return a as { job_appl_id: number; job_id: number; token: string; email: string };
}

describe('academicHome/searchAppl: applications of the selected programmes, paged and sorted', () => {
  it('lists the five in-processing statuses for mc01 (Student Applications in Processing)', async () => {
    const statuses = ['PEND_IP_RECEIPT', 'IP_PROCESSING', 'OFFER', 'DOCUMENT_ATTACHED', 'REQUEST_DOCUMENT'];
    const r = await asMc(jobReviewCalls.searchAppl, {
      page: 1,
      startRow: 0,
      pageSize: 100,
      jobApplStatusList: statuses,
      progCodeList: ['BSCCS', 'BSCDS'],
      cohortYear,
      orderBy: 'apply_date DESC',
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.total).toBeGreaterThan(0);
    const seen = new Set(r.object.list.map((a: any) => a.jobApplStatus));
    for (const s of statuses) expect(seen.has(s), s).toBe(true);
    for (const a of r.object.list) {
      expect(['BSCCS', 'BSCDS']).toContain(a.progCode);
      expect(a).toMatchObject({
        jobApplId: expect.any(Number),
        studentAcctId: expect.any(String),
        studentName: expect.any(String),
        jobTitle: expect.any(String),
        lastUpdatedDate: expect.any(String),
      });
    }
    const dates = r.object.list.map((a: any) => a.applyDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages by apply date like a plain query, with the same total, in both directions', async () => {
    const statuses = ['PEND_IP_RECEIPT', 'IP_PROCESSING', 'OFFER', 'DOCUMENT_ATTACHED', 'REQUEST_DOCUMENT'];
    for (const dir of ['DESC', 'ASC']) {
      const expected = await rows(
        db,
        `select a.job_appl_id from job_applications a join job_posts jp on jp.job_id = a.job_id
         join cohort_programmes cp on cp.cohort_prog_id = jp.cohort_prog_id join programmes p on p.prog_id = cp.prog_id
         join cohorts c on c.cohort_id = cp.cohort_id
         where c.is_current = 'Y' and p.prog_code in ('BSCCS', 'BSCDS') and a.job_appl_status = any($1::text[])
         order by a.apply_date ${dir} nulls last, a.job_appl_id desc`,
        [statuses],
      );
      expect(expected.length).toBeGreaterThan(6);
      const pageOf = (page: number) =>
        asMc(jobReviewCalls.searchAppl, {
          page,
          pageSize: 4,
          jobApplStatusList: statuses,
          progCodeList: ['BSCCS', 'BSCDS'],
          orderBy: `apply_date ${dir}`,
        });
      for (const page of [1, 2]) {
        const r = await pageOf(page);
        expect(r.object.total, dir).toBe(expected.length);
        expect(r.object.list.map((x: any) => x.jobApplId)).toEqual(
          expected.slice((page - 1) * 4, page * 4).map((x) => x.job_appl_id),
        );
      }
      const past = await pageOf(Math.ceil(expected.length / 4) + 1);
      expect(past.object).toEqual({ list: [], total: expected.length });
    }
  });

  it('filters by job ID, job title and student, and sorts by every allowed field', async () => {
    const a = await one(
      db,
      `select a.job_id, jp.job_title, s.student_acct_id from job_applications a join job_posts jp using (job_id)
       join students s using (student_id) join programmes p on p.prog_id = s.prog_id where p.prog_code = 'BSCCS'
       and a.job_appl_status <> 'DRAFT' limit 1`,
    );
    const byJob = await asMc(jobReviewCalls.searchAppl, { progCodeList: ['BSCCS', 'BSCDS'], jobId: a.job_id });
    expect(byJob.object.list.every((x: any) => x.jobId === a.job_id)).toBe(true);
    const byStudent = await asMc(jobReviewCalls.searchAppl, {
      progCodeList: ['BSCCS', 'BSCDS'],
      keyword: a.student_acct_id,
    });
    expect(byStudent.object.list.some((x: any) => x.studentAcctId === a.student_acct_id)).toBe(true);
    const byTitle = await asMc(jobReviewCalls.searchAppl, {
      progCodeList: ['BSCCS'],
      jobTitle: a.job_title.slice(0, 6),
    });
    expect(byTitle.object.total).toBeGreaterThan(0);
    for (const orderBy of [
      'job_appl_id',
      'job_id',
      'job_title DESC',
      'job_post_status',
      'student_acct_id',
      'first_name',
      'apply_date',
      'job_appl_status',
    ]) {
      const r = await asMc(jobReviewCalls.searchAppl, { progCodeList: ['BSCCS'], orderBy });
      expect(r.msg, orderBy).toBe('SUCCESS');
    }
  });

  // Other programmes and cohorts: tests/api/scopeTable.test.ts (every call with scope fields).
  it('refuses bad payloads', async () => {
    expect((await asMc(jobReviewCalls.searchAppl, { progCodeList: ['BSCCS'], orderBy: 'email' })).errorCode).toBe(
      'VALIDATION',
    );
    expect(
      (await asMc(jobReviewCalls.searchAppl, { progCodeList: ['BSCCS'], jobApplStatusList: ['x y'] })).errorCode,
    ).toBe('VALIDATION');
    expect((await asMc(jobReviewCalls.searchAppl, { startRow: -1 })).errorCode).toBe('VALIDATION');
  });

  it('PL and AS see the same list', async () => {
    const mc = await asMc(jobReviewCalls.searchAppl, { progCodeList: ['BSCCS'] });
    for (const who of ['pl01', 'as01'] as const) {
      const r = await callAs({ token: t[who], cohortProgId: ccs }, jobReviewCalls.searchAppl, {
        progCodeList: ['BSCCS'],
      });
      expect(r.object.total).toBe(mc.object.total);
    }
  });
});

describe('academicHome/searchJobApplById: the application with its rounds and history', () => {
  it('answers attachments, IP request rounds with their files, documents attached and dialog remarks', async () => {
    const a = await one(
      db,
      `select a.job_appl_id from job_applications a join job_posts jp using (job_id) join cohort_programmes cp on cp.cohort_prog_id = jp.cohort_prog_id
       join programmes p using (prog_id) where p.prog_code = 'BSCCS' and a.job_appl_status = 'DOCUMENT_ATTACHED' limit 1`,
    );
    const r = await asMc(jobReviewCalls.searchJobApplById, { jobApplId: a.job_appl_id, cohortYear });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object).toMatchObject({
      jobApplId: a.job_appl_id,
      jobApplStatus: 'DOCUMENT_ATTACHED',
      storagePath: expect.stringMatching(/^demo\/resume-/),
      resumeType: expect.stringMatching(/UPLOAD|SELECT/),
      studentName: expect.any(String),
      companyName: expect.any(String),
      jobTitle: expect.any(String),
    });
    expect(r.object.jobApplAnnexModelList.length).toBeGreaterThan(0);
    expect(r.object.eventRequestDocumentList).toHaveLength(1);
    expect(r.object.eventRequestDocumentList[0].eventRemark).toMatch(/transcript/);
    expect(r.object.eventRequestDocumentList[0].jobApplAnnexModelList[0].storagePath).toMatch(/^demo\/supporting-/);
    expect(r.object.eventDocumenAttachedList).toHaveLength(1);
    expect(r.object.eventList.map((e: any) => e.toStatus)).toEqual([
      'TEACHER_REVIEWING',
      'PEND_IP_RECEIPT',
      'IP_PROCESSING',
      'REQUEST_DOCUMENT',
      'DOCUMENT_ATTACHED',
    ]);
    expect(r.object.actions).toEqual({ approve: false, reject: false, commentRequired: false });
  });
  it("signs each stored file's link for one file and the reader's session; the session's image signature covers none", async () => {
    const a = await one(
      db,
      `select a.job_appl_id from job_applications a join job_posts jp using (job_id) join cohort_programmes cp on cp.cohort_prog_id = jp.cohort_prog_id
       join programmes p using (prog_id) where p.prog_code = 'BSCCS' and a.job_appl_status = 'DOCUMENT_ATTACHED' limit 1`,
    );
    const r = await asMc(jobReviewCalls.searchJobApplById, { jobApplId: a.job_appl_id, cohortYear });
    const resume = r.object.resumeUrl as string;
    expect(resume.startsWith(`/files/${r.object.storagePath}?`)).toBe(true);
    const annex = r.object.eventRequestDocumentList[0].jobApplAnnexModelList[0];
    expect(annex.downloadUrl!.startsWith(`/files/${annex.storagePath}?`)).toBe(true);
    // The demo files are not in the store: a valid link finds nothing (404), a link moved to
    // another file is refused (403).
    expect((await fetch(`${baseUrl()}${resume}`)).status).toBe(404);
    const moved = resume.replace(r.object.storagePath!, annex.storagePath!);
    expect((await fetch(`${baseUrl()}${moved}`)).status).toBe(403);
  });
  it('answers dialog remarks of an offer', async () => {
    const a = await one(
      db,
      `select a.job_appl_id from job_applications a join job_posts jp using (job_id) join cohort_programmes cp on cp.cohort_prog_id = jp.cohort_prog_id
       join programmes p using (prog_id) where p.prog_code in ('BSCCS','BSCDS') and a.job_appl_status = 'OFFER_DECLINED' limit 1`,
    );
    const r = await asMc(jobReviewCalls.searchJobApplById, { jobApplId: a.job_appl_id });
    const keys = r.object.eventDialogList.flatMap((d: any) => Object.keys(d));
    expect(keys).toContain('offerEventRemark');
    expect(keys).toContain('offerDeclinedRemark');
  });
  it('another programme answers as an unknown id (NOT_FOUND, issue 34); bad payload (VALIDATION)', async () => {
    const a = await one(
      db,
      `select a.job_appl_id from job_applications a join job_posts jp using (job_id) join cohort_programmes cp on cp.cohort_prog_id = jp.cohort_prog_id
       join programmes p using (prog_id) where p.prog_code = 'BBAMKT' limit 1`,
    );
    expect((await asMc(jobReviewCalls.searchJobApplById, { jobApplId: a.job_appl_id })).errorCode).toBe('NOT_FOUND');
    expect((await asMc(jobReviewCalls.searchJobApplById, { jobApplId: 99999999 })).errorCode).toBe('NOT_FOUND');
    expect((await asMc(jobReviewCalls.searchJobApplById, { jobApplId: -1 })).errorCode).toBe('VALIDATION');
  });
});

describe('academicHome/updateJobApplStatus: an MC acts on TEACHER_REVIEWING applications', () => {
  it('approve gives PEND_IP_RECEIPT, writes the event and mails the student', async () => {
    const a = await reviewing('BSCCS', false);
    const before = await lastMailId(db);
    const r = await asMc(jobReviewCalls.updateJobApplStatus, {
      jobApplStatus: 'PEND_IP_RECEIPT',
      jobApplId: a.job_appl_id,
      jobId: a.job_id,
      studentEmail: 'ignored@example.com',
      studentName: 'ignored',
      eventRemark: '',
      mcCommentsToStudent: '',
      specialArrange: 'N',
      lastUpdatedDate: a.token,
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.jobApplStatus).toBe('PEND_IP_RECEIPT');
    const ev = await one(
      db,
      `select * from job_appl_events where job_appl_id = $1 order by job_appl_event_id desc limit 1`,
      [a.job_appl_id],
    );
    expect(ev).toMatchObject({
      from_status: 'TEACHER_REVIEWING',
      to_status: 'PEND_IP_RECEIPT',
      event_type: 'STATUS_CHANGE',
    });
    const mail = await rows(db, `select to_address from mail_outbox where mail_id > $1`, [before]);
    expect(mail.map((m) => m.to_address)).toEqual([a.email]);
  });

  it('with special arrangement Y, a comment to the student is required and the status is SPECIAL_ARRANGEMENT', async () => {
    const a = await reviewing('BSCCS', true);
    const none = await asMc(jobReviewCalls.updateJobApplStatus, {
      jobApplStatus: 'PEND_IP_RECEIPT',
      jobApplId: a.job_appl_id,
      mcCommentsToStudent: ' ',
    });
    expect(none.errorCode).toBe('VALIDATION');
    expect(none.msg).toBe('Please input the comments to student.');
    const before = await lastMailId(db);
    const r = await asMc(jobReviewCalls.updateJobApplStatus, {
      jobApplStatus: 'SPECIAL_ARRANGEMENT',
      jobApplId: a.job_appl_id,
      mcCommentsToStudent: 'Send your CV to hr@example.com.',
      specialArrange: 'Y',
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.jobApplStatus).toBe('SPECIAL_ARRANGEMENT');
    const row = await one(
      db,
      `select job_appl_status, mc_comments_to_student from job_applications where job_appl_id = $1`,
      [a.job_appl_id],
    );
    expect(row).toEqual({
      job_appl_status: 'SPECIAL_ARRANGEMENT',
      mc_comments_to_student: 'Send your CV to hr@example.com.',
    });
    const mail = await rows(db, `select body_text from mail_outbox where mail_id > $1`, [before]);
    expect(mail[0].body_text).toContain('Send your CV to hr@example.com.');
  });

  it('reject gives REJECTED with the optional reason shared with the student', async () => {
    const a = await reviewing('BSCDS', false);
    const before = await lastMailId(db);
    const r = await asMc(jobReviewCalls.updateJobApplStatus, {
      jobApplStatus: 'REJECTED',
      jobApplId: a.job_appl_id,
      eventRemark: 'Take COMP2001 first.',
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.jobApplStatus).toBe('REJECTED');
    const ev = await one(
      db,
      `select to_status, event_remark from job_appl_events where job_appl_id = $1 order by job_appl_event_id desc limit 1`,
      [a.job_appl_id],
    );
    expect(ev).toEqual({ to_status: 'REJECTED', event_remark: 'Take COMP2001 first.' });
    const mail = await rows(db, `select body_text from mail_outbox where mail_id > $1`, [before]);
    expect(mail[0].body_text).toContain('Take COMP2001 first.');
  });

  it('PL and AS are refused (FORBIDDEN)', async () => {
    const a = await reviewing('BSCCS', false);
    for (const who of ['pl01', 'as01'] as const) {
      for (const s of ['PEND_IP_RECEIPT', 'REJECTED'] as const) {
        const r = await callAs({ token: t[who], cohortProgId: ccs }, jobReviewCalls.updateJobApplStatus, {
          jobApplStatus: s,
          jobApplId: a.job_appl_id,
        });
        expect(r.errorCode, `${who} ${s}`).toBe('FORBIDDEN');
      }
    }
    taken.delete(a.job_appl_id);
  });

  it('refuses an application of another programme (NOT_FOUND, as an unknown one) and one not under review (INVALID_STATE)', async () => {
    const other = await one(
      db,
      `select a.job_appl_id from job_applications a join job_posts jp using (job_id) join cohort_programmes cp on cp.cohort_prog_id = jp.cohort_prog_id
       join programmes p using (prog_id) where p.prog_code = 'BBAMKT' and a.job_appl_status = 'TEACHER_REVIEWING' limit 1`,
    );
    expect(
      (
        await asMc(jobReviewCalls.updateJobApplStatus, {
          jobApplStatus: 'PEND_IP_RECEIPT',
          jobApplId: other.job_appl_id,
        })
      ).errorCode,
    ).toBe('NOT_FOUND');
    const done = await one(
      db,
      `select a.job_appl_id from job_applications a join job_posts jp using (job_id) join cohort_programmes cp on cp.cohort_prog_id = jp.cohort_prog_id
       join programmes p using (prog_id) where p.prog_code = 'BSCCS' and a.job_appl_status = 'IP_PROCESSING' limit 1`,
    );
    const r = await asMc(jobReviewCalls.updateJobApplStatus, {
      jobApplStatus: 'PEND_IP_RECEIPT',
      jobApplId: done.job_appl_id,
    });
    expect(r.errorCode).toBe('INVALID_STATE');
  });

  it('refuses bad payloads (VALIDATION)', async () => {
    for (const body of [
      { jobApplStatus: 'OFFER', jobApplId: 1 },
      { jobApplStatus: 'REJECTED' },
      { jobApplStatus: 'REJECTED', jobApplId: 1, eventRemark: 'x'.repeat(251) },
      { jobApplStatus: 'REJECTED', jobApplId: 1, mcCommentsToStudent: 'x'.repeat(251) },
    ]) {
      expect(
        (await asMcRaw(jobReviewCalls.updateJobApplStatus.path, body)).errorCode,
        JSON.stringify(body).slice(0, 60),
      ).toBe('VALIDATION');
    }
  });

  it('two decisions with the same lastUpdatedDate: one SUCCESS, the other CONFLICT', async () => {
    const a = await reviewing('BSCCS', false);
    const body = { jobApplId: a.job_appl_id, lastUpdatedDate: a.token };
    const [x, y] = await Promise.all([
      asMc(jobReviewCalls.updateJobApplStatus, { ...body, jobApplStatus: 'PEND_IP_RECEIPT' }),
      asMc(jobReviewCalls.updateJobApplStatus, { ...body, jobApplStatus: 'REJECTED' }),
    ]);
    expect(
      [x.msg === 'SUCCESS' ? 'SUCCESS' : x.errorCode, y.msg === 'SUCCESS' ? 'SUCCESS' : y.errorCode].sort(),
    ).toEqual(['CONFLICT', 'SUCCESS']);
    const ev = await rows(
      db,
      `select * from job_appl_events where job_appl_id = $1 and from_status = 'TEACHER_REVIEWING' and event_type = 'STATUS_CHANGE'`,
      [a.job_appl_id],
    );
    expect(ev).toHaveLength(1);
  });
});
