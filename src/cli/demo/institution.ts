/** The demo institution as data: what `npm start` loads on first start (deterministic). */

export const ROLES = [
  { roleCode: 'MODULE_CONVENER', roleName: 'Module Convener', dispSeq: 1 },
  { roleCode: 'PROGRAMME_LEADER', roleName: 'Programme Leader', dispSeq: 2 },
  { roleCode: 'ACADEMIC_SUPERVISOR', roleName: 'Academic Supervisor', dispSeq: 3 },
] as const;

export const DEPARTMENTS = [
  { deptCode: 'COMP', deptName: 'Department of Computing' },
  { deptCode: 'BUS', deptName: 'School of Business' },
  { deptCode: 'DES', deptName: 'School of Design' },
  { deptCode: 'ENG', deptName: 'Faculty of Engineering' },
];

export const PROGRAMMES = (
  [
    ['BSCCS', 'BSc (Hons) Computer Science', 'COMP', 2012, 'COMP3911', 'Work-Integrated Learning in Computing'],
    [
      'BSCDS',
      'BSc (Hons) Data Science and Analytics',
      'COMP',
      2019,
      'COMP3912',
      'Work-Integrated Learning in Data Science',
    ],
    ['BBAMKT', 'BBA (Hons) Marketing', 'BUS', 2010, 'MKT3901', 'Marketing Practicum'],
    ['BBAAF', 'BBA (Hons) Accounting and Finance', 'BUS', 2008, 'ACC3901', 'Professional Placement in Accounting'],
    ['BAID', 'BA (Hons) Interaction Design', 'DES', 2016, 'DES3901', 'Design Studio Placement'],
    ['BACD', 'BA (Hons) Communication Design', 'DES', 2014, 'DES3902', 'Communication Design Internship'],
    ['BENGCE', 'BEng (Hons) Civil Engineering', 'ENG', 2011, 'CSE3901', 'Engineering Industrial Training'],
    [
      'BENGEE',
      'BEng (Hons) Electrical Engineering',
      'ENG',
      2013,
      'EE3901',
      'Electrical Engineering Industrial Training',
    ],
  ] as const
).map(([progCode, progTitle, dept, launchYear, moduleCode, moduleName]) => ({
  progCode,
  progTitle,
  dept,
  launchYear,
  module: [moduleCode, moduleName] as const,
}));

type Role = 'MODULE_CONVENER' | 'PROGRAMME_LEADER' | 'ACADEMIC_SUPERVISOR';
type StaffRole = [progCode: string, role: Role];
const ROLE_OF: Record<string, Role> = { MC: 'MODULE_CONVENER', PL: 'PROGRAMME_LEADER', AS: 'ACADEMIC_SUPERVISOR' };

/** 'BSCCS:MC,AS BSCDS:AS' as [programme, role] pairs in that order (MC, PL, AS: the three roles). */
function rolesOf(list: string): StaffRole[] {
  if (!list) return [];
  return list.split(' ').flatMap((held) => {
    const [progCode, roles] = held.split(':') as [string, string];
    return roles.split(',').map((r): StaffRole => [progCode, ROLE_OF[r]!]);
  });
}

/** Named staff; roles are in the current cohort unless `earlier` says otherwise. */
export const STAFF: {
  accountId: string;
  salutation: string;
  firstName: string;
  lastName: string;
  base: string;
  title: string;
  roles: StaffRole[];
  earlier?: StaffRole[];
}[] = (
  [
    // account, salutation, first and last name, base programme, title, roles now, roles the cohort before
    ['mc01', 'Dr', 'Grace', 'Cheung', 'BSCCS', 'Associate Professor', 'BSCCS:MC,AS BSCDS:MC,AS', 'BSCCS:MC BSCDS:MC'],
    ['pl01', 'Prof', 'Martin', 'Lau', 'BSCCS', 'Professor', 'BSCCS:PL BSCDS:PL', 'BSCCS:PL BSCDS:PL'],
    ['as01', 'Dr', 'Priya', 'Raman', 'BSCCS', 'Assistant Professor', 'BSCCS:AS', 'BSCCS:AS'],
    ['as02', 'Mr', 'Kelvin', 'Ng', 'BSCDS', 'Lecturer', 'BSCDS:AS BSCCS:AS', ''],
    ['mc02', 'Dr', 'Helen', 'Wong', 'BBAMKT', 'Senior Lecturer', 'BBAMKT:MC BBAAF:MC', ''],
    ['pl02', 'Prof', 'David', 'Chan', 'BBAMKT', 'Professor', 'BBAMKT:PL BBAAF:PL', ''],
    ['as03', 'Ms', 'Joanne', 'Lee', 'BBAAF', 'Lecturer', 'BBAMKT:AS BBAAF:AS', ''],
    ['mc03', 'Dr', 'Tomás', 'Ortega', 'BAID', 'Associate Professor', 'BAID:MC BACD:MC BAID:AS', ''],
    ['pl03', 'Prof', 'Amelia', 'Ho', 'BACD', 'Professor', 'BAID:PL BACD:PL', ''],
    ['as04', 'Mr', 'Samuel', 'Yip', 'BACD', 'Lecturer', 'BACD:AS', ''],
    ['mc04', 'Dr', 'Wei', 'Zhang', 'BENGCE', 'Assistant Professor', 'BENGCE:MC BENGEE:MC', ''],
    ['pl04', 'Prof', 'Robert', 'Fung', 'BENGEE', 'Chair Professor', 'BENGCE:PL BENGEE:PL', ''],
    ['as05', 'Dr', 'Fatima', 'Khan', 'BENGCE', 'Lecturer', 'BENGCE:AS BENGEE:AS', ''],
  ] as const
).map(([accountId, salutation, firstName, lastName, base, title, roles, earlier]) => ({
  accountId,
  salutation,
  firstName,
  lastName,
  base,
  title,
  roles: rolesOf(roles),
  ...(earlier ? { earlier: rolesOf(earlier) } : {}),
}));

/** Accounts of the other user types (they exist in the wider platform; none may sign in here). */
export const OTHER_USERS = [
  { accountId: 'adm01', userType: 'ADMIN', firstName: 'Alice', lastName: 'Admin', email: 'adm01@wil.example.edu' },
  { accountId: 'ladm01', userType: 'LITE_ADMIN', firstName: 'Leo', lastName: 'Tam', email: 'ladm01@wil.example.edu' },
  {
    accountId: 'sadm01',
    userType: 'SUPER_SYSTEM_ADMIN',
    firstName: 'Sara',
    lastName: 'Root',
    email: 'sadm01@wil.example.edu',
  },
] as const;

export const FIRST_NAMES = [
  'Chloe',
  'Ethan',
  'Hannah',
  'Ivan',
  'Jasmine',
  'Kevin',
  'Lok Yin',
  'Man Ho',
  'Natalie',
  'Oscar',
  'Pui Shan',
  'Queenie',
  'Ryan',
  'Sum Yee',
  'Tsz Ching',
  'Vincent',
  'Wing Kei',
  'Yan Ting',
  'Zoe',
  'Aaron',
  'Bonnie',
  'Cyrus',
  'Dorothy',
  'Edmund',
  'Fiona',
  'Gordon',
  'Hiu Tung',
  'Isaac',
  'Janice',
  'Ka Ming',
  'Lydia',
  'Marcus',
  'Nicole',
  'Priscilla',
];
export const LAST_NAMES = [
  'Chan',
  'Wong',
  'Lee',
  'Cheung',
  'Lau',
  'Ng',
  'Ho',
  'Leung',
  'Tang',
  'Yeung',
  'Chow',
  'Kwok',
  'Tsang',
  'Lam',
  'Mak',
  'Poon',
  'Siu',
  'Tam',
  'Yip',
  'Fung',
  'Choi',
  'Ma',
  'Lai',
  'Hui',
];

export const COMPANIES = [
  ['Harbourfront Digital Ltd', 'Software', 'Quarry Bay'],
  ['Lion Rock Analytics', 'Data consultancy', 'Kwun Tong'],
  ['Victoria Peak Bank', 'Banking', 'Central'],
  ['Kowloon Bay Logistics', 'Logistics', 'Kowloon Bay'],
  ['Pearl Delta Engineering', 'Civil engineering', 'Sha Tin'],
  ['Star Ferry Media', 'Media and advertising', 'Wan Chai'],
  ['Tsim Sha Tsui Retail Group', 'Retail', 'Tsim Sha Tsui'],
  ['Cyberport Ventures', 'Start-up incubator', 'Pok Fu Lam'],
  ['Sai Kung Green Energy', 'Renewable energy', 'Sai Kung'],
  ['Lantau Aviation Services', 'Aviation services', 'Tung Chung'],
  ['Mong Kok Design Studio', 'Design studio', 'Mong Kok'],
  ['Admiralty Audit Partners', 'Audit and assurance', 'Admiralty'],
  ['Tai Po Biotech', 'Biotechnology', 'Tai Po'],
  ['New Territories Power', 'Utilities', 'Tsuen Wan'],
  ['Causeway Bay Hotels', 'Hospitality', 'Causeway Bay'],
  ['Science Park Robotics', 'Robotics', 'Sha Tin'],
  ['Aberdeen Marine Works', 'Marine engineering', 'Aberdeen'],
  ['Sheung Wan Trading Co', 'Trading', 'Sheung Wan'],
  ['Kai Tak Smart City Lab', 'Urban technology', 'Kai Tak'],
  ['Yuen Long Construction', 'Construction', 'Yuen Long'],
  ['Fortress Hill Insurance', 'Insurance', 'North Point'],
  ['Tseung Kwan O Cloud', 'Cloud hosting', 'Tseung Kwan O'],
  ['Discovery Bay Learning', 'Education technology', 'Lantau'],
  ['Happy Valley Health', 'Healthcare', 'Happy Valley'],
] as const;

export const AREAS: [area: string, locations: string[]][] = [
  ['Hong Kong Island', ['Central and Western', 'Wan Chai', 'Eastern', 'Southern']],
  ['Kowloon', ['Yau Tsim Mong', 'Sham Shui Po', 'Kowloon City', 'Wong Tai Sin', 'Kwun Tong']],
  ['New Territories', ['Sha Tin', 'Tsuen Wan', 'Tai Po', 'Yuen Long', 'Tuen Mun', 'Sai Kung', 'Islands']],
  ['Outside Hong Kong', ['Mainland China', 'Macau', 'Overseas']],
];

export const SYS_PARAMS: Record<string, [code: string, value: string][]> = {
  JOB_TYPE: [
    ['FULL_TIME', 'Full-time'],
    ['PART_TIME', 'Part-time'],
    ['INTERNSHIP', 'Internship'],
    ['SUMMER', 'Summer Internship'],
    ['PLACEMENT', 'Year-long Placement'],
  ],
  POSITION_TYPE: [
    ['ONSITE', 'On-site'],
    ['HYBRID', 'Hybrid'],
    ['REMOTE', 'Remote'],
  ],
  SALARY_UNIT: [
    ['HOUR', 'per hour'],
    ['MONTH', 'per month'],
    ['TOTAL', 'in total'],
  ],
  ASSIGN_FILE_TYPE: [
    ['PDF', 'pdf'],
    ['DOCX', 'docx'],
    ['XLSX', 'xlsx'],
    ['PPTX', 'pptx'],
    ['ZIP', 'zip'],
  ],
  KEY_DOCUMENT_FILE_TYPE: [
    ['CONTRACT', 'Employment contract'],
    ['INSURANCE', 'Insurance certificate'],
    ['EXEMPT', 'Exempted hours'],
    ['OTHER', 'Other'],
  ],
  SYSTEM_CONFIG: [
    ['MAX_UPLOAD_MB', '10'],
    ['JOB_CARDS_PER_PAGE', '9'],
  ],
};

/** Function codes and the flags each role holds (Y/N): select insert update delete audit view upload download. */
export const FUNCTION_PERMISSIONS: Record<string, Record<string, string>> = {
  JOB_REVIEW: { MODULE_CONVENER: 'YNYNNYNY', PROGRAMME_LEADER: 'YNNNNYNY', ACADEMIC_SUPERVISOR: 'YNNNNYNY' },
  APPL_REVIEW: { MODULE_CONVENER: 'YNYNNYNY', PROGRAMME_LEADER: 'YNNNNYNY', ACADEMIC_SUPERVISOR: 'YNNNNYNY' },
  REPORT: { MODULE_CONVENER: 'YNNNNYNY', PROGRAMME_LEADER: 'YNNYNYNY', ACADEMIC_SUPERVISOR: 'YNNNNYNY' },
  RESOURCES: { MODULE_CONVENER: 'YNNNNYNY', PROGRAMME_LEADER: 'YNNNNYNY', ACADEMIC_SUPERVISOR: 'YNNNNYNY' },
  MODULES: { MODULE_CONVENER: 'YYYYNYYY', PROGRAMME_LEADER: 'YNNNNYNY', ACADEMIC_SUPERVISOR: 'YNYNNYYY' },
  WPA: { MODULE_CONVENER: 'YYYNNYYY', PROGRAMME_LEADER: 'YNNNNYNY', ACADEMIC_SUPERVISOR: 'YYYNNYYY' },
  KEY_DOCUMENTS: { MODULE_CONVENER: 'YYYYNYYY', PROGRAMME_LEADER: 'YNNNNYNY', ACADEMIC_SUPERVISOR: 'YYYNNYYY' },
  PROGRAMME_SETUP: { MODULE_CONVENER: 'YNNNNYNY', PROGRAMME_LEADER: 'YYYYNYYY', ACADEMIC_SUPERVISOR: 'NNNNNNNN' },
  PROFILE: { MODULE_CONVENER: 'YNYNNYYN', PROGRAMME_LEADER: 'YNYNNYYN', ACADEMIC_SUPERVISOR: 'YNYNNYYN' },
};
