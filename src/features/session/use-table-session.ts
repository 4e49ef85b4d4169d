import { useAtomValue } from 'jotai';
import { currentToken, type TableSession, tableSessionAtom } from './session.atoms.ts';
import { verdictIsAbout } from './verdict-standing.ts';

/**
 * This table's verdict (`tableSessionAtom`), or null when none is known for it and the token this
 * tab holds (`verdictStanding`). The guards fill
 * it from the phone first and the session check later; screens render before the check answers,
 * so they follow the verdict here rather than taking it once from their route.
 */
export function useTableSession(shopSeq: number, tableNum: number): TableSession | null {
  const session = useAtomValue(tableSessionAtom);
  return verdictIsAbout(session, { shopSeq, tableNum, token: currentToken() }) ? session : null;
}
