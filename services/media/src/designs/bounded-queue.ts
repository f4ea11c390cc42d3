/** What the queue presses on when it fills: a bus subscription (see Subscription.pause). */
export interface BackPressure {
  pause(): void;
  resume(): void;
}

/**
 * Counts the design requests media holds (fetching, waiting for a render thread, rendering,
 * storing) and pauses the consumer while `capacity` are held, resuming it once one finishes.
 * Requests already delivered still run, so memory stays bounded by capacity + what the bus
 * delivers at once, and the rest wait in Kafka (uncommitted) where another replica can take them.
 */
export class BoundedQueue {
  private held = 0;
  private paused = false;
  private target: BackPressure | null = null;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error('queue capacity must be a whole number >= 1');
  }

  /** The subscription to pause; set once it exists (events can arrive before `subscribe` returns). */
  attach(target: BackPressure): void {
    this.target = target;
    if (this.paused) target.pause();
  }

  /** Requests held now. */
  get size(): number {
    return this.held;
  }

  get isPaused(): boolean {
    return this.paused;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    this.held += 1;
    if (this.held >= this.capacity && !this.paused) {
      this.paused = true;
      this.target?.pause();
    }
    try {
      return await task();
    } finally {
      this.held -= 1;
      if (this.paused && this.held < this.capacity) {
        this.paused = false;
        this.target?.resume();
      }
    }
  }
}
