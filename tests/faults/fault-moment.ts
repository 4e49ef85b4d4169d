/**
 * The one place the fault suite lets time pass on purpose. A fault strikes at a moment drawn at
 * random (the tab closes, the signal drops, the cart changes, up to 1.5 s into the app's work), so
 * that over many runs it cuts the app at every stage of a send or a write: the randomness is the
 * fault model, and its figures in docs/testing.md were counted with these very delays. It never stands
 * in for waiting on what the diner sees: a run that needs the screen to show something waits for
 * it with `expect`, as the journeys do.
 */

/** Lets `ms` pass: how long a fault lasts, or how long late copies get to arrive. */
export function pauseFor(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits a whole number of milliseconds drawn evenly from [0, `upToMs`), and says which. */
export async function atRandomMoment(upToMs: number): Promise<number> {
  const moment = Math.floor(Math.random() * upToMs);
  await pauseFor(moment);
  return moment;
}
