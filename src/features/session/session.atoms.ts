import { atom } from 'jotai';
import * as v from 'valibot';
import { isApiError } from '../../api/errors.ts';
import { afterPageLoad } from '../../shared/lib/after-page-load.ts';
import { readIdb, writeIdb } from '../../shared/state/idb-storage.ts';
import { readSession } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import { mayOrder } from './device-first.ts';
import { checkSession } from './session.api.ts';
import {
  type LastSessionAnswer,
  type SessionVerdict,
  verdictFromAnswer,
  verdictFromFailure,
  verdictFromKept,
} from './session-verdict.ts';

const LastAnswerSchema = v.nullable(
  v.object({ live: v.boolean(), shopSeq: v.number(), tableNum: v.number(), checkedAt: v.number() }),
);

export interface TableSession {
  shopSeq: number;
  tableNum: number;
  verdict: SessionVerdict;
  /** ms since epoch of the check that gave this verdict (absent when set without a check). */
  checkedAt?: number;
  /** The table token the verdict is about (absent when set without one). */
  token?: string | null;
}

/** The verdict of the last session check of this tab, for the table it was made for. */
export const tableSessionAtom = atom<TableSession | null>(null);

export function currentToken(): string | null {
  return readSession(STORAGE_KEYS.session.token);
}

/** Dropping ended tokens is storage work the first screen never waits for: its code comes when due. */
const loadForgetting = () => import('./forget-tokens.ts');

function notForgotten(error: unknown): void {
  // The next start tries again.
  console.warn('ended visits not forgotten', error);
}

/**
 * Runs the session check and keeps its answer on the device (per token), so that an offline
 * start can tell a live table from an expired one.
 */
export async function checkTableSession(
  shopSeq: number,
  tableNum: number,
  signal?: AbortSignal,
): Promise<SessionVerdict> {
  const token = currentToken();
  const key = STORAGE_KEYS.idb.sessionCheck(token ?? 'none');
  try {
    const live = await checkSession(shopSeq, tableNum, signal);
    const answer: LastSessionAnswer = { live, shopSeq, tableNum, checkedAt: Date.now() };
    await writeIdb(key, answer).catch(() => undefined);
    if (!live && token) {
      void loadForgetting()
        .then(({ forgetEndedToken }) => forgetEndedToken(token))
        .catch(notForgotten);
    }
    // Ended visits are swept once the page has loaded: the menu's own code and calls go first.
    afterPageLoad(() => {
      void loadForgetting()
        .then(({ forgetEndedVisits }) => forgetEndedVisits())
        .catch(notForgotten);
    });
    return verdictFromAnswer(live);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.kind === 'aborted') throw error;
    const last = await readIdb(key, LastAnswerSchema, null).catch(() => null);
    return verdictFromFailure(error.kind, last, { shopSeq, tableNum }, Date.now());
  }
}

/** The last answer kept on this phone for the current token, as a verdict to browse on. */
export async function keptTableSession(shopSeq: number, tableNum: number): Promise<TableSession> {
  const token = currentToken();
  const last = await readIdb(STORAGE_KEYS.idb.sessionCheck(token ?? 'none'), LastAnswerSchema, null).catch(() => null);
  return { shopSeq, tableNum, token, ...verdictFromKept(last, { shopSeq, tableNum }, Date.now()) };
}

/** Whether the diner may place orders now: a live verdict of the service, young enough. */
export function canOrder(session: TableSession | null, shopSeq: number, tableNum: number, now = Date.now()): boolean {
  return mayOrder(session, { shopSeq, tableNum, token: currentToken() }, now);
}
