/**
 * Option-group rules of the menu detail screen (spec section 5). A choice is held as option
 * uuids by option-group uuid; every function here takes it and returns a new one.
 *
 * - Groups whose options are all out of stock are dropped; out-of-stock options stay visible
 *   but cannot be chosen.
 * - Single-choice (`optionUnique`) groups start on their first in-stock option by orderIndex.
 * - The count per group must be at least `minQty` (1 when required) and at most `maxQty`;
 *   a missing, null or 0 `maxQty` means no limit, and a single-choice group holds one.
 */
import type { Menu, Option, OptionGroup } from '../../api/contract/entities.ts';
import { type PricedGroup, unitPrice } from '../../shared/lib/option-price.ts';
import { usableOptionGroups } from './option-groups.ts';

export type Chosen = Readonly<Record<string, readonly string[]>>;

export function maxOf(group: Pick<OptionGroup, 'optionUnique' | 'maxQty'>): number {
  if (group.optionUnique) return 1;
  return group.maxQty != null && group.maxQty > 0 ? group.maxQty : Number.POSITIVE_INFINITY;
}

export function minOf(group: Pick<OptionGroup, 'optionRequired' | 'minQty'>): number {
  return Math.max(group.minQty ?? 0, group.optionRequired ? 1 : 0);
}

/** The starting choice: each single-choice group on its first in-stock option, the rest empty. */
export function initialChoice(groups: readonly OptionGroup[]): Record<string, string[]> {
  const chosen: Record<string, string[]> = {};
  for (const g of usableOptionGroups(groups)) {
    const first = g.optionUnique ? g.optionList.find((o) => !o.outOfStock) : undefined;
    chosen[g.optionGroupUuid] = first ? [first.optionUuid] : [];
  }
  return chosen;
}

function countIn(chosen: Chosen, group: OptionGroup): string[] {
  const known = new Set(group.optionList.map((o) => o.optionUuid));
  return (chosen[group.optionGroupUuid] ?? []).filter((uuid) => known.has(uuid));
}

/** Checkboxes disable at `maxQty` (except the ones already ticked); out-of-stock is always disabled. */
export function isOptionDisabled(chosen: Chosen, group: OptionGroup, option: Option): boolean {
  if (option.outOfStock) return true;
  if (group.optionUnique) return false;
  const picked = countIn(chosen, group);
  return !picked.includes(option.optionUuid) && picked.length >= maxOf(group);
}

/**
 * Taps an option: a single-choice group switches to it; a checkbox toggles. A tap that the rules
 * refuse (out of stock, a checkbox past `maxQty`) returns `chosen` unchanged.
 */
export function toggleOption(chosen: Chosen, group: OptionGroup, optionUuid: string): Chosen {
  const option = group.optionList.find((o) => o.optionUuid === optionUuid);
  if (!option || isOptionDisabled(chosen, group, option)) return chosen;
  const current = chosen[group.optionGroupUuid] ?? [];
  let next: string[];
  if (group.optionUnique) next = [optionUuid];
  else if (current.includes(optionUuid)) next = current.filter((u) => u !== optionUuid);
  else next = [...current, optionUuid];
  return { ...chosen, [group.optionGroupUuid]: next };
}

export type ChoiceCheck =
  | { ok: true }
  | { ok: false; reason: 'required' | 'min' | 'max' | 'outOfStock'; groupUuid: string };

/** Add-to-cart check; any failure shows the required-selection modal (first failing group). */
export function validateChoice(groups: readonly OptionGroup[], chosen: Chosen): ChoiceCheck {
  for (const g of usableOptionGroups(groups)) {
    const picked = countIn(chosen, g);
    const fail = (reason: 'required' | 'min' | 'max' | 'outOfStock'): ChoiceCheck => ({
      ok: false,
      reason,
      groupUuid: g.optionGroupUuid,
    });
    if (g.optionList.some((o) => o.outOfStock && picked.includes(o.optionUuid))) return fail('outOfStock');
    if (g.optionRequired && picked.length === 0) return fail('required');
    if (picked.length < minOf(g)) return fail('min');
    if (picked.length > maxOf(g)) return fail('max');
  }
  return { ok: true };
}

/** The chosen options priced per group, for the detail screen's running price. */
export function chosenPriceGroups(groups: readonly OptionGroup[], chosen: Chosen): PricedGroup[] {
  return usableOptionGroups(groups).map((g) => {
    const picked = new Set(countIn(chosen, g));
    return { doesReplace: g.doesReplace, options: g.optionList.filter((o) => picked.has(o.optionUuid)) };
  });
}

/** One unit of the menu with the current choice. */
export function choiceUnitPrice(menu: Pick<Menu, 'menuPrice' | 'menuOptionGroups'>, chosen: Chosen): number {
  return unitPrice(menu.menuPrice, chosenPriceGroups(menu.menuOptionGroups, chosen));
}
