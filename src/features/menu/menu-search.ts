/**
 * Menu search: which menus a diner's query finds. A menu is found by its name in the diner's
 * language, in Korean (the shop's own text), in English (`engMenuName` and the English
 * translation) and in every translation it carries, so a tourist who remembers "bibim" and a
 * Korean diner who types "ㅂㅂㅂ" both find 비빔밥.
 *
 * Matching is a substring match after folding both sides the same way:
 * - case and accents fold away (Phở finds "pho", Ёлка finds "елка"), with the kana voicing
 *   marks kept, since が and か are different words in Japanese;
 * - spaces are ignored ("비빔 밥" finds 비빔밥);
 * - a lone Hangul consonant in the query (ㄱ to ㅎ) stands for any syllable that starts with it,
 *   so "ㅂㅂㅂ", "비ㅂㅂ" and "ㄱㅊ찌개" all work; full syllables match only themselves.
 *
 * Hangul is decomposed with Unicode arithmetic (a syllable's initial is `(code - 0xAC00) / 588`)
 * rather than a library: it is a dozen lines and costs no bytes a diner downloads.
 */
import type { Menu } from '../../api/contract/entities.ts';
import { menuName } from './menu-names.ts';

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const SYLLABLES_PER_INITIAL = 21 * 28;
/** The 19 initial consonants in Unicode's syllable order, as the compatibility letters a keyboard types. */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
/** Combining kana voicing marks: meaningful in Japanese, so folding keeps them. */
const KANA_VOICING = /[\u3099\u309a]/u;

/** The initial consonant of a Hangul syllable as a compatibility letter, or null for anything else. */
export function hangulInitial(char: string): string | null {
  const code = char.codePointAt(0) ?? 0;
  if (code < SYLLABLE_FIRST || code > SYLLABLE_LAST) return null;
  return INITIALS[Math.floor((code - SYLLABLE_FIRST) / SYLLABLES_PER_INITIAL)] ?? null;
}

function isInitialConsonant(char: string): boolean {
  return INITIALS.includes(char);
}

/** Folds text for matching: lower case, no accents, no spaces; Hangul syllables stay whole. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, (mark) => (KANA_VOICING.test(mark) ? mark : ''))
    .normalize('NFC')
    .toLocaleLowerCase('und')
    .replace(/[\s\u00a0]+/gu, '');
}

/** A menu's names, folded once so each keystroke only compares. */
export interface SearchableNames {
  readonly folded: readonly string[][];
}

export function searchableNames(names: readonly (string | null | undefined)[]): SearchableNames {
  const unique = new Set<string>();
  for (const name of names) {
    if (name && name.trim() !== '') unique.add(foldForSearch(name));
  }
  return { folded: [...unique].map((name) => Array.from(name)) };
}

/** The folded query as characters; an empty array means "no query" (show everything). */
export function searchQuery(query: string): string[] {
  return Array.from(foldForSearch(query));
}

function charMatches(queryChar: string, nameChar: string): boolean {
  if (queryChar === nameChar) return true;
  return isInitialConsonant(queryChar) && hangulInitial(nameChar) === queryChar;
}

function containsQuery(name: readonly string[], query: readonly string[]): boolean {
  for (let start = 0; start + query.length <= name.length; start += 1) {
    let index = 0;
    while (index < query.length && charMatches(query[index] as string, name[start + index] as string)) index += 1;
    if (index === query.length) return true;
  }
  return false;
}

/** Whether a menu with these names is found by the query (an empty query finds every menu). */
export function matchesSearch(names: SearchableNames, query: readonly string[]): boolean {
  if (query.length === 0) return true;
  return names.folded.some((name) => containsQuery(name, query));
}

/** The names a menu is found by: its name in the diner's language, the shop's own, English and every translation. */
export function menuSearchNames(
  menu: Pick<Menu, 'menuName' | 'engMenuName' | 'localeMenu'>,
  localeCode: string,
): SearchableNames {
  return searchableNames([
    menuName(menu, localeCode),
    menu.menuName,
    menu.engMenuName,
    ...menu.localeMenu.map((entry) => entry.menuName),
  ]);
}

export interface MenuSearchIndex<M> {
  readonly entries: readonly { menu: M; names: SearchableNames }[];
}

/** Folds every menu's names once, so each keystroke only compares. */
export function menuSearchIndex<M extends Pick<Menu, 'menuName' | 'engMenuName' | 'localeMenu'>>(
  menus: readonly M[],
  localeCode: string,
): MenuSearchIndex<M> {
  return { entries: menus.map((menu) => ({ menu, names: menuSearchNames(menu, localeCode) })) };
}

/** The menus a query finds, in the menu's own order; an empty query finds none (nothing asked yet). */
export function findMenus<M>(index: MenuSearchIndex<M>, query: string): M[] {
  const folded = searchQuery(query);
  if (folded.length === 0) return [];
  return index.entries.filter((entry) => matchesSearch(entry.names, folded)).map((entry) => entry.menu);
}
