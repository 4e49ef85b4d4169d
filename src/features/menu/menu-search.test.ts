import { describe, expect, it } from 'vitest';
import {
  findMenus,
  foldForSearch,
  hangulInitial,
  matchesSearch,
  menuSearcher,
  menuSearchIndex,
  narrows,
  searchableNames,
  searchQuery,
} from './menu-search.ts';

describe('hangulInitial', () => {
  it.each<[string, string | null]>([
    ['가', 'ㄱ'],
    ['까', 'ㄲ'],
    ['비', 'ㅂ'],
    ['빔', 'ㅂ'],
    ['힣', 'ㅎ'],
    ['ㅂ', null],
    ['a', null],
    ['び', null],
  ])('%s starts with %s', (char, expected) => {
    expect(hangulInitial(char)).toBe(expected);
  });
});

describe('foldForSearch', () => {
  it.each<[string, string, string]>([
    ['lower case', 'BiBimBap', 'bibimbap'],
    ['Vietnamese tones fold away', 'Phở Bò', 'phobo'],
    ['đ stays a letter of its own', 'Đậu', 'đau'],
    ['French accents fold away', 'Crème brûlée', 'cremebrulee'],
    ['Cyrillic case and ё fold', 'Ёлка', 'елка'],
    ['Arabic harakat fold away', 'كَبَاب', 'كباب'],
    ['Hangul syllables stay whole', '비빔 밥', '비빔밥'],
    ['kana voicing marks stay', 'ギョーザ', 'ギョーザ'],
    ['no-break spaces go', 'Tom\u00a0Yum', 'tomyum'],
  ])('%s', (_rule, text, expected) => {
    expect(foldForSearch(text)).toBe(expected);
  });
});

describe('matchesSearch', () => {
  const bibimbap = searchableNames(['비빔밥', 'Bibimbap', 'ビビンバ', 'Пибимпап', 'بيبيمباب']);
  const kimchiStew = searchableNames(['김치찌개', 'Kimchi Stew', null, '']);
  const pho = searchableNames(['쌀국수', 'Phở bò', 'Фо бо']);

  it.each<[string, string, typeof bibimbap, boolean]>([
    ['an empty query finds every menu', '', bibimbap, true],
    ['a blank query finds every menu', '   ', kimchiStew, true],
    ['Korean syllables, prefix', '비빔', bibimbap, true],
    ['Korean syllables, inside', '빔밥', bibimbap, true],
    ['Korean syllables that are not there', '비빕', bibimbap, false],
    ['English, any case', 'BIBIM', bibimbap, true],
    ['English with a space in the name', 'kimchistew', kimchiStew, true],
    ['English with a space in the query', 'kimchi st', kimchiStew, true],
    ['initial consonants', 'ㅂㅂㅂ', bibimbap, true],
    ['initial consonants in the middle', 'ㅊㅉ', kimchiStew, true],
    ['initial consonants that do not fit', 'ㄱㄱ', bibimbap, false],
    ['a double consonant is its own initial', 'ㄱㅊㅉㄱ', kimchiStew, true],
    ['ㅉ is not ㅈ', 'ㄱㅊㅈ', kimchiStew, false],
    ['a mixed query: syllable then consonants', '비ㅂㅂ', bibimbap, true],
    ['a mixed query: consonants then syllable', 'ㄱㅊ찌개', kimchiStew, true],
    ['a mixed query whose syllable is wrong', '김ㅂ', kimchiStew, false],
    ['a full syllable never matches by its initial only', '바', bibimbap, false],
    ['accents in the name, none in the query', 'pho', pho, true],
    ['accents in the query, none needed', 'phở', pho, true],
    ['Cyrillic, any case', 'ФО', pho, true],
    ['Cyrillic name of another menu', 'пибим', bibimbap, true],
    ['Arabic', 'بيبيم', bibimbap, true],
    ['Arabic with harakat in the query', 'بِيبِيم', bibimbap, true],
    ['Japanese', 'ビビン', bibimbap, true],
    ['Japanese voicing matters', 'ヒヒン', bibimbap, false],
    ['a query longer than every name', 'bibimbap with extra rice', bibimbap, false],
    ['a menu without names finds nothing', 'a', searchableNames([]), false],
    ['an empty query finds even a menu without names', '', searchableNames([]), true],
    ['a query never spans two names', 'bapビ', bibimbap, false],
    ['pattern characters are plain text', 'kimchi(stew', kimchiStew, false],
    ['pattern characters with initials are plain text', 'ㄱ.', kimchiStew, false],
    ['a lone consonant typed as itself in a name', 'ㅋ', searchableNames(['ㅋㅋ 라면']), true],
  ])('%s: %s', (_rule, query, names, expected) => {
    expect(matchesSearch(names, searchQuery(query))).toBe(expected);
  });
});

describe('findMenus', () => {
  const menus = [
    {
      menuSeq: 1,
      menuName: '비빔밥',
      engMenuName: 'Bibimbap',
      localeMenu: [{ localeCode: 'ru', menuName: 'Пибимпап' }],
    },
    {
      menuSeq: 2,
      menuName: '김치찌개',
      engMenuName: null,
      localeMenu: [{ localeCode: 'en', menuName: 'Kimchi stew' }],
    },
    {
      menuSeq: 3,
      menuName: '물냉면',
      engMenuName: 'Cold noodles',
      localeMenu: [{ localeCode: 'al', menuName: 'نودلز باردة' }],
    },
  ];
  const index = menuSearchIndex(menus, 'ru');

  it.each<[string, string, number[]]>([
    ['nothing asked yet finds none', ' ', []],
    ['the diner’s language', 'пиби', [1]],
    ['Korean', '찌개', [2]],
    ['English from the translation', 'stew', [2]],
    ['English from the field', 'noodles', [3]],
    ['another language’s translation', 'باردة', [3]],
    ['initial consonants', 'ㅁㄴ', [3]],
    ['several menus, in menu order', 'I', [1, 2]],
    ['no match', 'pizza', []],
    ['a pattern character finds only itself', '.', []],
  ])('%s', (_rule, query, expected) => {
    expect(findMenus(index, query).map((m) => m.menuSeq)).toEqual(expected);
  });
});

describe('narrows', () => {
  it.each<[string, string, string, boolean]>([
    ['a letter typed on', 'bi', 'bib', true],
    ['the same query', 'bib', 'bib', true],
    ['a letter typed before', 'ib', 'bib', true],
    ['case and spaces fold first', 'Kimchi', 'kimchi s', true],
    ['a consonant then its syllable', 'ㅂ', '비', true],
    ['consonants then syllables', 'ㄱㅊ', '김치', true],
    ['a syllable inside a longer query', '밥', '비빔밥', true],
    ['a mixed query typed on', '비ㅂ', '비빔', true],
    ['a syllable still being composed', '빕', '비비', false],
    ['a syllable then a consonant: wider', '비', 'ㅂ', false],
    ['a letter taken away: wider', 'bib', 'bi', false],
    ['another query', 'bib', 'kim', false],
    ['a consonant is not another one’s syllable', 'ㅈ', '찌', false],
    ['nothing asked before', '', 'b', false],
  ])('%s: %s then %s', (_rule, earlier, next, expected) => {
    expect(narrows(earlier, next)).toBe(expected);
  });
});

describe('menuSearcher', () => {
  const names = ['비빔밥', '김치찌개', '물냉면', '비빔냉면', '김밥', 'ㅋㅋ 라면', 'Bibim Noodles', '빕스 샐러드'];
  const menus = names.map((menuName, i) => ({ menuSeq: i + 1, menuName, engMenuName: null, localeMenu: [] }));
  const index = menuSearchIndex(menus, 'ko');

  it.each<[string, string[]]>([
    ['typed on letter by letter', ['b', 'bi', 'bib', 'bibi', 'bibim']],
    ['Korean composed syllable by syllable', ['ㅂ', '비', '빕', '비비', '비빔', '비빔ㄴ', '비빔냉']],
    ['consonants, then syllables', ['ㄱ', 'ㄱㅊ', '김ㅊ', '김치', '김치ㅉ', '김치찌']],
    ['letters taken away and typed again', ['bib', 'bi', 'b', '', 'n', 'no']],
    ['one query, then another', ['밥', 'ㅋ', 'ㅋㅋ', '라면', '면']],
  ])('gives what findMenus gives at every step: %s', (_rule, queries) => {
    const search = menuSearcher(index);
    for (const query of queries) {
      expect(search(query).map((m) => m.menuSeq)).toEqual(findMenus(index, query).map((m) => m.menuSeq));
    }
  });
});
