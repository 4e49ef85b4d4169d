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

/** Text with no letter that could carry an accent: printable ASCII, Hangul syllables, spaces. */
const PLAIN = /^[ -~\s\uac00-\ud7a3]*$/;

/** Folds text for matching: lower case, no accents, no spaces; Hangul syllables stay whole. */
export function foldForSearch(text: string): string {
  // Most names are Latin letters without accents or Hangul syllables: nothing to decompose, and
  // decomposing every Hangul syllable into letters and back cost most of a large shop's index.
  if (PLAIN.test(text)) return text.toLowerCase().replace(/[\s\u00a0]+/gu, '');
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, (mark) => (KANA_VOICING.test(mark) ? mark : ''))
    .normalize('NFC')
    .toLocaleLowerCase('und')
    .replace(/[\s\u00a0]+/gu, '');
}

/**
 * A menu's names, folded once and joined by line breaks, so each keystroke is one native
 * substring search (or one regular expression) per menu instead of a loop over its characters.
 * A folded query holds no white space, so it never matches across two names.
 */
export interface SearchableNames {
  readonly text: string;
  /** The same text with each Hangul syllable as its initial consonant, for queries of consonants. */
  readonly initials: string;
}

const NAME_BREAK = '\n';

export function searchableNames(names: readonly (string | null | undefined)[]): SearchableNames {
  const unique = new Set<string>();
  for (const name of names) {
    if (name && name.trim() !== '') unique.add(foldForSearch(name));
  }
  const text = [...unique].join(NAME_BREAK);
  return { text, initials: text.replace(/[\uac00-\ud7a3]/g, (syllable) => hangulInitial(syllable) ?? syllable) };
}

/**
 * A folded query, ready to test names with: plain text to find in the names (`text`), or in their
 * initials (`initials`: a query of lone Hangul consonants and no whole syllable, where a consonant
 * stands for itself or any syllable it starts), or, for a query mixing both, a regular expression
 * where each lone consonant is a class of itself and the 588 syllables it starts. Null is "no
 * query" (show everything).
 */
export type SearchQuery = { text: string } | { initials: string } | RegExp | null;

const escapeForPattern = (char: string) => char.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/** The syllables that start with an initial consonant, and the letter itself, as a character class. */
function initialClass(initial: string): string {
  const first = SYLLABLE_FIRST + INITIALS.indexOf(initial) * SYLLABLES_PER_INITIAL;
  return `[${initial}${String.fromCharCode(first)}-${String.fromCharCode(first + SYLLABLES_PER_INITIAL - 1)}]`;
}

export function searchQuery(query: string): SearchQuery {
  const folded = foldForSearch(query);
  if (folded === '') return null;
  const chars = Array.from(folded);
  if (!chars.some(isInitialConsonant)) return { text: folded };
  if (!chars.some((c) => hangulInitial(c) !== null)) return { initials: folded };
  return new RegExp(chars.map((c) => (isInitialConsonant(c) ? initialClass(c) : escapeForPattern(c))).join(''));
}

/** Whether a menu with these names is found by the query (no query finds every menu). */
export function matchesSearch(names: SearchableNames, query: SearchQuery): boolean {
  if (query === null) return true;
  if (query instanceof RegExp) return query.test(names.text);
  return 'text' in query ? names.text.includes(query.text) : names.initials.includes(query.initials);
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

type SearchEntry<M> = MenuSearchIndex<M>['entries'][number];

function entriesFound<M>(entries: readonly SearchEntry<M>[], query: string): SearchEntry<M>[] {
  const compiled = searchQuery(query);
  if (compiled === null) return [];
  return entries.filter((entry) => matchesSearch(entry.names, compiled));
}

/** The menus a query finds, in the menu's own order; an empty query finds none (nothing asked yet). */
export function findMenus<M>(index: MenuSearchIndex<M>, query: string): M[] {
  return entriesFound(index.entries, query).map((entry) => entry.menu);
}

/** Whether a character of an earlier query accepts everything a character of the next one does. */
function accepts(earlier: string, next: string | undefined): boolean {
  return earlier === next || (isInitialConsonant(earlier) && next !== undefined && hangulInitial(next) === earlier);
}

/**
 * Whether every menu `next` finds is also found by `earlier`, so the next answer can be picked
 * from the earlier one alone. Each query character stands for the name characters it accepts (a
 * lone initial consonant: itself and the 588 syllables it starts; anything else: itself), so this
 * holds when the earlier query sits somewhere inside the next one with each of its characters
 * accepting the next one's there: "bi" → "bib", "ㅂ" → "비", "ㄱㅊ" → "김치", "밥" → "비빔밥". Typing
 * on mostly does; a syllable the keyboard is still composing does not ("빕" → "비비").
 */
export function narrows(earlier: string, next: string): boolean {
  const before = Array.from(foldForSearch(earlier));
  const after = Array.from(foldForSearch(next));
  if (before.length === 0) return false;
  for (let at = 0; at + before.length <= after.length; at++) {
    if (before.every((char, i) => accepts(char, after[at + i]))) return true;
  }
  return false;
}

/**
 * `findMenus` for a diner typing: each answer is picked from the last one when the new query
 * narrows it, so a keystroke on a shop of thousands of menus compares the few found so far, not
 * every menu. The answer is the same as `findMenus` gives for that query.
 */
export function menuSearcher<M>(index: MenuSearchIndex<M>): (query: string) => M[] {
  let last: { query: string; found: SearchEntry<M>[] } | null = null;
  return (query) => {
    const from = last && narrows(last.query, query) ? last.found : index.entries;
    const found = entriesFound(from, query);
    last = { query, found };
    return found.map((entry) => entry.menu);
  };
}
