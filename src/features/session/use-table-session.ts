import { useAtomValue } from 'jotai';
import { type TableSession, tableSessionAtom } from './session.atoms.ts';

/**
 * This table's verdict (`tableSessionAtom`), or null when none is known for it. The guards fill
 * it from the phone first and the session check later; screens render before the check answers,
 * so they follow the verdict here rather than taking it once from their route.
 */
export function useTableSession(shopSeq: number, tableNum: number): TableSession | null {
  const session = useAtomValue(tableSessionAtom);
  return session?.shopSeq === shopSeq && session.tableNum === tableNum ? session : null;
}
