/**
 * Whether a kept line (a cart line, or a line of a past order) can still be ordered from the
 * shop's menu as it is today: its menu is there and in stock, each chosen option is there and in
 * stock, and the choice still passes the menu's option rules. One rule for "order again" and for
 * a cart kept across visits.
 */
import type { Menu, OptionGroup } from '../../api/contract/entities.ts';
import type { SelectedOption } from '../../api/contract/persisted.ts';
import { validateChoice } from '../menu/public.ts';
import type { CartLine, Chosen } from './cart.ts';

export type UnavailableReason = 'menuGone' | 'menuSoldOut' | 'optionGone' | 'optionSoldOut' | 'choiceChanged';

export type LineCheck =
  | { ok: true; menu: Menu; chosen: Chosen }
  | { ok: false; reason: UnavailableReason; option?: SelectedOption };

function findOption(groups: readonly OptionGroup[], groupUuid: string, optionUuid: string) {
  return groups.find((g) => g.optionGroupUuid === groupUuid)?.optionList.find((o) => o.optionUuid === optionUuid);
}

export function checkLine(
  line: Pick<CartLine, 'menuSeq' | 'selectedOptions'>,
  menus: ReadonlyMap<number, Menu>,
): LineCheck {
  const menu = menus.get(line.menuSeq);
  if (!menu) return { ok: false, reason: 'menuGone' };
  if (menu.outOfStock) return { ok: false, reason: 'menuSoldOut' };
  const chosen: Record<string, string[]> = {};
  for (const group of line.selectedOptions) {
    for (const old of group.options) {
      const option = findOption(menu.menuOptionGroups, group.optionGroupUuid, old.optionUuid);
      if (!option) return { ok: false, reason: 'optionGone', option: old };
      if (option.outOfStock) return { ok: false, reason: 'optionSoldOut', option: old };
      chosen[group.optionGroupUuid] = [...(chosen[group.optionGroupUuid] ?? []), old.optionUuid];
    }
  }
  if (!validateChoice(menu.menuOptionGroups, chosen).ok) return { ok: false, reason: 'choiceChanged' };
  return { ok: true, menu, chosen };
}

export function menusBySeq(menus: readonly Menu[]): Map<number, Menu> {
  return new Map(menus.map((m) => [m.menuSeq, m]));
}
