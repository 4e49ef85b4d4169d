import { describe, expect, it } from 'vitest';
import { capLength, MAX_LABEL_LENGTH, MAX_TEXT_LENGTH, plainLabel, plainText, stripMarkup } from './plain-text.ts';

describe('plainText', () => {
  it.each<[string, string | null | undefined, string]>([
    ['keeps plain text', '재료 소진 시 조기 마감', '재료 소진 시 조기 마감'],
    [
      'drops tags, scripts and handlers from a notice',
      '<b>오늘의 공지</b> 마감 <script>alert("x")</script><img src=x onerror="alert(1)"> 맛있게!',
      '오늘의 공지 마감  맛있게!',
    ],
    ['turns breaks into lines', 'one<br>two', 'one\ntwo'],
    ['turns self-closed and spaced breaks into lines', 'a<BR/>b<br />c', 'a\nb\nc'],
    ['ends a line at block ends', '<p>a</p><div>b</div ><li>c</LI>d', 'a\nb\nc\nd'],
    ['keeps at most one blank line', 'a\n\n\n\nb', 'a\n\nb'],
    ['drops spaces and tabs at line ends', 'a \t \nb  \r\nc', 'a\nb\nc'],
    ['decodes entities once', '&amp;lt;b&amp;gt;', '&lt;b&gt;'],
    ['decodes numeric entities', '&#65;&#x42;&#0;', 'AB&#0;'],
    ['drops a style block with its rules', 'a<STYLE type="x">b{color:red}</style >c', 'ac'],
    ['drops a script whose closing tag has spaces', 'a<script>x</script   >b', 'ab'],
    ['drops only the tag of a script that is never closed', 'a<script>alert(1)', 'aalert(1)'],
    ['keeps a tag-like text that no > closes', 'a <style b', 'a <style b'],
    ['keeps lengths when lowercasing non-ASCII capitals', 'İ<b>x</b>', 'İx'],
    ['is empty for null', null, ''],
    ['is empty for undefined', undefined, ''],
  ])('%s', (_rule, raw, expected) => {
    expect(plainText(raw)).toBe(expected);
  });

  it('caps a long notice with an ellipsis', () => {
    const shown = plainText('가'.repeat(MAX_TEXT_LENGTH * 3));
    expect(shown).toHaveLength(MAX_TEXT_LENGTH + 1);
    expect(shown.endsWith('…')).toBe(true);
  });
});

describe('plainLabel', () => {
  it.each<[string, string | null | undefined, string]>([
    ['strips markup from a name', '군만두 <b>특가</b><img src=x onerror="alert(\'menu\')">', '군만두 특가'],
    ['puts a name on one line', ' Cold\n noodles ', 'Cold noodles'],
    ['keeps a lone less-than sign', 'Fish <3 chips', 'Fish <3 chips'],
    ['keeps a closing-looking sign that starts no tag', 'a </ b > c', 'a </ b > c'],
    ['is empty for null', null, ''],
  ])('%s', (_rule, raw, expected) => {
    expect(plainLabel(raw)).toBe(expected);
  });

  it('caps a long name', () => {
    expect(plainLabel('x'.repeat(10_000))).toHaveLength(MAX_LABEL_LENGTH + 1);
  });
});

describe('capLength', () => {
  it('never splits a surrogate pair', () => {
    expect(capLength('a😀b', 2)).toBe('a…');
  });

  it('leaves short text alone', () => {
    expect(capLength('abc', 3)).toBe('abc');
  });
});

/**
 * Text a shop can type that made the old regular expressions rescan the rest of the text from
 * every position: each must be stripped in time proportional to its length.
 */
const SLOW_INPUTS: [string, string][] = [
  ['style tags that never close', '<style '.repeat(20_000)],
  ['script tags that never close', '<script>'.repeat(17_500)],
  ['tags that never close', '<a'.repeat(70_000)],
  ['a long run of spaces', `a${' '.repeat(140_000)}b`],
  ['a long run of spaces and tabs before text', `${' \t'.repeat(70_000)}x\n`],
  ['breaks that never close', '<br    '.repeat(20_000)],
  ['closing tags that never end', '</script   '.repeat(12_700)],
  ['ampersands before long words', `&${'a'.repeat(100)}`.repeat(1_400)],
];

describe('stripping time', () => {
  it.each(SLOW_INPUTS)('strips %s (140 KB) in well under a frame budget per KB', (_what, raw) => {
    expect(raw.length).toBeGreaterThanOrEqual(138_000);
    const started = performance.now();
    plainText(raw);
    plainLabel(raw);
    stripMarkup(raw);
    const took = performance.now() - started;
    // The quadratic version took 4.8 s on the first of these. Linear work is a few ms; the bound
    // leaves room for a busy test machine.
    expect(took).toBeLessThan(250);
  });
});
