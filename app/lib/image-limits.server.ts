/** A least-recently-used cache of transformed images, bounded by their total bytes. */
export class ByteBoundedCache<Value extends { body: Uint8Array }> {
  private readonly entries = new Map<string, Value>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Value | undefined {
    const value = this.entries.get(key);
    if (value) {
      // Re-inserted so the map's order stays least- to most-recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Value): void {
    if (value.body.byteLength > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += value.body.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.body.byteLength;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.body.byteLength;
  }
}

/** A map that forgets its oldest entry past `max` entries. */
export class RecentMap<Value> {
  private readonly entries = new Map<string, Value>();

  constructor(private readonly max: number) {}

  get(key: string): Value | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: Value): void {
    if (!this.entries.has(key) && this.entries.size >= this.max)
      this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }
}

export class QueueFullError extends Error {
  constructor() {
    super("Image transform queue is full");
  }
}

/**
 * Runs at most `concurrency` tasks at once, with at most `queueLimit` waiting; past that a task is
 * refused at once (the route answers 503), so image work never piles up in front of page renders.
 */
export class BoundedQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) throw new QueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so `active` counts it without a gap.
      if (next) next();
      else this.active -= 1;
    }
  }

  get pending(): number {
    return this.waiting.length;
  }
}
