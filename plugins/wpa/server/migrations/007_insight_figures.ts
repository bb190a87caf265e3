import { sql, type Kysely } from 'kysely';
import type { Migration } from '@core/server/db/migrate.js';
import type { Rollup } from '@core/server/counters/figures.js';
import { STUDENT_MODULES } from '../services/sqlParts.js';
import { INSIGHT_SUMS, insightRollups } from '../figures/insightFacts.js';

/**
 * Issue 38's Insights figures (figures/insightFacts.ts): per student module the days its accepted
 * WPAs were accepted and its questions' rating sums and counts; per module, AS and day the forms
 * accepted; per module, AS and question the ratings' sum and count. Filled here from the rows as
 * they are, so the first start after the upgrade reads them without a check-counters run.
 */
const statements = [
  `alter table wpa_student_figures add column accepted_days date[], add column rating_sums numeric(9,2)[],
     add column rating_counts integer[]`,
  `create table wpa_accepted_days (
    cohort_module_id integer not null,
    academic_staff_id integer not null,
    accepted_day date not null,
    forms integer not null default 0,
    primary key (cohort_module_id, academic_staff_id, accepted_day))`,
  `create table wpa_question_ratings (
    cohort_module_id integer not null,
    academic_staff_id integer not null,
    question_no integer not null,
    rating_sum numeric(12,2) not null default 0,
    rating_count integer not null default 0,
    primary key (cohort_module_id, academic_staff_id, question_no))`,
];

/** A rollup's rows summed from the figures table, as the kernel's check recomputes them. */
const fill = (r: Rollup) => {
  const cols = [...Object.keys(r.by), ...Object.keys(r.sums)].join(', ');
  const by = Object.values(r.by);
  const sums = Object.values(r.sums).map((e) => `sum(${e})`);
  return `insert into ${r.table} (${cols}) select ${[...by, ...sums].join(', ')}
    from wpa_student_figures f ${r.from ?? ''} ${r.where ? `where ${r.where}` : ''} group by ${by.join(', ')}`;
};

export const insightFigures: Migration = {
  name: '007_insight_figures',
  async up(db: Kysely<any>) {
    for (const s of statements) await sql.raw(s).execute(db);
    await sql`update wpa_student_figures f
        set accepted_days = t.accepted_days, rating_sums = t.rating_sums, rating_counts = t.rating_counts
       from (select sm.student_module_id, i.accepted_days, i.rating_sums, i.rating_counts
               from ${STUDENT_MODULES} sm ${INSIGHT_SUMS}) t
      where t.student_module_id = f.student_module_id`.execute(db);
    for (const r of insightRollups) await sql.raw(fill(r)).execute(db);
  },
};
