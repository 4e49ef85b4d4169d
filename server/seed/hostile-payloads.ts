/**
 * What a careless or hostile shop operator can type into the fields the app shows: markup and
 * script in every guise, links and picture paths in every scheme and disguise, text long or odd
 * enough to freeze or flip the screen, and descriptions that are not the JSON they should be.
 * Sources: OWASP's XSS filter evasion cheat sheet, the WHATWG URL standard (tab, newline and C0
 * stripping, schemes) and the HTML standard's parsing quirks (`<noscript>`, comments, raw text).
 *
 * Every payload that would run script calls `alert` or sets `window.__hostile`: the journeys fail
 * on either, on any navigation or `window.open` to a non-http(s) address and on any CSP violation.
 */

/** Markup, script and odd text for names, notices, descriptions and translations. */
export const HOSTILE_TEXTS: readonly string[] = [
  '<script>window.__hostile=1</script>',
  '<SCRIPT SRC=/pg/smartro/pay.js?hostile=2></SCRIPT>',
  '<img src=x onerror="window.__hostile=3">',
  '<svg onload=alert(4)>',
  '<svg><script>alert(5)</script></svg>',
  '<iframe src="javascript:alert(6)"></iframe>',
  '<body onload=alert(7)>',
  '"><script>alert(8)</script>',
  "'><img src=x onerror=alert(9)>",
  '<a href="javascript:alert(10)">눌러 보세요</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(11)>',
  '<details open ontoggle=alert(12)>',
  '<object data="javascript:alert(13)"></object>',
  '<embed src="data:text/html,<script>alert(14)</script>">',
  "<style>@import 'javascript:alert(15)';</style>",
  '<input autofocus onfocus=alert(16)>',
  '<scr<script>ipt>alert(17)</scr</script>ipt>',
  '&lt;script&gt;alert(18)&lt;/script&gt;',
  '&#60;img src=x onerror=alert(19)&#62;',
  '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(20)>',
  "{{constructor.constructor('alert(21)')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection attempt, as typed
  '${alert(22)}',
  '<!--<img src="--><img src=x onerror=alert(23)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(24)>">',
  '<base href="javascript:alert(25)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(26)">',
  '<form action="javascript:alert(27)"><button>x</button></form>',
  '</textarea><script>alert(28)</script>',
  '</title><script>alert(29)</script>',
  '<x onclick=alert(30)>눌러</x>',
  'javascript:alert(31)',
  '%3Cscript%3Ealert(32)%3C/script%3E',
  '\u202E페이스북 공지 lanigiro\u202C',
  `${'\u202E'.repeat(200)}RTL`,
  '가'.repeat(20_000),
  'W'.repeat(50_000),
  '<style '.repeat(5_000),
  `${' '.repeat(50_000)}x`,
  'Z\u0334\u0321\u031b\u0316\u0317\u0353\u0344\u0350a\u0338l\u0337g\u0338o\u0336'.repeat(300),
  'a\u0000b\u0007c\u001bd\u007f',
  '\ud800 lone surrogate \udfff',
  '<SCRIPT>alert(String.fromCharCode(88,83,83))</SCRIPT>',
];

/** Addresses for banner, review, group and custom links. */
export const HOSTILE_LINKS: readonly string[] = [
  'javascript:alert(101)',
  'JaVaScRiPt:alert(102)',
  ' javascript:alert(103)',
  'java\tscript:alert(104)',
  'java\nscript:alert(105)',
  '&#106;avascript:alert(106)',
  '\u0001javascript:alert(107)',
  'data:text/html,<script>alert(108)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxMDkpPC9zY3JpcHQ+',
  'vbscript:msgbox(110)',
  '//evil.example/phish',
  'https://example.com@evil.example/',
  'https://ex\u0430mple.com/',
  '\\\\evil.example\\share',
  'javascript&colon;alert(115)',
  'jav&#x09;ascript:alert(116)',
  'javascript://%0aalert(117)',
  'blob:https://evil.example/6f1c',
  'file:///etc/passwd',
  'intent://scan/#Intent;scheme=zxing;end',
  'https://evil.example/?q=<script>alert(121)</script>',
  '\u202Ehttps://moc.elpmaxe//:sptth',
];

/** Picture paths for menus, banners, logos and links. */
export const HOSTILE_IMAGE_PATHS: readonly string[] = [
  'javascript:alert(201)',
  'data:image/svg+xml,<svg onload=alert(202)>',
  '//evil.example/x.png',
  'https://tracker.example/pixel.png?who=diner',
  '../../../../__demo/catalogue',
  '%2e%2e/%2e%2e/__demo/catalogue',
  'x.png" onerror="alert(207)',
  'menu/1.png?<script>alert(208)</script>',
  '\\\\evil.example\\x.png',
  '/img/../__demo/reset',
];

/** Menu descriptions (`informationText`, a JSON string by contract) that are not that. */
export const HOSTILE_INFORMATION_TEXTS: readonly string[] = [
  '{"ko": "<img src=x onerror=alert(301)>"',
  '"unterminated',
  '[1,2,{]',
  '{"__proto__": {"polluted": true}}',
  '"\\ud800\\u0000"',
  'null',
  '12345',
  '"<script>alert(308)</script>"',
];

export const HOSTILE_PAYLOAD_COUNT =
  HOSTILE_TEXTS.length + HOSTILE_LINKS.length + HOSTILE_IMAGE_PATHS.length + HOSTILE_INFORMATION_TEXTS.length;
