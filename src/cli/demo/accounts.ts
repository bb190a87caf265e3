/** The demo accounts the README and the start-up banner list. */
export const DEMO_ACCOUNTS = [
  { id: 'mc01', what: 'Module Convener and Academic Supervisor of BSc Computer Science and BSc Data Science' },
  { id: 'pl01', what: 'Programme Leader of the same two programmes' },
  { id: 'as01', what: 'Academic Supervisor (BSc Computer Science) with assigned students' },
  { id: 'as02', what: 'Academic Supervisor (BSc Data Science) with assigned students' },
  { id: 'stu01', what: 'Student: cannot sign in to this product' },
  { id: 'ip01', what: 'Industry partner: cannot sign in to this product' },
  { id: 'adm01', what: 'Administrator: cannot sign in to this product' },
] as const;
