const OUTBOX_SIZE = 200;

/**
 * What a console adapter "sent", for local development and tests: printed to standard output
 * (not the structured log) and kept, the latest first, for the dev-only outbox endpoints.
 */
export class DevOutbox<T extends object> {
  private readonly items: (T & { sentAt: string })[] = [];
  private readonly print: (line: string) => void;

  constructor(print?: (line: string) => void) {
    this.print = print ?? ((line) => process.stdout.write(`${line}\n`));
  }

  add(item: T, line: string): void {
    this.items.unshift({ ...item, sentAt: new Date().toISOString() });
    this.items.length = Math.min(this.items.length, OUTBOX_SIZE);
    this.print(line);
  }

  /** The kept items that match, newest first. */
  where(matches: (item: T) => boolean): (T & { sentAt: string })[] {
    return this.items.filter(matches);
  }
}
