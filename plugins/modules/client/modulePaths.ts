/**
 * The area's screens, under /academic (links inside the area; others link through route refs).
 * They carry no module id: the chosen module and student module are the area's choices
 * (modulesContract.choices, spec 002 §2 'the current module is held in storage').
 */
export const modulePaths = {
  list: '/academic/moduleList',
  detail: '/academic/moduleDetail',
  studentList: (showStatus?: string) => `/academic/moduleStudentList${showStatus ? `/${showStatus}` : ''}`,
  assignmentList: (showStatus?: string) => `/academic/assignmentList${showStatus ? `/${showStatus}` : ''}`,
  studentDetail: '/academic/moduleStudentDetail',
};
