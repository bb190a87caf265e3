/** At most `size` tasks at a time; the others wait in order. */
export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task; only when none waits is it freed.
      if (next) next();
      else this.running--;
    }
  }

  /** Tasks running and waiting, for tests and logs. */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }
}
