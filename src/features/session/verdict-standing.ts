/**
 * The one rule for whether a session verdict answers for a table now, used by every guard and
 * screen: a verdict is given for a table and for the token the tab held when it was asked; a new
 * scan brings a new token, which an old verdict must not judge.
 */

/** How long a live answer of the service lets the diner pay without asking again. */
export const LIVE_VERDICT_MAX_AGE_MS = 60_000;

export interface VerdictQuestion {
  shopSeq: number;
  tableNum: number;
  /** The token this tab holds now (null: none). */
  token: string | null;
}

export interface StandingVerdict {
  shopSeq: number;
  tableNum: number;
  /** ms since epoch of the service's answer behind this verdict; absent when it never answered. */
  checkedAt?: number | undefined;
  /** The token the verdict was given for (absent or null: none). */
  token?: string | null | undefined;
}

export type Standing =
  /** About another table, or given for another token: never used for this one. */
  | 'other'
  /** About this table and token, but not young (or never answered): browse on it, ask again. */
  | 'known'
  /** About this table and token, answered less than `LIVE_VERDICT_MAX_AGE_MS` ago. */
  | 'current';

/** Whether the verdict is about this table and the token the tab holds now (its standing is not 'other'). */
export function verdictIsAbout<V extends StandingVerdict>(session: V | null, question: VerdictQuestion): session is V {
  return (
    session !== null &&
    session.shopSeq === question.shopSeq &&
    session.tableNum === question.tableNum &&
    (session.token ?? null) === question.token
  );
}

export function verdictStanding(session: StandingVerdict | null, question: VerdictQuestion, now: number): Standing {
  if (!verdictIsAbout(session, question)) return 'other';
  if (session.checkedAt === undefined) return 'known';
  const age = now - session.checkedAt;
  return age >= 0 && age < LIVE_VERDICT_MAX_AGE_MS ? 'current' : 'known';
}
