import { describe, expect, it } from 'vitest';
import { statesOf } from '@plugins/modules/server/services/assignPage';

/**
 * Issue 36: an assignment tab's total is the sum of the module's per-assignment state counters
 * (assign_states letters: BLANK, WIP, SUBMITTED, SUBMITTED_LATE, OVERDUE; lower case once marked)
 * its filters keep, the deadline deciding whether BLANK and WIP are OVERDUE (shared/progress.ts).
 */
const f = (x: Record<string, unknown> = {}) => ({ cohortModuleAssignId: 1, ...x }) as never;

describe('statesOf: the states a tab shows', () => {
  it('all of them without a filter', () => {
    expect(statesOf(f(), false).sort()).toEqual(['B', 'L', 'O', 'S', 'W', 'b', 'l', 'o', 's', 'w']);
  });

  it('pending review: submitted (on time or late) and not marked', () => {
    expect(statesOf(f({ showStatus: 'pendingReview' }), true).sort()).toEqual(['L', 'S']);
  });

  it('overdue: stored OVERDUE, and BLANK or WIP once the deadline has passed', () => {
    expect(statesOf(f({ showStatus: 'overdue' }), false).sort()).toEqual(['O', 'o']);
    expect(statesOf(f({ showStatus: 'overdue' }), true).sort()).toEqual(['B', 'O', 'W', 'b', 'o', 'w']);
  });

  it('a status list by the status shown, and without marks in upper case only', () => {
    expect(statesOf(f({ assignStatusList: ['BLANK'] }), false).sort()).toEqual(['B', 'b']);
    expect(statesOf(f({ assignStatusList: ['BLANK'] }), true)).toEqual([]);
    expect(statesOf(f({ assignStatusList: ['SUBMITTED'], withoutMarkFlag: 'Y' }), true)).toEqual(['S']);
  });
});
