import { describe, expect, it } from 'vitest';
import { capLength, MAX_LABEL_LENGTH, MAX_TEXT_LENGTH, plainLabel, plainText, stripMarkup } from './plain-text.ts';
import { SLOW_INPUTS } from './plain-text-slow-inputs.ts';

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
 * Each slow input must be stripped in time proportional to its length. Checked as a ratio (four
 * times the text may take about four times as long, never sixteen), which a busy machine slows on
 * both sides alike; the absolute figures are printed by `npm run bench:text`.
 */
function fastestOf(runs: number, work: () => void): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe('stripping time grows with the length of the text, not its square', () => {
  it.each(SLOW_INPUTS)('%s', (_what, make) => {
    const strip = (raw: string) => () => {
      plainText(raw);
      plainLabel(raw);
      stripMarkup(raw);
    };
    const short = make(5_000);
    const long = make(20_000);
    const shortMs = fastestOf(3, strip(short));
    const longMs = fastestOf(3, strip(long));
    // A floor of 1 ms keeps timer resolution out of a ratio of near-zero figures.
    expect(longMs / Math.max(shortMs, 1)).toBeLessThan(8);
  });
});
