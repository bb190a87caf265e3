import { describe, expect, it } from 'vitest';
import { MODULE_MESSAGES } from '@schemas/modules/limits';
import {
  assignmentFaults,
  assignmentPart,
  averageWorkPerformance,
  canChangeStatusOf,
  canGrade,
  completedHoursPercent,
  effectiveAssignStatus,
  gradeOf,
  gradingFaults,
  hoursFault,
  isPendingReview,
  joinMessages,
  lessHoursAttained,
  markFault,
  moduleDateFaults,
  moduleParameterFaults,
  neededWilHours,
  ownStudentsOf,
  partShares,
  rangeFaults,
  remarksFault,
  round,
  selectionFault,
  smallMatchesFault,
  subGroupFault,
  tooManyAssignments,
  totalModuleMark,
  turnitinSettings,
} from '@plugins/modules/shared';

/** The module area's rules both sides apply (spec 002 §3–§6, §9; 000 §5). */

describe('the grade scale (000 §5)', () => {
  it.each([
    [100, 'A'],
    [85, 'A'],
    [84.99, 'A-'],
    [80, 'A-'],
    [75, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [55, 'C'],
    [50, 'C-'],
    [45, 'D+'],
    [40, 'D'],
    [39.99, 'F'],
    [0, 'F'],
  ])('%s is %s', (mark, grade) => expect(gradeOf(mark)).toBe(grade));
  it('no mark, no grade', () => {
    expect(gradeOf(null)).toBeNull();
    expect(gradeOf(undefined)).toBeNull();
  });
});

describe('the total module mark (docs/DECISIONS.md, issue 28)', () => {
  const w = {
    assignment1LogWeighting: 20,
    assignment2FinalReportWeighting: 30,
    assignment3OtherWeighting: 10,
    wpaWeighting: 40,
  };
  const a = (weight: number | null, mark: number | null, active = true) => ({ weight, mark, active });
  it('weights the assignments by their weights, unmarked as 0, inactive left out', () => {
    expect(assignmentPart([a(1, 80), a(3, 60), a(5, 100, false)])).toBe(65);
    expect(assignmentPart([a(1, 80), a(1, null)])).toBe(40);
    expect(assignmentPart([a(0, 80), a(null, 60)])).toBe(70);
    expect(assignmentPart([a(1, 80, false)])).toBeNull();
  });
  it('splits assignments and WPA by the programme weightings', () => {
    // (60 × 65 + 40 × 90) / 100
    expect(totalModuleMark({ assignments: [a(1, 80), a(3, 60)], weightings: w, wpaMarks: 90 })).toBe(75);
    expect(partShares(w)).toEqual({ assignments: 60, wpa: 40 });
  });
  it('counts a missing WPA mark as 0 while the WPA area is on, and leaves the part out when it is off', () => {
    expect(totalModuleMark({ assignments: [a(1, 80)], weightings: w, wpaMarks: null })).toBe(48);
    expect(totalModuleMark({ assignments: [a(1, 80)], weightings: w, wpaMarks: undefined })).toBe(80);
  });
  it('gives equal shares without programme weightings', () => {
    expect(partShares(null)).toEqual({ assignments: 1, wpa: 1 });
    expect(totalModuleMark({ assignments: [a(1, 70)], weightings: null, wpaMarks: 90 })).toBe(80);
    const none = {
      assignment1LogWeighting: null,
      assignment2FinalReportWeighting: null,
      assignment3OtherWeighting: null,
      wpaWeighting: null,
    };
    expect(partShares(none)).toEqual({ assignments: 1, wpa: 1 });
  });
  it('is null before any mark, and the WPA part alone without active assignments', () => {
    expect(totalModuleMark({ assignments: [a(1, null)], weightings: w, wpaMarks: null })).toBeNull();
    expect(totalModuleMark({ assignments: [], weightings: w, wpaMarks: 72.5 })).toBe(72.5);
    expect(totalModuleMark({ assignments: [], weightings: w, wpaMarks: undefined })).toBeNull();
  });
  it('rounds half away from zero at 2 decimals, as PostgreSQL does', () => {
    expect(round(72.225, 2)).toBe(72.23);
    expect(round(0.5 * 72.21 + 0.5 * 72.24, 2)).toBe(72.23);
    expect(round(-1.005, 2)).toBe(-1.01);
  });
});

describe('hours and progress (002 §9)', () => {
  it('needs the curriculum hours less the exempted ones, never below 0', () => {
    expect(neededWilHours(300, 50)).toBe(250);
    expect(neededWilHours(300, null)).toBe(300);
    expect(neededWilHours(100, 150)).toBe(0);
    expect(neededWilHours(null, null)).toBe(0);
  });
  it('completed hours percentage is 100 when none are needed, at most 100, null when unknown', () => {
    expect(completedHoursPercent(10, 0)).toBe(100);
    expect(completedHoursPercent(0, 0)).toBe(100);
    expect(completedHoursPercent(50, 200)).toBe(25);
    expect(completedHoursPercent(300, 200)).toBe(100);
    expect(completedHoursPercent(1, 3)).toBe(33.33);
    expect(completedHoursPercent(undefined, 200)).toBeNull();
    expect(completedHoursPercent(null, 200)).toBe(0);
  });
  it("'<50% WIL hours attained'", () => {
    expect(lessHoursAttained(99, 200)).toBe(true);
    expect(lessHoursAttained(100, 200)).toBe(false);
    expect(lessHoursAttained(0, 0)).toBe(false);
    expect(lessHoursAttained(undefined, 200)).toBe(false);
  });
  it('average work performance: mark over accepted WPAs, 2 decimals, 0 when none', () => {
    expect(averageWorkPerformance(11, 3)).toBe(3.67);
    expect(averageWorkPerformance(0, 0)).toBe(0);
    expect(averageWorkPerformance(null, null)).toBe(0);
  });
});

describe('overdue and pending review (002 §4)', () => {
  const today = '2026-05-10';
  it('a BLANK or WIP assignment past its deadline is overdue; submitted ones never', () => {
    expect(effectiveAssignStatus('BLANK', '2026-05-09', today)).toBe('OVERDUE');
    expect(effectiveAssignStatus('WIP', '2026-05-09T00:00:00Z', today)).toBe('OVERDUE');
    expect(effectiveAssignStatus('WIP', '2026-05-10', today)).toBe('WIP');
    expect(effectiveAssignStatus('BLANK', null, today)).toBe('BLANK');
    expect(effectiveAssignStatus('SUBMITTED_LATE', '2026-01-01', today)).toBe('SUBMITTED_LATE');
    expect(effectiveAssignStatus('OVERDUE', null, today)).toBe('OVERDUE');
  });
  it('pending review is submitted with no mark', () => {
    expect(isPendingReview('SUBMITTED', null)).toBe(true);
    expect(isPendingReview('SUBMITTED_LATE', undefined)).toBe(true);
    expect(isPendingReview('SUBMITTED', 0)).toBe(false);
    expect(isPendingReview('WIP', null)).toBe(false);
  });
});

describe('who may do what (002 §6)', () => {
  const as = { userId: 7, roleCodes: ['ACADEMIC_SUPERVISOR'] };
  const mc = { userId: 3, roleCodes: ['MODULE_CONVENER', 'ACADEMIC_SUPERVISOR'] };
  const pl = { userId: 4, roleCodes: ['PROGRAMME_LEADER'] };
  it('an AS alone sees only their own students', () => {
    expect(ownStudentsOf(as)).toBe(7);
    expect(ownStudentsOf(mc)).toBeNull();
    expect(ownStudentsOf(pl)).toBeNull();
  });
  it('Change Status only for the assigned AS of every selected student', () => {
    expect(canChangeStatusOf(as, [7, 7])).toBe(true);
    expect(canChangeStatusOf(as, [7, 8])).toBe(false);
    expect(canChangeStatusOf(as, [7, null])).toBe(false);
    expect(canChangeStatusOf(mc, [7])).toBe(false);
    expect(canChangeStatusOf(as, [])).toBe(false);
  });
  it('Grading Confirm: the AS role, or the assigned AS', () => {
    expect(canGrade(as, 8)).toBe(true);
    expect(canGrade(pl, 8)).toBe(false);
    expect(canGrade(pl, 4)).toBe(true);
  });
});

describe('module parameters (002 §5)', () => {
  it.each([
    ['', null],
    [null, null],
    ['0', null],
    ['9999.99', null],
    [9999.99, null],
    ['10000', 'hoursRange'],
    [10000, 'hoursRange'],
    ['1.234', 'hoursRange'],
    [1.234, 'hoursRange'],
    ['-1', 'hoursRange'],
    [-1, 'hoursRange'],
    ['1e3', 'hoursRange'],
    ['12345.6', 'hoursRange'],
    ['abc', 'hoursRange'],
  ])('hours %j: %s', (v, f) => expect(hoursFault(v)).toBe(f));
  it('the expected dates are required and cross-validate', () => {
    expect(moduleDateFaults('', '')).toEqual({ commence: 'commenceRequired', end: 'endRequired' });
    expect(moduleDateFaults('2026-09-01', '2026-06-01')).toEqual({
      commence: 'commenceAfterEnd',
      end: 'endBeforeCommence',
    });
    expect(moduleDateFaults('2026-06-01', '2026-06-01')).toEqual({ commence: null, end: null });
    expect(MODULE_MESSAGES.commenceAfterEnd).toBe('Expected Commence Date cannot be later than Expected End Date. ');
  });
  it('collects the faults by field', () => {
    expect(
      moduleParameterFaults({ curriculumHours: '1e3', expectedCommenceDate: '2026-01-01', expectedEndDate: null }),
    ).toEqual({ curriculumHours: 'hoursRange', expectedEndDate: 'endRequired' });
  });
});

describe('assignments (002 §5)', () => {
  const good = { assignSeq: 1, assignName: 'Log', assignWeight: '20', activeInd: 'Y', turnitinReqInd: 'N' };
  it('a good assignment has no fault', () => expect(assignmentFaults(good)).toEqual({}));
  it('names each missing or bad field', () => {
    expect(
      assignmentFaults({ assignSeq: 11, assignName: 'x'.repeat(51), assignWeight: '', activeInd: null }, []),
    ).toEqual({
      assignSeq: 'assignSeqRequired',
      assignName: 'assignNameMax',
      assignWeight: 'assignWeightRequired',
      activeInd: 'activeIndRequired',
      turnitinReqInd: 'turnitinRequired',
    });
    expect(assignmentFaults(good, [1])).toEqual({ assignSeq: 'assignSeqTaken' });
  });
  it.each([
    [null, null],
    ['', null],
    ['8', null],
    [99, null],
    ['7', 'smallMatches'],
    [100, 'smallMatches'],
    ['8.5', 'smallMatches'],
    ['-9', 'smallMatches'],
    ['1e1', 'smallMatches'],
  ])('exclude small matches %j: %s', (v, f) => expect(smallMatchesFault(v)).toBe(f));
  it("Use Turnitin Y sets the checks to Y and the excludes to N; the message is the spec's", () => {
    expect(turnitinSettings({ turnitinReqInd: 'Y', checkInternetInd: 'N', excludeBibliographyInd: 'Y' })).toEqual({
      turnitinReqInd: 'Y',
      storeStudentPaperInd: 'Y',
      checkStoredPaperInd: 'Y',
      checkInternetInd: 'Y',
      checkJournalsInd: 'Y',
      excludeBibliographyInd: 'N',
      excludeQuotedMaterialInd: 'N',
    });
    expect(turnitinSettings({ turnitinReqInd: 'N', checkInternetInd: 'Y' }).checkInternetInd).toBe('Y');
    expect(MODULE_MESSAGES.smallMatches).toBe('Only numbers from 8 to 99 can be entered.');
  });
  it('at most 10 per module', () => {
    expect(tooManyAssignments(9)).toBeNull();
    expect(tooManyAssignments(10)).toBe('tooManyAssignments');
  });
});

describe('grading (002 §5)', () => {
  it.each([
    ['', 'markRequired'],
    [null, 'markRequired'],
    ['0', null],
    ['100', null],
    [99.99, null],
    ['100.01', 'markRange'],
    [100.5, 'markRange'],
    ['85.555', 'markRange'],
    [85.555, 'markRange'],
    ['-1', 'markRange'],
    ['1e2', 'markRange'],
  ])('mark %j: %s', (v, f) => expect(markFault(v)).toBe(f));
  it('the date marked is required, remarks at most 150', () => {
    expect(gradingFaults({ assignMarks: 80, markedDate: '', remarks: 'x'.repeat(151) })).toEqual({
      markedDate: 'markedDateRequired',
      remarks: 'remarksMax',
    });
    expect(remarksFault('x'.repeat(150))).toBeNull();
    expect(MODULE_MESSAGES.markRequired).toBe('Please input the grade of this assignment.');
  });
});

describe('bulk changes and filters (002 §5)', () => {
  it("the spec's messages", () => {
    expect(joinMessages([selectionFault([])])).toBe('Please select the student first.');
    expect(joinMessages([subGroupFault(null)])).toBe('Sub Group is required.');
    expect(subGroupFault(0)).toBeNull();
    expect(subGroupFault(10)).toBe('subGroupRequired');
    expect(MODULE_MESSAGES.notYourStudents).toBe(
      'You have selected student(s) for whom the Assigned AS is not equal to you.',
    );
    expect(MODULE_MESSAGES.newAsRequired).toBe('New Assigned-Academic Supervisor is required.');
  });
  it('date ranges', () => {
    expect(rangeFaults('2026-02-01', '2026-01-01')).toEqual({ start: 'startAfterEnd', end: 'endBeforeStart' });
    expect(rangeFaults('2026-01-01', '')).toEqual({ start: null, end: null });
  });
  it('joins distinct messages with ;', () =>
    expect(joinMessages(['markRequired', null, 'markRequired', 'remarksMax'])).toBe(
      'Please input the grade of this assignment.;Remarks cannot be longer than 150 characters.',
    ));
});
