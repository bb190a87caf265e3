// Audit columns every table of the product carries, for a plugin's create table statements
// (DOMAIN: lastUpdatedDate is the concurrency token of every editable row).
export const AUDIT = `
  created_by varchar(50) not null default 'system',
  created_date timestamptz not null default now(),
  last_updated_by varchar(50) not null default 'system',
  last_updated_date timestamptz not null default now()`;
