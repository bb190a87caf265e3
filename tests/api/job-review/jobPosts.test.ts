import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { CallSpec } from '@core/shared/callSpec';
import type { SentPayloadOf } from '../../support/api';
import { jobReviewCalls } from '@schemas/job-review/calls';
import { openDb, lastMailId } from '../../support/db';
import { call, callAs, cpOf, currentCohort, hdr, type Login, one, postWhere, rows, tokensFor } from './setup';

let db: pg.Pool;
let t: Record<Login, string>;
let cohortYear: number;
let ccs: number;
let cds: number;
let mkt: number;

beforeAll(async () => {
  db = openDb();
  t = await tokensFor();
  cohortYear = (await currentCohort(db)).cohort_year;
  ccs = await cpOf(db, 'BSCCS');
  cds = await cpOf(db, 'BSCDS');
  mkt = await cpOf(db, 'BBAMKT');
});
afterAll(async () => {
  await db.end();
});

const asMc = <C extends CallSpec>(spec: C, body: SentPayloadOf<C>) =>
  callAs({ token: t.mc01, cohortProgId: ccs }, spec, body);
/** As mc01, a payload sent as it is (wrong on purpose). */
const asMcRaw = (path: string, body: unknown) => call(path, body, { token: t.mc01, headers: hdr(ccs) });

/** A SUBMITTED, open, unassigned-by-partner post of a programme (each test takes its own). */
const taken = new Set<number>();
async function freshSubmitted(progCode = 'BSCCS', extra = '') {
  const list = await postWhere(
    db,
    `jp.job_post_status = 'SUBMITTED' and jp.last_apply_date >= current_date and p.prog_code = $1 ${extra}`,
    [progCode],
  );
  const p = list.find((x) => !taken.has(x.job_id));
  if (p) {
    taken.add(p.job_id);
    return p;
  }
  // Arrange one more: copy a submitted post of the programme.
  const src = list[0] ?? (await postWhere(db, `p.prog_code = $1`, [progCode]))[0]!;
  const made = await one<{ job_id: number }>(
    db,
    `insert into job_posts (cohort_prog_id, partner_id, partner_contact_id, job_title, job_type, position_type,
       last_apply_date, job_post_status, submit_date)
     select cohort_prog_id, partner_id, partner_contact_id, 'Arranged ' || job_title, job_type, position_type,
       current_date + 30, 'SUBMITTED', now() from job_posts where job_id = $1 returning job_id`,
    [src.job_id],
  );
  taken.add(made!.job_id);
  return (await postWhere(db, `jp.job_id = $1`, [made!.job_id]))[0]!;
}

describe('academicHome/searchAllJobList: posts of the selected programmes, paged and sorted in SQL', () => {
  it('answers { list, total } for mc01 over BSCCS and BSCDS, only of those programmes', async () => {
    const r = await asMc(jobReviewCalls.searchAllJobList, {
      progCodeList: ['BSCCS', 'BSCDS'],
      page: 1,
      pageSize: 10,
      startRow: 0,
      orderBy: 'job_id',
    });
    expect(r.msg).toBe('SUCCESS');
    const db_ = await one(db, `select count(*)::int n from job_posts where cohort_prog_id = any($1)`, [[ccs, cds]]);
    expect(r.object.total).toBe(db_.n);
    expect(r.object.list).toHaveLength(10);
    const ids = r.object.list.map((x: any) => x.jobId);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    for (const p of r.object.list) {
      expect(['BSCCS', 'BSCDS']).toContain(p.progCode);
      expect(p).toMatchObject({
        jobTitle: expect.any(String),
        jobPostStatus: expect.any(String),
        companyName: expect.any(String),
        lastUpdatedDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        receivedQty: expect.any(Number),
      });
    }
  });

  it('searches by title in part or job ID, filters by status and sorts DESC', async () => {
    const r = await asMc(jobReviewCalls.searchAllJobList, {
      progCodeList: ['BSCCS'],
      jobTitle: 'intern',
      jobPostStatusList: ['ACTIVE', 'SUBMITTED'],
      orderBy: 'last_apply_date DESC',
      pageSize: 50,
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.list.length).toBeGreaterThan(0);
    for (const p of r.object.list) {
      expect(p.jobTitle.toLowerCase()).toContain('intern');
      expect(['ACTIVE', 'SUBMITTED']).toContain(p.jobPostStatus);
    }
    const dates = r.object.list.map((p: any) => p.lastApplyDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const one_ = r.object.list[0];
    const byId = await asMc(jobReviewCalls.searchAllJobList, { progCodeList: ['BSCCS'], jobTitle: String(one_.jobId) });
    expect(byId.object.list.map((p: any) => p.jobId)).toContain(one_.jobId);
    // Wildcards are plain characters: no title holds '%' or '_'.
    for (const jobTitle of ['%', '_', 'INTERN%']) {
      const none = await asMc(jobReviewCalls.searchAllJobList, { progCodeList: ['BSCCS'], jobTitle });
      expect(none.object, jobTitle).toEqual({ list: [], total: 0 });
    }
  });

  it('sorts by the spec fields (company_name, studentApplQty DESC, prog_title)', async () => {
    for (const orderBy of ['company_name', 'studentApplQty DESC', 'prog_title', 'work_loc_val', 'exp_commence_date']) {
      const r = await asMc(jobReviewCalls.searchAllJobList, {
        progCodeList: ['BSCCS', 'BSCDS'],
        orderBy,
        pageSize: 30,
      });
      expect(r.msg, orderBy).toBe('SUCCESS');
    }
    const r = await asMc(jobReviewCalls.searchAllJobList, {
      progCodeList: ['BSCCS', 'BSCDS'],
      orderBy: 'studentApplQty DESC',
      pageSize: 30,
    });
    const q = r.object.list.map((p: any) => p.receivedQty);
    expect([...q].sort((a: number, b: number) => b - a)).toEqual(q);
  });

  it('pages by deadline and by the default order like a plain query over both programmes, with its total', async () => {
    const orders: [string | undefined, string][] = [
      ['last_apply_date DESC', 'last_apply_date desc nulls last, job_id desc'],
      [undefined, 'job_id desc'],
    ];
    for (const [orderBy, plain] of orders) {
      const expected = await rows(
        db,
        `select job_id from job_posts where cohort_prog_id = any($1) and lower(job_title) like '%a%' order by ${plain}`,
        [[ccs, cds]],
      );
      expect(expected.length).toBeGreaterThan(8);
      const pageOf = (page: number) =>
        asMc(jobReviewCalls.searchAllJobList, {
          progCodeList: ['BSCCS', 'BSCDS'],
          jobTitle: 'A',
          page,
          pageSize: 4,
          ...(orderBy ? { orderBy } : {}),
        });
      for (const page of [1, 2, 3]) {
        const r = await pageOf(page);
        expect(r.object.total, String(orderBy)).toBe(expected.length);
        expect(r.object.list.map((x: any) => x.jobId)).toEqual(
          expected.slice((page - 1) * 4, page * 4).map((x) => x.job_id),
        );
      }
      const past = await pageOf(Math.ceil(expected.length / 4) + 1);
      expect(past.object).toEqual({ list: [], total: expected.length });
    }
  });

  it('pages with startRow', async () => {
    const a = await asMc(jobReviewCalls.searchAllJobList, { progCodeList: ['BSCCS'], pageSize: 5, startRow: 0 });
    const b = await asMc(jobReviewCalls.searchAllJobList, { progCodeList: ['BSCCS'], pageSize: 5, startRow: 5 });
    expect(b.object.total).toBe(a.object.total);
    const ids = new Set(a.object.list.map((p: any) => p.jobId));
    for (const p of b.object.list) expect(ids.has(p.jobId)).toBe(false);
  });

  it('filters the deadline range and refuses a reversed one with the spec message', async () => {
    const ok = await asMc(jobReviewCalls.searchAllJobList, {
      progCodeList: ['BSCCS'],
      appDeadStartDate: '2000-01-01',
      appDeadEndDate: '2100-01-01',
    });
    expect(ok.msg).toBe('SUCCESS');
    const bad = await asMc(jobReviewCalls.searchAllJobList, {
      progCodeList: ['BSCCS'],
      appDeadStartDate: '2030-01-02',
      appDeadEndDate: '2030-01-01',
    });
    expect(bad.errorCode).toBe('VALIDATION');
    expect(bad.msg).toBe('The start date cannot be later than the end date.');
  });

  it('filters by an area of the work location cascader', async () => {
    const area = await one(db, `select param_id from sys_params where segment = 'AREA' order by disp_seq limit 1`);
    const r = await asMc(jobReviewCalls.searchAllJobList, {
      progCodeList: ['BSCCS', 'BSCDS'],
      workLocId: area.param_id,
      pageSize: 100,
    });
    expect(r.msg).toBe('SUCCESS');
    const locs = await rows(db, `select param_id from sys_params where parent_param_id = $1`, [area.param_id]);
    for (const p of r.object.list) expect(locs.map((l) => l.param_id)).toContain(p.workLocId);
  });

  it('refuses a sort outside the allow-list and bad payloads with VALIDATION', async () => {
    for (const body of [
      { progCodeList: ['BSCCS'], orderBy: 'job_id; drop table job_posts' },
      { progCodeList: ['BSCCS'], orderBy: 'password_hash' },
      { progCodeList: ['BSCCS'], pageSize: 0 },
      { progCodeList: ['BSCCS'], pageSize: 'ten' },
      { progCodeList: 'BSCCS' },
      { progCodeList: ['BSCCS'], appDeadStartDate: 'yesterday' },
    ]) {
      const r = await asMcRaw(jobReviewCalls.searchAllJobList.path, body);
      expect(r.errorCode, JSON.stringify(body)).toBe('VALIDATION');
    }
  });

  // A programme the caller holds no role in: tests/api/scopeTable.test.ts (every call with scope fields).

  it('PL and AS read the lists of their programmes too (view only)', async () => {
    for (const who of ['pl01', 'as01'] as const) {
      const r = await callAs({ token: t[who], cohortProgId: ccs }, jobReviewCalls.searchAllJobList, {
        progCodeList: ['BSCCS'],
      });
      expect(r.msg).toBe('SUCCESS');
      expect(r.object.total).toBeGreaterThan(0);
    }
  });

  it('an earlier cohort shows its own posts only', async () => {
    const r = await asMc(jobReviewCalls.searchAllJobList, { progCodeList: ['BSCCS'], cohortYear: cohortYear - 1 });
    expect(r.msg).toBe('SUCCESS');
    const n = await one(
      db,
      `select count(*)::int n from job_posts jp join cohort_programmes cp using (cohort_prog_id) join cohorts c using (cohort_id)
       join programmes p using (prog_id) where c.cohort_year = $1 and p.prog_code = 'BSCCS'`,
      [cohortYear - 1],
    );
    expect(r.object.total).toBe(n.n);
  });
});

describe('academicHome/searchJobList: Active Job Postings for MC and PL', () => {
  it('answers postedList of ACTIVE posts for mc01 and pl01', async () => {
    for (const who of ['mc01', 'pl01'] as const) {
      const r = await callAs({ token: t[who], cohortProgId: ccs }, jobReviewCalls.searchJobList, {
        progCodeList: ['BSCCS', 'BSCDS'],
        jobTitle: '',
        sortBy: 'studentApplQty DESC',
      });
      expect(r.msg).toBe('SUCCESS');
      expect(r.object.postedList.length).toBeGreaterThan(0);
      for (const p of r.object.postedList) expect(p.jobPostStatus).toBe('ACTIVE');
    }
  });
  it('refuses an academic supervisor (FORBIDDEN)', async () => {
    const r = await callAs({ token: t.as01, cohortProgId: ccs }, jobReviewCalls.searchJobList, {
      progCodeList: ['BSCCS'],
    });
    expect(r.errorCode).toBe('FORBIDDEN');
  });
});

describe('academicHome/searchJobCount and searchJobListAndStudentApplList', () => {
  it('counts ACTIVE (postedNum) and SUBMITTED (submittedNum) per programme', async () => {
    const r = await asMc(jobReviewCalls.searchJobCount, { progCodeList: ['BSCCS', 'BSCDS'] });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object).toHaveLength(2);
    for (const row of r.object) {
      const n = await one(
        db,
        `select count(*) filter (where job_post_status = 'ACTIVE')::int a, count(*) filter (where job_post_status = 'SUBMITTED')::int s
         from job_posts where cohort_prog_id = $1`,
        [row.cohortProgId],
      );
      expect(row.postedNum).toBe(n.a);
      expect(row.submittedNum).toBe(n.s);
    }
  });
  it('gives mc01 the pending posts and applications, and a PL nothing', async () => {
    const r = await asMc(jobReviewCalls.searchJobListAndStudentApplList, { progCodeList: ['BSCCS', 'BSCDS'] });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.submittedJobList.length).toBeGreaterThan(0);
    expect(r.object.submittedStudentList.length).toBeGreaterThan(0);
    for (const p of r.object.submittedJobList) expect(p.jobPostStatus).toBe('SUBMITTED');
    for (const a of r.object.submittedStudentList) expect(a.jobApplStatus).toBe('TEACHER_REVIEWING');
    const pl = await callAs({ token: t.pl01, cohortProgId: ccs }, jobReviewCalls.searchJobListAndStudentApplList, {
      progCodeList: ['BSCCS'],
    });
    expect(pl.object).toEqual({ submittedJobList: [], submittedStudentList: [] });
  });
  it('refuses out-of-scope programmes', async () => {
    const r = await asMc(jobReviewCalls.searchJobCount, { progCodeList: ['BENGCE'] });
    expect(r.errorCode).toBe('FORBIDDEN');
  });
  it('with no programme named, reads the selected one (X-Cohort-Prog-Id), else every one held', async () => {
    const selected = await asMc(jobReviewCalls.searchJobCount, {});
    expect(selected.object.map((x) => x.progCode)).toEqual(['BSCCS']);
    const none = await callAs({ token: t.mc01 }, jobReviewCalls.searchJobCount, {});
    expect(none.object.map((x) => x.progCode)).toEqual(['BSCCS', 'BSCDS']);
  });
});

describe('academicHome/searchById, searchByPartnerId, partnerHome/searchPartnerContact', () => {
  it('answers the post with company, contact email, assigned students and history', async () => {
    const [p] = await postWhere(
      db,
      `jp.job_post_status = 'ACTIVE' and p.prog_code = 'BSCCS' and jp.additional_info is not null`,
    );
    const r = await asMc(jobReviewCalls.searchById, { jobId: p!.job_id });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object).toMatchObject({
      jobId: p!.job_id,
      jobPostStatus: 'ACTIVE',
      progCode: 'BSCCS',
      companyName: expect.any(String),
      contactEmail: expect.stringContaining('@'),
      additionalInfo: expect.any(String),
      studentList: expect.any(Array),
      lastUpdatedDate: p!.token,
      isConvener: true,
    });
    expect(r.object.eventList.length).toBeGreaterThan(0);
    expect(r.object.eventList.at(-1)).toMatchObject({ toStatus: 'ACTIVE', actorName: 'Grace Cheung' });
  });
  it('hides the convener-only comment from PL and AS', async () => {
    const [p] = await postWhere(db, `p.prog_code = 'BSCCS' and jp.additional_info is not null`);
    for (const who of ['pl01', 'as01'] as const) {
      const r = await callAs({ token: t[who], cohortProgId: ccs }, jobReviewCalls.searchById, { jobId: p!.job_id });
      expect(r.msg).toBe('SUCCESS');
      expect(r.object.additionalInfo).toBeNull();
      expect(r.object.specialRemark).toBeNull();
      expect(r.object.actions).toEqual({
        approve: false,
        approveWithArrangement: false,
        reject: false,
        deadlineNotice: false,
      });
    }
  });
  it('a post of another programme answers as an unknown one (NOT_FOUND, issue 34)', async () => {
    const [p] = await postWhere(db, `p.prog_code = 'BBAMKT'`);
    expect((await asMc(jobReviewCalls.searchById, { jobId: p!.job_id })).errorCode).toBe('NOT_FOUND');
    expect((await asMc(jobReviewCalls.searchById, { jobId: 99999999 })).errorCode).toBe('NOT_FOUND');
    expect((await asMcRaw(jobReviewCalls.searchById.path, { jobId: 'x' })).errorCode).toBe('VALIDATION');
    expect((await asMcRaw(jobReviewCalls.searchById.path, {})).errorCode).toBe('VALIDATION');
  });
  it('answers the company profile (sanitised rich text) and the contact', async () => {
    const p = await one(db, `select partner_id, company_name from partners order by partner_id limit 1`);
    const r = await asMc(jobReviewCalls.searchByPartnerId, { partnerId: p.partner_id });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.companyName).toBe(p.company_name);
    expect(r.object.companyProfile).toContain('<p>');
    const c = await asMc(jobReviewCalls.searchPartnerContact, { partnerId: p.partner_id });
    expect(c.msg).toBe('SUCCESS');
    expect(c.object).toMatchObject({ contactName: expect.any(String), contactEmail: expect.stringContaining('@') });
    expect((await asMc(jobReviewCalls.searchPartnerContact, { partnerId: 0 })).errorCode).toBe('VALIDATION');
    expect((await asMc(jobReviewCalls.searchByPartnerId, { partnerId: 999999 })).errorCode).toBe('NOT_FOUND');
  });
  it('strips script from a stored company profile', async () => {
    const p = await one(db, `select partner_id, company_profile from partners order by partner_id desc limit 1`);
    try {
      await db.query(
        `update partners set company_profile = '<p>Hi</p><script>alert(1)</script>' where partner_id = $1`,
        [p.partner_id],
      );
      const r = await asMc(jobReviewCalls.searchByPartnerId, { partnerId: p.partner_id });
      expect(r.object.companyProfile).toBe('<p>Hi</p>');
    } finally {
      await db.query(`update partners set company_profile = $2 where partner_id = $1`, [
        p.partner_id,
        p.company_profile,
      ]);
    }
  });
});

describe('academicHome/update: an MC approves a SUBMITTED post (spec 000 §4)', () => {
  it('approves (POSTED) with assigned students, writes the event and queues the mail in one go', async () => {
    const p = await freshSubmitted(
      'BSCCS',
      `and not exists (select 1 from job_post_assigned_students a where a.job_id = jp.job_id)`,
    );
    const studs = await rows(
      db,
      `select s.user_id from students s join programmes pr using (prog_id) where pr.prog_code = 'BSCCS' order by s.student_id limit 2`,
    );
    const mailBefore = await lastMailId(db);
    // Sent as it is: a field the schema does not know rides along, and is dropped.
    const r = await asMcRaw(jobReviewCalls.update.path, {
      jobId: p.job_id,
      lastUpdatedDate: p.token,
      jobPostStatus: 'POSTED',
      specialArrange: 'N',
      eventRemark: 'Looks good.',
      additionalInfo: 'Checked with the partner by phone.',
      studentList: [
        { assignToUserId: studs[0].user_id, assignUserType: 'ACADEMIC', firstName: 'extra fields are ignored' },
        { assignToUserId: studs[1].user_id },
        { assignToUserId: studs[0].user_id },
      ],
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object).toMatchObject({ jobId: p.job_id, jobPostStatus: 'ACTIVE' });
    expect(r.object.lastUpdatedDate).not.toBe(p.token);
    const row = await one(db, `select * from job_posts where job_id = $1`, [p.job_id]);
    expect(row).toMatchObject({
      job_post_status: 'ACTIVE',
      special_arrange: 'N',
      additional_info: 'Checked with the partner by phone.',
      event_remark: 'Looks good.',
    });
    const assigned = await rows(
      db,
      `select assign_to_user_id, assign_user_type from job_post_assigned_students where job_id = $1 order by 1`,
      [p.job_id],
    );
    expect(assigned).toEqual(
      [studs[0].user_id, studs[1].user_id]
        .sort((a, b) => a - b)
        .map((u) => ({ assign_to_user_id: u, assign_user_type: 'ACADEMIC' })),
    );
    const ev = await rows(db, `select * from job_post_events where job_id = $1 order by event_id desc limit 1`, [
      p.job_id,
    ]);
    expect(ev[0]).toMatchObject({ from_status: 'SUBMITTED', to_status: 'ACTIVE', event_remark: 'Looks good.' });
    const mc = await one(db, `select user_id from users where account_id = 'mc01'`);
    expect(ev[0].actor_user_id).toBe(mc.user_id);
    const mail = await rows(db, `select * from mail_outbox where mail_id > $1`, [mailBefore]);
    const contact = await one(
      db,
      `select c.contact_email from job_posts jp join partner_contacts c on c.partner_contact_id = jp.partner_contact_id where jp.job_id = $1`,
      [p.job_id],
    );
    expect(mail.map((m) => m.to_address)).toContain(contact.contact_email);
    expect(mail.find((m) => m.to_address === contact.contact_email).body_text).toContain(String(p.job_id));
  });

  it('approves from a list (ACTIVE, specialArrange N)', async () => {
    const p = await freshSubmitted('BSCDS');
    const r = await asMc(jobReviewCalls.update, {
      jobId: p.job_id,
      lastUpdatedDate: p.token,
      lastApplyDate: '2099-01-01',
      jobPostStatus: 'ACTIVE',
      specialArrange: 'N',
      eventRemark: null,
      studentList: null,
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.jobPostStatus).toBe('ACTIVE');
  });

  it('approves with special arrangement and its remark (kept from PL and AS)', async () => {
    const p = await freshSubmitted('BSCCS');
    const r = await asMc(jobReviewCalls.update, {
      jobId: p.job_id,
      lastUpdatedDate: p.token,
      jobPostStatus: 'SPECIAL_ARRANGEMENT',
      specialArrange: 'Y',
      eventRemark: 'Apply by email to HR.',
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.jobPostStatus).toBe('SPECIAL_ARRANGEMENT');
    const row = await one(db, `select special_arrange, special_remark from job_posts where job_id = $1`, [p.job_id]);
    expect(row).toEqual({ special_arrange: 'Y', special_remark: 'Apply by email to HR.' });
    const ev = await one(
      db,
      `select to_status, special_remark from job_post_events where job_id = $1 order by event_id desc limit 1`,
      [p.job_id],
    );
    expect(ev).toEqual({ to_status: 'SPECIAL_ARRANGEMENT', special_remark: 'Apply by email to HR.' });
    const mc = await asMc(jobReviewCalls.searchById, { jobId: p.job_id });
    expect(mc.object.specialRemark).toBe('Apply by email to HR.');
    const pl = await callAs({ token: t.pl01, cohortProgId: ccs }, jobReviewCalls.searchById, { jobId: p.job_id });
    expect(pl.object.specialRemark).toBeNull();
    expect(pl.object.eventList.every((e: any) => e.specialRemark === null)).toBe(true);
  });

  it('PL and AS are refused (FORBIDDEN) and nothing changes', async () => {
    const p = await freshSubmitted('BSCCS');
    for (const who of ['pl01', 'as01'] as const) {
      const caller = { token: t[who], cohortProgId: ccs };
      const post = { jobId: p.job_id, lastUpdatedDate: p.token };
      const approve = await callAs(caller, jobReviewCalls.update, { ...post, jobPostStatus: 'POSTED' });
      expect(approve.errorCode, `${who} update`).toBe('FORBIDDEN');
      const reject = await callAs(caller, jobReviewCalls.updateReject, { ...post, jobPostStatus: 'REVIEW_REJECT' });
      expect(reject.errorCode, `${who} updateReject`).toBe('FORBIDDEN');
    }
    const row = await one(db, `select job_post_status from job_posts where job_id = $1`, [p.job_id]);
    expect(row.job_post_status).toBe('SUBMITTED');
    taken.delete(p.job_id);
  });

  it('an MC of another programme is refused (NOT_FOUND, as an unknown post), even with her own programme selected', async () => {
    const [p] = await postWhere(db, `jp.job_post_status = 'SUBMITTED' and p.prog_code = 'BBAMKT'`);
    const r = await asMc(jobReviewCalls.update, {
      jobId: p!.job_id,
      lastUpdatedDate: p!.token,
      jobPostStatus: 'POSTED',
    });
    expect(r.errorCode).toBe('NOT_FOUND');
    const mc02 = await call(
      jobReviewCalls.update.path,
      { jobId: p!.job_id, lastUpdatedDate: p!.token, jobPostStatus: 'NOPE' },
      { token: t.mc02, headers: hdr(mkt) },
    );
    expect(mc02.errorCode).toBe('VALIDATION');
  });

  it('refuses a post that is not SUBMITTED (INVALID_STATE)', async () => {
    const [p] = await postWhere(db, `jp.job_post_status = 'ACTIVE' and p.prog_code = 'BSCCS'`);
    const r = await asMc(jobReviewCalls.update, {
      jobId: p!.job_id,
      lastUpdatedDate: p!.token,
      jobPostStatus: 'POSTED',
    });
    expect(r.errorCode).toBe('INVALID_STATE');
    const rj = await asMc(jobReviewCalls.updateReject, {
      jobId: p!.job_id,
      lastUpdatedDate: p!.token,
      jobPostStatus: 'REVIEW_REJECT',
    });
    expect(rj.errorCode).toBe('INVALID_STATE');
  });

  it('validates remark (250) and additional comment (1000) lengths and the status', async () => {
    const p = await freshSubmitted('BSCCS');
    const base = { jobId: p.job_id, lastUpdatedDate: p.token, jobPostStatus: 'POSTED' };
    for (const body of [
      { ...base, eventRemark: 'x'.repeat(251) },
      { ...base, additionalInfo: 'x'.repeat(1001) },
      { ...base, jobPostStatus: 'REJECTED' },
      { ...base, lastUpdatedDate: undefined },
      { ...base, studentList: [{ assignToUserId: 'a' }] },
      { ...base, lastUpdatedDate: '2026-13-45T99:00:00Z' },
    ]) {
      const r = await asMcRaw(jobReviewCalls.update.path, body);
      expect(r.errorCode, JSON.stringify(body).slice(0, 80)).toBe('VALIDATION');
    }
    taken.delete(p.job_id);
  });

  it('refuses assigned students outside the programme with the spec message', async () => {
    const p = await freshSubmitted(
      'BSCCS',
      `and not exists (select 1 from job_post_assigned_students a where a.job_id = jp.job_id)`,
    );
    const other = await one(
      db,
      `select s.user_id, s.student_acct_id from students s join programmes pr using (prog_id) where pr.prog_code = 'BBAMKT' limit 1`,
    );
    const r = await asMc(jobReviewCalls.update, {
      jobId: p.job_id,
      lastUpdatedDate: p.token,
      jobPostStatus: 'POSTED',
      studentList: [{ assignToUserId: other.user_id }],
    });
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toBe(`Student ID or Student Name: ${other.student_acct_id} is invalid.`);
    expect((await one(db, `select job_post_status from job_posts where job_id = $1`, [p.job_id])).job_post_status).toBe(
      'SUBMITTED',
    );
    taken.delete(p.job_id);
  });

  it('refuses to change students the partner assigned, but accepts them unchanged', async () => {
    const p = await freshSubmitted(
      'BSCCS',
      `and exists (select 1 from job_post_assigned_students a where a.job_id = jp.job_id and a.assign_user_type = 'PARTNER')`,
    );
    const partnerSet = await rows(db, `select assign_to_user_id from job_post_assigned_students where job_id = $1`, [
      p.job_id,
    ]);
    const another = await one(
      db,
      `select s.user_id from students s join programmes pr using (prog_id) where pr.prog_code = 'BSCCS' and s.user_id <> all($1) limit 1`,
      [partnerSet.map((x) => x.assign_to_user_id)],
    );
    const refused = await asMc(jobReviewCalls.update, {
      jobId: p.job_id,
      lastUpdatedDate: p.token,
      jobPostStatus: 'POSTED',
      studentList: [{ assignToUserId: another.user_id }],
    });
    expect(refused.errorCode).toBe('VALIDATION');
    expect(refused.msg).toMatch(/partner/);
    const ok = await asMc(jobReviewCalls.update, {
      jobId: p.job_id,
      lastUpdatedDate: p.token,
      jobPostStatus: 'POSTED',
      studentList: partnerSet.map((x) => ({ assignToUserId: x.assign_to_user_id, assignUserType: 'PARTNER' as const })),
    });
    expect(ok.msg).toBe('SUCCESS');
    const after = await rows(db, `select assign_user_type from job_post_assigned_students where job_id = $1`, [
      p.job_id,
    ]);
    expect(after.every((a) => a.assign_user_type === 'PARTNER')).toBe(true);
    expect(after).toHaveLength(partnerSet.length);
  });
});

describe('academicHome/updateReject: an MC rejects a SUBMITTED post', () => {
  it('stores REJECTED with the reason, writes the event and mails the reason to the partner', async () => {
    const p = await freshSubmitted('BSCDS');
    const mailBefore = await lastMailId(db);
    const r = await asMc(jobReviewCalls.updateReject, {
      jobId: p.job_id,
      lastUpdatedDate: p.token,
      jobPostStatus: 'REVIEW_REJECT',
      eventRemark: 'Not related to the programme.',
      companyName: 'ignored',
      companyContactEmail: 'someone@evil.example',
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.jobPostStatus).toBe('REJECTED');
    const row = await one(db, `select job_post_status, rejected_event_remark from job_posts where job_id = $1`, [
      p.job_id,
    ]);
    expect(row).toEqual({ job_post_status: 'REJECTED', rejected_event_remark: 'Not related to the programme.' });
    const ev = await one(
      db,
      `select from_status, to_status, event_remark from job_post_events where job_id = $1 order by event_id desc limit 1`,
      [p.job_id],
    );
    expect(ev).toEqual({
      from_status: 'SUBMITTED',
      to_status: 'REJECTED',
      event_remark: 'Not related to the programme.',
    });
    const mail = await rows(db, `select to_address, body_text from mail_outbox where mail_id > $1`, [mailBefore]);
    expect(mail).toHaveLength(1);
    expect(mail[0].to_address).not.toBe('someone@evil.example');
    expect(mail[0].body_text).toContain('Not related to the programme.');
  });
});

describe('the deadline rule: a SUBMITTED post past its deadline can only be rejected', () => {
  it('refuses approve and approve with arrangement (INVALID_STATE, the notice), then rejects', async () => {
    const [p] = await postWhere(
      db,
      `jp.job_post_status = 'SUBMITTED' and jp.last_apply_date < current_date and p.prog_code = 'BSCCS'`,
    );
    expect(p).toBeDefined();
    const view = await asMc(jobReviewCalls.searchById, { jobId: p!.job_id });
    expect(view.object.actions).toEqual({
      approve: false,
      approveWithArrangement: false,
      reject: true,
      deadlineNotice: true,
    });
    for (const body of [
      { jobPostStatus: 'POSTED' },
      { jobPostStatus: 'SPECIAL_ARRANGEMENT', specialArrange: 'Y' },
    ] as const) {
      const r = await asMc(jobReviewCalls.update, { jobId: p!.job_id, lastUpdatedDate: p!.token, ...body });
      expect(r.errorCode).toBe('INVALID_STATE');
      expect(r.msg).toMatch(/deadline/);
    }
    const rj = await asMc(jobReviewCalls.updateReject, {
      jobId: p!.job_id,
      lastUpdatedDate: p!.token,
      jobPostStatus: 'REVIEW_REJECT',
    });
    expect(rj.msg).toBe('SUCCESS');
    expect(rj.object.jobPostStatus).toBe('REJECTED');
  });
});

describe('concurrency: two staff acting on one post', () => {
  it('with the same lastUpdatedDate one wins and the other gets CONFLICT', async () => {
    const p = await freshSubmitted('BSCCS');
    const body = { jobId: p.job_id, lastUpdatedDate: p.token, jobPostStatus: 'POSTED' } as const;
    const [a, b] = await Promise.all([
      asMc(jobReviewCalls.update, body),
      asMc(jobReviewCalls.updateReject, { ...body, jobPostStatus: 'REVIEW_REJECT' }),
    ]);
    const outcomes = [
      a.msg === 'SUCCESS' ? 'SUCCESS' : a.errorCode,
      b.msg === 'SUCCESS' ? 'SUCCESS' : b.errorCode,
    ].sort();
    expect(outcomes).toEqual(['CONFLICT', 'SUCCESS']);
    const events = await rows(db, `select * from job_post_events where job_id = $1 and from_status = 'SUBMITTED'`, [
      p.job_id,
    ]);
    expect(events.filter((e) => e.actor_user_id !== null && e.to_status !== 'SUBMITTED')).toHaveLength(1);
  });
  it('a stale lastUpdatedDate is refused with CONFLICT', async () => {
    const p = await freshSubmitted('BSCCS');
    const r = await asMc(jobReviewCalls.update, {
      jobId: p.job_id,
      lastUpdatedDate: '2001-01-01T00:00:00.000Z',
      jobPostStatus: 'POSTED',
    });
    expect(r.errorCode).toBe('CONFLICT');
    taken.delete(p.job_id);
  });
  it('a failed write leaves no mail and no event (one transaction)', async () => {
    const p = await freshSubmitted(
      'BSCCS',
      `and not exists (select 1 from job_post_assigned_students a where a.job_id = jp.job_id)`,
    );
    const mailBefore = await lastMailId(db);
    const events = await rows(db, `select event_id from job_post_events where job_id = $1`, [p.job_id]);
    const r = await asMc(jobReviewCalls.update, {
      jobId: p.job_id,
      lastUpdatedDate: p.token,
      jobPostStatus: 'POSTED',
      studentList: [{ assignToUserId: 2147483000 }],
    });
    expect(r.errorCode).toBe('VALIDATION');
    expect(await lastMailId(db)).toBe(mailBefore);
    expect(await rows(db, `select event_id from job_post_events where job_id = $1`, [p.job_id])).toHaveLength(
      events.length,
    );
    taken.delete(p.job_id);
  });
});
