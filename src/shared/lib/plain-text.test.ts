import { describe, expect, it } from 'vitest';
import { plainLabel, plainText } from './plain-text.ts';

describe('plainText', () => {
  it.each<[string, string | null | undefined, string]>([
    ['keeps plain text', '재료 소진 시 조기 마감', '재료 소진 시 조기 마감'],
    [
      'drops tags, scripts and handlers from a notice',
      '<b>오늘의 공지</b> 마감 <script>alert("x")</script><img src=x onerror="alert(1)"> 맛있게!',
      '오늘의 공지 마감  맛있게!',
    ],
    ['turns breaks into lines', 'one<br>two', 'one\ntwo'],
    ['keeps at most one blank line', 'a\n\n\n\nb', 'a\n\nb'],
    ['decodes entities once', '&amp;lt;b&amp;gt;', '&lt;b&gt;'],
    ['is empty for null', null, ''],
    ['is empty for undefined', undefined, ''],
  ])('%s', (_rule, raw, expected) => {
    expect(plainText(raw)).toBe(expected);
  });
});

describe('plainLabel', () => {
  it.each<[string, string | null | undefined, string]>([
    ['strips markup from a name', '군만두 <b>특가</b><img src=x onerror="alert(\'menu\')">', '군만두 특가'],
    ['puts a name on one line', ' Cold\n noodles ', 'Cold noodles'],
    ['keeps a lone less-than sign', 'Fish <3 chips', 'Fish <3 chips'],
    ['is empty for null', null, ''],
  ])('%s', (_rule, raw, expected) => {
    expect(plainLabel(raw)).toBe(expected);
  });
});
