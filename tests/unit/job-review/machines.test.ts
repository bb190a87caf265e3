import { describe, expect, it } from 'vitest';
import { JOB_POST_STATUSES, jobPostActions, nextJobPostStatus } from '@plugins/job-review/machines/jobPost';
import {
  JOB_APPLICATION_STATUSES,
  jobApplicationActions,
  nextJobApplicationStatus,
} from '@plugins/job-review/machines/jobApplication';

const mc = { isConvener: true, deadlinePassed: false };

describe('job post: an MC acts on a SUBMITTED post (spec 000 §4)', () => {
  it('approve gives ACTIVE', () => {
    expect(nextJobPostStatus({ status: 'SUBMITTED', ...mc }, { type: 'post.approve' })).toEqual({
      ok: true,
      status: 'ACTIVE',
    });
  });
  it('approve with arrangement gives SPECIAL_ARRANGEMENT', () => {
    expect(nextJobPostStatus({ status: 'SUBMITTED', ...mc }, { type: 'post.approveWithArrangement' })).toEqual({
      ok: true,
      status: 'SPECIAL_ARRANGEMENT',
    });
  });
  it('reject stores REJECTED', () => {
    expect(nextJobPostStatus({ status: 'SUBMITTED', ...mc }, { type: 'post.reject' })).toEqual({
      ok: true,
      status: 'REJECTED',
    });
  });
  it('shows all three actions and no deadline notice', () => {
    expect(jobPostActions({ status: 'SUBMITTED', ...mc })).toEqual({
      approve: true,
      approveWithArrangement: true,
      reject: true,
      deadlineNotice: false,
    });
  });
});

describe('job post: the deadline rule', () => {
  const late = { status: 'SUBMITTED', isConvener: true, deadlinePassed: true };
  it('refuses approve and approve with arrangement with INVALID_STATE and the notice', () => {
    for (const type of ['post.approve', 'post.approveWithArrangement'] as const) {
      const r = nextJobPostStatus(late, { type });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.errorCode).toBe('INVALID_STATE');
        expect(r.msg).toMatch(/deadline/);
      }
    }
  });
  it('still allows reject', () => {
    expect(nextJobPostStatus(late, { type: 'post.reject' })).toEqual({ ok: true, status: 'REJECTED' });
  });
  it('actions: only reject, with the deadline notice', () => {
    expect(jobPostActions(late)).toEqual({
      approve: false,
      approveWithArrangement: false,
      reject: true,
      deadlineNotice: true,
    });
  });
  it('the notice belongs to SUBMITTED posts only', () => {
    expect(jobPostActions({ status: 'ACTIVE', isConvener: true, deadlinePassed: true }).deadlineNotice).toBe(false);
  });
});

describe('job post: only an MC may act', () => {
  for (const type of ['post.approve', 'post.approveWithArrangement', 'post.reject'] as const) {
    it(`${type} by a non-MC is FORBIDDEN`, () => {
      const r = nextJobPostStatus({ status: 'SUBMITTED', isConvener: false, deadlinePassed: false }, { type });
      expect(r).toMatchObject({ ok: false, errorCode: 'FORBIDDEN' });
    });
  }
  it('a non-MC sees no action', () => {
    expect(jobPostActions({ status: 'SUBMITTED', isConvener: false, deadlinePassed: false })).toEqual({
      approve: false,
      approveWithArrangement: false,
      reject: false,
      deadlineNotice: false,
    });
  });
});

describe('job post: every other status is read-only', () => {
  for (const status of JOB_POST_STATUSES.filter((s) => s !== 'SUBMITTED')) {
    it(`${status}: every event refused with INVALID_STATE`, () => {
      for (const type of ['post.approve', 'post.approveWithArrangement', 'post.reject'] as const) {
        expect(nextJobPostStatus({ status, ...mc }, { type })).toMatchObject({ ok: false, errorCode: 'INVALID_STATE' });
      }
      expect(jobPostActions({ status, ...mc })).toEqual({
        approve: false,
        approveWithArrangement: false,
        reject: false,
        deadlineNotice: false,
      });
    });
  }
  it('an unknown status is refused', () => {
    expect(nextJobPostStatus({ status: 'POSTED', ...mc }, { type: 'post.approve' })).toMatchObject({
      ok: false,
      errorCode: 'INVALID_STATE',
    });
  });
});

describe('job application: an MC acts on TEACHER_REVIEWING (spec 000 §4)', () => {
  const base = { status: 'TEACHER_REVIEWING', isConvener: true, specialArrange: false };
  it('approve gives PEND_IP_RECEIPT', () => {
    expect(nextJobApplicationStatus(base, { type: 'appl.approve' })).toEqual({ ok: true, status: 'PEND_IP_RECEIPT' });
  });
  it('approve with special arrangement Y gives SPECIAL_ARRANGEMENT and needs a comment', () => {
    const arr = { ...base, specialArrange: true };
    expect(nextJobApplicationStatus(arr, { type: 'appl.approve' })).toEqual({
      ok: true,
      status: 'SPECIAL_ARRANGEMENT',
    });
    expect(jobApplicationActions(arr)).toEqual({ approve: true, reject: true, commentRequired: true });
  });
  it('reject gives REJECTED (with or without arrangement)', () => {
    expect(nextJobApplicationStatus(base, { type: 'appl.reject' })).toEqual({ ok: true, status: 'REJECTED' });
    expect(nextJobApplicationStatus({ ...base, specialArrange: true }, { type: 'appl.reject' })).toEqual({
      ok: true,
      status: 'REJECTED',
    });
  });
  it('actions without arrangement need no comment', () => {
    expect(jobApplicationActions(base)).toEqual({ approve: true, reject: true, commentRequired: false });
  });
  it('a non-MC is FORBIDDEN and sees no button', () => {
    for (const type of ['appl.approve', 'appl.reject'] as const) {
      expect(nextJobApplicationStatus({ ...base, isConvener: false }, { type })).toMatchObject({
        ok: false,
        errorCode: 'FORBIDDEN',
      });
    }
    expect(jobApplicationActions({ ...base, isConvener: false })).toEqual({
      approve: false,
      reject: false,
      commentRequired: false,
    });
  });
});

describe('job application: only TEACHER_REVIEWING can be acted on', () => {
  for (const status of JOB_APPLICATION_STATUSES.filter((s) => s !== 'TEACHER_REVIEWING')) {
    it(`${status}: refused with INVALID_STATE`, () => {
      for (const type of ['appl.approve', 'appl.reject'] as const) {
        expect(nextJobApplicationStatus({ status, isConvener: true, specialArrange: true }, { type })).toMatchObject({
          ok: false,
          errorCode: 'INVALID_STATE',
        });
      }
      expect(jobApplicationActions({ status, isConvener: true, specialArrange: false })).toEqual({
        approve: false,
        reject: false,
        commentRequired: false,
      });
    });
  }
  it('an unknown status is refused', () => {
    expect(
      nextJobApplicationStatus({ status: 'NOPE', isConvener: true, specialArrange: false }, { type: 'appl.approve' }),
    ).toMatchObject({ ok: false, errorCode: 'INVALID_STATE' });
  });
});
