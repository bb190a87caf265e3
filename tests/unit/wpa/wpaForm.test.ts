import { describe, expect, it } from 'vitest';
import { callerOf } from '@plugins/wpa/server/services/who';
import {
  nextWpaStatus,
  wpaActions,
  WPA_STATUSES,
  type WpaActor,
  type WpaEventType,
} from '@plugins/wpa/machines/wpaForm';

const nobody: WpaActor = { privileged: false, assignedAs: false, convener: false };
const as: WpaActor = { ...nobody, assignedAs: true };
const mc: WpaActor = { ...nobody, convener: true, privileged: true };
const is: WpaActor = { ...nobody, supervisorLink: true };
const next = (status: string, type: WpaEventType, actor: WpaActor) => nextWpaStatus({ status, ...actor }, { type });

/** Spec 001 §4 and 002 §4: the transition tables, row by row. */
const TABLE: [string, WpaEventType, string][] = [
  ['PENDING_SEND', 'wpa.approve', 'SENT_TO_IS'],
  ['PENDING_SEND', 'wpa.return', 'RETURNED_TO_STUDENT'],
  ['SENT_TO_IS', 'wpa.resend', 'SENT_TO_IS'],
  ['SENT_TO_IS', 'wpa.terminate', 'TERMINATED'],
  ['RETURNED_TO_STUDENT', 'wpa.terminate', 'TERMINATED'],
  ['PENDING_REVIEW', 'wpa.accept', 'ACCEPTED'],
  ['PENDING_REVIEW', 'wpa.reject', 'REJECTED'],
  ['ACCEPTED', 'wpa.adjustWeight', 'ACCEPTED'],
  ['ACCEPTED_OFFLINE', 'wpa.adjustWeight', 'ACCEPTED_OFFLINE'],
];
const STAFF_EVENTS: WpaEventType[] = [
  'wpa.approve',
  'wpa.return',
  'wpa.resend',
  'wpa.terminate',
  'wpa.accept',
  'wpa.reject',
  'wpa.adjustWeight',
];

describe('the WPA machine allows every row of the transition tables, and nothing else', () => {
  it.each(TABLE)('%s --%s--> %s for the assigned AS', (from, event, to) => {
    expect(next(from, event, as)).toEqual({ ok: true, status: to });
  });

  it('refuses every other staff event in every status as INVALID_STATE', () => {
    for (const status of WPA_STATUSES) {
      for (const event of STAFF_EVENTS) {
        if (TABLE.some(([f, e]) => f === status && e === event)) continue;
        const r = next(status, event, { ...mc, assignedAs: true });
        expect(r, `${status} ${event}`).toMatchObject({ ok: false, errorCode: 'INVALID_STATE' });
      }
    }
  });

  it('an unknown status is INVALID_STATE', () => {
    expect(next('LOST', 'wpa.approve', as)).toMatchObject({ ok: false, errorCode: 'INVALID_STATE' });
  });
});

describe('who may act (docs/DECISIONS.md: WPA, who may act)', () => {
  it('approve, return, accept, reject: the privileged user (the module convener) or the assigned AS', () => {
    for (const actor of [as, mc]) {
      expect(next('PENDING_SEND', 'wpa.approve', actor).ok).toBe(true);
      expect(next('PENDING_REVIEW', 'wpa.accept', actor).ok).toBe(true);
    }
    expect(next('PENDING_SEND', 'wpa.approve', nobody)).toMatchObject({ ok: false, errorCode: 'FORBIDDEN' });
    expect(next('PENDING_REVIEW', 'wpa.reject', nobody)).toMatchObject({ ok: false, errorCode: 'FORBIDDEN' });
  });

  it('resend and terminate: the module convener or the assigned AS', () => {
    expect(next('SENT_TO_IS', 'wpa.resend', mc).ok).toBe(true);
    expect(next('SENT_TO_IS', 'wpa.terminate', as).ok).toBe(true);
    expect(next('SENT_TO_IS', 'wpa.terminate', nobody)).toMatchObject({ ok: false, errorCode: 'FORBIDDEN' });
  });

  it('privileged comes from the MC role an administrator grants, never from a flag set on oneself (issue 34)', () => {
    const me = { userId: 7 };
    const otherAs = callerOf(me, { roles: ['ACADEMIC_SUPERVISOR'], assignedAsUserId: 8 });
    expect(otherAs).toMatchObject({ privileged: false, assignedAs: false, mayRead: false });
    for (const type of ['wpa.approve', 'wpa.return'] as const)
      expect(next('PENDING_SEND', type, otherAs).ok).toBe(false);
    expect(next('ACCEPTED', 'wpa.adjustWeight', otherAs).ok).toBe(false);
    expect(callerOf(me, { roles: ['ACADEMIC_SUPERVISOR'], assignedAsUserId: 7 })).toMatchObject({ assignedAs: true });
    expect(callerOf(me, { roles: ['MODULE_CONVENER'], assignedAsUserId: 8 })).toMatchObject({ privileged: true });
    expect(callerOf(me, { roles: ['PROGRAMME_LEADER'], assignedAsUserId: 8 })).toMatchObject({
      privileged: false,
      mayRead: true,
    });
  });

  it('only the industry supervisor’s link submits a SENT_TO_IS form for review', () => {
    expect(next('SENT_TO_IS', 'wpa.submitByIs', is)).toEqual({ ok: true, status: 'PENDING_REVIEW' });
    expect(next('SENT_TO_IS', 'wpa.submitByIs', mc)).toMatchObject({ ok: false, errorCode: 'FORBIDDEN' });
    expect(next('PENDING_REVIEW', 'wpa.submitByIs', is)).toMatchObject({ ok: false, errorCode: 'INVALID_STATE' });
  });

  it('the link gives no staff action', () => {
    for (const event of STAFF_EVENTS) {
      const from = TABLE.find(([, e]) => e === event)![0];
      expect(next(from, event, is)).toMatchObject({ ok: false, errorCode: 'FORBIDDEN' });
    }
  });
});

describe('the screen shows what the machine allows', () => {
  it('a programme leader with no role on the WPA sees no action, but may print an accepted one', () => {
    const a = wpaActions({ status: 'ACCEPTED', ...nobody });
    expect(a).toMatchObject({ approve: false, adjustWeight: false, editNotes: false, print: true, content: true });
  });
  it('PENDING_SEND hides the notes panel and Parts I and II; the AS may approve or return', () => {
    expect(wpaActions({ status: 'PENDING_SEND', ...as })).toMatchObject({
      approve: true,
      returnToStudent: true,
      notesPanel: false,
      content: false,
      print: false,
    });
  });
});
