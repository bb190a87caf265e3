import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { supervisorMachine, type SupervisorCalls } from '@plugins/wpa/client/flows/supervisorMachine';

type Sig = { name: string };
const machine = supervisorMachine;
const ENDED = { kind: 'invalid' };
const linkGone = new Error('NOT_FOUND');

/** Draft faults: a rating above 5; the whole form also needs `comment` and a signature. */
const rules = {
  draftFaults: (v: Record<string, string>) => (Number(v.rating ?? 0) > 5 ? 1 : 0),
  submitFaults: (v: Record<string, string>, s: unknown) =>
    (Number(v.rating ?? 0) > 5 ? 1 : 0) + (v.comment ? 0 : 1) + (s ? 0 : 1),
};

function start(over: Partial<SupervisorCalls> = {}, signature: Sig | null = null) {
  const log: string[] = [];
  const calls: SupervisorCalls = {
    saveDraft: async (v, s) => {
      log.push(`save ${JSON.stringify(v)} ${(s as Sig | null)?.name ?? '-'}`);
      return { draftSavedDate: '2026-06-01T10:00:00Z', message: 'Saved.' };
    },
    submit: async (v, s) => log.push(`submit ${JSON.stringify(v)} ${(s as Sig | null)?.name ?? '-'}`),
    endOf: (e) => (e === linkGone ? ENDED : null),
    ...over,
  };
  const actor = createActor(machine, { input: { values: {}, signature, savedAt: null, calls, rules } }).start();
  return { actor, log };
}

describe("the industry supervisor's save and submit (spec 002 §5, issue 31)", () => {
  it("Save Draft with a faulty value shows the draft's faults and sends nothing", () => {
    const { actor, log } = start();
    actor.send({ type: 'change', name: 'rating', value: '9' });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().context).toMatchObject({ shown: 'draft', refusals: 1, dirty: true });
    expect(log).toEqual([]);
  });

  it('Save Draft sends a new signature with the values once, then keeps it as sent', async () => {
    const { actor, log } = start();
    actor.send({ type: 'sign', signature: { name: 'drawn' } });
    actor.send({ type: 'change', name: 'rating', value: '4' });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice?.kind === 'saved');
    expect(actor.getSnapshot().context).toMatchObject({ dirty: false, savedAt: '2026-06-01T10:00:00Z' });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('editing') && log.length === 2);
    expect(log).toEqual(['save {"rating":"4"} drawn', 'save {"rating":"4"} -']);
  });

  it('Submit checks the whole form first, then asks; No keeps the form', () => {
    const { actor } = start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context).toMatchObject({ shown: 'submit', notice: { kind: 'fix' } });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'change', name: 'comment', value: 'Reliable' });
    actor.send({ type: 'sign', signature: { name: 'drawn' } });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'no' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('Yes submits, with a signature saved earlier not sent again', async () => {
    const { actor, log } = start({}, { name: 'saved' });
    actor.send({ type: 'change', name: 'comment', value: 'Reliable' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'yes' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(log).toEqual(['submit {"comment":"Reliable"} -']);
  });

  it("the link's own refusal ends the form; any other failure is a notice and the form stays", async () => {
    const failing = start({ saveDraft: () => Promise.reject(new Error('Network')) });
    failing.actor.send({ type: 'save' });
    await waitFor(failing.actor, (s) => s.matches('editing') && s.context.notice?.kind === 'failed');
    const gone = start({ submit: () => Promise.reject(linkGone) }, { name: 'saved' });
    gone.actor.send({ type: 'change', name: 'comment', value: 'x' });
    gone.actor.send({ type: 'submit' });
    gone.actor.send({ type: 'yes' });
    await waitFor(gone.actor, (s) => s.status === 'done');
    expect(gone.actor.getSnapshot()).toMatchObject({ value: 'ended', context: { end: ENDED } });
  });
});
