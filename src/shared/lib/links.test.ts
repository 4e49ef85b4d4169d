import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './links.ts';

describe('safeExternalUrl', () => {
  it.each([
    ['keeps an https link', 'https://map.naver.com/p/entry/place/123', 'https://map.naver.com/p/entry/place/123'],
    ['keeps an http link', 'http://example.com/a?b=1#c', 'http://example.com/a?b=1#c'],
    ['prefixes https:// when the scheme is missing', 'naver.me/abc', 'https://naver.me/abc'],
    ['prefixes https:// to a bare host', 'www.example.com', 'https://www.example.com/'],
    ['prefixes https:// to a host with a port', 'shop.example.com:8080/menu', 'https://shop.example.com:8080/menu'],
    ['turns a protocol-relative link into https', '//cdn.example.com/banner', 'https://cdn.example.com/banner'],
    ['treats backslashes like the URL parser does', '\\\\cdn.example.com/x', 'https://cdn.example.com/x'],
    ['accepts the scheme in any case', 'HTTPS://Example.COM/Path', 'https://example.com/Path'],
    ['strips surrounding spaces', '   https://example.com  ', 'https://example.com/'],
    ['strips surrounding Unicode spaces', '\u00a0\ufeffexample.com', 'https://example.com/'],
    ['drops tabs and newlines inside', 'https://exa\tmple.com/\na', 'https://example.com/a'],
    ['encodes spaces in the path', 'https://example.com/a b', 'https://example.com/a%20b'],
  ])('%s', (_rule, raw, expected) => {
    expect(safeExternalUrl(raw)).toBe(expected);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['mixed case with leading whitespace', '  JaVaScRiPt:alert(document.cookie)'],
    ['leading control characters', '\u0001\u0000javascript:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline inside the scheme', 'java\nscript:alert(1)'],
    ['a carriage return inside the scheme', 'jav\r\nascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'VBScript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['mailto:', 'mailto:owner@example.com'],
    ['tel:', 'tel:01012345678'],
    ['intent:', 'intent://scan/#Intent;scheme=zxing;end'],
    ['a control character left inside', 'https://exa\u0000mple.com'],
    ['a same-origin path', '/list/1/2'],
    ['a scheme with no host', 'https://'],
    ['an empty string', ''],
    ['only spaces', '   '],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_rule, raw) => {
    expect(safeExternalUrl(raw)).toBeNull();
  });
});
