import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { gradingMachine, type GradeInput } from '@plugins/modules/client/flows/gradingMachine';
import type { StudentAssignRow } from '@plugins/modules/client/types';

const row = (id: number, over: Partial<StudentAssignRow> = {}) =>
  ({
    studentModuleAssignId: id,
    assignMarks: null,
    markedDate: null,
    remarks: null,
    lastUpdatedDate: `v${id}`,
    ...over,
  }) as StudentAssignRow;

/** A grading actor whose calls are recorded; `queue` is what 'next' finds, one row a call. */
function start(first: StudentAssignRow, queue: (StudentAssignRow | null)[], fail = false) {
  const graded: GradeInput[] = [];
  const calls = {
    grade: async (g: GradeInput) => {
      if (fail) throw new Error('Someone else graded it first.');
      graded.push(g);
    },
    nextRow: async () => queue.shift() ?? null,
  };
  const actor = createActor(gradingMachine, { input: { row: first, today: '2026-06-01', calls } }).start();
  return { actor, graded };
}

const type = (a: ReturnType<typeof start>['actor'], mark: string) =>
  a.send({ type: 'edit', field: 'mark', value: mark });

describe('grading in a row (spec 002 §5)', () => {
  it('starts on the row: an empty mark dated today, or the saved grade', () => {
    expect(start(row(1), []).actor.getSnapshot().context).toMatchObject({ mark: '', date: '2026-06-01', remarks: '' });
    const saved = start(row(2, { assignMarks: 71.5, markedDate: '2026-05-03T00:00:00Z', remarks: 'ok' }), []);
    expect(saved.actor.getSnapshot().context).toMatchObject({ mark: '71.5', date: '2026-05-03', remarks: 'ok' });
  });

  it('refuses to ask for confirmation while the mark is missing or out of range, and shows the faults', () => {
    const { actor } = start(row(1), []);
    actor.send({ type: 'ask', goOn: true });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.touched).toBe(true);
    type(actor, '101');
    actor.send({ type: 'ask', goOn: true });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('No goes back to the form with the values kept', () => {
    const { actor } = start(row(1), []);
    type(actor, '80');
    actor.send({ type: 'ask', goOn: false });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'no' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.mark).toBe('80');
  });

  it('Confirm and Next grades the row, then moves to the next row with a fresh form', async () => {
    const { actor, graded } = start(row(1), [row(2)]);
    type(actor, ' 80 ');
    actor.send({ type: 'edit', field: 'remarks', value: 'Good work ' });
    actor.send({ type: 'ask', goOn: true });
    actor.send({ type: 'yes' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.row.studentModuleAssignId === 2);
    expect(graded).toEqual([{ row: row(1), form: { mark: '80', date: '2026-06-01', remarks: 'Good work' } }]);
    expect(actor.getSnapshot().context).toMatchObject({ mark: '', remarks: '', touched: false });
  });

  it('ends in noneLeft when Confirm and Next finds no ungraded row', async () => {
    const { actor } = start(row(1), [null]);
    type(actor, '50');
    actor.send({ type: 'ask', goOn: true });
    actor.send({ type: 'yes' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('noneLeft');
  });

  it('Confirm (without next) ends in graded and never searches', async () => {
    const queue = [row(2)];
    const { actor } = start(row(1), queue);
    type(actor, '50');
    actor.send({ type: 'ask', goOn: false });
    actor.send({ type: 'yes' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('graded');
    expect(queue).toHaveLength(1);
  });

  it('a refused grade returns to the form with the error, the row unchanged', async () => {
    const { actor } = start(row(1), [row(2)], true);
    type(actor, '50');
    actor.send({ type: 'ask', goOn: true });
    actor.send({ type: 'yes' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toBeInstanceOf(Error);
    expect(actor.getSnapshot().context.row.studentModuleAssignId).toBe(1);
  });

  it('Cancel closes the form', () => {
    const { actor } = start(row(1), []);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
