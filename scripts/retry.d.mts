export declare function withRetries<T>(
  attempt: (n: number) => Promise<T>,
  options: { retries: number; onFailure?: (error: unknown, last: boolean) => void },
): Promise<T | null>;
