import { describe, expect, it } from 'vitest';
import { menuInfoText } from './menu-info.ts';

describe('menuInfoText', () => {
  it.each<[string, string | null | undefined, string]>([
    [
      'decodes a JSON-encoded string',
      JSON.stringify('Buckwheat noodles\nin cold broth'),
      'Buckwheat noodles\nin cold broth',
    ],
    ['decodes Korean text', JSON.stringify('시원한 육수'), '시원한 육수'],
    ['decodes a string encoded twice', JSON.stringify(JSON.stringify('twice')), 'twice'],
    ['takes text that is not JSON as it is', 'Spicy, serves 2', 'Spicy, serves 2'],
    ['takes a quoted sentence that is not JSON as it is', '"unterminated', '"unterminated'],
    ['takes a sentence in brackets as it is', '[New] spicy ramen', '[New] spicy ramen'],
    ['shows nothing for a cut-off JSON object', '{"ko": "쫄깃한 떡과 매콤달콤한 소스', ''],
    ['shows nothing for a cut-off JSON list', '["line 1", "line', ''],
    ['takes a bare word that looks like JSON as text', 'nullable', 'nullable'],
    ['joins a list of lines', JSON.stringify(['line 1', 'line 2']), 'line 1\nline 2'],
    ['skips what is not text in a list of lines', JSON.stringify(['line 1', null, 'line 2']), 'line 1\nline 2'],
    ['decodes JSON with spaces around it', '  "hot soup"  ', 'hot soup'],
    ['shows a bare true as text', 'true', 'true'],
    [
      'reads only the text inserts of an editor delta',
      JSON.stringify({ ops: [null, 'stray', { retain: 3 }, { insert: 'Cold noodles' }] }),
      'Cold noodles',
    ],
    [
      'reads an editor delta',
      JSON.stringify({ ops: [{ insert: 'Hot ' }, { insert: { image: 'x' } }, { insert: 'soup\n' }] }),
      'Hot soup',
    ],
    ['shows nothing for an object of unknown shape', JSON.stringify({ a: 1 }), ''],
    ['shows nothing for JSON null', 'null', ''],
    ['shows a number as text', '42', '42'],
    ['is empty for null', null, ''],
    ['is empty for undefined', undefined, ''],
    ['is empty for blank text', '   ', ''],
    ['turns <br> into a line break', JSON.stringify('one<br>two<br/>three'), 'one\ntwo\nthree'],
    ['turns paragraph ends into line breaks', '<p>one</p><p>two</p>', 'one\ntwo'],
    [
      'removes scripts and styles with their content',
      JSON.stringify('<script>alert(1)</script>Safe<style>p{}</style>'),
      'Safe',
    ],
    ['removes attributes with the tag', '<img src=x onerror="alert(1)">Pic', 'Pic'],
    ['keeps a lone less-than sign', 'price < 5000 and > 3000', 'price < 5000 and > 3000'],
    [
      'decodes entities once',
      'Fish &amp; chips &amp;lt;b&amp;gt; &#39;hot&#39; &#x263A;',
      "Fish & chips &lt;b&gt; 'hot' ☺",
    ],
    ['decoded markup stays text', '&lt;b&gt;bold&lt;/b&gt;', '<b>bold</b>'],
    ['leaves unknown entities alone', '&bogus; &#0;', '&bogus; &#0;'],
    ['normalizes Windows line endings', JSON.stringify('a\r\nb\rc'), 'a\nb\nc'],
    ['keeps at most one blank line', JSON.stringify('a\n\n\n\nb'), 'a\n\nb'],
    ['trims the ends', JSON.stringify('  \n text \n '), 'text'],
  ])('%s', (_rule, raw, expected) => {
    expect(menuInfoText(raw)).toBe(expected);
  });
});
