/**
 * A cache of made things, bounded by count and by bytes: the oldest-used go first, so odd paths
 * or many widths cannot fill the service's memory. Asking twice while one is being made shares the
 * one making.
 */
export class BoundedCache<T> {
  private readonly entries = new Map<string, Promise<T>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(
    private readonly limit: { entries: number; bytes: number },
    private readonly sizeOf: (value: T) => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  async get(key: string, make: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept) {
      // Used again: it moves to the young end.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const making = make();
    this.entries.set(key, making);
    try {
      const value = await making;
      if (this.entries.get(key) === making) {
        const size = this.sizeOf(value);
        this.sizes.set(key, size);
        this.bytes += size;
        this.trim();
      }
      return value;
    } catch (error) {
      if (this.entries.get(key) === making) this.entries.delete(key);
      throw error;
    }
  }

  private trim(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.limit.entries && this.bytes <= this.limit.bytes) return;
      this.bytes -= this.sizes.get(key) ?? 0;
      this.sizes.delete(key);
      this.entries.delete(key);
    }
  }
}
