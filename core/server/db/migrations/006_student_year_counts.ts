import { sqlMigration, type Migration } from '../migrate.js';
import { statementCounters } from '../counters.js';

/**
 * Students per programme, entry cohort and entry study year, kept by statement triggers on
 * students in the same transaction as the change (the home's student statistics read them): data
 * built on the kernel's students, so the kernel's, as student_names is. Job review's
 * 002_list_speed made it until issue 34, with triggers on a table that is not job review's.
 */
const statements = [
  `create table student_year_counts (
     prog_id integer not null,
     cohort_id integer not null,
     study_year_entry integer not null,
     n integer not null,
     primary key (prog_id, cohort_id, study_year_entry))`,
  `insert into student_year_counts select prog_id, cohort_id, study_year_entry, count(*) from students group by 1, 2, 3`,
  ...statementCounters('students', 'student_year_counts', ['prog_id', 'cohort_id', 'study_year_entry']),
];

export const studentYearCounts: Migration = sqlMigration('006_student_year_counts', statements);
