import { sqlMigration, type Migration } from '@core/server/db/migrate.js';

/**
 * The Industry Partner Report's requestor name and department (spec 001 §2, §3 Partner contact):
 * the partner contact's own wil_contact_name and wil_dept_name (core 007_partner_requestor),
 * where 001 had placeholders; the 'Requestor Name' filter binds to the first.
 */
const statements = [
  `create or replace view reports_partner_contacts_v as
   select pc.partner_contact_id, pa.partner_id, pa.company_logo, pa.company_name, pa.company_location,
          pa.company_website, pa.company_socail_media, pa.company_you_tu_be, pa.company_profile,
          cu.account_id as user_code, cu.account_id as partner_contact_acct_id,
          pc.contact_title, pc.contact_name, pc.contact_title as contact_job_title, pc.contact_dept,
          pc.contact_email, pc.contact_office_phone, pc.contact_mobile_phone,
          pc.wil_contact_name::text as wil_contact_name, pc.wil_dept_name::text as wil_dept_name,
          pc.is_primary as main_contact, pa.active as active_ind,
          case when pa.active = 'N' then pa.last_updated_date::date end as inactive_date
     from partner_contacts pc
     join partners pa on pa.partner_id = pc.partner_id
     left join users cu on cu.user_id = pc.user_id`,
];

export const partnerRequestor: Migration = sqlMigration('005_partner_requestor', statements);
