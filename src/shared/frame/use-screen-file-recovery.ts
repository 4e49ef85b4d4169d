import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  isScreenFileFailure,
  RECOVERY_MEMORY_MS,
  type ScreenFileFacts,
  screenFileRecovery,
} from '../lib/screen-file-recovery.ts';
import { readSession, writeSession } from '../state/session-storage.ts';
import { STORAGE_KEYS } from '../state/storage-keys.ts';
import { store } from '../state/store.ts';
import { acceptUpdate, checkForUpdate, updateStateAtom } from '../sw/update.atoms.ts';
import { canOfferUpdate } from '../sw/update-policy.ts';

/** How long a failed screen file waits for the server to say whether a newer version exists. */
const UPDATE_CHECK_MS = 3_000;
/** How long the server has to answer before a reload is judged safe (not the browser's offline page). */
const PROBE_MS = 3_000;

/** When this address was last recovered: kept in the tab's session, since a reload is one way. */
function recoveredAt(pathname: string): number {
  try {
    const last = JSON.parse(readSession(STORAGE_KEYS.session.screenFileRecovery) ?? 'null') as {
      pathname?: unknown;
      at?: unknown;
    } | null;
    return last?.pathname === pathname && typeof last.at === 'number' ? last.at : 0;
  } catch {
    return 0;
  }
}

function factsFor(error: unknown, pathname: string): ScreenFileFacts {
  return {
    screenFileFailure: isScreenFileFailure(error),
    updateWaiting: store.get(updateStateAtom) !== 'none',
    reloadAllowedHere: canOfferUpdate(pathname),
    recoveredRecently: Date.now() - recoveredAt(pathname) < RECOVERY_MEMORY_MS,
    online: navigator.onLine,
  };
}

/** Whether the server answers now: a reload on a signal that is still gone ends on the browser's page. */
async function serverAnswers(): Promise<boolean> {
  try {
    const response = await fetch(window.location.href, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Recovers a screen whose code file could not be fetched before the error screen is shown (see
 * `screenFileRecovery`). Returns true while it does, so the caller shows a quiet pending screen.
 */
export function useScreenFileRecovery(error: unknown): boolean {
  const router = useRouter();
  const pathname = router.state.location.pathname;
  const [recovering, setRecovering] = useState(() => screenFileRecovery(factsFor(error, pathname)) !== 'show-error');
  useEffect(() => {
    if (!recovering) return;
    let current = true;
    const recover = async () => {
      // A deployment may have replaced the file: a newer worker found now installs while we wait.
      if (store.get(updateStateAtom) === 'none') await checkForUpdate(UPDATE_CHECK_MS);
      const next = screenFileRecovery(factsFor(error, pathname));
      if (next === 'take-update') return acceptUpdate();
      if (next === 'show-error' || !(await serverAnswers())) return current && setRecovering(false);
      writeSession(STORAGE_KEYS.session.screenFileRecovery, JSON.stringify({ pathname, at: Date.now() }));
      if (next === 'reload') return window.location.reload();
      await router.invalidate();
      // Still failing after the retry: the error screen, with its own retry.
      if (current && router.state.matches.some((match) => match.status === 'error')) setRecovering(false);
    };
    void recover();
    return () => {
      current = false;
    };
  }, [recovering, error, pathname, router]);
  return recovering;
}
