import { sql } from 'kysely';
import type { WpaDb } from './area.js';
import type { GrowContext, SeedContext } from '@core/server/plugin.js';
import { studentFigures } from './figures/studentFigures.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { programmesContract } from '@schemas/programmes/contract.js';
import { markOf } from '../shared/marks.js';
import { demoPaperFormPath, demoSignaturePath } from './demoFiles.js';
import { codedRemark, typedRemark, type CodedRemark } from './services/remarks.js';

const VIEW = sql.table(modulesContract.readViews.studentModules);
const DAY = 86_400_000;

/**
 * The statuses each supervisor's students go through, in turn, so that every AS (as01, mc01…)
 * has a WPA in every status: two sent to the supervisor over 14 days ago, Chinese companies and
 * supervisors, offline forms with their signature and paper form, and accepted forms to weigh.
 */
const CYCLE = [
  'PENDING_SEND',
  'SENT_TO_IS',
  'SENT_TO_IS_OVER',
  'PENDING_REVIEW',
  'ACCEPTED',
  'RETURNED_TO_STUDENT',
  'ACCEPTED_OFFLINE',
  'REJECTED',
  'TERMINATED',
  'PENDING_REVIEW',
  'SENT_TO_IS_OVER',
  'ACCEPTED',
  'DRAFT',
] as const;

const PARTNERS: { company: string; address: string; supervisor: string; position: string; email: string }[] = [
  {
    company: '港灣數據有限公司',
    address: '香港灣仔港灣道1號20樓',
    supervisor: '陳大文',
    position: '數據工程經理',
    email: 'david.chan@harbourdata.example.hk',
  },
  {
    company: 'Harbour Analytics Ltd',
    address: '1 Harbour Road, Wan Chai, Hong Kong',
    supervisor: 'Chris Wong',
    position: 'Team Lead',
    email: 'chris.wong@harbour.example.com',
  },
  {
    company: '九龍機械人科技有限公司',
    address: '九龍觀塘巧明街100號',
    supervisor: '李小明',
    position: '軟件主管',
    email: 'ming.li@kowloonbots.example.hk',
  },
  {
    company: 'Peak Software House',
    address: '18 Science Park West Avenue, Sha Tin',
    supervisor: 'Mandy Lau',
    position: 'Engineering Manager',
    email: 'mandy.lau@peaksoft.example.com',
  },
  {
    company: '深圳前海数据科技有限公司',
    address: '深圳市南山区前海路88号',
    supervisor: '王芳',
    position: '项目经理',
    email: 'fang.wang@qhdata.example.cn',
  },
  {
    company: 'Victoria Fintech',
    address: '8 Finance Street, Central',
    supervisor: 'Sam Ho',
    position: 'Product Owner',
    email: 'sam.ho@vicfin.example.com',
  },
];
const ACTIVITIES = [
  ['Built a data pipeline for the sales reports', '建立銷售報表的數據管道'],
  ['Tested the mobile app before each release', '於每次發佈前測試流動應用程式'],
  ['Wrote the API documentation', '撰寫 API 文件'],
  ['Supported the help desk', '支援客戶服務台'],
  ['Cleaned and modelled customer data', '整理及建立客戶數據模型'],
];
const STRENGTHS = ['Reliable, careful and quick to learn.', '可靠、細心，學習能力強。'];
const GROWTH = ['Presenting to clients with more confidence.', '向客戶簡報時可更有自信。'];
const COMMENTS = ['A good placement; the student met every deadline.', '實習表現良好，能準時完成所有工作。'];

interface Enrolment {
  studentModuleId: number;
  cohortModuleId: number;
  academicSupervisorUserId: number | null;
  accountId: string | null;
  isCurrent: boolean;
}

/** The question texts and weightings of each cohort module (general questions and the programme's own). */
async function questionSets(db: WpaDb, publishes: (view: string) => boolean) {
  const general = await sql<{ questionNo: number; question: string | null }>`
    select question_no, question from wpa_general_questions order by question_no`.execute(db);
  const params = publishes(programmesContract.readViews.parameters)
    ? await sql<Record<string, unknown> & { cohortModuleId: number }>`
        select distinct on (cm.cohort_module_id) cm.cohort_module_id, pp.*
          from cohort_modules cm
          join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
          join programmes p on p.prog_id = cp.prog_id
          join cohorts co on co.cohort_id = cp.cohort_id
          join ${sql.table(programmesContract.readViews.parameters)} pp on pp.prog_code = p.prog_code and pp.cohort_year = co.cohort_year
         order by cm.cohort_module_id, pp.programme_parameters_id desc`.execute(db)
    : { rows: [] };
  const byModule = new Map(params.rows.map((r) => [r.cohortModuleId, r]));
  return (cohortModuleId: number) => {
    const pp = byModule.get(cohortModuleId);
    const texts: Record<number, string | null> = {};
    const weightings: Record<number, number | null> = {};
    for (let n = 1; n <= 13; n++) {
      texts[n] = n <= 8 ? (general.rows.find((g) => g.questionNo === n)?.question ?? null) : null;
      if (n > 8 && pp) texts[n] = (pp[`programmeSpecificWpaQuestion${n}`] as string | null) ?? null;
      const w = pp?.[`wpaQuestion${n}Weighting`];
      weightings[n] = w === null || w === undefined ? null : Number(w);
    }
    const asked = Object.keys(texts)
      .map(Number)
      .filter((n) => (texts[n] ?? '').trim() !== '');
    return { texts, weightings, asked };
  };
}

/**
 * Demo WPAs (issue 29): for the student modules of every cohort, in each AS's turn through
 * CYCLE; a few students with a second accepted form (the weighting popup); decision events
 * that match each status. Deterministic: ctx.random and the enrolments' order.
 */
export async function seedWpa({ db, random, publishes, counters }: SeedContext<WpaDb>) {
  const enrolled = await sql<Enrolment>`
    select sm.student_module_id, sm.cohort_module_id, sm.academic_supervisor_user_id, au.account_id,
      co.is_current = 'Y' as is_current
    from ${VIEW} sm
    join cohort_modules cm on cm.cohort_module_id = sm.cohort_module_id
    join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
    join cohorts co on co.cohort_id = cp.cohort_id
    left join users au on au.user_id = sm.academic_supervisor_user_id
    order by sm.student_module_id`.execute(db);
  const setOf = await questionSets(db, publishes);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const turn = new Map<string, number>();
  const now = Date.now();
  let offline = 0;
  let k = 0;
  for (const e of enrolled.rows) {
    if (!e.isCurrent && random() < 0.1) continue;
    const who = `${e.academicSupervisorUserId ?? 0}:${e.isCurrent}`;
    // The current cohort's students have three placements each, so that every AS's few students
    // cover the whole cycle; earlier cohorts are done: accepted, rejected or terminated.
    const forms: string[] = [];
    for (let j = 0; j < (e.isCurrent ? 3 : 1); j++) {
      const t = turn.get(who) ?? 0;
      turn.set(who, t + 1);
      forms.push(
        e.isCurrent ? CYCLE[t % CYCLE.length]! : pick(['ACCEPTED', 'ACCEPTED', 'REJECTED', 'TERMINATED'] as const),
      );
    }
    for (const form of forms) {
      k++;
      const chinese = k % 3 === 0;
      const partner = PARTNERS[k % PARTNERS.length]!;
      const q = setOf(e.cohortModuleId);
      const results: Record<number, number | null> = {};
      for (let n = 1; n <= 13; n++) results[n] = q.asked.includes(n) ? 2 + Math.floor(random() * 4) : null;
      const applied = now - (30 + Math.floor(random() * 40)) * DAY;
      const start = new Date(applied - 70 * DAY);
      const end = new Date(applied - 7 * DAY);
      const over = form === 'SENT_TO_IS_OVER';
      const status = over ? 'SENT_TO_IS' : form;
      const sentAt = over ? now - (15 + Math.floor(random() * 15)) * DAY : now - (1 + Math.floor(random() * 10)) * DAY;
      const reachedIs = ['SENT_TO_IS', 'PENDING_REVIEW', 'ACCEPTED', 'REJECTED', 'TERMINATED'].includes(status);
      const isInput = ['PENDING_REVIEW', 'ACCEPTED', 'REJECTED', 'TERMINATED', 'ACCEPTED_OFFLINE'].includes(status);
      const isOffline = status === 'ACCEPTED_OFFLINE';
      if (isOffline) offline++;
      const hours = 200 + Math.floor(random() * 20) * 10;
      const [a1, a2, a3] = [0, 1, 2].map((i) => ACTIVITIES[(k + i) % ACTIVITIES.length]![chinese ? 1 : 0]!);
      const accepted = status === 'ACCEPTED' || isOffline;
      const source = accepted || status === 'REJECTED' ? (k % 2 ? 'IS' : 'STUDENT') : null;
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      // Part I's placement as the student gives it; the supervisor confirms the same (its *Is columns).
      const placement = {
        periodStartDate: day(start.getTime()),
        periodEndDate: day(end.getTime()),
        companyName: partner.company,
        companyAddress: partner.address,
        industrySupervisorName: partner.supervisor,
        industrySupervisorPosition: partner.position,
        industrySupervisorPhone: '2123 4567',
        industrySupervisorEmail: partner.email,
      };
      const row = {
        studentModuleId: e.studentModuleId,
        cohortModuleId: e.cohortModuleId,
        wpaStatus: status,
        applyDate: status === 'DRAFT' ? null : new Date(applied),
        wilHours: hours,
        ...placement,
        ...(isInput && !isOffline
          ? {
              wilHoursIs: hours - 10,
              ...Object.fromEntries(Object.entries(placement).map(([column, v]) => [`${column}Is`, v])),
            }
          : {}),
        ...(isInput
          ? {
              activity1: a1,
              activity2: a2,
              activity3: a3,
              activityProportion1: 50,
              activityProportion2: 30,
              activityProportion3: 20,
              timeSpentOne: 50,
              timeSpentTwo: 30,
              timeSpentThree: 20,
              ...Object.fromEntries(Object.entries(results).map(([n, r]) => [`wpaQuestionResult${n}`, r])),
              workPerformance: 2 + Math.floor(random() * 4),
              strengthArea: STRENGTHS[chinese ? 1 : 0],
              growthArea: GROWTH[chinese ? 1 : 0],
              workPerformanceComment: COMMENTS[chinese ? 1 : 0],
              signature: partner.supervisor,
              signatureDate: day(now - 3 * DAY),
              mark: markOf(results, q.weightings, q.asked),
            }
          : {}),
        ...Object.fromEntries(Object.entries(q.texts).map(([n, text]) => [`wpaQuestion${n}`, text])),
        selectStudentOrIs: status === 'ACCEPTED' || status === 'REJECTED' ? source : null,
        eventRemark: status === 'RETURNED_TO_STUDENT' ? 'Please correct the WIL period and the hours.' : null,
        comments: accepted ? 'Well done. Keep the good work going.' : null,
        sentToIs: reachedIs ? 'Y' : 'N',
        sentToIsDate: reachedIs ? new Date(sentAt) : null,
        ...(isOffline
          ? {
              signatureImgPath: demoSignaturePath(offline),
              filePath: demoPaperFormPath(offline),
              fileName: `WPA paper form ${offline}.pdf`,
              offlineEnteredBy: e.academicSupervisorUserId,
              offlineEnteredDate: new Date(applied),
            }
          : {}),
        overrideWeight: null,
        createdBy: 'seed',
        lastUpdatedBy: e.accountId ?? 'seed',
      };
      const { wpaApplId } = await db
        .insertInto('wpaAppls')
        .values(row as never)
        .returning('wpaApplId')
        .executeTakeFirstOrThrow();
      await seedEvents(db, wpaApplId, status, e.academicSupervisorUserId, { applied, sentAt, source });
    }
  }
  await counters.refresh(db, [{ figures: studentFigures, keys: null }]);
}

/** The decision history a WPA in `status` has been through. */
async function seedEvents(
  db: WpaDb,
  wpaApplId: number,
  status: string,
  actor: number | null,
  at: { applied: number; sentAt: number; source: string | null },
) {
  const ev = (
    eventType: string,
    from: string | null,
    to: string,
    ms: number,
    remark: CodedRemark | ReturnType<typeof typedRemark> = typedRemark(null),
  ) => ({
    wpaApplId,
    eventType,
    fromStatus: from,
    toStatus: to,
    ...remark,
    actorUserId: eventType === 'wpa.submit' || eventType === 'wpa.submitByIs' ? null : actor,
    actorLabel: eventType === 'wpa.submitByIs' ? 'Industry supervisor' : eventType === 'wpa.submit' ? 'Student' : null,
    eventDate: new Date(ms),
  });
  const list = [];
  if (status === 'DRAFT') return;
  if (status === 'ACCEPTED_OFFLINE') {
    list.push(ev('wpa.insertOffline', null, status, at.applied, codedRemark('paper', {})));
  } else {
    list.push(ev('wpa.submit', 'DRAFT', 'PENDING_SEND', at.applied));
    if (status === 'RETURNED_TO_STUDENT') {
      list.push(
        ev(
          'wpa.return',
          'PENDING_SEND',
          status,
          at.applied + 86_400_000,
          typedRemark('Please correct the WIL period and the hours.'),
        ),
      );
    } else if (status !== 'PENDING_SEND') {
      list.push(ev('wpa.approve', 'PENDING_SEND', 'SENT_TO_IS', at.sentAt));
      if (status === 'TERMINATED') list.push(ev('wpa.terminate', 'SENT_TO_IS', status, at.sentAt + 3_600_000));
      if (['PENDING_REVIEW', 'ACCEPTED', 'REJECTED'].includes(status)) {
        list.push(ev('wpa.submitByIs', 'SENT_TO_IS', 'PENDING_REVIEW', at.sentAt + 3_600_000));
      }
      if (status === 'ACCEPTED' || status === 'REJECTED') {
        const source = codedRemark('source', { source: at.source === 'IS' ? 'IS' : 'STUDENT', remark: null });
        list.push(
          ev(
            status === 'ACCEPTED' ? 'wpa.accept' : 'wpa.reject',
            'PENDING_REVIEW',
            status,
            at.sentAt + 7_200_000,
            source,
          ),
        );
      }
    }
  }
  await db.insertInto('wpaApplEvents').values(list).execute();
}

/**
 * The benchmark's large data set: one WPA for most student modules of the large modules (the
 * modules plugin's grow makes a module of 10,000+ students), set-based and only where a student
 * module has none, with the statuses spread as in the demo.
 */
export async function growWpa({ db, counters }: GrowContext<WpaDb>) {
  const r = await sql`
    insert into wpa_appls (student_module_id, cohort_module_id, wpa_status, apply_date, wil_hours,
      period_start_date, period_end_date, company_name, company_address, industry_supervisor_name,
      industry_supervisor_position, industry_supervisor_phone, industry_supervisor_email, mark, work_performance,
      sent_to_is, sent_to_is_date, select_student_or_is, created_by, last_updated_by)
    select sm.student_module_id, sm.cohort_module_id, st.status,
      now() - (sm.student_module_id % 60 + 20) * interval '1 day', 200 + sm.student_module_id % 30 * 10,
      current_date - 120, current_date - 30,
      (array['港灣數據有限公司', 'Harbour Analytics Ltd', 'Peak Software House', 'Victoria Fintech'])[sm.student_module_id % 4 + 1],
      '1 Harbour Road, Wan Chai', (array['陳大文', 'Chris Wong', 'Mandy Lau'])[sm.student_module_id % 3 + 1],
      'Team Lead', '2123 4567', 'supervisor@partner.example.com',
      case when st.status in ('ACCEPTED', 'REJECTED') then 60 + sm.student_module_id % 40 end,
      case when st.status in ('ACCEPTED', 'REJECTED') then sm.student_module_id % 6 end,
      case when st.status in ('SENT_TO_IS', 'PENDING_REVIEW', 'ACCEPTED', 'REJECTED') then 'Y' else 'N' end,
      case when st.status in ('SENT_TO_IS', 'PENDING_REVIEW', 'ACCEPTED', 'REJECTED')
           then now() - (sm.student_module_id % 30) * interval '1 day' end,
      case when st.status in ('ACCEPTED', 'REJECTED') then 'STUDENT' end,
      'grow', 'grow'
    from ${VIEW} sm
    cross join lateral (select (array['PENDING_SEND', 'SENT_TO_IS', 'PENDING_REVIEW', 'ACCEPTED', 'ACCEPTED',
      'REJECTED', 'RETURNED_TO_STUDENT', 'TERMINATED', 'SENT_TO_IS', 'ACCEPTED'])[sm.student_module_id % 10 + 1] as status) st
    where sm.cohort_module_id in (select cohort_module_id from ${VIEW} group by cohort_module_id having count(*) >= 5000)
      and sm.student_module_id % 10 <> 9
      and not exists (select 1 from wpa_appls w where w.student_module_id = sm.student_module_id)`.execute(db);
  await counters.rebuild(db, studentFigures, Number(r.numAffectedRows ?? 0) > 0);
}
