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

export const PROGRAMMES = [
  {
    progCode: 'BSCCS',
    progTitle: 'BSc (Hons) Computer Science',
    dept: 'COMP',
    launchYear: 2012,
    module: ['COMP3911', 'Work-Integrated Learning in Computing'],
  },
  {
    progCode: 'BSCDS',
    progTitle: 'BSc (Hons) Data Science and Analytics',
    dept: 'COMP',
    launchYear: 2019,
    module: ['COMP3912', 'Work-Integrated Learning in Data Science'],
  },
  {
    progCode: 'BBAMKT',
    progTitle: 'BBA (Hons) Marketing',
    dept: 'BUS',
    launchYear: 2010,
    module: ['MKT3901', 'Marketing Practicum'],
  },
  {
    progCode: 'BBAAF',
    progTitle: 'BBA (Hons) Accounting and Finance',
    dept: 'BUS',
    launchYear: 2008,
    module: ['ACC3901', 'Professional Placement in Accounting'],
  },
  {
    progCode: 'BAID',
    progTitle: 'BA (Hons) Interaction Design',
    dept: 'DES',
    launchYear: 2016,
    module: ['DES3901', 'Design Studio Placement'],
  },
  {
    progCode: 'BACD',
    progTitle: 'BA (Hons) Communication Design',
    dept: 'DES',
    launchYear: 2014,
    module: ['DES3902', 'Communication Design Internship'],
  },
  {
    progCode: 'BENGCE',
    progTitle: 'BEng (Hons) Civil Engineering',
    dept: 'ENG',
    launchYear: 2011,
    module: ['CSE3901', 'Engineering Industrial Training'],
  },
  {
    progCode: 'BENGEE',
    progTitle: 'BEng (Hons) Electrical Engineering',
    dept: 'ENG',
    launchYear: 2013,
    module: ['EE3901', 'Electrical Engineering Industrial Training'],
  },
];

type StaffRole = [progCode: string, role: 'MODULE_CONVENER' | 'PROGRAMME_LEADER' | 'ACADEMIC_SUPERVISOR'];

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
}[] = [
  {
    accountId: 'mc01',
    salutation: 'Dr',
    firstName: 'Grace',
    lastName: 'Cheung',
    base: 'BSCCS',
    title: 'Associate Professor',
    roles: [
      ['BSCCS', 'MODULE_CONVENER'],
      ['BSCCS', 'ACADEMIC_SUPERVISOR'],
      ['BSCDS', 'MODULE_CONVENER'],
      ['BSCDS', 'ACADEMIC_SUPERVISOR'],
    ],
    earlier: [
      ['BSCCS', 'MODULE_CONVENER'],
      ['BSCDS', 'MODULE_CONVENER'],
    ],
  },
  {
    accountId: 'pl01',
    salutation: 'Prof',
    firstName: 'Martin',
    lastName: 'Lau',
    base: 'BSCCS',
    title: 'Professor',
    roles: [
      ['BSCCS', 'PROGRAMME_LEADER'],
      ['BSCDS', 'PROGRAMME_LEADER'],
    ],
    earlier: [
      ['BSCCS', 'PROGRAMME_LEADER'],
      ['BSCDS', 'PROGRAMME_LEADER'],
    ],
  },
  {
    accountId: 'as01',
    salutation: 'Dr',
    firstName: 'Priya',
    lastName: 'Raman',
    base: 'BSCCS',
    title: 'Assistant Professor',
    roles: [['BSCCS', 'ACADEMIC_SUPERVISOR']],
    earlier: [['BSCCS', 'ACADEMIC_SUPERVISOR']],
  },
  {
    accountId: 'as02',
    salutation: 'Mr',
    firstName: 'Kelvin',
    lastName: 'Ng',
    base: 'BSCDS',
    title: 'Lecturer',
    roles: [
      ['BSCDS', 'ACADEMIC_SUPERVISOR'],
      ['BSCCS', 'ACADEMIC_SUPERVISOR'],
    ],
  },
  {
    accountId: 'mc02',
    salutation: 'Dr',
    firstName: 'Helen',
    lastName: 'Wong',
    base: 'BBAMKT',
    title: 'Senior Lecturer',
    roles: [
      ['BBAMKT', 'MODULE_CONVENER'],
      ['BBAAF', 'MODULE_CONVENER'],
    ],
  },
  {
    accountId: 'pl02',
    salutation: 'Prof',
    firstName: 'David',
    lastName: 'Chan',
    base: 'BBAMKT',
    title: 'Professor',
    roles: [
      ['BBAMKT', 'PROGRAMME_LEADER'],
      ['BBAAF', 'PROGRAMME_LEADER'],
    ],
  },
  {
    accountId: 'as03',
    salutation: 'Ms',
    firstName: 'Joanne',
    lastName: 'Lee',
    base: 'BBAAF',
    title: 'Lecturer',
    roles: [
      ['BBAMKT', 'ACADEMIC_SUPERVISOR'],
      ['BBAAF', 'ACADEMIC_SUPERVISOR'],
    ],
  },
  {
    accountId: 'mc03',
    salutation: 'Dr',
    firstName: 'Tomás',
    lastName: 'Ortega',
    base: 'BAID',
    title: 'Associate Professor',
    roles: [
      ['BAID', 'MODULE_CONVENER'],
      ['BACD', 'MODULE_CONVENER'],
      ['BAID', 'ACADEMIC_SUPERVISOR'],
    ],
  },
  {
    accountId: 'pl03',
    salutation: 'Prof',
    firstName: 'Amelia',
    lastName: 'Ho',
    base: 'BACD',
    title: 'Professor',
    roles: [
      ['BAID', 'PROGRAMME_LEADER'],
      ['BACD', 'PROGRAMME_LEADER'],
    ],
  },
  {
    accountId: 'as04',
    salutation: 'Mr',
    firstName: 'Samuel',
    lastName: 'Yip',
    base: 'BACD',
    title: 'Lecturer',
    roles: [['BACD', 'ACADEMIC_SUPERVISOR']],
  },
  {
    accountId: 'mc04',
    salutation: 'Dr',
    firstName: 'Wei',
    lastName: 'Zhang',
    base: 'BENGCE',
    title: 'Assistant Professor',
    roles: [
      ['BENGCE', 'MODULE_CONVENER'],
      ['BENGEE', 'MODULE_CONVENER'],
    ],
  },
  {
    accountId: 'pl04',
    salutation: 'Prof',
    firstName: 'Robert',
    lastName: 'Fung',
    base: 'BENGEE',
    title: 'Chair Professor',
    roles: [
      ['BENGCE', 'PROGRAMME_LEADER'],
      ['BENGEE', 'PROGRAMME_LEADER'],
    ],
  },
  {
    accountId: 'as05',
    salutation: 'Dr',
    firstName: 'Fatima',
    lastName: 'Khan',
    base: 'BENGCE',
    title: 'Lecturer',
    roles: [
      ['BENGCE', 'ACADEMIC_SUPERVISOR'],
      ['BENGEE', 'ACADEMIC_SUPERVISOR'],
    ],
  },
];

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
