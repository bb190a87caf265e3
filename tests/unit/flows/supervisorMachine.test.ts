import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { supervisorMachine, type SupervisorCalls } from '@plugins/wpa/client/flows/supervisorMachine';

type Sig = { name: string };
const ENDED = { kind: 'invalid' };
const linkGone = new Error('NOT_FOUND');

/** Draft faults: a rating above 5; the whole form also needs `comment` and a signature. */
const rules = {
  draftFaults: (v: Record<string, string>) => (Number(v.rating ?? 0) > 5 ? 1 : 0),
  submitFaults: (v: Record<string, string>, s: unknown) =>
    (Number(v.rating ?? 0) > 5 ? 1 : 0) + (v.comment ? 0 : 1) + (s ? 0 : 1),
};
const nameOf = (s: unknown) => (s as Sig | null)?.name ?? '-';

function start(over: Partial<SupervisorCalls> = {}, signature: Sig | null = null) {
  const log: string[] = [];
  const calls: SupervisorCalls = {
    saveDraft: async (v, s) => {
      log.push(`save ${JSON.stringify(v)} ${nameOf(s)}`);
      return { draftSavedDate: '2026-06-01T10:00:00Z', message: 'Saved.' };
    },
    submit: async (v, s) => log.push(`submit ${JSON.stringify(v)} ${nameOf(s)}`),
    endOf: (e) => (e === linkGone ? ENDED : null),
    ...over,
  };
  const actor = createActor(supervisorMachine, { input: { signature, savedAt: null, calls, rules } }).start();
  return { actor, log };
}
const save = (values: Record<string, string>, signature: Sig | null = null) =>
  ({ type: 'save', values, signature }) as const;
const submit = (values: Record<string, string>, signature: Sig | null = null) =>
  ({ type: 'submit', values, signature }) as const;

describe("the industry supervisor's save and submit (spec 002 §5, issue 31)", () => {
  it("Save Draft with a faulty value shows the draft's faults and sends nothing", () => {
    const { actor, log } = start();
    actor.send(save({ rating: '9' }));
    expect(actor.getSnapshot().context).toMatchObject({ shown: 'draft', refusals: 1 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(log).toEqual([]);
  });

  it('Save Draft sends a new signature with the values once, then keeps it as sent', async () => {
    const { actor, log } = start();
    const drawn = { name: 'drawn' };
    actor.send(save({ rating: '4' }, drawn));
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice?.kind === 'saved');
    expect(actor.getSnapshot().context.savedAt).toBe('2026-06-01T10:00:00Z');
    actor.send({ type: 'edited' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send(save({ rating: '4' }, drawn));
    await waitFor(actor, (s) => s.matches('editing') && log.length === 2);
    expect(log).toEqual(['save {"rating":"4"} drawn', 'save {"rating":"4"} -']);
  });

  it('Submit checks the whole form first, then asks; No keeps the form', () => {
    const { actor } = start();
    actor.send(submit({}));
    expect(actor.getSnapshot().context).toMatchObject({ shown: 'submit', notice: { kind: 'fix' } });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send(submit({ comment: 'Reliable' }, { name: 'drawn' }));
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'no' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('Yes submits, with a signature saved earlier not sent again', async () => {
    const saved = { name: 'saved' };
    const { actor, log } = start({}, saved);
    actor.send(submit({ comment: 'Reliable' }, saved));
    actor.send({ type: 'yes' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(log).toEqual(['submit {"comment":"Reliable"} -']);
  });

  it("the link's own refusal ends the form; any other failure is a notice and the form stays", async () => {
    const failing = start({ saveDraft: () => Promise.reject(new Error('Network')) });
    failing.actor.send(save({}));
    await waitFor(failing.actor, (s) => s.matches('editing') && s.context.notice?.kind === 'failed');
    const saved = { name: 'saved' };
    const gone = start({ submit: () => Promise.reject(linkGone) }, saved);
    gone.actor.send(submit({ comment: 'x' }, saved));
    gone.actor.send({ type: 'yes' });
    await waitFor(gone.actor, (s) => s.status === 'done');
    expect(gone.actor.getSnapshot()).toMatchObject({ value: 'ended', context: { end: ENDED } });
  });
});
