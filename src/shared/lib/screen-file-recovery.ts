/**
 * What to do when a screen's code file could not be fetched (a dropped signal at the tap, or a file
 * a new deployment removed), before any error is shown:
 *
 * - a new version of the app is waiting: take it (its own files are all there);
 * - else, when the server answers again, load the page once more: a fresh page fetches every file
 *   anew and gets the deployed version. Fetching the failed file again in the same page is not
 *   enough: a browser may keep a failed module as failed for the rest of the page's life;
 * - on a payment screen, where a reload could lose the hand-over to the gateway, the screen's
 *   loading runs again instead;
 * - a second failure in a row, or no connection, shows the "could not be opened" screen, whose
 *   retry also runs by itself when the connection returns.
 */

/** How each engine words a dynamic import that failed to load (Chromium, Firefox, WebKit). */
const SCREEN_FILE_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
];

export function isScreenFileFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return SCREEN_FILE_FAILURES.some((start) => message.startsWith(start));
}

export type ScreenFileRecovery = 'take-update' | 'reload' | 'retry' | 'show-error';

export interface ScreenFileFacts {
  screenFileFailure: boolean;
  /** A new version of the app is installed and waits (or already took over in another tab). */
  updateWaiting: boolean;
  /** The screen is one where a reload is safe (not a payment screen). */
  reloadAllowedHere: boolean;
  /** This screen was recovered a moment ago and failed again. */
  recoveredRecently: boolean;
  online: boolean;
}

export function screenFileRecovery(facts: ScreenFileFacts): ScreenFileRecovery {
  if (!facts.screenFileFailure) return 'show-error';
  if (facts.updateWaiting && facts.reloadAllowedHere) return 'take-update';
  if (!facts.online || facts.recoveredRecently) return 'show-error';
  return facts.reloadAllowedHere ? 'reload' : 'retry';
}

/** How long a recovery counts as "a moment ago": a later visit to the same screen gets its own. */
export const RECOVERY_MEMORY_MS = 15_000;
