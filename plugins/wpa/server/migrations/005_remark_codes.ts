import { sql, type Kysely } from 'kysely';
import type { Migration } from '@core/server/db/migrate.js';

/**
 * The code and parameters of the remarks the server writes (issue 35; services/remarks.ts): the
 * client shows them in the user's language. The events written before get theirs from their
 * English text, once, here: the only place that reads it.
 */
export const remarkCodeStatements = [
  `alter table wpa_appl_events
    add column if not exists remark_code varchar(20),
    add column if not exists remark_params jsonb`,
  `update wpa_appl_events set remark_code = case when m[1] = 'Sent' then 'sent' else 'resent' end,
     remark_params = jsonb_build_object('name', nullif(m[2], 'the industry supervisor'), 'email', m[3])
   from (select wpa_event_id as id, regexp_match(event_remark, '^(Sent|Resent) to (.*) <([^>]+)>$') as m
         from wpa_appl_events where remark_code is null) r
   where wpa_event_id = r.id and r.m is not null`,
  `update wpa_appl_events set remark_code = 'reminded',
     remark_params = jsonb_build_object('n', m[1], 'name', nullif(m[2], 'the industry supervisor'), 'email', m[3])
   from (select wpa_event_id as id, regexp_match(event_remark, '^Reminder (\\d+) sent to (.*) <([^>]+)>$') as m
         from wpa_appl_events where remark_code is null) r
   where wpa_event_id = r.id and r.m is not null`,
  `update wpa_appl_events set remark_code = 'source',
     remark_params = jsonb_build_object('source', case when m[1] = 'Student' then 'STUDENT' else 'IS' end,
       'remark', nullif(m[3], ''))
   from (select wpa_event_id as id, regexp_match(event_remark, '^Source: (Industry Supervisor|Student)(\\. (.*))?$') as m
         from wpa_appl_events where remark_code is null) r
   where wpa_event_id = r.id and r.m is not null`,
  `update wpa_appl_events set remark_code = 'weighted',
     remark_params = jsonb_build_object('from', nullif(m[1], 'default'), 'to', nullif(m[2], 'default'))
   from (select wpa_event_id as id, regexp_match(event_remark, '^Override weight (\\S+) → (\\S+)$') as m
         from wpa_appl_events where remark_code is null) r
   where wpa_event_id = r.id and r.m is not null`,
  `update wpa_appl_events set remark_code = 'paper', remark_params = '{}'::jsonb
   where remark_code is null and event_remark = 'Entered from the paper form'`,
];

export const remarkCodes: Migration = {
  name: '005_remark_codes',
  async up(db: Kysely<any>) {
    for (const s of remarkCodeStatements) await sql.raw(s).execute(db);
  },
};
