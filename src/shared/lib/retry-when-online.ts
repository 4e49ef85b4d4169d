/**
 * Runs `attempt` now and, if it fails (the signal dropped while a file was on its way), once more
 * when the connection is back. What only readies the next screen must not be lost to a moment
 * without signal, nor reported as an error for one: only the second failure reaches `onGiveUp`.
 */
export function retryWhenOnline(
  attempt: () => Promise<unknown>,
  onGiveUp: (error: unknown) => void = () => undefined,
  target: Pick<Window, 'addEventListener'> = window,
): void {
  attempt().catch(() => {
    target.addEventListener('online', () => void attempt().catch(onGiveUp), { once: true });
  });
}
