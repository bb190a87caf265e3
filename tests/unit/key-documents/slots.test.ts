import { describe, expect, it } from 'vitest';
import { Slots } from '@plugins/key-documents/server/converter/slots';

/** Issue 34: one person's conversions do not starve everyone else's; the slots are shared in turns. */
describe('the converter slots take turns by who asked', () => {
  /** A task that runs until released, recording when it started. */
  function gate(order: string[], name: string) {
    let release!: () => void;
    const done = new Promise<void>((r) => (release = r));
    return { run: async () => (order.push(name), done), release: () => release() };
  }

  it("a second person's document runs before the first person's queued ones", async () => {
    const slots = new Slots(1);
    const order: string[] = [];
    const a = ['a1', 'a2', 'a3'].map((n) => gate(order, n));
    const b = gate(order, 'b1');
    const runs = [...a.map((g) => slots.run(g.run, 'alice')), slots.run(b.run, 'bob')];
    expect(slots.load).toEqual({ running: 1, waiting: 3 });
    for (const g of [a[0]!, b, a[1]!, a[2]!]) {
      await Promise.resolve();
      g.release();
      await new Promise((r) => setTimeout(r, 0));
    }
    await Promise.all(runs);
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3']);
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });

  it('two slots run two people at once; a failed task frees its slot', async () => {
    const slots = new Slots(2);
    const order: string[] = [];
    const a = gate(order, 'a');
    const failing = slots.run(async () => {
      order.push('x');
      throw new Error('bad document');
    }, 'carol');
    const ok = slots.run(a.run, 'alice');
    await expect(failing).rejects.toThrow('bad document');
    const b = gate(order, 'b');
    const second = slots.run(b.run, 'bob');
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual(['x', 'a', 'b']);
    a.release();
    b.release();
    await Promise.all([ok, second]);
  });
});
