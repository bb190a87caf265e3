import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate.js';

/**
 * A partner contact's requestor (spec 001 §3 Partner contact, {product}ContactName and
 * {product}DeptName; the Industry Partner Report's 'Requestor Name' and 'Requestor Department'):
 * the institution's WIL staff member who asked the company to take part, and their department,
 * as the contact gives them when registering. Written by the partner side, read here.
 */
export const partnerRequestor: Migration = {
  name: '007_partner_requestor',
  async up(db: Kysely<any>) {
    await sql`alter table partner_contacts
      add column wil_contact_name varchar(100),
      add column wil_dept_name varchar(200)`.execute(db);
  },
};
