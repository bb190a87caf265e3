/**
 * At most `size` tasks at a time, and the turns shared fairly among the people waiting (issue
 * 34): tasks wait in one queue per owner, and a freed slot goes to the waiting owner served least
 * recently, so one person's ten documents wait behind everyone else's first one, not in front.
 */
export class Slots {
  private running = 0;
  /** Waiting tasks by owner, oldest first. */
  private readonly waiting = new Map<string, (() => void)[]>();
  /** When each owner waiting or running was last given a slot (a counter; never: absent). */
  private readonly served = new Map<string, number>();
  /** Tasks running by owner. */
  private readonly runningBy = new Map<string, number>();
  private turns = 0;

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>, owner = ''): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.enqueue(owner, resolve));
    else {
      this.running++;
      this.start(owner);
    }
    try {
      return await task();
    } finally {
      this.passOn(owner);
    }
  }

  private start(owner: string) {
    this.served.set(owner, ++this.turns);
    this.runningBy.set(owner, (this.runningBy.get(owner) ?? 0) + 1);
  }

  private enqueue(owner: string, resolve: () => void) {
    const queue = this.waiting.get(owner);
    if (queue) queue.push(resolve);
    else this.waiting.set(owner, [resolve]);
  }

  /** The slot passes straight to the oldest task of the owner served least recently; freed when none waits. */
  private passOn(finished: string) {
    const left = (this.runningBy.get(finished) ?? 1) - 1;
    if (left) this.runningBy.set(finished, left);
    else this.runningBy.delete(finished);
    // An owner neither running nor waiting is forgotten (the map stays as small as the queue).
    if (!left && !this.waiting.has(finished)) this.served.delete(finished);
    let next: string | null = null;
    for (const owner of this.waiting.keys()) {
      if (next === null || (this.served.get(owner) ?? 0) < (this.served.get(next) ?? 0)) next = owner;
    }
    if (next === null) {
      this.running--;
      return;
    }
    const queue = this.waiting.get(next)!;
    const resolve = queue.shift()!;
    if (!queue.length) this.waiting.delete(next);
    this.start(next);
    resolve();
  }

  /** Tasks running and waiting, for tests and logs. */
  get load() {
    let waiting = 0;
    for (const q of this.waiting.values()) waiting += q.length;
    return { running: this.running, waiting };
  }
}
