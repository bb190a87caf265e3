import { sql } from 'kysely';
import type { SeedContext } from '@core/server/plugin.js';
import type { JobReviewDb } from './area.js';
import { sanitizeHtml } from '@core/server/html/sanitizeHtml.js';

/**
 * Demo job posts and applications (deterministic through `random`): for every programme of the
 * current cohort, posts in every status (SUBMITTED ones past their deadline, special arrangement
 * Y, partner-assigned students) and applications in every status with their event history,
 * attachments, IP request rounds and dialog remarks. mc01's programmes (BSCCS, BSCDS) get the most.
 */

const TITLES = [
  'Software Engineering Intern',
  'Data Analyst Intern',
  'Business Intelligence Assistant',
  'Machine Learning Research Assistant',
  'Cloud Operations Trainee',
  'Frontend Developer (React)',
  'Marketing Analytics Intern',
  'IT Support Placement',
  'Cybersecurity Analyst Intern',
  'Product Management Intern',
  'QA Automation Intern',
  'Digital Marketing Assistant',
  'Finance Data Intern',
  'UX Research Assistant',
  'Backend Developer (Node.js)',
  'Site Engineering Trainee',
];

/** Post statuses per programme; mc01's programmes get the long list. */
const MAIN_POSTS = [
  'SUBMITTED',
  'SUBMITTED',
  'SUBMITTED',
  'SUBMITTED',
  'SUBMITTED',
  'SUBMITTED',
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'SPECIAL_ARRANGEMENT',
  'SPECIAL_ARRANGEMENT',
  'SPECIAL_ARRANGEMENT',
  'REJECTED',
  'REJECTED',
  'EXPIRED',
  'EXPIRED',
  'WITHDRAWN',
  'DRAFT',
] as const;
const OTHER_POSTS = [
  'SUBMITTED',
  'SUBMITTED',
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'SPECIAL_ARRANGEMENT',
  'REJECTED',
  'EXPIRED',
] as const;

/** The path an application took to reach each status (spec 000 §4), with who acted. */
type Who = 'student' | 'mc' | 'ip';
const PATHS: Record<string, [status: string, who: Who][]> = {
  DRAFT: [],
  TEACHER_REVIEWING: [['TEACHER_REVIEWING', 'student']],
  REJECTED: [
    ['TEACHER_REVIEWING', 'student'],
    ['REJECTED', 'mc'],
  ],
  SPECIAL_ARRANGEMENT: [
    ['TEACHER_REVIEWING', 'student'],
    ['SPECIAL_ARRANGEMENT', 'mc'],
  ],
  STUDENT_WITHDRAWN: [
    ['TEACHER_REVIEWING', 'student'],
    ['STUDENT_WITHDRAWN', 'student'],
  ],
  PEND_IP_RECEIPT: [
    ['TEACHER_REVIEWING', 'student'],
    ['PEND_IP_RECEIPT', 'mc'],
  ],
  IP_PROCESSING: [
    ['TEACHER_REVIEWING', 'student'],
    ['PEND_IP_RECEIPT', 'mc'],
    ['IP_PROCESSING', 'ip'],
  ],
  REQUEST_DOCUMENT: [
    ['TEACHER_REVIEWING', 'student'],
    ['PEND_IP_RECEIPT', 'mc'],
    ['IP_PROCESSING', 'ip'],
    ['REQUEST_DOCUMENT', 'ip'],
  ],
  DOCUMENT_ATTACHED: [
    ['TEACHER_REVIEWING', 'student'],
    ['PEND_IP_RECEIPT', 'mc'],
    ['IP_PROCESSING', 'ip'],
    ['REQUEST_DOCUMENT', 'ip'],
    ['DOCUMENT_ATTACHED', 'student'],
  ],
  DOCUMENT_SUBMITTED: [
    ['TEACHER_REVIEWING', 'student'],
    ['PEND_IP_RECEIPT', 'mc'],
    ['IP_PROCESSING', 'ip'],
    ['REQUEST_DOCUMENT', 'ip'],
    ['DOCUMENT_ATTACHED', 'student'],
    ['DOCUMENT_SUBMITTED', 'ip'],
  ],
  DECLINED: [
    ['TEACHER_REVIEWING', 'student'],
    ['PEND_IP_RECEIPT', 'mc'],
    ['IP_PROCESSING', 'ip'],
    ['DECLINED', 'ip'],
  ],
  OFFER: [
    ['TEACHER_REVIEWING', 'student'],
    ['PEND_IP_RECEIPT', 'mc'],
    ['IP_PROCESSING', 'ip'],
    ['OFFER', 'ip'],
  ],
  OFFER_DECLINED: [
    ['TEACHER_REVIEWING', 'student'],
    ['PEND_IP_RECEIPT', 'mc'],
    ['IP_PROCESSING', 'ip'],
    ['OFFER', 'ip'],
    ['OFFER_DECLINED', 'student'],
  ],
  IN_PROGRESS: [
    ['TEACHER_REVIEWING', 'student'],
    ['PEND_IP_RECEIPT', 'mc'],
    ['IP_PROCESSING', 'ip'],
    ['OFFER', 'ip'],
    ['IN_PROGRESS', 'student'],
  ],
  WITHDRAWN: [
    ['TEACHER_REVIEWING', 'student'],
    ['PEND_IP_RECEIPT', 'mc'],
    ['WITHDRAWN', 'ip'],
  ],
};
/** Statuses cycled over applications: TEACHER_REVIEWING and the five 'in processing' ones come often. */
const APPL_CYCLE = [
  'TEACHER_REVIEWING',
  'PEND_IP_RECEIPT',
  'IP_PROCESSING',
  'REQUEST_DOCUMENT',
  'DOCUMENT_ATTACHED',
  'OFFER',
  'TEACHER_REVIEWING',
  'IN_PROGRESS',
  'REJECTED',
  'DECLINED',
  'OFFER_DECLINED',
  'DOCUMENT_SUBMITTED',
  'STUDENT_WITHDRAWN',
  'TEACHER_REVIEWING',
  'PEND_IP_RECEIPT',
  'DRAFT',
  'IP_PROCESSING',
  'REQUEST_DOCUMENT',
  'IN_PROGRESS',
  'OFFER',
];
const REMARK: Record<string, string> = {
  REJECTED: 'The role asks for a second-year module the student has not taken yet.',
  SPECIAL_ARRANGEMENT: 'Apply through the company careers page; mention the WIL module code.',
  STUDENT_WITHDRAWN: 'I have accepted another placement.',
  REQUEST_DOCUMENT: 'Please upload your latest transcript and a short portfolio.',
  DOCUMENT_ATTACHED: 'Transcript and portfolio attached.',
  DECLINED: 'We have chosen candidates whose experience matches the role more closely.',
  OFFER: 'We are glad to offer you the placement from the expected commence date.',
  OFFER_DECLINED: 'Thank you, but the hours do not fit my timetable.',
};

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

export async function seedJobReview({ db, random }: SeedContext<JobReviewDb>) {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);

  const cohorts = await db
    .selectFrom('cohorts')
    .select(['cohortId', 'cohortYear', 'isCurrent'])
    .orderBy('cohortYear', 'desc')
    .execute();
  const current = cohorts.find((c) => c.isCurrent === 'Y');
  if (!current) return;
  const previous = cohorts.find((c) => c.cohortYear === current.cohortYear - 1);
  const cps = await db
    .selectFrom('cohortProgrammes as cp')
    .innerJoin('programmes as p', 'p.progId', 'cp.progId')
    .select(['cp.cohortProgId', 'cp.cohortId', 'cp.progId', 'p.progCode'])
    .orderBy('p.progId')
    .execute();
  const mcOf = await db
    .selectFrom('staffRoles as sr')
    .innerJoin('academicStaff as a', 'a.academicStaffId', 'sr.academicStaffId')
    .select(['sr.cohortProgId', 'a.userId'])
    .where('sr.roleCode', '=', 'MODULE_CONVENER')
    .orderBy('a.userId')
    .execute();
  const partners = await db
    .selectFrom('partners as pa')
    .innerJoin('partnerContacts as c', 'c.partnerId', 'pa.partnerId')
    .select(['pa.partnerId', 'c.partnerContactId', 'c.userId'])
    .where('c.isPrimary', '=', 'Y')
    .orderBy('pa.partnerId')
    .execute();
  const params = await db.selectFrom('sysParams').select(['paramId', 'segment', 'code']).execute();
  const codes = (segment: string) => params.filter((p) => p.segment === segment);
  const students = await db
    .selectFrom('students as s')
    .innerJoin('cohorts as c', 'c.cohortId', 's.cohortId')
    .select(['s.studentId', 's.userId', 's.progId', 'c.cohortYear', 's.contactPhone'])
    .orderBy('s.studentId')
    .execute();

  let postNo = 0;
  let applNo = 0;
  for (const cp of cps) {
    const isCurrent = cp.cohortId === current.cohortId;
    const isPrevious = cp.cohortId === previous?.cohortId;
    if (!isCurrent && !(isPrevious && ['BSCCS', 'BSCDS'].includes(cp.progCode))) continue;
    const main = ['BSCCS', 'BSCDS'].includes(cp.progCode);
    const statuses: readonly string[] = !isCurrent ? ['EXPIRED', 'EXPIRED', 'ACTIVE'] : main ? MAIN_POSTS : OTHER_POSTS;
    const mcUser = mcOf.find((m) => m.cohortProgId === cp.cohortProgId)?.userId ?? null;
    const cohortYear = cohorts.find((c) => c.cohortId === cp.cohortId)!.cohortYear;
    const own = students.filter((s) => s.progId === cp.progId && s.cohortYear <= cohortYear);
    let submittedNo = 0;

    for (const status of statuses) {
      postNo++;
      const partner = partners[(postNo * 7) % partners.length]!;
      const title = TITLES[(postNo * 5 + cp.progId) % TITLES.length]!;
      const base = isCurrent ? today : addDays(today, -365);
      // Deadlines: open posts lie ahead; two SUBMITTED posts per main programme have passed theirs.
      const late = status === 'SUBMITTED' && main && submittedNo++ < 2;
      const deadline =
        status === 'EXPIRED' || late
          ? addDays(base, -(3 + Math.floor(random() * 20)))
          : addDays(base, 10 + Math.floor(random() * 50));
      const commence = addDays(deadline, 14 + Math.floor(random() * 30));
      const submitted = addDays(today, -(20 + Math.floor(random() * 40)));
      const decided = addDays(submitted, 2 + Math.floor(random() * 5));
      const arrangement = status === 'SPECIAL_ARRANGEMENT' || (status === 'ACTIVE' && postNo % 9 === 0);
      const salaryFrom = 60 + Math.floor(random() * 8) * 10;
      const post = await db
        .insertInto('jobPosts')
        .values({
          cohortProgId: cp.cohortProgId,
          partnerId: partner.partnerId,
          partnerContactId: partner.partnerContactId,
          jobTitle: title,
          jobType: pick(codes('JOB_TYPE')).code,
          positionType: pick(codes('POSITION_TYPE')).code,
          vacancies: 1 + Math.floor(random() * 4),
          // Partner-written rich text goes in through the one HTML policy, as a partner's would.
          jobDesc: sanitizeHtml(
            `<p>Join our team as a ${title.toLowerCase()}. You will work on real projects with a named supervisor, take part in planning and reviews, and present your work at the end of the placement.</p>`,
          ),
          jobRequirement: sanitizeHtml(
            '<ul><li>Currently studying in the programme</li><li>Good written and spoken English and Chinese</li><li>Able to work at least three days a week</li></ul>',
          ),
          salaryRangeFrom: salaryFrom,
          salaryRangeTo: salaryFrom + 20,
          unit: 'HOUR',
          expCommenceDate: iso(commence),
          expEndDate: iso(addDays(commence, 90 + Math.floor(random() * 90))),
          lastApplyDate: iso(deadline),
          workLocId: pick(codes('WORK_LOCATION')).paramId,
          otherDesc: postNo % 4 === 0 ? 'Laptop provided. Flexible hours during exam weeks.' : null,
          jobPostStatus: status,
          specialArrange: arrangement ? 'Y' : 'N',
          specialRemark: arrangement ? 'Students apply by email to the HR manager; quote the module code.' : null,
          rejectedEventRemark: status === 'REJECTED' ? 'The duties described are not related to the programme.' : null,
          additionalInfo:
            status !== 'DRAFT' && postNo % 3 === 0
              ? 'Company visited in the previous cohort; feedback was good.'
              : null,
          submitDate: status === 'DRAFT' ? null : submitted,
          eventDate: ['ACTIVE', 'REJECTED', 'SPECIAL_ARRANGEMENT', 'EXPIRED', 'WITHDRAWN'].includes(status)
            ? decided
            : null,
          eventRemark: status === 'REJECTED' ? 'The duties described are not related to the programme.' : null,
          createdBy: 'seed',
          lastUpdatedBy: 'seed',
        })
        .returning('jobId')
        .executeTakeFirstOrThrow();
      // Written in SQL: the CamelCasePlugin would spell 'AWeek' as 'aweek'.
      await sql`update job_posts set estimated_no_of_days_a_week = ${3 + Math.floor(random() * 3)},
        estimated_no_of_hours_a_week = ${24 + Math.floor(random() * 17)} where job_id = ${post.jobId}`.execute(db);

      // History: submitted by the partner, then the convener's decision.
      const events: {
        fromStatus: string | null;
        toStatus: string;
        eventRemark: string | null;
        specialRemark: string | null;
        actorUserId: number | null;
        eventDate: Date;
      }[] = [];
      if (status !== 'DRAFT') {
        events.push({
          fromStatus: 'DRAFT',
          toStatus: 'SUBMITTED',
          eventRemark: null,
          specialRemark: null,
          actorUserId: partner.userId,
          eventDate: submitted,
        });
      }
      const decision = status === 'EXPIRED' || status === 'WITHDRAWN' ? (postNo % 2 ? 'ACTIVE' : null) : null;
      if (decision)
        events.push({
          fromStatus: 'SUBMITTED',
          toStatus: 'ACTIVE',
          eventRemark: null,
          specialRemark: null,
          actorUserId: mcUser,
          eventDate: decided,
        });
      if (['ACTIVE', 'REJECTED', 'SPECIAL_ARRANGEMENT'].includes(status)) {
        events.push({
          fromStatus: 'SUBMITTED',
          toStatus: status,
          eventRemark: status === 'REJECTED' ? 'The duties described are not related to the programme.' : null,
          specialRemark:
            arrangement && status === 'SPECIAL_ARRANGEMENT'
              ? 'Students apply by email to the HR manager; quote the module code.'
              : null,
          actorUserId: mcUser,
          eventDate: decided,
        });
      }
      if (status === 'EXPIRED' || status === 'WITHDRAWN') {
        events.push({
          fromStatus: decision ?? 'SUBMITTED',
          toStatus: status,
          eventRemark: status === 'WITHDRAWN' ? 'The position has been filled internally.' : null,
          specialRemark: null,
          actorUserId: status === 'WITHDRAWN' ? partner.userId : null,
          eventDate: addDays(decided, 10),
        });
      }
      if (events.length)
        await db
          .insertInto('jobPostEvents')
          .values(events.map((e) => ({ ...e, jobId: post.jobId })))
          .execute();

      // Assigned students: partners assign on some SUBMITTED posts, the convener on some approved ones.
      const assignBy =
        status === 'SUBMITTED' && postNo % 2 === 0
          ? 'PARTNER'
          : status === 'ACTIVE' && postNo % 3 === 0
            ? 'ACADEMIC'
            : null;
      if (assignBy && own.length) {
        const chosen = [...new Set([0, 1, 2].map(() => pick(own).userId))];
        await db
          .insertInto('jobPostAssignedStudents')
          .values(
            chosen.map((u) => ({
              jobId: post.jobId,
              assignToUserId: u,
              assignUserType: assignBy as 'PARTNER' | 'ACADEMIC',
            })),
          )
          .execute();
      }

      // Applications to posts students could see.
      if (!['ACTIVE', 'SPECIAL_ARRANGEMENT', 'EXPIRED', 'WITHDRAWN'].includes(status) || !own.length) continue;
      const count = status === 'ACTIVE' ? (main ? 6 : 3) : 2;
      const applicants = new Set<number>();
      while (applicants.size < Math.min(count, own.length)) applicants.add(Math.floor(random() * own.length));
      for (const idx of applicants) {
        const student = own[idx]!;
        applNo++;
        const applStatus =
          status === 'WITHDRAWN'
            ? 'WITHDRAWN'
            : status === 'SPECIAL_ARRANGEMENT'
              ? pick(['TEACHER_REVIEWING', 'SPECIAL_ARRANGEMENT'])
              : APPL_CYCLE[applNo % APPL_CYCLE.length]!;
        const path = PATHS[applStatus]!;
        const applied = addDays(submitted, 5 + Math.floor(random() * 10));
        const specialArrange = status !== 'SPECIAL_ARRANGEMENT' && applNo % 11 === 0 ? 'Y' : 'N';
        const sa = path.some(([s]) => s === 'SPECIAL_ARRANGEMENT');
        const appl = await db
          .insertInto('jobApplications')
          .values({
            jobId: post.jobId,
            studentId: student.studentId,
            jobApplStatus: applStatus,
            specialArrange,
            applyDate: applStatus === 'DRAFT' ? null : applied,
            contactPhone: student.contactPhone,
            whatsApp: applNo % 2 ? student.contactPhone : null,
            weChat: applNo % 5 === 0 ? `wx_${student.studentId}` : null,
            linkedIn: applNo % 3 === 0 ? `https://www.linkedin.com/in/student-${student.studentId}` : null,
            personalWeb: applNo % 4 === 0 ? `https://student-${student.studentId}.example.net` : null,
            resumeType: applNo % 3 === 0 ? 'SELECT' : 'UPLOAD',
            annexName: `resume-${applNo}.pdf`,
            storagePath: `demo/resume-${applNo}.pdf`,
            portfolioLinkOne: applNo % 2 === 0 ? `https://github.com/student-${student.studentId}` : null,
            portfolioLinkOneDesc: applNo % 2 === 0 ? 'Code samples' : null,
            portfolioLinkTwo: applNo % 4 === 0 ? `https://dribbble.com/student-${student.studentId}` : null,
            portfolioLinkTwoDesc: applNo % 4 === 0 ? 'Design work' : null,
            portfolioLinkThree: null,
            portfolioLinkThreeDesc: null,
            additionalInfo:
              applNo % 3 === 0 ? 'Available from the expected commence date; can work four days a week.' : null,
            mcCommentsToStudent: sa ? REMARK.SPECIAL_ARRANGEMENT! : null,
            eventRemark: [...path].reverse().find(([s]) => REMARK[s])?.[0]
              ? REMARK[[...path].reverse().find(([s]) => REMARK[s])![0]]!
              : null,
            createdBy: 'seed',
            lastUpdatedBy: 'seed',
          })
          .returning('jobApplId')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('jobApplAnnexes')
          .values({
            jobApplId: appl.jobApplId,
            annexName: `transcript-${applNo}.pdf`,
            storagePath: `demo/transcript-${applNo}.pdf`,
            fileTypeVal: 'PDF',
          })
          .execute();
        let from: string | null = 'DRAFT';
        let when = applied;
        for (const [to, who] of path) {
          const eventType =
            to === 'REQUEST_DOCUMENT'
              ? 'REQUEST_DOCUMENT'
              : to === 'DOCUMENT_ATTACHED'
                ? 'DOCUMENT_ATTACHED'
                : 'STATUS_CHANGE';
          const ev = await db
            .insertInto('jobApplEvents')
            .values({
              jobApplId: appl.jobApplId,
              fromStatus: from,
              toStatus: to,
              eventType,
              eventRemark: REMARK[to] ?? null,
              actorUserId: who === 'student' ? student.userId : who === 'mc' ? mcUser : partner.userId,
              eventDate: when,
            })
            .returning('jobApplEventId')
            .executeTakeFirstOrThrow();
          if (eventType === 'REQUEST_DOCUMENT' && path.some(([s]) => s === 'DOCUMENT_ATTACHED')) {
            await db
              .insertInto('jobApplAnnexes')
              .values({
                jobApplId: appl.jobApplId,
                jobApplEventId: ev.jobApplEventId,
                annexName: `supporting-${applNo}.pdf`,
                storagePath: `demo/supporting-${applNo}.pdf`,
                fileTypeVal: 'PDF',
              })
              .execute();
          }
          from = to;
          when = addDays(when, 1 + Math.floor(random() * 4));
        }
      }
    }
  }
}
