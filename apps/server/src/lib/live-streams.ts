/**
 * The streamed answers (chat replies, predictions) this process is writing, so that a
 * shutdown can let them finish and, when its grace period runs out, cut the rest short.
 */
export class LiveStreams {
  private open = 0;
  private readonly interruption = new AbortController();
  private waiters: (() => void)[] = [];

  /** Aborted when the shutdown's grace period is over: every stream still open must end now. */
  get interrupted(): AbortSignal {
    return this.interruption.signal;
  }

  get size(): number {
    return this.open;
  }

  /** Runs one stream, counted as open until it returns or throws. */
  async track<T>(run: (interrupted: AbortSignal) => Promise<T>): Promise<T> {
    this.open++;
    try {
      return await run(this.interruption.signal);
    } finally {
      this.open--;
      if (this.open === 0) for (const wake of this.waiters.splice(0)) wake();
    }
  }

  /** Ends every stream still open (each with its final `interrupted` event). */
  interruptAll(): void {
    this.interruption.abort();
  }

  /** Resolves once no stream is open. */
  drained(): Promise<void> {
    if (this.open === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}
