import { sqlMigration, type Migration } from '@core/server/db/migrate.js';
import { AUDIT } from '@core/server/db/audit.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The WIL programme setup of a cohort programme (spec 001 §3 Programme parameters): one row per
 * cohort programme, shared with the Programme Parameter Report of the reports plugin.
 */
const statements = [
  `create table programme_parameters (
    programme_parameters_id serial primary key,
    cohort_prog_id integer not null unique references cohort_programmes,
    programme_leader_id integer references academic_staff,
    module_convener_id integer references academic_staff,
    assignment1_log_weighting numeric(5,2),
    assignment2_final_report_weighting numeric(5,2),
    assignment3_other_weighting numeric(5,2),
    wpa_weighting numeric(5,2),
    ${range(1, 13)
      .map((n) => `wpa_question${n}_weighting numeric(5,2)`)
      .join(',\n    ')},
    ${range(9, 13)
      .map((n) => `programme_specific_wpa_question${n} varchar(500)`)
      .join(',\n    ')},${AUDIT})`,
  `create index programme_parameters_leader_idx on programme_parameters (programme_leader_id)`,
  `create index programme_parameters_convener_idx on programme_parameters (module_convener_id)`,
  `create table programme_parameter_supervisors (
    programme_parameters_id integer not null references programme_parameters on delete cascade,
    academic_staff_id integer not null references academic_staff,
    primary key (programme_parameters_id, academic_staff_id))`,
  `create index programme_parameter_supervisors_staff_idx on programme_parameter_supervisors (academic_staff_id)`,
];

export const programmeParameters: Migration = sqlMigration('001_programme_parameters', statements);
